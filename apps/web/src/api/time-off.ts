import { timeOffContracts as timeOff, type SetTimeOffRequestInput, type UpdateTimeOffRequestInput } from '@goodhours/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRefreshAfter } from './changes';
import { call } from './client';
import { timeOffKeys } from './query-keys';

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

/** A change to anyone's time off: every screen that shows who is away (refresh by what changed). */
function useInvalidateTimeOff() {
  const refresh = useRefreshAfter();
  return () => refresh({ kind: 'timeOff' });
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
