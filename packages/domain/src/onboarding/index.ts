export * from './messages.js';
export * from './text-rules.js';
export * from './schemas.js';
export * from './contracts.js';
