import type { SummaryBar } from '@goodhours/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { paths } from './paths';

export const summaryBarKeys = { of: (userId: string) => ['summaryBar', userId] as const };

export const summaryBarQuery = (userId: string) =>
  queryOptions({
    queryKey: summaryBarKeys.of(userId),
    queryFn: ({ signal }) => api.get<SummaryBar>(paths.summaryBar(userId), { signal }),
  });

export function useSummaryBar(userId: string) {
  return useQuery(summaryBarQuery(userId));
}
