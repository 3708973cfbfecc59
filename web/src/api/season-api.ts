import type { Season as SeasonType } from '#contract/season.ts';
import { ErrorCode, Season } from './contract-lite.ts';
import { apiRequest, isApiError } from './http.ts';

export const currentSeasonQueryKey = ['season', 'current'] as const;

/** The current season, or null when the server has none (404 no_active_season): a state, not an error. */
export async function fetchCurrentSeason(signal?: AbortSignal): Promise<SeasonType | null> {
  try {
    return await apiRequest('GET', '/api/season/current', { schema: Season, signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404 && (error.code === ErrorCode.noActiveSeason || error.code === null)) {
      return null;
    }
    throw error;
  }
}
