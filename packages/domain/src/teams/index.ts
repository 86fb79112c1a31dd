export * from './messages.js';
export * from './team-code.js';
export * from './member-order.js';
export * from './schemas.js';
export * from './assign-from-profile.js';
export * from './contracts.js';
