import type {
  CreateTaskInput,
  CreateWbsInput,
  MoveTasksInput,
  ProjectWbsList,
  SameFolderTasks,
  Task,
  TaskDetail,
  TaskPersonOption,
  UpdateTaskInput,
  Wbs,
} from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

const enc = encodeURIComponent;

/** Everything read about tasks sits under `tasks`: a change re-reads it all (levels are small). */
export const taskKeys = {
  all: ['tasks'] as const,
  level: (wbsId: string, level: number, mother: string) => ['tasks', 'level', wbsId, level, mother] as const,
  task: (id: string) => ['tasks', 'task', id] as const,
  sameFolder: (id: string) => ['tasks', 'sameFolder', id] as const,
  people: (search: string) => ['tasks', 'people', search] as const,
  wbsAll: ['wbs'] as const,
  wbs: (projectId: string) => ['wbs', projectId] as const,
};

/** The project's name and its WBS (`GET /api/wbs/{projectId}`). */
export function useProjectWbs(projectId: string) {
  return useQuery({
    queryKey: taskKeys.wbs(projectId),
    queryFn: ({ signal }) => api.get<ProjectWbsList>(`/api/wbs/${enc(projectId)}`, { signal }),
  });
}

export function useCreateWbs(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWbsInput) => api.post<Wbs>(`/api/wbs/${enc(projectId)}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.wbs(projectId) }),
  });
}

export function useDeleteWbs(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wbsId: string) => api.delete(`/api/wbs/${enc(wbsId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.wbs(projectId) }),
  });
}

/** One level of a WBS's tree: `mother` is the parent task id, or '0' for the top level. */
export function useTaskLevel(wbsId: string, level: number, mother: string, enabled = true) {
  return useQuery({
    queryKey: taskKeys.level(wbsId, level, mother),
    queryFn: ({ signal }) => api.get<Task[]>(`/api/tasks/${enc(wbsId)}/${String(level)}/${enc(mother)}`, { signal }),
    enabled,
  });
}

export const getTask = (id: string, signal?: AbortSignal) =>
  api.get<TaskDetail>(`/api/task/${enc(id)}`, signal ? { signal } : {});

export function useTask(id: string) {
  return useQuery({ queryKey: taskKeys.task(id), queryFn: ({ signal }) => getTask(id, signal) });
}

export function useSameFolderTasks(taskId: string) {
  return useQuery({
    queryKey: taskKeys.sameFolder(taskId),
    queryFn: ({ signal }) => api.get<SameFolderTasks>(`/api/tasks/samefolder/${enc(taskId)}`, { signal }),
  });
}

/** People to pick as resources, by name (only for those who create or edit tasks). */
export function useTaskPeople(search: string, enabled = true) {
  const text = search.trim();
  return useQuery({
    queryKey: taskKeys.people(text),
    queryFn: ({ signal }) =>
      api.get<TaskPersonOption[]>(`/api/tasks/resource-candidates?search=${enc(text)}`, { signal }),
    enabled,
  });
}

/** After any change to tasks: tree levels, task pages and WBS task counts are read again. */
function useRefreshTasks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: taskKeys.all }),
      queryClient.invalidateQueries({ queryKey: taskKeys.wbsAll }),
    ]);
}

export function useCreateTask(wbsId: string) {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (input: CreateTaskInput) => api.post<Task>(`/api/task/${enc(wbsId)}`, input),
    onSuccess: refresh,
  });
}

export function useUpdateTask() {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateTaskInput }) =>
      api.put<Task>(`/api/task/update/${enc(id)}`, changes),
    onSuccess: refresh,
  });
}

export function useDeleteTask(wbsId: string) {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (id: string) => api.post<{ deletedCount: number }>(`/api/task/del/${enc(wbsId)}/${enc(id)}`),
    onSuccess: refresh,
  });
}

export function useDeleteSubtasks() {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (id: string) => api.post<{ deletedCount: number }>(`/api/task/delete/children/${enc(id)}`),
    onSuccess: refresh,
  });
}

export function useCopyTask() {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (id: string) => api.post<Task>(`/api/task/copy/${enc(id)}`),
    onSuccess: refresh,
  });
}

export function useMoveTask(wbsId: string) {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: (move: MoveTasksInput) => api.put<Task>(`/api/tasks/moveTasks/${enc(wbsId)}`, move),
    onSuccess: refresh,
  });
}

/** Removes a task for a person (Complete) or adds it back (Started), document 1 §4. */
export function useTaskForUser() {
  const refresh = useRefreshTasks();
  return useMutation({
    mutationFn: ({ taskId, userId, action }: { taskId: string; userId: string; action: 'remove' | 'add' }) =>
      api.post<Task>(`/api/task/${enc(taskId)}/resources/${enc(userId)}/${action}`),
    onSuccess: refresh,
  });
}
