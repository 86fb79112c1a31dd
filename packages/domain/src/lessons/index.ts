export * from './messages.js';
export * from './tags.js';
export * from './appendix.js';
export * from './list-options.js';
export * from './schemas.js';
export * from './contracts.js';
