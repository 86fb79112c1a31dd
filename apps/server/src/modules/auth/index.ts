// Public entry of the auth area: what the command line and other areas may use; app.ts registers its routes.js.
export { issuePasswordLink, type IssuedPasswordLink } from './password-links.js';
export { setupState } from './reset-link.js';
