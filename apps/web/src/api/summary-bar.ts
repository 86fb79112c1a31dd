import { summaryBarContracts } from '@goodhours/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { summaryBarKeys } from './query-keys';

export const summaryBarQuery = (userId: string) =>
  queryOptions({
    queryKey: summaryBarKeys.of(userId),
    // The same address as paths.summaryBar: the boot script may already have asked.
    queryFn: ({ signal }) => call(summaryBarContracts.get, { params: { userId } }, { signal }),
  });

export function useSummaryBar(userId: string) {
  return useQuery(summaryBarQuery(userId));
}
