import { onboardingContracts as contracts, type InvitationInput, type RouteAnswer, type SetupProfileInput } from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';

/** A setup invitation as the wire carries it (times as text). */
export type InvitationRow = RouteAnswer<typeof contracts.invite>;
export type SetupTokenState = RouteAnswer<typeof contracts.checkToken>;
export type PlaceLookup = RouteAnswer<typeof contracts.lookupPlace>;

export const onboardingKeys = {
  invitations: ['setupInvitations'] as const,
  token: (token: string) => ['setupToken', token] as const,
  countryCount: ['countryCount'] as const,
};

/** The setup links sent, newest first. */
export function useInvitations(enabled = true) {
  return useQuery({
    queryKey: onboardingKeys.invitations,
    queryFn: ({ signal }) => call(contracts.listInvitations, {}, { signal }),
    enabled,
  });
}

function useInvitationChange<I>(mutationFn: (input: I) => Promise<InvitationRow>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.invitations }) });
}

export const useSendInvitation = () => useInvitationChange((body: InvitationInput) => call(contracts.invite, { body }));
export const useResendInvitation = () => useInvitationChange((id: string) => call(contracts.resendInvitation, { params: { id } }));
export const useCancelInvitation = () => useInvitationChange((id: string) => call(contracts.cancelInvitation, { params: { id } }));

/** Whether a setup link works; asked once per page life (a link's state only changes by using it). */
export function useSetupToken(token: string) {
  return useQuery({
    queryKey: onboardingKeys.token(token),
    queryFn: ({ signal }) => call(contracts.checkToken, { body: { token } }, { signal }),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** Creates the invited person's account; the answer holds their session token. */
export function useCompleteSetup() {
  return useMutation({ mutationFn: (body: SetupProfileInput) => call(contracts.setup, { body }) });
}

/** Finds a typed place and its time zone; `token` is the setup link's (or the caller's session token). */
export function useLookupPlace() {
  return useMutation({
    mutationFn: ({ location, token }: { location: string; token: string }) =>
      call(contracts.lookupPlace, { params: { location }, body: { token } }),
  });
}

/** How many countries the members live in. */
export function useCountryCount() {
  return useQuery({
    queryKey: onboardingKeys.countryCount,
    queryFn: ({ signal }) => call(contracts.countryCount, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}
