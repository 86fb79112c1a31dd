export * from './categories.js';
export * from './names.js';
export * from './messages.js';
export * from './schemas.js';
export * from './types.js';
export * from './add-project.js';
export * from './contracts.js';
