export * from './categories.js';
export * from './fuel.js';
export * from './messages.js';
export * from './amounts.js';
export * from './schemas.js';
export * from './answers.js';
export * from './movements.js';
export * from './contracts.js';
