export * from './messages.js';
export * from './schemas.js';
export * from './contracts.js';
export * from './application-form.js';
