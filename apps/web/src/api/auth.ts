import {
  authContracts as auth,
  type ForcePasswordInput,
  type ForgotPasswordInput,
  type LoginResult,
  type SessionUser,
  type UpdatePasswordInput,
} from '@goodhours/domain';
import { useMutation } from '@tanstack/react-query';
import { readDeviceToken, saveDeviceToken } from '../auth/token-storage';
import { call } from './client';

export interface LoginRequest {
  email: string;
  password: string;
}

export const fetchSession = (): Promise<SessionUser> => call(auth.session);

export const fetchRefreshedToken = (userId: string): Promise<{ token: string }> => call(auth.refreshToken, { params: { id: userId } });

export async function postLogout(): Promise<void> {
  await call(auth.logout);
}

/**
 * Signs in, naming this device when it signed in before (decision 019: a correct password from a
 * known device passes the sign-in limits); a full sign-in answers the device token to keep.
 */
export async function postLogin(input: LoginRequest): Promise<LoginResult> {
  const deviceToken = readDeviceToken();
  const result = await call(auth.login, { body: deviceToken ? { ...input, deviceToken } : input });
  if ('deviceToken' in result) saveDeviceToken(result.deviceToken);
  return result;
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => call(auth.forgotPassword, { body: input }),
  });
}

export function useForcePassword() {
  return useMutation({
    mutationFn: (input: ForcePasswordInput) => call(auth.forcePassword, { body: input }),
  });
}

export function useUpdatePassword(userId: string) {
  return useMutation({
    mutationFn: (input: UpdatePasswordInput) => call(auth.updatePassword, { params: { userId }, body: input }),
  });
}
