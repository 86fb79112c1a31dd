export * from './messages.js';
export * from './map-view.js';
export * from './search.js';
export * from './schemas.js';
export * from './contracts.js';
