export * from './portals.js';
export * from './messages.js';
export * from './schemas.js';
export * from './contracts.js';
