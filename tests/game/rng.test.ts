import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '#game/rng.ts';

describe('the seeded rng', () => {
  it('replays the same sequence for the same seed and differs for another', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps int() inside its inclusive bounds and reaches both ends', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 10 }), (seed, min, span) => {
        const rng = createRng(seed);
        const seen = new Set<number>();
        for (let i = 0; i < 200; i++) {
          const v = rng.int(min, min + span);
          expect(v).toBeGreaterThanOrEqual(min);
          expect(v).toBeLessThanOrEqual(min + span);
          seen.add(v);
        }
        expect(seen.has(min) && seen.has(min + span)).toBe(true);
      }),
    );
  });

  it('forks independent, reproducible streams', () => {
    const root = createRng(7);
    const f1 = root.fork('floor-1').next();
    root.next();
    expect(createRng(7).fork('floor-1').next()).toBe(f1);
    expect(createRng(7).fork('floor-2').next()).not.toBe(f1);
  });

  it('never picks a zero-weight entry', () => {
    const rng = createRng(1);
    for (let i = 0; i < 500; i++) expect(rng.weighted([['a', 0], ['b', 1], ['c', 3]] as const)).not.toBe('a');
  });
});
