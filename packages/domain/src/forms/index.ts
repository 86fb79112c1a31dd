export * from './messages.js';
export * from './definition.js';
export * from './answers.js';
export * from './schemas.js';
export * from './contracts.js';
