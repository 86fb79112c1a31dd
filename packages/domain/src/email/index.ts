export * from './messages.js';
export * from './schemas.js';
export * from './contracts.js';
export * from './subscriptions.js';
export * from './announcements.js';
export * from './announcement-contracts.js';
