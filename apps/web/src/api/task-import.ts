import { importErrorsFromFields, type TaskImportRecord, type TaskImportResult, type TaskImportRowError } from '@goodhours/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from './client';

const enc = encodeURIComponent;

/** The row problems of a refused import (a 422 naming `list.{index}.{field}`), or none. */
export function importRowErrors(error: unknown): TaskImportRowError[] {
  if (!isApiError(error) || error.status !== 422 || !error.fields) return [];
  return importErrorsFromFields(error.fields);
}

/** Imports a file's rows into a WBS: all of them, or none when a row is wrong. */
export function useImportTasks(wbsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: TaskImportRecord[]) => api.post<TaskImportResult>(`/api/task/import/${enc(wbsId)}`, { list }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tasks'] }),
        queryClient.invalidateQueries({ queryKey: ['wbs'] }),
      ]),
  });
}
