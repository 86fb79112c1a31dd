import type { SetTimeOffRequestInput, TimeOffRequest, TimeOffRequestsByUser, UpdateTimeOffRequestInput } from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

export const timeOffKeys = {
  all: ['timeOffRequests'] as const,
  ofUser: (userId: string) => ['timeOffRequests', userId] as const,
};

const enc = encodeURIComponent;

/** One person's requests, oldest start first (`GET /api/getTimeOffRequests?userId=`). */
export function useTimeOffRequests(userId: string, enabled = true) {
  return useQuery({
    queryKey: timeOffKeys.ofUser(userId),
    queryFn: async ({ signal }) => {
      const grouped = await api.get<TimeOffRequestsByUser>(`/api/getTimeOffRequests?userId=${enc(userId)}`, { signal });
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
    mutationFn: (input: SetTimeOffRequestInput) => api.post<TimeOffRequest>('/api/setTimeOffRequest', input),
    onSuccess: invalidate,
  });
}

export function useUpdateTimeOffRequest() {
  const invalidate = useInvalidateTimeOff();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateTimeOffRequestInput & { id: string }) =>
      api.post<TimeOffRequest>(`/api/updateTimeOffRequest/${enc(id)}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteTimeOffRequest() {
  const invalidate = useInvalidateTimeOff();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/deleteTimeOffRequest/${enc(id)}`),
    onSuccess: invalidate,
  });
}
