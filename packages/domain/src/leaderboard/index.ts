export * from './leaderboard.js';
export * from './schemas.js';
export * from './contracts.js';
