/** What the auth feature offers other features. */
export { knownFieldErrors } from './field-errors';
