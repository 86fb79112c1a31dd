import { userContracts } from '@goodhours/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { readToken, restorableSelf } from '../auth/token-storage';
import { call } from './client';

/** The ids of the caller's visible teammates, as the server knows them (decision 023). */
export const teammatesQuery = (viewerId: string) =>
  queryOptions({
    queryKey: ['teammates', viewerId],
    queryFn: ({ signal }) => call(userContracts.teammates, {}, { signal }),
  });

/**
 * Asks for them as the app opens, beside the session: the dashboard's rows link names by them,
 * and with the answer already there the rows are drawn once, not again when it arrives.
 */
export function prefetchTeammates(client: QueryClient): void {
  const self = restorableSelf(readToken());
  if (self) void client.prefetchQuery(teammatesQuery(self));
}
