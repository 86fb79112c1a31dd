export * from './visibility.js';
export * from './names.js';
export * from './messages.js';
export * from './schemas.js';
export * from './contracts.js';
