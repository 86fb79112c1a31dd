export * from './header.js';
export * from './team-deadlines.js';
export * from './viewing.js';
export * from './contracts.js';
