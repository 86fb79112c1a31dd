export * from './summary-bar.js';
export * from './contracts.js';
