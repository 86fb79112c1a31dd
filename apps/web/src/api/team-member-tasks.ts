import { taskContracts, teamMemberTaskContracts as teamTasks } from '@goodhours/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useRefreshAfter } from './changes';
import { call } from './client';
import { FIRST_TEAM_TASKS_QUERY, teamTasksQueryValues } from './paths';
import { teamTasksKeys, type TeamTasksFilters } from './query-keys';

export const FIRST_TEAM_TASKS_PAGE: TeamTasksFilters = { ...FIRST_TEAM_TASKS_QUERY, days: null };

export const teamMemberTasksQuery = (userId: string, filters: TeamTasksFilters) =>
  queryOptions({
    queryKey: teamTasksKeys.of(userId, filters),
    // The same address as paths.teamMemberTasks: the boot script may already have asked.
    queryFn: ({ signal }) => call(teamTasks.list, { params: { userId }, query: teamTasksQueryValues(filters) }, { signal }),
  });

/** One page of the shown person's team members with their tasks (one request). */
export function useTeamMemberTasks(userId: string, filters: TeamTasksFilters) {
  return useQuery({ ...teamMemberTasksQuery(userId, filters), placeholderData: (previous) => previous });
}

function useTaskAction<I>(fn: (input: I) => Promise<unknown>) {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: fn, onSuccess: () => refresh({ kind: 'tasks' }) });
}

interface Resource {
  taskId: string;
  userId: string;
}

/** 'Mark as Done': the person's part of the task is complete. */
export const useMarkTaskDone = () =>
  useTaskAction(({ taskId, userId }: Resource) => call(taskContracts.removeForUser, { params: { id: taskId, userId } }));
export const useRemoveFromTask = () =>
  useTaskAction(({ taskId, userId }: Resource) => call(teamTasks.removeFromTask, { params: { taskId, userId } }));
export const useSubmitForReview = () =>
  useTaskAction(({ taskId, userId, link }: Resource & { link: string }) =>
    call(teamTasks.submitForReview, { params: { userId }, body: { taskId, link } }),
  );
export const useDecideReview = () =>
  useTaskAction(({ taskId, userId, status }: Resource & { status: 'Reviewed' | 'Unsubmitted' }) =>
    call(teamTasks.decideReview, { params: { taskId, userId }, body: { status } }),
  );
export const useSetFollowUp = () =>
  useTaskAction(({ taskId, userId, check, percent }: Resource & { check: boolean; percent: number }) =>
    call(teamTasks.setFollowUp, { params: { userId, taskId }, body: { followUpCheck: check, followUpPercentageDeadline: percent } }),
  );
