import { describe, expect, it } from 'vitest';
import { DUNGEON } from '#game/constants.ts';
import { generateDungeon, stairsFrom } from '#game/dungeon/dungeon.ts';
import { roomByKey } from '#game/dungeon/floor-queries.ts';
import { generateFloor } from '#game/dungeon/floor.ts';

describe('a season dungeon', () => {
  const dungeon = generateDungeon(31337);

  it('holds ten floors by default, each the floor generateFloor gives', () => {
    expect(DUNGEON.defaultFloorCount).toBeGreaterThanOrEqual(10);
    expect(dungeon.floors.map((f) => f.number)).toEqual(Array.from({ length: DUNGEON.defaultFloorCount }, (_, i) => i + 1));
    expect(dungeon.floors[6]).toEqual(generateFloor(31337, 7));
    expect(dungeon.seasonSeed).toBe(31337);
  });

  it('links each exit to the next floor entrance by stairs', () => {
    expect(dungeon.stairs).toHaveLength(dungeon.floors.length - 1);
    for (const stair of dungeon.stairs) {
      const from = dungeon.floors[stair.fromFloor - 1]!;
      const to = dungeon.floors[stair.toFloor - 1]!;
      expect(stair.toFloor).toBe(stair.fromFloor + 1);
      expect(roomByKey(from, stair.exitKey)?.type).toBe('exit');
      expect(roomByKey(to, stair.toEntranceKey)?.type).toBe('entrance');
      expect(stairsFrom(dungeon, stair.fromFloor)).toBe(stair);
    }
    expect(stairsFrom(dungeon, dungeon.floors.length)).toBeUndefined();
  });

  it('keeps room keys unique across the whole dungeon', () => {
    const keys = dungeon.floors.flatMap((f) => f.rooms.map((r) => r.key));
    expect(new Set(keys).size).toBe(keys.length);
    const factionIds = dungeon.floors.flatMap((f) => f.factions.map((x) => x.id));
    expect(new Set(factionIds).size).toBe(factionIds.length);
  });

  it('takes other floor counts and refuses nonsense', () => {
    expect(generateDungeon(5, 12).floors).toHaveLength(12);
    expect(generateDungeon(5, 1).stairs).toEqual([]);
    for (const n of [0, -2, 2.5, DUNGEON.maxFloorCount + 1]) expect(() => generateDungeon(5, n)).toThrow(RangeError);
  });
});
