import { timeEntryContracts as entries, type TimeEntry, type TimeEntryInput } from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from './changes';
import { call } from './client';
import { timeEntryKeys } from './query-keys';

/** A person's entries dated from `from` to `to` (both inclusive), newest first. */
export function useTimeEntries(userId: string, from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: timeEntryKeys.range(userId, from, to),
    queryFn: ({ signal }) => call(entries.listOfPerson, { params: { id: userId, from, to } }, { signal }),
    enabled,
  });
}

/** The person's recorded same-day time edits of the last 365 days (the edit-limit warning). */
export function useTimeEntryEditHistory(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: timeEntryKeys.editHistory(userId),
    queryFn: ({ signal }) => call(entries.editHistory, { params: { userId } }, { signal }),
    enabled,
  });
}

export function useCreateTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TimeEntryInput) => call(entries.create, { body: input }),
    onSuccess: (entry) => refreshAfter(queryClient, { kind: 'time', personId: entry.personId }),
  });
}

export function useUpdateTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TimeEntryInput }) => call(entries.update, { params: { id }, body: input }),
    onSuccess: ({ entry, blueSquareAdded }) =>
      refreshAfter(
        queryClient,
        { kind: 'time', personId: entry.personId },
        // An edit past the yearly limit gives the person a blue square.
        ...(blueSquareAdded ? [{ kind: 'infringements', personId: entry.personId } as const] : []),
      ),
  });
}

export function useSetEntryTangible() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, isTangible }: { entry: TimeEntry; isTangible: boolean }) =>
      call(entries.setTangible, { params: { id: entry.id }, body: { isTangible } }),
    onSuccess: (entry) => refreshAfter(queryClient, { kind: 'time', personId: entry.personId }),
  });
}

export function useDeleteTimeEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: TimeEntry) => call(entries.remove, { params: { id: entry.id } }),
    onSuccess: (_data, entry) => refreshAfter(queryClient, { kind: 'time', personId: entry.personId }),
  });
}
