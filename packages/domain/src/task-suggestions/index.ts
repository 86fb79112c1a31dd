export * from './messages.js';
export * from './snapshot.js';
export * from './schemas.js';
export * from './answers.js';
export * from './proposal.js';
export * from './contracts.js';
