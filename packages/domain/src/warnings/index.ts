export * from './warnings.js';
export * from './contracts.js';
