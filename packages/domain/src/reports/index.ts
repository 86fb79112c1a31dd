export * from './messages.js';
export * from './period.js';
export * from './schemas.js';
export * from './detail-schemas.js';
export * from './contracts.js';
export * from './summaries-report.js';
export * from './org-summary.js';
