import { isApiError } from './http.ts';

export const MAX_QUERY_RETRIES = 3;
const RETRY_BASE_MS = 1_000;
const RETRY_CAP_MS = 30_000;
const REQUEST_TIMEOUT_STATUS = 408;

/**
 * A 4xx is the client's fault and will not improve on retry, except 408 (timeout);
 * anything else (5xx, network) gets up to three more tries. `failureCount` counts failures so far.
 * Kept apart from the QueryClient so the landing page's reads (lib/lite-query.ts) follow the same
 * rules without loading TanStack Query.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== REQUEST_TIMEOUT_STATUS) {
    return false;
  }
  return failureCount < MAX_QUERY_RETRIES;
}

/** Exponential back-off from 1 s, capped at 30 s. `attempt` is the number of failures so far (0-based). */
export function queryRetryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempt), RETRY_CAP_MS);
}
