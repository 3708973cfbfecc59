import type { AuthConfig, User } from '#contract/auth.ts';
import { fetchAuthConfig, fetchCurrentUser } from '../api/auth-api.ts';
import { createLiteQuery } from '../lib/lite-query.ts';

// The session's reads, shared by the whole page. Not TanStack Query: the landing page needs them
// and must not load it (lib/lite-query.ts).

/** The signed-in user, null for a visitor. */
export const authUserQuery = createLiteQuery<User | null>({
  queryFn: (signal) => fetchCurrentUser(signal),
  staleTime: 60_000,
});

export const authConfigQuery = createLiteQuery<AuthConfig>({
  queryFn: () => fetchAuthConfig(),
  // Server configuration does not change while the page is open.
  staleTime: Infinity,
});
