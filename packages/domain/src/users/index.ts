export * from './links.js';
export * from './team-code.js';
export * from './messages.js';
export * from './schemas.js';
export * from './types.js';
export * from './field-permissions.js';
export * from './management-text.js';
export * from './picture.js';
