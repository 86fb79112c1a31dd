// Public entry of the auth area: what the command line and other areas may use; app.ts registers its routes.js.
export { issuePasswordLink, type IssuedPasswordLink } from './password-links.js';
export { setupState } from './reset-link.js';
// The sign-in limits, which the portal logins count against too (decision 069).
export { countLoginAttempt, LOGIN_PAIR_LIMIT, rateLimited, settleSignIn } from './login-limits.js';
