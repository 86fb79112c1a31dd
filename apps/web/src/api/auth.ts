import type {
  ForgotPasswordInput,
  LoginResult,
  SessionUser,
  UpdatePasswordInput,
} from '@goodhours/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from './client';
import { paths } from './paths';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface ForcePasswordRequest {
  userId: string;
  resetToken: string;
  newpassword: string;
  confirmnewpassword: string;
}

export const fetchSession = (): Promise<SessionUser> => api.get<SessionUser>(paths.session);

export const fetchRefreshedToken = (userId: string): Promise<{ token: string }> =>
  api.get<{ token: string }>(`/api/refreshToken/${encodeURIComponent(userId)}`);

export async function postLogout(): Promise<void> {
  await api.post('/api/logout');
}

export function useLogin() {
  return useMutation({ mutationFn: (input: LoginRequest) => api.post<LoginResult>('/api/login', input) });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => api.post<{ message: string }>('/api/forgotpassword', input),
  });
}

export function useForcePassword() {
  return useMutation({
    mutationFn: (input: ForcePasswordRequest) => api.patch<{ message: string }>('/api/forcepassword', input),
  });
}

export function useUpdatePassword(userId: string) {
  return useMutation({
    mutationFn: (input: UpdatePasswordInput) =>
      api.patch<{ message: string }>(`/api/updatepassword/${encodeURIComponent(userId)}`, input),
  });
}
