import {
  TEAM_CREATE_TIMEOUT_MS,
  teamContracts as teams,
  type AssignTeamMemberInput,
  type CreateTeamInput,
  type Team,
  type TeamMember,
  type UpdateTeamInput,
} from '@goodhours/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from './changes';
import { call } from './client';
import { teamKeys } from './query-keys';

/** Every team (the team filters of Team Member Tasks, the teams page). */
export const teamsQuery = queryOptions({
  queryKey: teamKeys.teams,
  queryFn: ({ signal }) => call(teams.list, {}, { signal }),
});

export function useTeams() {
  return useQuery(teamsQuery);
}

/** Thrown when the server did not answer a team create within 20 s (document 1 §8). */
export class TeamCreateTimeout extends Error {
  constructor() {
    super('team create timed out');
    this.name = 'TeamCreateTimeout';
  }
}

/** Creates a team; the request is cancelled after `timeoutMs` (20 s by default). */
export async function postTeam(input: CreateTeamInput, timeoutMs = TEAM_CREATE_TIMEOUT_MS): Promise<Team> {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort();
  }, timeoutMs);
  try {
    return await call(teams.create, { body: input }, { signal: controller.signal });
  } catch (error) {
    if (controller.signal.aborted) throw new TeamCreateTimeout();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTeamInput) => postTeam(input),
    onSuccess: () => refreshAfter(queryClient, { kind: 'teams' }),
  });
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateTeamInput & { id: string }) => call(teams.update, { params: { id }, body: changes }),
    onSuccess: (team) => {
      queryClient.setQueryData<Team[]>(teamKeys.teams, (list) => list?.map((t) => (t.id === team.id ? team : t)));
      return refreshAfter(queryClient, { kind: 'teams' });
    },
  });
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(teams.remove, { params: { id } }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: teamKeys.members(id) });
      return refreshAfter(queryClient, { kind: 'teams' });
    },
  });
}

export function useTeamMembers(teamId: string) {
  return useQuery({
    queryKey: teamKeys.members(teamId),
    queryFn: ({ signal }) => call(teams.members, { params: { id: teamId } }, { signal }),
  });
}

/** Adds or removes a member (`operation` Assign or UnAssign); the answer is the new member list. */
export function useChangeMembership(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignTeamMemberInput) => call(teams.changeMembership, { params: { id: teamId }, body: input }),
    onSuccess: (members, { userId }) => {
      queryClient.setQueryData(teamKeys.members(teamId), members);
      return refreshAfter(queryClient, { kind: 'membership', personId: userId });
    },
  });
}

/** Adds the person to a team chosen by name (the profile's team picker); the answer is the team's member list. */
export function useJoinTeam(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => call(teams.changeMembership, { params: { id: teamId }, body: { userId, operation: 'Assign' } }),
    onSuccess: (members, teamId) => {
      queryClient.setQueryData(teamKeys.members(teamId), members);
      return refreshAfter(queryClient, { kind: 'membership', personId: userId });
    },
  });
}

export function useSetMemberVisibility(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, visible }: { userId: string; visible: boolean }) =>
      call(teams.setMemberVisibility, { params: { id: teamId, userId }, body: { visible } }),
    onSuccess: (member) => {
      queryClient.setQueryData<TeamMember[]>(teamKeys.members(teamId), (list) => list?.map((m) => (m.id === member.id ? member : m)));
    },
  });
}
