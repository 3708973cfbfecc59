import type { Season } from '#contract/season.ts';
import { SeasonStatus } from '../api/contract-lite.ts';

/** Only 'live' opens registration; anything else, including no season, is coming soon. */
export function isSeasonLive(season: Season | null | undefined): boolean {
  return season?.status === SeasonStatus.live;
}
