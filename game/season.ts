// Seasons: each has its own dungeon, generated from its seed. A season scheduled without a
// seed (stored as NO_SEED) gets one when it starts, derived from the season before it and its own
// number, so the same history always yields the same dungeons, and no two seasons share one.
import { hashString } from './rng.ts';

/** What an operator stores for "derive the seed when the season starts". */
export const NO_SEED = 0;

/** Seeds are stored in a signed 32-bit column: 1 .. 2^31 - 1 (0 means NO_SEED). */
export const MAX_SEED = 0x7fffffff;

/** A season's seed from the previous season's seed and its own number: deterministic, never NO_SEED. */
export function nextSeasonSeed(previousSeed: number, seasonNumber: number): number {
  const mixed = (Math.imul(previousSeed >>> 0, 0x9e3779b1) ^ hashString(`season:${seasonNumber}`)) >>> 0;
  const seed = mixed % MAX_SEED;
  return seed === NO_SEED || seed === previousSeed ? ((seed + 1) % MAX_SEED) + 1 : seed;
}

/** Whether a scheduled season's stored seed may be used as it is: set, and not the previous season's dungeon again. */
export function seedWorthKeeping(seed: number, previousSeed: number | null): boolean {
  return seed !== NO_SEED && seed !== previousSeed;
}
