// Shortest walk between two rooms of a generated floor, as directions: tests replay the season's
// seed with the pure generator to know the way (what a player learns by exploring).
import { generateFloor } from '#game/dungeon/floor.ts';
import { neighbours } from '#game/dungeon/floor-queries.ts';
import type { Direction } from '#game/dungeon/vocabulary.ts';
import type { RoomSpec } from '#game/dungeon/types.ts';

export const TEST_SEASON_SEED = 20261121;

export function pathToExit(seed: number, floorNumber: number): Direction[] {
  const floor = generateFloor(seed, floorNumber);
  return pathBetween(floor, floor.entranceKey, floor.exitKey);
}

/** The nearest room from the entrance that holds a hostile mob, and the way there. */
export function pathToHostileRoom(seed: number, floorNumber: number): { path: Direction[]; roomKey: string } {
  return pathToRoom(seed, floorNumber, (room) => !room.isSafe && room.mobs.some((m) => m.disposition === 'hostile'));
}

/**
 * The nearest room from the entrance that satisfies `wanted`, and the way there. `wanted` also hears
 * the last step of that way (null for the entrance itself): the crawler comes in at its opposite wall.
 */
export function pathToRoom(seed: number, floorNumber: number, wanted: (room: RoomSpec, enteredBy: Direction | null) => boolean): { path: Direction[]; roomKey: string } {
  const floor = generateFloor(seed, floorNumber);
  const dist = new Map<string, number>([[floor.entranceKey, 0]]);
  const via = new Map<string, Direction>();
  const queue = [floor.entranceKey];
  while (queue.length) {
    const key = queue.shift()!;
    const room = floor.rooms.find((r) => r.key === key)!;
    if (wanted(room, via.get(key) ?? null)) return { path: pathBetween(floor, floor.entranceKey, key), roomKey: key };
    for (const n of neighbours(floor, key)) {
      if (dist.has(n.key)) continue;
      dist.set(n.key, dist.get(key)! + 1);
      via.set(n.key, n.direction);
      queue.push(n.key);
    }
  }
  throw new Error('no such room on this floor');
}

function pathBetween(floor: ReturnType<typeof generateFloor>, fromKey: string, toKey: string): Direction[] {
  const prev = new Map<string, { from: string; direction: Direction }>();
  const queue = [fromKey];
  const seen = new Set(queue);
  while (queue.length) {
    const key = queue.shift()!;
    if (key === toKey) break;
    for (const n of neighbours(floor, key)) {
      if (seen.has(n.key)) continue;
      seen.add(n.key);
      prev.set(n.key, { from: key, direction: n.direction });
      queue.push(n.key);
    }
  }
  const path: Direction[] = [];
  for (let key = toKey; key !== fromKey; ) {
    const step = prev.get(key)!;
    path.unshift(step.direction);
    key = step.from;
  }
  return path;
}
