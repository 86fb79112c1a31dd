import { externalTeamContracts as externalTeam, type ExternalTeamChoicesInput, type ExternalTeamMemberInput } from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';

export const externalTeamKeys = {
  all: ['externalTeam'] as const,
  list: ['externalTeam', 'list'] as const,
  choices: ['externalTeam', 'choices'] as const,
};

/** The building portal's external team, newest first (`GET /api/bm/external-team`). */
export function useExternalTeam() {
  return useQuery({
    queryKey: externalTeamKeys.list,
    queryFn: ({ signal }) => call(externalTeam.list, {}, { signal }),
  });
}

/** The team member form's role and team choices, each ending with 'other'. */
export function useExternalTeamChoices() {
  return useQuery({
    queryKey: externalTeamKeys.choices,
    queryFn: ({ signal }) => call(externalTeam.choices, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Only the external team's own list shows its members: a new one re-reads it. */
export function useCreateExternalMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExternalTeamMemberInput) => call(externalTeam.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: externalTeamKeys.list }),
  });
}

/**
 * Replaces the form's role and team choices. The answer is what the form now offers, so it is
 * written to the cache and the selects change at once; members keep theirs, so the list stays.
 */
export function useSaveExternalTeamChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ExternalTeamChoicesInput) => call(externalTeam.saveChoices, { body: input }),
    onSuccess: (answer) => queryClient.setQueryData(externalTeamKeys.choices, answer),
  });
}
