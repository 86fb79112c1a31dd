export * from './decide.js';
export * from './schemas.js';
export * from './contracts.js';
