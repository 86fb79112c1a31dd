import {
  importErrorsFromFields,
  taskContracts as tasks,
  type CreateTaskInput,
  type CreateWbsInput,
  type MoveTasksInput,
  type TaskImportRecord,
  type TaskImportRowError,
  type UpdateTaskInput,
} from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefreshAfter } from './changes';
import { call, isApiError } from './client';
import { taskKeys } from './query-keys';

/** The project's name and its WBS (`GET /api/wbs/{projectId}`). */
export function useProjectWbs(projectId: string) {
  return useQuery({
    queryKey: taskKeys.wbs(projectId),
    queryFn: ({ signal }) => call(tasks.listWbs, { params: { projectId } }, { signal }),
  });
}

export function useCreateWbs(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWbsInput) => call(tasks.createWbs, { params: { projectId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.wbs(projectId) }),
  });
}

export function useDeleteWbs(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wbsId: string) => call(tasks.deleteWbs, { params: { id: wbsId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.wbs(projectId) }),
  });
}

/** One level of a WBS's tree: `mother` is the parent task id, or '0' for the top level. */
export function useTaskLevel(wbsId: string, level: number, mother: string, enabled = true) {
  return useQuery({
    queryKey: taskKeys.level(wbsId, level, mother),
    queryFn: ({ signal }) => call(tasks.level, { params: { wbsId, level, mother } }, { signal }),
    enabled,
  });
}

export const getTask = (id: string, signal?: AbortSignal) => call(tasks.get, { params: { id } }, signal ? { signal } : {});

export function useTask(id: string) {
  return useQuery({ queryKey: taskKeys.task(id), queryFn: ({ signal }) => getTask(id, signal) });
}

export function useSameFolderTasks(taskId: string) {
  return useQuery({
    queryKey: taskKeys.sameFolder(taskId),
    queryFn: ({ signal }) => call(tasks.sameFolder, { params: { taskId } }, { signal }),
  });
}

/** People to pick as resources, by name (only for those who create or edit tasks). */
export function useTaskPeople(search: string, enabled = true) {
  const text = search.trim();
  return useQuery({
    queryKey: taskKeys.people(text),
    queryFn: ({ signal }) => call(tasks.resourceCandidates, { query: { search: text } }, { signal }),
    enabled,
  });
}

/** After any change to tasks: every view of tasks (the tree, task pages, WBS counts, Team Member Tasks) is read again. */
function useRefreshTasks() {
  const refresh = useRefreshAfter();
  return () => refresh({ kind: 'tasks' });
}

export function useCreateTask(wbsId: string) {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (input: CreateTaskInput) => call(tasks.create, { params: { wbsId }, body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateTask() {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateTaskInput }) => call(tasks.update, { params: { id }, body: changes }),
    onSuccess: refresh,
  });
}

export function useDeleteTask(wbsId: string) {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (id: string) => call(tasks.remove, { params: { wbsId, id } }),
    onSuccess: refresh,
  });
}

export function useDeleteSubtasks() {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (id: string) => call(tasks.removeSubtasks, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useCopyTask() {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (id: string) => call(tasks.copy, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useMoveTask(wbsId: string) {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (move: MoveTasksInput) => call(tasks.move, { params: { wbsId }, body: move }),
    onSuccess: refresh,
  });
}

/** Removes a task for a person (Complete) or adds it back (Started), document 1 §4. */
export function useTaskForUser() {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: ({ taskId, userId, action }: { taskId: string; userId: string; action: 'remove' | 'add' }) =>
      call(action === 'remove' ? tasks.removeForUser : tasks.addBackForUser, { params: { id: taskId, userId } }),
    onSuccess: refresh,
  });
}

/** The row problems of a refused import (a 422 naming `list.{index}.{field}`), or none. */
export function importRowErrors(error: unknown): TaskImportRowError[] {
  if (!isApiError(error) || error.status !== 422 || !error.fields) return [];
  return importErrorsFromFields(error.fields);
}

/** Imports a file's rows into a WBS: all of them, or none when a row is wrong. */
export function useImportTasks(wbsId: string) {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (list: TaskImportRecord[]) => call(tasks.importTasks, { params: { wbsId }, body: { list } }),
    onSuccess: refresh,
  });
}
