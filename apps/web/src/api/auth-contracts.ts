/** The auth routes' contracts, on their own so api/auth.ts can load them (and zod) with the first call. */
export { authContracts } from '@goodhours/domain';
