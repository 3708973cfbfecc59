// Shortest walk between two rooms of a generated floor, as directions: tests replay the season's
// seed with the pure generator to know the way (what a player learns by exploring).
import { generateFloor } from '#game/dungeon/floor.ts';
import { neighbours } from '#game/dungeon/floor-queries.ts';
import type { Direction } from '#game/dungeon/vocabulary.ts';

export const TEST_SEASON_SEED = 20261121;

export function pathToExit(seed: number, floorNumber: number): Direction[] {
  const floor = generateFloor(seed, floorNumber);
  const prev = new Map<string, { from: string; direction: Direction }>();
  const queue = [floor.entranceKey];
  const seen = new Set(queue);
  while (queue.length) {
    const key = queue.shift()!;
    if (key === floor.exitKey) break;
    for (const n of neighbours(floor, key)) {
      if (seen.has(n.key)) continue;
      seen.add(n.key);
      prev.set(n.key, { from: key, direction: n.direction });
      queue.push(n.key);
    }
  }
  const path: Direction[] = [];
  for (let key = floor.exitKey; key !== floor.entranceKey; ) {
    const step = prev.get(key)!;
    path.unshift(step.direction);
    key = step.from;
  }
  return path;
}
