export * from './summaries.js';
export * from './contracts.js';
