// The building management portal (document 3 §2.9; decision 070): each part adds its line.
export {};
export * from './external-team.js';
export * from './external-team-choices.js';
export * from './item-types.js';
export * from './stock-messages.js';
export * from './stock.js';
export * from './stock-contracts.js';
export * from './purchases.js';
export * from './tool-messages.js';
export * from './tool-schemas.js';
export * from './tool-contracts.js';
