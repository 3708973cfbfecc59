import { describe, expect, it } from 'vitest';
import { COMBAT, DUNGEON, ROOM } from '#game/constants.ts';
import { CREATURE_FAMILIES } from '#game/dungeon/creatures.ts';
import { doorEntry } from '#game/dungeon/doors.ts';
import { generateFloor } from '#game/dungeon/floor.ts';
import { neighbours } from '#game/dungeon/floor-queries.ts';
import { mobLevel, threatAt } from '#game/dungeon/mobs.ts';
import { rollRoomContents } from '#game/dungeon/room-contents.ts';
import { createPlacer, roomSize, rollFeatures } from '#game/dungeon/room-geometry.ts';
import type { Floor } from '#game/dungeon/types.ts';
import { GENERATED_ROOM_TYPES, isPeacefulRoomType } from '#game/dungeon/vocabulary.ts';
import { createRng } from '#game/rng.ts';
import { contentProblems, layoutProblems, roomProblems } from './floor-checks.ts';

describe('room geometry', () => {
  it('lays corridors along their doors and keeps every size in 5 ft steps', () => {
    const rng = createRng(1);
    for (let i = 0; i < 50; i++) {
      const ew = roomSize(rng, 'corridor', ['east', 'west']);
      expect(ew.widthFeet).toBeGreaterThan(ew.heightFeet);
      const ns = roomSize(rng, 'corridor', ['north', 'south']);
      expect(ns.heightFeet).toBeGreaterThan(ns.widthFeet);
      for (const type of GENERATED_ROOM_TYPES) {
        const { widthFeet, heightFeet } = roomSize(rng, type, ['north']);
        for (const feet of [widthFeet, heightFeet]) {
          expect(feet % ROOM.feetPerSquare).toBe(0);
          expect(feet).toBeGreaterThanOrEqual(DUNGEON.roomFeet.min);
          expect(feet).toBeLessThanOrEqual(DUNGEON.roomFeet.max);
        }
      }
    }
    expect(roomSize(rng, 'entrance', [])).toEqual({ widthFeet: ROOM.defaultSizeFeet, heightFeet: ROOM.defaultSizeFeet });
  });

  it('rings boss rooms with pillars and leaves corridors bare', () => {
    for (let seed = 0; seed < 20; seed++) {
      expect(rollFeatures(createRng(seed), 'boss').filter((f) => f.type === 'wall')).toHaveLength(4);
      expect(rollFeatures(createRng(seed), 'corridor')).toEqual([]);
    }
  });

  it('places many entities inside the room, off features and away from the entry point', () => {
    for (let seed = 0; seed < 20; seed++) {
      const rng = createRng(seed);
      const features = rollFeatures(rng, 'boss');
      const place = createPlacer(rng, features);
      for (let i = 0; i < 40; i++) {
        const p = place();
        expect(Math.min(p.x, p.y)).toBeGreaterThanOrEqual(DUNGEON.placement.min);
        expect(Math.max(p.x, p.y)).toBeLessThanOrEqual(DUNGEON.placement.max);
        expect(features.some((f) => p.x >= f.x && p.x <= f.x + f.w && p.y >= f.y && p.y <= f.y + f.h)).toBe(false);
        if (i < 8) expect(Math.hypot(p.x - 50, p.y - 50)).toBeGreaterThanOrEqual(DUNGEON.placement.entryClearance);
      }
    }
  });
});

describe('room contents', () => {
  it('never put hostiles in peaceful rooms, whatever the roll or the faction', () => {
    for (const type of GENERATED_ROOM_TYPES.filter(isPeacefulRoomType)) {
      for (let seed = 0; seed < 100; seed++) {
        const family = CREATURE_FAMILIES[seed % CREATURE_FAMILIES.length]!;
        const contents = rollRoomContents(createRng(seed), { key: 'f5:0,0', floor: 5, type, family, doors: ['north', 'east'], doorsFromEntrance: 4 });
        expect(contents.mobs.filter((m) => m.disposition === 'hostile')).toEqual([]);
      }
    }
  });

  it('reroll to other contents with another rng, keeping keys in the room', () => {
    const room = { key: 'f3:2,2', floor: 3, type: 'chamber', family: CREATURE_FAMILIES[0]!, doors: ['west', 'south'], doorsFromEntrance: 5 } as const;
    const rolls = Array.from({ length: 10 }, (_, seed) => rollRoomContents(createRng(seed), room));
    expect(new Set(rolls.map((r) => JSON.stringify(r))).size).toBeGreaterThan(1);
    expect(rollRoomContents(createRng(4), room)).toEqual(rolls[4]);
    for (const r of rolls) for (const m of r.mobs) expect(m.key).toMatch(/^f3:2,2:mob-\d+$/);
  });
});

describe('a fair start: difficulty by doors from the entrance, no mob within reach of a door', () => {
  const ALL_DOORS = ['north', 'south', 'east', 'west'] as const;
  const entries = ALL_DOORS.map(doorEntry);

  it('next to the entrance: none, or at most 2 of the basic creature at level ≤ floor, out of sight of every door', () => {
    let patrols = 0;
    for (let seed = 0; seed < 300; seed++) {
      for (const type of ['chamber', 'corridor', 'deadend', 'intersection', 'treasure'] as const) {
        const floor = 1 + (seed % 4);
        const families = CREATURE_FAMILIES.filter((f) => f.minFloor <= floor);
        const family = families[seed % families.length]!;
        const contents = rollRoomContents(createRng(seed), { key: 'f1:0,0', floor, type, family, doors: ALL_DOORS, doorsFromEntrance: 1 });
        const hostile = contents.mobs.filter((m) => m.disposition === 'hostile');
        expect(hostile.length).toBeLessThanOrEqual(2);
        if (hostile.length) patrols++;
        for (const m of contents.mobs) expect(m.level).toBeLessThanOrEqual(floor);
        for (const m of hostile) {
          expect(m.level).toBeLessThanOrEqual(floor);
          expect(m.creatureType).toBe(family.kinds.filter((k) => k.minFloor <= floor)[0]!.type);
          for (const e of entries) expect(Math.hypot(m.x - e.x, m.y - e.y)).toBeGreaterThan(COMBAT.range.detection);
        }
      }
    }
    // Not every neighbour is empty: a new crawler still finds a small fight one door away.
    expect(patrols).toBeGreaterThan(100);
  });

  it('anywhere, every mob stands at least the door clearance from where a crawler steps in', () => {
    for (let seed = 0; seed < 200; seed++) {
      const families = CREATURE_FAMILIES.filter((f) => f.minFloor <= 4);
      const family = families[seed % families.length]!;
      for (const type of ['chamber', 'corridor', 'deadend', 'intersection', 'boss'] as const) {
        const contents = rollRoomContents(createRng(seed), { key: 'f4:0,0', floor: 4, type, family, doors: ALL_DOORS, doorsFromEntrance: 2 + (seed % 12) });
        for (const m of contents.mobs) {
          for (const e of entries) expect(Math.hypot(m.x - e.x, m.y - e.y)).toBeGreaterThanOrEqual(DUNGEON.placement.doorClearance);
        }
        if (type === 'boss') expect(contents.mobs).toHaveLength(1);
      }
    }
  });

  it('caps near rooms, and grows mob levels with the distance', () => {
    expect(threatAt(3, 1)).toMatchObject({ maxMobs: 2, maxLevel: 3, basicOnly: true });
    expect(threatAt(3, 2)).toMatchObject({ fewer: true, maxLevel: 3 });
    expect(threatAt(3, 3).levelBonus).toBe(0);
    expect(threatAt(3, 2 + DUNGEON.threat.levelEveryDoors).levelBonus).toBe(1);
    expect(threatAt(3, 100).levelBonus).toBe(DUNGEON.threat.maxDistanceLevels);
    const meanLevel = (doors: number) => {
      const rng = createRng(9);
      let sum = 0;
      for (let i = 0; i < 400; i++) sum += mobLevel(rng, 3, threatAt(3, doors));
      return sum / 400;
    };
    expect(meanLevel(1)).toBeLessThan(meanLevel(4));
    expect(meanLevel(4)).toBeLessThan(meanLevel(20));
  });

  it('on generated floors, the entrance\'s neighbours follow the near rule', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const floor = generateFloor(seed * 7919, 1 + (seed % 3));
      for (const n of neighbours(floor, floor.entranceKey)) {
        const room = floor.rooms.find((r) => r.key === n.key)!;
        const hostile = room.mobs.filter((m) => m.disposition === 'hostile');
        expect(hostile.length, room.key).toBeLessThanOrEqual(2);
        for (const m of room.mobs) expect(m.level).toBeLessThanOrEqual(floor.number);
      }
    }
  });
});

describe('the floor checks the property tests rely on', () => {
  const floor = generateFloor(5, 3);
  const edit = (change: (f: { -readonly [K in keyof Floor]: Floor[K] }) => void): Floor => {
    const copy = structuredClone(floor) as { -readonly [K in keyof Floor]: Floor[K] };
    change(copy);
    return copy;
  };

  it('pass a generated floor and catch broken ones', () => {
    expect([...layoutProblems(floor), ...roomProblems(floor), ...contentProblems(floor)]).toEqual([]);
    expect(layoutProblems(edit((f) => void (f.connections = f.connections.slice(1))))).not.toEqual([]);
    expect(layoutProblems(edit((f) => void (f.connections = f.connections.filter((c) => c.fromKey !== f.exitKey && c.toKey !== f.exitKey))))).not.toEqual([]);
    const safe = floor.rooms.findIndex((r) => r.type === 'safe');
    const withMob = floor.rooms.find((r) => r.mobs.some((m) => m.disposition === 'hostile'))!;
    expect(contentProblems(edit((f) => void (f.rooms = f.rooms.map((r, i) => (i === safe ? { ...r, mobs: withMob.mobs } : r)))))).not.toEqual([]);
    const moved = { ...withMob.mobs[0]!, x: 1, y: 50 };
    expect(contentProblems(edit((f) => void (f.rooms = f.rooms.map((r) => (r.key === withMob.key ? { ...r, mobs: [moved] } : r)))))).not.toEqual([]);
    expect(roomProblems(edit((f) => void (f.rooms = f.rooms.map((r) => ({ ...r, widthFeet: 103 })))))).not.toEqual([]);
  });
});
