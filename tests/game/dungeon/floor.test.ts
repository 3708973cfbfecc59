import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DUNGEON } from '#game/constants.ts';
import { COMMON_CREATURE_NAMES } from '#game/dungeon/creatures.ts';
import { generateFloor } from '#game/dungeon/floor.ts';
import type { Floor } from '#game/dungeon/types.ts';
import { ENCOUNTER_TYPES, ENVIRONMENTS, GENERATED_ROOM_TYPES, NPC_ROLES } from '#game/dungeon/vocabulary.ts';
import { checkFloor } from './floor-checks.ts';

const SEEDS = 200;

describe('generated floors keep their invariants', () => {
  // Floors 1, 2 and 10 cover the first floor (no boss, no pvp), the first boss floor and the deepest default floor.
  it(`on floors 1, 2 and 10 for ${SEEDS} seeds`, () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const n of [1, 2, 10]) checkFloor(generateFloor(seed, n));
      }),
      { numRuns: SEEDS },
    );
  });

  it('on every floor of a few seasons, including ones deeper than the default', () => {
    for (const seed of [0, 7, -123456789]) for (let n = 1; n <= 12; n++) checkFloor(generateFloor(seed, n));
  });
});

describe('floor generation', () => {
  it('replays the same floor for the same seed and another for another seed', () => {
    const a = generateFloor(2024, 3);
    expect(generateFloor(2024, 3)).toEqual(a);
    const b = generateFloor(2025, 3);
    expect(b).not.toEqual(a);
    expect(b.rooms.map((r) => r.key)).not.toEqual(a.rooms.map((r) => r.key));
    expect(generateFloor(2024, 4).rooms.map((r) => r.name)).not.toEqual(a.rooms.map((r) => r.name));
  });

  it('is deterministic over many seeds', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 10 }), (seed, n) => {
        expect(generateFloor(seed, n)).toEqual(generateFloor(seed, n));
      }),
      { numRuns: 30 },
    );
  });

  it('grows the room count with depth', () => {
    const seeds = Array.from({ length: 20 }, (_, i) => i * 7919);
    const mean = (n: number): number => seeds.reduce((s, seed) => s + generateFloor(seed, n).rooms.length, 0) / seeds.length;
    const means = Array.from({ length: 10 }, (_, i) => mean(i + 1));
    for (let i = 1; i < means.length; i++) expect(means[i]!).toBeGreaterThan(means[i - 1]!);
    for (const seed of seeds) {
      expect(generateFloor(seed, 1).rooms.length).toBeGreaterThanOrEqual(25);
      expect(generateFloor(seed, 1).rooms.length).toBeLessThanOrEqual(40);
      expect(generateFloor(seed, 10).rooms.length).toBeGreaterThanOrEqual(150);
      expect(generateFloor(seed, 10).rooms.length).toBeLessThanOrEqual(250);
    }
    expect(generateFloor(1, DUNGEON.maxFloorCount).rooms.length).toBeLessThanOrEqual(DUNGEON.roomsMax);
  });

  it('adds loops: a floor is connected but not a tree', () => {
    for (const seed of [1, 2, 3]) {
      const floor = generateFloor(seed, 5);
      expect(floor.connections.length / 2).toBeGreaterThan(floor.rooms.length - 1);
    }
  });

  it('refuses floors outside 1..maxFloorCount and non-integer seeds', () => {
    for (const n of [0, -1, 1.5, Number.NaN, DUNGEON.maxFloorCount + 1]) expect(() => generateFloor(1, n)).toThrow(RangeError);
    expect(() => generateFloor(0.5, 1)).toThrow(RangeError);
  });
});

describe('across a handful of seasons', () => {
  const floors: Floor[] = [];
  for (const seed of [11, 22, 33, 44]) for (let n = 1; n <= 10; n++) floors.push(generateFloor(seed, n));
  const rooms = floors.flatMap((f) => f.rooms);
  const mobs = rooms.flatMap((r) => r.mobs);

  it('places every room type but unknown and every environment', () => {
    expect(new Set(rooms.map((r) => r.type))).toEqual(new Set(GENERATED_ROOM_TYPES));
    expect(new Set(rooms.map((r) => r.environment))).toEqual(new Set(ENVIRONMENTS));
  });

  it('keeps corridors and chambers common and the special rooms rare', () => {
    const share = (type: string): number => rooms.filter((r) => r.type === type).length / rooms.length;
    expect(share('corridor') + share('chamber')).toBeGreaterThan(0.4);
    for (const type of ['shop', 'safe', 'rest', 'special', 'treasure']) {
      expect(share(type)).toBeGreaterThan(0);
      expect(share(type)).toBeLessThan(0.08);
    }
  });

  it('meets every encounter, NPC role, the common creatures and a few neutral mobs', () => {
    expect(new Set(rooms.map((r) => r.encounterType))).toEqual(new Set(ENCOUNTER_TYPES));
    expect(new Set(rooms.flatMap((r) => r.npcs.map((n) => n.role)))).toEqual(new Set(NPC_ROLES));
    const names = new Set(mobs.map((m) => m.name));
    for (const name of COMMON_CREATURE_NAMES) expect(names).toContain(name);
    const neutral = mobs.filter((m) => m.disposition === 'neutral').length;
    expect(neutral).toBeGreaterThan(0);
    expect(neutral / mobs.length).toBeLessThan(0.1);
  });

  it('makes mobs harder with depth', () => {
    const meanOn = (n: number, stat: 'level' | 'maxHealth' | 'attack'): number => {
      const on = floors.filter((f) => f.number === n).flatMap((f) => f.rooms.flatMap((r) => r.mobs.filter((m) => !m.isBoss)));
      return on.reduce((s, m) => s + m[stat], 0) / on.length;
    };
    for (const stat of ['level', 'maxHealth', 'attack'] as const) {
      expect(meanOn(10, stat)).toBeGreaterThan(meanOn(5, stat));
      expect(meanOn(5, stat)).toBeGreaterThan(meanOn(1, stat));
    }
    // About the floor number: the near rooms' cap pulls it down a little, the far rooms' extra
    // level (DUNGEON.threat) pushes it up by at most maxDistanceLevels.
    expect(meanOn(7, 'level')).toBeGreaterThan(7 - 0.5);
    expect(meanOn(7, 'level')).toBeLessThan(7 + DUNGEON.threat.maxDistanceLevels);
  });

  it('puts a few pvp rooms on deeper floors only', () => {
    for (const f of floors) {
      const pvp = f.rooms.filter((r) => r.isPvp).length;
      if (f.number < DUNGEON.pvpMinFloor) expect(pvp).toBe(0);
      else expect(pvp).toBeGreaterThanOrEqual(1);
      expect(pvp).toBeLessThanOrEqual(5);
    }
  });

  it('gives more factions to deeper floors', () => {
    const factionsOn = (n: number): number[] => floors.filter((f) => f.number === n).map((f) => f.factions.length);
    expect(factionsOn(1)).toEqual([2, 2, 2, 2]);
    expect(factionsOn(10)).toEqual([6, 6, 6, 6]);
  });
});
