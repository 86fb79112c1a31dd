export * from './schemas.js';
export * from './contracts.js';
