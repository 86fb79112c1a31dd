export * from './messages.js';
export * from './notes.js';
export * from './schemas.js';
export * from './access.js';
export * from './changes.js';
export * from './contracts.js';
