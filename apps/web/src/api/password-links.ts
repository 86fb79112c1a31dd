import type { PasswordLinkInput, SetupState } from '@goodhours/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, request } from './client';

/** Loaded with the first call, as the auth contracts are (decision 022): /login asks setup-state before zod is needed. */
const load = () => import('./password-link-contracts').then((m) => m.passwordLinkContracts);

export const passwordLinkKeys = {
  check: (token: string) => ['passwordLink', token] as const,
  setupState: ['setupState'] as const,
};

/** Whether a password link works; asked once per page life (a link only changes by being used). */
export function usePasswordLinkCheck(token: string) {
  return useQuery({
    queryKey: passwordLinkKeys.check(token),
    queryFn: async ({ signal }) => call((await load()).checkLink, { body: { token } }, { signal }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Sets the password through the link; the answer holds a session token. */
export function useSetPasswordByLink() {
  return useMutation({ mutationFn: async (body: PasswordLinkInput) => call((await load()).useLink, { body }) });
}

/** Emails a person a reset link (holders of resetPassword). */
export function useSendResetLink() {
  return useMutation({ mutationFn: async (id: string) => call((await load()).sendResetLink, { params: { id } }) });
}

/**
 * Whether no one can sign in yet (no active Owner): the login page then says how to create one.
 * Asked by path (passwordLinkContracts.setupState's), so /login's first paint loads no zod (decision 022).
 */
export function useSetupState() {
  return useQuery({
    queryKey: passwordLinkKeys.setupState,
    queryFn: ({ signal }) => request<SetupState>('GET', '/api/setup-state', { signal }),
    retry: false,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
}
