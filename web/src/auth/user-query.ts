import { queryOptions } from '@tanstack/react-query';
import { fetchAuthConfig, fetchCurrentUser } from '../api/auth-api.ts';

export const authUserQueryKey = ['auth', 'user'] as const;
export const authConfigQueryKey = ['auth', 'config'] as const;

export const authUserQuery = queryOptions({
  queryKey: authUserQueryKey,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  staleTime: 60_000,
});

export const authConfigQuery = queryOptions({
  queryKey: authConfigQueryKey,
  queryFn: () => fetchAuthConfig(),
  // Server configuration does not change while the page is open.
  staleTime: Infinity,
});
