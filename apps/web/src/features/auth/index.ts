/** What the auth feature offers other features. */
export { knownFieldErrors } from './field-errors';
export { AuthCard } from './auth-card';
