import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { creditsQueryKey, fetchCredits, ledgerQueryKey } from '../api/ledger-api.ts';
import { useAuth } from '../auth/auth-context.ts';

/** How often the header's balance is read again while the page is open (also on focus and after a spend). */
export const CREDITS_REFRESH_MS = 30_000;

/** The sponsor's live balance; `fallback` (the user's profile) until the first answer. */
export function useCredits(fallback: number | null | undefined): number | null | undefined {
  const { isAuthenticated } = useAuth();
  const credits = useQuery({
    queryKey: creditsQueryKey,
    queryFn: ({ signal }) => fetchCredits(signal),
    enabled: isAuthenticated,
    refetchInterval: CREDITS_REFRESH_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
  return credits.data ?? fallback;
}

/** After the server moved credits (a gift sent): the badge and the ledger read again. */
export function useCreditsChanged(): (balance?: number) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (balance?: number) => {
      if (balance !== undefined) queryClient.setQueryData(creditsQueryKey, balance);
      void queryClient.invalidateQueries({ queryKey: creditsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ledgerQueryKey });
    },
    [queryClient],
  );
}
