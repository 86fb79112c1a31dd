export * from './access.js';
export * from './errors.js';
export * from './define-route.js';
export * from './common.js';
export * from './upload-content.js';
export * from './once.js';
