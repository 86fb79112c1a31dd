export * from './schemas.js';
export * from './contracts.js';
export * from './password-links.js';
export * from './password-link-messages.js';
export * from './password-link-contracts.js';
