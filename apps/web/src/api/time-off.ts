import { timeOffContracts as timeOff, type SetTimeOffRequestInput, type UpdateTimeOffRequestInput } from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';

export const timeOffKeys = {
  all: ['timeOffRequests'] as const,
  ofUser: (userId: string) => ['timeOffRequests', userId] as const,
};

/** One person's requests, oldest start first (`GET /api/getTimeOffRequests?userId=`). */
export function useTimeOffRequests(userId: string, enabled = true) {
  return useQuery({
    queryKey: timeOffKeys.ofUser(userId),
    queryFn: async ({ signal }) => {
      const grouped = await call(timeOff.list, { query: { userId } }, { signal });
      return grouped[userId] ?? [];
    },
    enabled,
  });
}

/** A change to anyone's time off re-reads every cached list (dashboards show other people's). */
function useInvalidateTimeOff() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: timeOffKeys.all });
}

export function useCreateTimeOffRequest() {
  const invalidate = useInvalidateTimeOff();
  return useMutation({
    mutationFn: (input: SetTimeOffRequestInput) => call(timeOff.create, { body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateTimeOffRequest() {
  const invalidate = useInvalidateTimeOff();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateTimeOffRequestInput & { id: string }) => call(timeOff.update, { params: { id }, body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteTimeOffRequest() {
  const invalidate = useInvalidateTimeOff();
  return useMutation({
    mutationFn: (id: string) => call(timeOff.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}
