import { QueryClient } from '@tanstack/react-query';
import { queryRetryDelay, shouldRetryQuery } from './retry-rules.ts';

export { MAX_QUERY_RETRIES, queryRetryDelay, shouldRetryQuery } from './retry-rules.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, retryDelay: queryRetryDelay, refetchOnWindowFocus: false },
      // A mutation may have had its effect before failing; repeating it could double-spend.
      mutations: { retry: false },
    },
  });
}
