/** The password-link routes' contracts, on their own so the login page loads them (and zod) only with its first call. */
export { passwordLinkContracts } from '@goodhours/domain';
