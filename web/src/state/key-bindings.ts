import { useQuery } from '@tanstack/react-query';
import { fetchKeyBindings, keyBindingsQueryKey } from '../api/key-bindings-api.ts';

/**
 * The signed-in account's key bindings, fetched once per session and cached (a change on the Account
 * page replaces the cached copy; another browser's change shows after a reload there).
 */
export function useKeyBindings(enabled = true) {
  return useQuery({
    queryKey: keyBindingsQueryKey,
    queryFn: ({ signal }) => fetchKeyBindings(signal),
    staleTime: Infinity,
    enabled,
  });
}
