import { userContracts } from '@goodhours/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isTooCloseToExpiry, readToken, tokenSubject } from '../auth/token-storage';
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
  const token = readToken();
  // As the boot script: a token this close to its end is not restored, so nothing is asked.
  const self = token && !isTooCloseToExpiry(token) ? tokenSubject(token) : null;
  if (self) void client.prefetchQuery(teammatesQuery(self));
}
