export * from './pages.js';
export * from './metrics.js';
export * from './sample-timing.js';
export * from './messages.js';
export * from './schemas.js';
export * from './contracts.js';
