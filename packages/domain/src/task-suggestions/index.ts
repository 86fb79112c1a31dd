export * from './messages.js';
export * from './snapshot.js';
export * from './schemas.js';
export * from './types.js';
export * from './proposal.js';
