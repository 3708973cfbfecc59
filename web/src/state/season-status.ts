import type { Season } from '#contract/season.ts';
import { SeasonStatus } from '../api/contract-lite.ts';

/** Spec section 4: only 'live' opens registration; anything else, including no season, is coming soon. */
export function isSeasonLive(season: Season | null | undefined): boolean {
  return season?.status === SeasonStatus.live;
}
