// The season ladder: the active season's crawlers ranked in each category of
// game/ladder.ts, living and dead together. Public: anyone may read it; a signed-in viewer also gets
// the ranks of their own crawlers. It names crawlers, never their sponsors.
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { LADDER_CATEGORIES, LADDER_SIZE, type LadderCategory } from '#game/ladder.ts';

export const DEFAULT_LADDER_CATEGORY: LadderCategory = 'gold';

/**
 * The viewer's own crawlers shown with their ranks: the best ones. A sponsor may sponsor secondary
 * crawlers without end, and each rank is a count over the season, so the list is bounded.
 */
export const LADDER_MINE_SIZE = 10;

/** GET /api/ladder?category= */
export const LadderQuery = lazySchema(() => z
  .object({ category: z.enum(LADDER_CATEGORIES as [LadderCategory, ...LadderCategory[]]).default(DEFAULT_LADDER_CATEGORY) })
  .strict());
export type LadderQuery = z.infer<typeof LadderQuery>;

export const LadderEntry = lazySchema(() => z.object({
  /** Competition ranking: 1 + the number of crawlers strictly ahead (ties share a rank). */
  rank: z.number().int().positive(),
  /** The category's value: a floor, gold, kills, rooms, or for survival milliseconds alive. */
  value: z.number().nonnegative(),
  crawlerId: z.number().int().positive(),
  name: z.string(),
  serial: z.string(),
  level: z.number().int(),
  status: z.string(),
  isAlive: z.boolean(),
}));
export type LadderEntry = z.infer<typeof LadderEntry>;

export const Ladder = lazySchema(() => z.object({
  season: z.object({ id: z.number().int(), seasonNumber: z.number().int(), name: z.string() }),
  category: z.enum(LADDER_CATEGORIES as [LadderCategory, ...LadderCategory[]]),
  /** When the ranking was taken (survival grows with the clock). */
  generatedAt: z.string(),
  /** The top LADDER_SIZE, best first. */
  entries: z.array(LadderEntry).max(LADDER_SIZE),
  /** The viewer's own best LADDER_MINE_SIZE crawlers of the season, best rank first; empty when signed out. */
  mine: z.array(LadderEntry).max(LADDER_MINE_SIZE),
}));
export type Ladder = z.infer<typeof Ladder>;
