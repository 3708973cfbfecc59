import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Season } from '#contract/season.ts';
import { SeasonStatus } from '../api/contract-lite.ts';
import { currentSeasonQueryKey, fetchCurrentSeason } from '../api/season-api.ts';

export const currentSeasonQuery = queryOptions({
  queryKey: currentSeasonQueryKey,
  queryFn: ({ signal }) => fetchCurrentSeason(signal),
  staleTime: 5 * 60_000,
});

/** The current season: data is null when the server has no active season (not an error). */
export function useCurrentSeason() {
  return useQuery(currentSeasonQuery);
}

/** Spec section 4: only 'live' opens registration; anything else, including no season, is coming soon. */
export function isSeasonLive(season: Season | null | undefined): boolean {
  return season?.status === SeasonStatus.live;
}
