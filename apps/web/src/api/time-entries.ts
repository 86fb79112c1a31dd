import type { TimeEntry, TimeEntryEditHistory, TimeEntryInput, TimeEntryUpdateResult } from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from './client';
import { profileKeys } from './profile';
import { profileWorkKeys } from './profile-work';

export const timeEntryKeys = {
  /** Every cached list of one person's entries. */
  person: (userId: string) => ['timeEntries', userId] as const,
  range: (userId: string, from: string, to: string) => ['timeEntries', userId, from, to] as const,
  editHistory: (userId: string) => ['timeEntryEditHistory', userId] as const,
};

const enc = encodeURIComponent;

/** A person's entries dated from `from` to `to` (both inclusive), newest first. */
export function useTimeEntries(userId: string, from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: timeEntryKeys.range(userId, from, to),
    queryFn: ({ signal }) =>
      api.get<TimeEntry[]>(`/api/TimeEntry/user/${enc(userId)}/${enc(from)}/${enc(to)}`, { signal }),
    enabled,
  });
}

/** The person's recorded same-day time edits of the last 365 days (the edit-limit warning). */
export function useTimeEntryEditHistory(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: timeEntryKeys.editHistory(userId),
    queryFn: ({ signal }) => api.get<TimeEntryEditHistory>(`/api/TimeEntry/editHistory/${enc(userId)}`, { signal }),
    enabled,
  });
}

/**
 * After a change: the person's entry lists, their profile (hours totals, start date, blue squares),
 * their tasks (hours logged) and their edit history are read again.
 */
function refreshAfterChange(queryClient: QueryClient, userId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: timeEntryKeys.person(userId) }),
    queryClient.invalidateQueries({ queryKey: profileKeys.profile(userId) }),
    queryClient.invalidateQueries({ queryKey: profileWorkKeys.tasks(userId) }),
    queryClient.invalidateQueries({ queryKey: timeEntryKeys.editHistory(userId) }),
  ]);
}

export function useCreateTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TimeEntryInput) => api.post<TimeEntry>('/api/TimeEntry', input),
    onSuccess: (entry) => refreshAfterChange(queryClient, entry.personId),
  });
}

export function useUpdateTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TimeEntryInput }) =>
      api.put<TimeEntryUpdateResult>(`/api/TimeEntry/${enc(id)}`, input),
    onSuccess: (result) => refreshAfterChange(queryClient, result.entry.personId),
  });
}

export function useSetEntryTangible() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, isTangible }: { entry: TimeEntry; isTangible: boolean }) =>
      api.patch<TimeEntry>(`/api/TimeEntry/${enc(entry.id)}/tangible`, { isTangible }),
    onSuccess: (entry) => refreshAfterChange(queryClient, entry.personId),
  });
}

export function useDeleteTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: TimeEntry) => api.delete(`/api/TimeEntry/${enc(entry.id)}`),
    onSuccess: (_data, entry) => refreshAfterChange(queryClient, entry.personId),
  });
}
