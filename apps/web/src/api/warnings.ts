import { warningContracts as warnings, type UserWarnings } from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { refreshAfter } from './changes';
import { call } from './client';

export const warningKeys = {
  trackers: ['warningTrackers'] as const,
  all: ['warnings'] as const,
  of: (userId: string) => ['warnings', userId] as const,
};

type Waiter = { resolve: (w: UserWarnings) => void; reject: (e: unknown) => void };
let pending = new Map<string, Waiter[]>();
let scheduled = false;

/**
 * Every row asks for its own person's warnings; the asks made in the same moment (a page of
 * Team Member Tasks rendering) travel as one request of up to 50 people.
 */
export function fetchWarnings(userId: string): Promise<UserWarnings> {
  return new Promise((resolve, reject) => {
    pending.set(userId, [...(pending.get(userId) ?? []), { resolve, reject }]);
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      const batch = pending;
      pending = new Map();
      scheduled = false;
      const ids = [...batch.keys()];
      for (let i = 0; i < ids.length; i += 50) {
        const chunk = ids.slice(i, i + 50);
        call(warnings.warningsOf, { query: { userIds: chunk.join(',') } }).then(
          (list) => {
            for (const id of chunk) {
              const found = list.find((w) => w.userId === id) ?? { userId: id, groups: [] };
              for (const w of batch.get(id) ?? []) w.resolve(found);
            }
          },
          (error: unknown) => {
            for (const id of chunk) for (const w of batch.get(id) ?? []) w.reject(error);
          },
        );
      }
    }, 0);
  });
}

export function useUserWarnings(userId: string, enabled: boolean) {
  return useQuery({ queryKey: warningKeys.of(userId), queryFn: () => fetchWarnings(userId), enabled });
}

export function useWarningTrackers(enabled = true) {
  return useQuery({ queryKey: warningKeys.trackers, queryFn: ({ signal }) => call(warnings.trackers, {}, { signal }), enabled });
}

const refreshAll = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: warningKeys.trackers }),
    queryClient.invalidateQueries({ queryKey: warningKeys.all }),
  ]);

export function useIssueWarning(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { trackerId: string; color: 'yellow' | 'red' }) => call(warnings.issue, { params: { userId }, body: input }),
    onSuccess: (w, { color }) => {
      queryClient.setQueryData(warningKeys.of(userId), w);
      // A red warning comes with a blue square.
      return color === 'red' ? refreshAfter(queryClient, { kind: 'infringements', personId: userId }) : undefined;
    },
  });
}

export function useDeleteWarning(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (warningId: string) => call(warnings.remove, { params: { userId, warningId } }),
    onSuccess: (w) => queryClient.setQueryData(warningKeys.of(userId), w),
  });
}

export function useTrackerChanges() {
  const queryClient = useQueryClient();
  const onSuccess = () => refreshAll(queryClient);
  return {
    add: useMutation({ mutationFn: (title: string) => call(warnings.addTracker, { body: { newWarning: title } }), onSuccess }),
    rename: useMutation({
      mutationFn: ({ id, title }: { id: string; title: string }) =>
        call(warnings.renameTracker, { params: { id }, body: { editedWarning: title } }),
      onSuccess,
    }),
    toggle: useMutation({
      mutationFn: ({ id, active }: { id: string; active: boolean }) =>
        call(warnings.setTrackerActive, { params: { id }, body: { activeWarning: active } }),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (id: string) => call(warnings.deleteTracker, { params: { id } }), onSuccess }),
  };
}
