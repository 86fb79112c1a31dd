import type { DayFilter, TeamMemberTasksPage } from '@goodhours/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { FIRST_TEAM_TASKS_QUERY, paths } from './paths';

export interface TeamTasksFilters {
  page: number;
  days: DayFilter | null;
  teams: string[];
  codes: string[];
  colors: string[];
}

export const teamTasksKeys = {
  all: ['teamMemberTasks'] as const,
  of: (userId: string, f: TeamTasksFilters) => ['teamMemberTasks', userId, f] as const,
};

export const FIRST_TEAM_TASKS_PAGE: TeamTasksFilters = { ...FIRST_TEAM_TASKS_QUERY, days: null };

export const teamMemberTasksQuery = (userId: string, filters: TeamTasksFilters) =>
  queryOptions({
    queryKey: teamTasksKeys.of(userId, filters),
    queryFn: ({ signal }) => api.get<TeamMemberTasksPage>(paths.teamMemberTasks(userId, filters), { signal }),
  });

/** One page of the shown person's team members with their tasks (one request). */
export function useTeamMemberTasks(userId: string, filters: TeamTasksFilters) {
  return useQuery({ ...teamMemberTasksQuery(userId, filters), placeholderData: (previous) => previous });
}

function useTaskAction<I>(fn: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamTasksKeys.all }) });
}

interface Resource {
  taskId: string;
  userId: string;
}

/** 'Mark as Done': the person's part of the task is complete. */
export const useMarkTaskDone = () => useTaskAction(({ taskId, userId }: Resource) => api.post(`/api/task/${taskId}/resources/${userId}/remove`));
export const useRemoveFromTask = () => useTaskAction(({ taskId, userId }: Resource) => api.delete(`/api/tasks/${taskId}/resources/${userId}`));
export const useSubmitForReview = () =>
  useTaskAction(({ taskId, userId, link }: Resource & { link: string }) => api.post(`/api/tasks/reviewreq/${userId}`, { taskId, link }));
export const useDecideReview = () =>
  useTaskAction(({ taskId, userId, status }: Resource & { status: 'Reviewed' | 'Unsubmitted' }) => api.put(`/api/tasks/${taskId}/review/${userId}`, { status }));
export const useSetFollowUp = () =>
  useTaskAction(({ taskId, userId, check, percent }: Resource & { check: boolean; percent: number }) =>
    api.post(`/api/followup/${userId}/${taskId}`, { followUpCheck: check, followUpPercentageDeadline: percent }),
  );
