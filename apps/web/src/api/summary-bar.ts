import type { SummaryBar } from '@goodhours/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';

export const summaryBarKeys = { of: (userId: string) => ['summaryBar', userId] as const };

export const summaryBarQuery = (userId: string) =>
  queryOptions({
    queryKey: summaryBarKeys.of(userId),
    queryFn: ({ signal }) => api.get<SummaryBar>(`/api/dashboard/summarybar/${encodeURIComponent(userId)}`, { signal }),
  });

export function useSummaryBar(userId: string) {
  return useQuery(summaryBarQuery(userId));
}
