export * from './constants.js';
export * from './messages.js';
export * from './schemas.js';
export * from './rules.js';
export * from './format.js';
export * from './contracts.js';
export * from './read-server-message.js';
