export * from './suggestions.js';
export * from './contracts.js';
