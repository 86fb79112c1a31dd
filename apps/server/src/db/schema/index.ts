export * from './users.js';
export * from './auth.js';
export * from './roles.js';
export * from './mail.js';
export * from './jobs.js';
export * from './teams.js';
export * from './projects.js';
export * from './time-entries.js';
