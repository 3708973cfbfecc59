import { Ladder } from '#contract/ladder.ts';
import type { LadderCategory } from '#game/ladder.ts';
import { apiRequest } from './http.ts';

// The season ladder: public; with a session it also carries the viewer's own ranks, so the
// cache key names who asked.
export const ladderQueryKey = (category: LadderCategory, viewer: string | null) => ['ladder', category, viewer ?? 'signed-out'] as const;

export function fetchLadder(category: LadderCategory, signal?: AbortSignal): Promise<Ladder> {
  return apiRequest('GET', `/api/ladder?category=${encodeURIComponent(category)}`, { schema: Ladder, signal });
}
