import { describe, expect, it } from 'vitest';
import {
  availableDirections,
  bfsDistances,
  floorBounds,
  gridDistance,
  neighbours,
  roomAt,
  roomByKey,
  roomInDirection,
  roomKey,
  roomsWithin,
} from '#game/dungeon/floor-queries.ts';
import { generateFloor } from '#game/dungeon/floor.ts';
import { delta, DIRECTIONS } from '#game/dungeon/vocabulary.ts';

const floor = generateFloor(99, 4);
const entrance = roomByKey(floor, floor.entranceKey)!;

describe('floor queries', () => {
  it('find rooms by key and by cell', () => {
    expect(entrance.type).toBe('entrance');
    expect(roomAt(floor, entrance.x, entrance.y)).toBe(entrance);
    expect(roomKey(4, entrance.x, entrance.y)).toBe(entrance.key);
    expect(roomByKey(floor, 'f4:999,999')).toBeUndefined();
    expect(roomAt(floor, 999, 999)).toBeUndefined();
  });

  it('list the doors of a room in the order north, south, east, west, each leading to the adjacent cell', () => {
    for (const room of floor.rooms) {
      const doors = neighbours(floor, room.key);
      expect(doors.map((d) => d.direction)).toEqual(DIRECTIONS.filter((d) => doors.some((n) => n.direction === d)));
      expect(availableDirections(floor, room.key)).toEqual(doors.map((d) => d.direction));
      for (const door of doors) {
        const next = roomInDirection(floor, room.key, door.direction)!;
        expect(next.key).toBe(door.key);
        expect([next.x - room.x, next.y - room.y]).toEqual([delta(door.direction).dx, delta(door.direction).dy]);
      }
      for (const d of DIRECTIONS.filter((d) => !doors.some((n) => n.direction === d))) {
        expect(roomInDirection(floor, room.key, d)).toBeUndefined();
      }
    }
    expect(neighbours(floor, 'nowhere')).toEqual([]);
    expect(availableDirections(floor, floor.exitKey)).toHaveLength(1);
  });

  it('measure door distances breadth first', () => {
    const dist = bfsDistances(floor, floor.entranceKey);
    expect(dist.get(floor.entranceKey)).toBe(0);
    for (const n of neighbours(floor, floor.entranceKey)) expect(dist.get(n.key)).toBe(1);
    for (const c of floor.connections) expect(Math.abs(dist.get(c.fromKey)! - dist.get(c.toKey)!)).toBeLessThanOrEqual(1);
    expect(dist.get(floor.exitKey)).toBe(Math.max(...dist.values()));
    expect(bfsDistances(floor, 'nowhere').size).toBe(0);
  });

  it('bound the cells of a floor', () => {
    expect(floorBounds([{ x: 2, y: -1 }, { x: -3, y: 4 }, { x: 0, y: 0 }])).toEqual({ minX: -3, maxX: 2, minY: -1, maxY: 4 });
    expect(floorBounds([])).toEqual({ minX: 0, maxX: 0, minY: 0, maxY: 0 });
    const xs = floor.rooms.map((r) => r.x);
    expect(floor.bounds.minX).toBe(Math.min(...xs));
    expect(floor.bounds.maxX).toBe(Math.max(...xs));
  });

  it('scan the rooms within a grid range, Chebyshev by default', () => {
    expect(gridDistance({ x: 0, y: 0 }, { x: 2, y: -3 })).toBe(3);
    expect(gridDistance({ x: 0, y: 0 }, { x: 2, y: -3 }, 'manhattan')).toBe(5);
    const { x, y } = entrance;
    expect(roomsWithin(floor, x, y, 0)).toEqual([entrance]);
    const one = roomsWithin(floor, x, y, 1);
    expect(one.length).toBeLessThanOrEqual(9);
    expect(one.every((r) => Math.abs(r.x - x) <= 1 && Math.abs(r.y - y) <= 1)).toBe(true);
    expect(roomsWithin(floor, x, y, 1, 'manhattan').length).toBeLessThanOrEqual(5);
    for (const range of [1, 2, 3]) {
      const cheb = roomsWithin(floor, x, y, range);
      expect(roomsWithin(floor, x, y, range, 'manhattan').every((r) => cheb.includes(r))).toBe(true);
      expect(roomsWithin(floor, x, y, range + 1).length).toBeGreaterThanOrEqual(cheb.length);
    }
    // The Eyes of D'Bug (+100 scan range) reveal the whole floor.
    expect(roomsWithin(floor, x, y, 1 + 100)).toHaveLength(floor.rooms.length);
    expect(roomsWithin(floor, x, y, Number.POSITIVE_INFINITY)).toHaveLength(floor.rooms.length);
    expect(roomsWithin(floor, x, y, -1)).toEqual([]);
    expect(roomsWithin(floor, x, y, Number.NaN)).toEqual([]);
  });
});
