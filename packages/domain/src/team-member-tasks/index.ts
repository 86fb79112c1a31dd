export * from './team-tasks.js';
export * from './schemas.js';
export * from './contracts.js';
