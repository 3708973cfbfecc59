// A season's seed when none was given (game/season.ts): the same history gives the same dungeon, and
// a new season never reuses the last one's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SEED, nextSeasonSeed, NO_SEED, seedWorthKeeping } from '#game/season.ts';

describe('season seeds', () => {
  it('derives a stored, fresh, deterministic seed from the last season and the number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_SEED }), fc.integer({ min: 2, max: 10_000 }), (previous, n) => {
        const seed = nextSeasonSeed(previous, n);
        expect(seed).toBe(nextSeasonSeed(previous, n));
        expect(Number.isInteger(seed) && seed >= 1 && seed <= MAX_SEED).toBe(true);
        expect(seed).not.toBe(previous);
        expect(seedWorthKeeping(seed, previous)).toBe(true);
      }),
    );
    expect(nextSeasonSeed(20261121, 2)).not.toBe(nextSeasonSeed(20261121, 3));
  });

  it('keeps a given seed unless it is none or the last season\'s', () => {
    expect(seedWorthKeeping(42, 7)).toBe(true);
    expect(seedWorthKeeping(NO_SEED, 7)).toBe(false);
    expect(seedWorthKeeping(7, 7)).toBe(false);
    expect(seedWorthKeeping(7, null)).toBe(true);
  });
});
