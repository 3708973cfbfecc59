// The season's whole dungeon: floors 1..n from one seed, linked by stairs. Taking the exit of floor
// n arrives in the entrance of floor n + 1; the deepest floor's exit leads nowhere (yet).
import { DUNGEON } from '../constants.ts';
import { generateFloor } from './floor.ts';
import type { Dungeon, Floor, StairLink } from './types.ts';

/** The stairs from each floor's exit to the next floor's entrance. */
export function stairsBetween(floors: readonly Floor[]): StairLink[] {
  return floors.slice(0, -1).map((floor, i) => {
    const next = floors[i + 1]!;
    return { fromFloor: floor.number, exitKey: floor.exitKey, toFloor: next.number, toEntranceKey: next.entranceKey };
  });
}

/** Floors 1..floorCount (default DUNGEON.defaultFloorCount) of the season with this seed. */
export function generateDungeon(seasonSeed: number, floorCount: number = DUNGEON.defaultFloorCount): Dungeon {
  if (!Number.isInteger(floorCount) || floorCount < 1 || floorCount > DUNGEON.maxFloorCount) {
    throw new RangeError(`floor count must be an integer in 1..${DUNGEON.maxFloorCount}, got ${floorCount}`);
  }
  const floors = Array.from({ length: floorCount }, (_, i) => generateFloor(seasonSeed, i + 1));
  return { seasonSeed, floors, stairs: stairsBetween(floors) };
}

/** Where the stairs down from a floor lead, or undefined on the deepest floor. */
export function stairsFrom(dungeon: Dungeon, floorNumber: number): StairLink | undefined {
  return dungeon.stairs.find((s) => s.fromFloor === floorNumber);
}
