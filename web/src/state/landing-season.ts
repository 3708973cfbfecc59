import type { Season } from '#contract/season.ts';
import { fetchCurrentSeason } from '../api/season-api.ts';
import { createLiteQuery, useLiteQuery } from '../lib/lite-query.ts';

// The landing page's season read, without TanStack Query (lib/lite-query.ts); signed-in screens use
// useCurrentSeason() from state/season.ts. Same stale time and retry rules.
const landingSeasonQuery = createLiteQuery<Season | null>({
  queryFn: (signal) => fetchCurrentSeason(signal),
  staleTime: 5 * 60_000,
});

export interface LandingSeason {
  /** null when the server has no active season (not an error); undefined until the first answer. */
  data: Season | null | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
}

export function useLandingSeason(): LandingSeason {
  const state = useLiteQuery(landingSeasonQuery);
  return {
    data: state.data,
    isPending: state.status === 'pending',
    error: state.error,
    refetch: () => void landingSeasonQuery.fetch({ restart: true }).catch(() => undefined),
  };
}
