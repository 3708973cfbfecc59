// The season ladder: crawlers ranked in several categories, living and dead together.
// The server answers it from indexed columns (server/repositories/ladder-repository.ts); this is the
// definition both follow, and the brute-force ranking the tests hold the server's answers to.

export const LADDER_CATEGORY = {
  deepest_floor: { label: 'Deepest floor', unit: 'floor' },
  gold: { label: 'Gold', unit: 'gold' },
  kills: { label: 'Kills', unit: 'kills' },
  survival: { label: 'Longest survival', unit: 'time' },
  explorer: { label: 'Explorer', unit: 'rooms' },
  fame: { label: 'Fame', unit: 'fame' },
} as const;
export type LadderCategory = keyof typeof LADDER_CATEGORY;
export const LADDER_CATEGORIES = Object.keys(LADDER_CATEGORY) as LadderCategory[];
export function isLadderCategory(value: unknown): value is LadderCategory {
  return typeof value === 'string' && Object.hasOwn(LADDER_CATEGORY, value);
}

/** Entries shown per category. */
export const LADDER_SIZE = 100;

/** What a crawler is ranked by. */
export interface LadderCrawler {
  id: number;
  deepestFloor: number;
  gold: number;
  kills: number;
  roomsExplored: number;
  /** Fame gained (game/fame.ts). */
  fame: number;
  createdAtMs: number;
  /** When its run ended (died or retired), or null while it lives. */
  endedAtMs: number | null;
}

/** The crawler's value in a category at `nowMs` (survival: ms from its start to its end, or to now). */
export function ladderValue(c: LadderCrawler, category: LadderCategory, nowMs: number): number {
  switch (category) {
    case 'deepest_floor':
      return c.deepestFloor;
    case 'gold':
      return c.gold;
    case 'kills':
      return c.kills;
    case 'explorer':
      return c.roomsExplored;
    case 'fame':
      return c.fame;
    case 'survival':
      return Math.max(0, (c.endedAtMs ?? nowMs) - c.createdAtMs);
  }
}

export interface Ranked {
  id: number;
  value: number;
  /** Competition ranking: 1 + the number of crawlers with a strictly greater value (ties share a rank). */
  rank: number;
}

/**
 * Every crawler ranked: ordered by value (highest first), ties by id (lowest first). Quadratic-free
 * but holds everything in memory: the reference the indexed queries must agree with.
 */
export function rankAll(crawlers: readonly LadderCrawler[], category: LadderCategory, nowMs: number): Ranked[] {
  const valued = crawlers.map((c) => ({ id: c.id, value: ladderValue(c, category, nowMs), rank: 0 }));
  valued.sort((a, b) => b.value - a.value || a.id - b.id);
  for (let i = 0; i < valued.length; i++) valued[i]!.rank = i > 0 && valued[i - 1]!.value === valued[i]!.value ? valued[i - 1]!.rank : i + 1;
  return valued;
}
