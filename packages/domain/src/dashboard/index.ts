export * from './viewing.js';
export * from './summaries.js';
export * from './suggestions.js';
export * from './header.js';
export * from './team-tasks.js';
export * from './warnings.js';
export * from './leaderboard.js';
export * from './summary-bar.js';
