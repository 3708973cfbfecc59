// The dungeon as one bot finds it: floors 1..n of a generated season, doors as maps, and each room's
// simulation state kept while the bot is elsewhere (the server persists a room's mobs the same way).
import { generateDungeon } from '../dungeon/dungeon.ts';
import { bfsDistances, roomByKey } from '../dungeon/floor-queries.ts';
import type { Floor, RoomSpec } from '../dungeon/types.ts';
import type { Direction } from '../dungeon/vocabulary.ts';
import { canRestIn } from '../recovery.ts';
import { mobFromSpec } from '../room-sim/setup.ts';
import type { RoomState } from '../room-sim/types.ts';
import { firstDoorToward, nearestSafeRoom } from '../standing-orders.ts';

/** A floor indexed for the harness: rooms and doors by key, doors counted from the entrance. */
export interface FloorIndex {
  readonly floor: Floor;
  readonly doors: ReadonlyMap<string, ReadonlyMap<Direction, string>>;
  readonly fromEntrance: ReadonlyMap<string, number>;
  /** Room keys as small integers, for the shared door searches (standing-orders.ts) that take numbers. */
  readonly ids: ReadonlyMap<string, number>;
  readonly keys: readonly string[];
}

export function indexFloor(floor: Floor): FloorIndex {
  const doors = new Map<string, Map<Direction, string>>();
  for (const r of floor.rooms) doors.set(r.key, new Map());
  for (const c of floor.connections) doors.get(c.fromKey)?.set(c.direction, c.toKey);
  const keys = floor.rooms.map((r) => r.key);
  return { floor, doors, fromEntrance: bfsDistances(floor, floor.entranceKey), ids: new Map(keys.map((k, i) => [k, i])), keys };
}

/** Floors 1..floorCount of the season `seasonSeed`, indexed; shared read-only by every bot. */
export function balanceDungeon(seasonSeed: number, floorCount: number): FloorIndex[] {
  return generateDungeon(seasonSeed, floorCount).floors.map(indexFloor);
}

export function room(index: FloorIndex, key: string): RoomSpec {
  const r = roomByKey(index.floor, key);
  if (!r) throw new RangeError(`no room ${key} on floor ${index.floor.number}`);
  return r;
}

function doorsById(index: FloorIndex): (id: number) => ReadonlyMap<Direction, number> {
  return (id) => {
    const out = new Map<Direction, number>();
    for (const [dir, to] of index.doors.get(index.keys[id]!) ?? []) out.set(dir, index.ids.get(to)!);
    return out;
  };
}

/** The first door on the shortest way from `from` to `to` (standing-orders.ts firstDoorToward). */
export function doorToward(index: FloorIndex, from: string, to: string): Direction | null {
  return firstDoorToward(index.ids.get(from)!, index.ids.get(to)!, doorsById(index));
}

/** The first door toward the nearest room a crawler may rest in, as the orders runner finds it. */
export function doorTowardRest(index: FloorIndex, from: string): Direction | null {
  const restable = (id: number) => canRestIn(room(index, index.keys[id]!));
  const target = nearestSafeRoom(index.ids.get(from)!, doorsById(index), restable);
  return target === null ? null : firstDoorToward(index.ids.get(from)!, target, doorsById(index));
}

/** The nearest room (by doors) not in `explored`, or null when every reachable room is. */
export function nearestUnexplored(index: FloorIndex, from: string, explored: ReadonlySet<string>): string | null {
  const queue = [from];
  const seen = new Set([from]);
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head]!;
    if (!explored.has(at)) return at;
    for (const next of index.doors.get(at)?.values() ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return null;
}

/** A room's simulation state as the server first loads it: every mob alive at home, nobody in it. */
export function freshRoomState(spec: RoomSpec, roomId: number): RoomState {
  return { roomId, tick: 0, isSafe: spec.isSafe, isPvp: spec.isPvp, mobs: spec.mobs.map((m, i) => mobFromSpec(i + 1, m)), players: [], inCombat: false };
}

/**
 * A room the bot comes back to, as the server reloads a room that went to sleep: mobs at home with
 * no grudge and no cooldown, health as they were; the dead keep their time of death, so they return
 * the respawn time after it.
 */
export function reloadedRoomState(state: RoomState): RoomState {
  return { ...state, players: [], inCombat: false, mobs: state.mobs.map((m) => ({ ...m, x: m.homeX, y: m.homeY, aggroOn: null, lastAttackAt: null })) };
}
