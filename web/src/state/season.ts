import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentSeasonQueryKey, fetchCurrentSeason } from '../api/season-api.ts';

export { isSeasonLive } from './season-status.ts';

export const currentSeasonQuery = queryOptions({
  queryKey: currentSeasonQueryKey,
  queryFn: ({ signal }) => fetchCurrentSeason(signal),
  staleTime: 5 * 60_000,
});

/** The current season: data is null when the server has no active season (not an error). */
export function useCurrentSeason() {
  return useQuery(currentSeasonQuery);
}
