import { HallOfFame, SeasonList, type SeasonSummary } from '#contract/season.ts';
import type { LadderCategory } from '#game/ladder.ts';
import { apiRequest } from './http.ts';

// The seasons and their frozen ladders: public, read by the hall of fame page only (a
// lazily loaded screen, so the contract's zod schemas are no weight on the landing page).

export const seasonsQueryKey = ['seasons'] as const;
export const hallOfFameQueryKey = (seasonNumber: number, category: LadderCategory) => ['seasons', seasonNumber, 'hall-of-fame', category] as const;

export function fetchSeasons(signal?: AbortSignal): Promise<SeasonSummary[]> {
  return apiRequest('GET', '/api/seasons', { schema: SeasonList, signal });
}

export function fetchHallOfFame(seasonNumber: number, category: LadderCategory, signal?: AbortSignal): Promise<HallOfFame> {
  return apiRequest('GET', `/api/seasons/${seasonNumber}/hall-of-fame?category=${encodeURIComponent(category)}`, { schema: HallOfFame, signal });
}
