export * from './constants.js';
export * from './messages.js';
export * from './estimates.js';
export * from './schemas.js';
export * from './types.js';
export * from './numbering.js';
export * from './import-schema.js';
export * from './move-targets.js';
