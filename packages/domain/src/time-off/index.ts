export * from './access.js';
export * from './messages.js';
export * from './schemas.js';
export * from './time-off-weeks.js';
export * from './contracts.js';
