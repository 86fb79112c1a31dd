import { leaderboardContracts as board, type MouseoverInput } from '@goodhours/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { leaderboardQueryValues } from './paths';
import { leaderboardKeys } from './query-keys';

export const leaderboardQuery = (userId: string, teamId: string | null) =>
  queryOptions({
    queryKey: leaderboardKeys.of(userId, teamId),
    // The same address as paths.leaderboard: the boot script may already have asked.
    queryFn: ({ signal }) => call(board.get, { params: { userId }, query: leaderboardQueryValues(teamId) }, { signal }),
  });

/** This week's leaderboard as `userId` sees it, optionally one team's members only. */
export function useLeaderboard(userId: string, teamId: string | null) {
  return useQuery({ ...leaderboardQuery(userId, teamId), placeholderData: (previous) => previous });
}

export function useMouseoverText() {
  return useQuery({
    queryKey: leaderboardKeys.mouseover,
    queryFn: ({ signal }) => call(board.mouseoverText, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useSaveMouseoverText() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MouseoverInput) => call(board.saveMouseoverText, { body: input }),
    onSuccess: (saved) => queryClient.setQueryData(leaderboardKeys.mouseover, saved),
  });
}
