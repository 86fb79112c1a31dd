import {
  TEAM_CREATE_TIMEOUT_MS,
  type AssignTeamMemberInput,
  type CreateTeamInput,
  type Team,
  type TeamMember,
  type UpdateTeamInput,
} from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request } from './client';

export const teamKeys = {
  teams: ['teams'] as const,
  members: (teamId: string) => ['teamMembers', teamId] as const,
};

const enc = encodeURIComponent;

export function useTeams() {
  return useQuery({
    queryKey: teamKeys.teams,
    queryFn: ({ signal }) => api.get<Team[]>('/api/team', { signal }),
  });
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
  const timer = setTimeout(() => { controller.abort(); }, timeoutMs);
  try {
    return await request<Team>('POST', '/api/team', { body: input, signal: controller.signal });
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.teams }),
  });
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateTeamInput & { id: string }) => api.put<Team>(`/api/team/${enc(id)}`, changes),
    onSuccess: (team) => {
      queryClient.setQueryData<Team[]>(teamKeys.teams, (list) => list?.map((t) => (t.id === team.id ? team : t)));
      return queryClient.invalidateQueries({ queryKey: teamKeys.teams });
    },
  });
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/team/${enc(id)}`),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: teamKeys.members(id) });
      return queryClient.invalidateQueries({ queryKey: teamKeys.teams });
    },
  });
}

export function useTeamMembers(teamId: string) {
  return useQuery({
    queryKey: teamKeys.members(teamId),
    queryFn: ({ signal }) => api.get<TeamMember[]>(`/api/team/${enc(teamId)}/users`, { signal }),
  });
}

/** Adds or removes a member (`operation` Assign or UnAssign); the answer is the new member list. */
export function useChangeMembership(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssignTeamMemberInput) => api.post<TeamMember[]>(`/api/team/${enc(teamId)}/users`, input),
    onSuccess: (members) => {
      queryClient.setQueryData(teamKeys.members(teamId), members);
      return queryClient.invalidateQueries({ queryKey: teamKeys.teams });
    },
  });
}

export function useSetMemberVisibility(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, visible }: { userId: string; visible: boolean }) =>
      api.put<TeamMember>(`/api/team/${enc(teamId)}/users/${enc(userId)}/visibility`, { visible }),
    onSuccess: (member) => {
      queryClient.setQueryData<TeamMember[]>(teamKeys.members(teamId), (list) =>
        list?.map((m) => (m.id === member.id ? member : m)),
      );
    },
  });
}
