import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './client';

/** Refusals (4xx) are answers, not glitches: only a failed or unreachable server is retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && !error.isServerFailure) return false;
  return failureCount < 2;
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
