import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DUNGEON } from '#game/constants.ts';
import { claimTerritories, factionCount, rollFactions } from '#game/dungeon/factions.ts';
import { growLayout, layoutDistances, roomCount, type Layout } from '#game/dungeon/layout.ts';
import { delta, opposite } from '#game/dungeon/vocabulary.ts';
import { createRng } from '#game/rng.ts';

function isConnected(layout: Layout, members: readonly number[]): boolean {
  const set = new Set(members);
  const seen = new Set([members[0]!]);
  const queue = [members[0]!];
  while (queue.length > 0) {
    for (const door of layout.doors[queue.pop()!]!) {
      if (set.has(door.to) && !seen.has(door.to)) {
        seen.add(door.to);
        queue.push(door.to);
      }
    }
  }
  return seen.size === set.size;
}

describe('floor layouts', () => {
  it('grow exactly the rooms asked for, connected, with symmetric doors between grid neighbours', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 400 }), (seed, count) => {
        const layout = growLayout(count, createRng(seed));
        expect(layout.cells).toHaveLength(count);
        expect(new Set(layout.cells.map((c) => `${c.x},${c.y}`)).size).toBe(count);
        const wrong = layout.doors.flatMap((doors, i) =>
          doors.filter((door) => {
            const [a, b] = [layout.cells[i]!, layout.cells[door.to]!];
            const { dx, dy } = delta(door.direction);
            const back = layout.doors[door.to]!.filter((d) => d.to === i && d.direction === opposite(door.direction));
            return b.x - a.x !== dx || b.y - a.y !== dy || back.length !== 1;
          }),
        );
        expect(wrong).toEqual([]);
        const dist = layoutDistances(layout.doors, layout.entrance);
        expect(dist.every((d) => d >= 0)).toBe(true);
        expect(dist[layout.exit]).toBe(Math.max(...dist));
        expect(layout.doors[layout.exit]).toHaveLength(1);
      }),
      { numRuns: 200 },
    );
    expect(() => growLayout(1, createRng(1))).toThrow(RangeError);
  });

  it('count rooms around the depth formula, capped', () => {
    for (let floor = 1; floor <= 10; floor++) {
      const mean = DUNGEON.roomsBase + DUNGEON.roomsPerFloor * (floor - 1);
      for (let seed = 0; seed < 50; seed++) {
        const n = roomCount(floor, createRng(seed));
        expect(Math.abs(n - mean)).toBeLessThanOrEqual(Math.ceil(mean * DUNGEON.roomsJitter));
      }
    }
    expect(roomCount(DUNGEON.maxFloorCount, createRng(1))).toBe(DUNGEON.roomsMax);
  });
});

describe('factions and territories', () => {
  it('give each floor its share of distinct factions', () => {
    expect([1, 2, 3, 5, 7, 9, 10, 50].map(factionCount)).toEqual([2, 2, 3, 4, 5, 6, 6, 6]);
    for (let floor = 1; floor <= 12; floor++) {
      const factions = rollFactions(createRng(floor), floor);
      expect(factions).toHaveLength(factionCount(floor));
      for (const key of ['id', 'name', 'color'] as const) expect(new Set(factions.map((f) => f.spec[key])).size).toBe(factions.length);
      expect(new Set(factions.map((f) => f.family.key)).size).toBe(factions.length);
      for (const f of factions) expect(f.family.minFloor).toBeLessThanOrEqual(floor);
    }
  });

  it('claim every room in connected territories, one per faction', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 6 }), (seed, factions) => {
        const rng = createRng(seed);
        const layout = growLayout(rng.int(25, 250), rng.fork('layout'));
        const owner = claimTerritories(layout, factions, rng.fork('territory'));
        expect(owner.every((o) => o >= 0 && o < factions)).toBe(true);
        for (let f = 0; f < factions; f++) {
          const members = layout.cells.map((_, i) => i).filter((i) => owner[i] === f);
          expect(members.length).toBeGreaterThan(0);
          expect(isConnected(layout, members)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
