import {
  taskSuggestionContracts as suggestions,
  type TaskEditSuggestion,
  type TaskNotification,
  type TaskSuggestionCount,
  type UpdateTaskInput,
} from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { refreshAfter } from './changes';
import { call } from './client';

export const taskSuggestionKeys = {
  all: ['taskSuggestions'] as const,
  list: ['taskSuggestions', 'list'] as const,
  count: ['taskSuggestions', 'count'] as const,
  notifications: (userId: string) => ['taskNotifications', userId] as const,
};

/** The header badge re-reads the count this often, so new suggestions show up by themselves. */
const COUNT_REFRESH_MS = 60_000;

/** Every open suggestion, newest first (needs updateTask). */
export function useTaskEditSuggestions() {
  return useQuery({
    queryKey: taskSuggestionKeys.list,
    queryFn: async ({ signal }): Promise<TaskEditSuggestion[]> => {
      // Without count=true the route answers the list.
      const answer = await call(suggestions.list, {}, { signal });
      return Array.isArray(answer) ? answer : [];
    },
  });
}

/** How many suggestions wait for review; `enabled` is false for people who cannot review. */
export function useTaskSuggestionCount(enabled: boolean) {
  return useQuery({
    queryKey: taskSuggestionKeys.count,
    queryFn: async ({ signal }): Promise<TaskSuggestionCount> => {
      // With count=true the route answers `{ count }` only.
      const answer = await call(suggestions.list, { query: { count: 'true' } }, { signal });
      return Array.isArray(answer) ? { count: answer.length } : answer;
    },
    enabled,
    refetchInterval: COUNT_REFRESH_MS,
  });
}

/** After a suggestion is resolved the list, the count and every task view are out of date. */
function afterResolve(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: taskSuggestionKeys.all }), refreshAfter(queryClient, { kind: 'tasks' })]);
}

/** Approves a suggestion: the task takes the suggested values; the answer is the updated task. */
export function useApproveSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(suggestions.approve, { params: { id } }),
    onSuccess: (_task, id) => {
      queryClient.setQueryData<TaskEditSuggestion[]>(taskSuggestionKeys.list, (list) => list?.filter((s) => s.id !== id));
      return afterResolve(queryClient);
    },
  });
}

/** Rejects a suggestion; the task stays as it is. */
export function useRejectSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(suggestions.reject, { params: { id } }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<TaskEditSuggestion[]>(taskSuggestionKeys.list, (list) => list?.filter((s) => s.id !== id));
      return queryClient.invalidateQueries({ queryKey: taskSuggestionKeys.all });
    },
  });
}

export interface SuggestTaskEdit {
  taskId: string;
  /** The fields to change, in the task edit's shape (`updateTaskInput`). */
  newTask: UpdateTaskInput;
}

/** Sends a suggested edit of a task for review (needs suggestTask). */
export function useSuggestTaskEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SuggestTaskEdit) => call(suggestions.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskSuggestionKeys.all }),
  });
}

/** A person's unread task changes, newest first. */
export function useTaskNotifications(userId: string, enabled = true) {
  return useQuery({
    queryKey: taskSuggestionKeys.notifications(userId),
    queryFn: ({ signal }) => call(suggestions.notifications, { params: { userId } }, { signal }),
    enabled,
  });
}

/** Marks one of the signed-in person's task changes as read (it goes away). */
export function useMarkTaskNotificationRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(suggestions.markRead, { params: { id } }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<TaskNotification[]>(taskSuggestionKeys.notifications(userId), (list) => list?.filter((n) => n.id !== id));
    },
    /** Already read elsewhere, or refused: show the list as the server has it. */
    onError: () => queryClient.invalidateQueries({ queryKey: taskSuggestionKeys.notifications(userId) }),
  });
}
