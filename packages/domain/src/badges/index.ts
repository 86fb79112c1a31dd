export * from './types.js';
export * from './order.js';
export * from './seen.js';
export * from './messages.js';
export * from './contracts.js';
export * from './rules.js';
export * from './admin.js';
