import type { ForcePasswordInput, ForgotPasswordInput, LoginResult, SessionUser, UpdatePasswordInput } from '@goodhours/domain';
import { useMutation } from '@tanstack/react-query';
import { readDeviceToken, readToken, saveDeviceToken } from '../auth/token-storage';
import { call } from './client';

/**
 * The contracts load with the first call (decision 022): the session store starts with the app,
 * and a signed-out visit to /login would otherwise load zod and every auth schema before its
 * first paint. A signed-in start asks at once, beside the route's own chunks.
 */
export const loadAuthContracts = () => import('./auth-contracts').then((m) => m.authContracts);

export interface LoginRequest {
  email: string;
  password: string;
}

export const fetchSession = async (): Promise<SessionUser> => call((await loadAuthContracts()).session);

export const fetchRefreshedToken = async (userId: string): Promise<{ token: string }> =>
  call((await loadAuthContracts()).refreshToken, { params: { id: userId } });

/** The token is read now: the session ends without waiting for this call (session-store.ts). */
export async function postLogout(): Promise<void> {
  const token = readToken();
  await call((await loadAuthContracts()).logout, {}, { token });
}

/**
 * Signs in, naming this device when it signed in before (decision 019: a correct password from a
 * known device passes the sign-in limits); a full sign-in answers the device token to keep.
 */
export async function postLogin(input: LoginRequest): Promise<LoginResult> {
  const deviceToken = readDeviceToken();
  const result = await call((await loadAuthContracts()).login, { body: deviceToken ? { ...input, deviceToken } : input });
  if ('deviceToken' in result) saveDeviceToken(result.deviceToken);
  return result;
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: async (input: ForgotPasswordInput) => call((await loadAuthContracts()).forgotPassword, { body: input }),
  });
}

export function useForcePassword() {
  return useMutation({
    mutationFn: async (input: ForcePasswordInput) => call((await loadAuthContracts()).forcePassword, { body: input }),
  });
}

export function useUpdatePassword(userId: string) {
  return useMutation({
    mutationFn: async (input: UpdatePasswordInput) => call((await loadAuthContracts()).updatePassword, { params: { userId }, body: input }),
  });
}
