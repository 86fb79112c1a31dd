/** What the auth feature offers other features. */
export { knownFieldErrors, showCredentialsRefusal } from './field-errors';
export { AuthCard } from './auth-card';
