// Questions about a generated floor: rooms by key or cell, doors, moves, distances, bounds, scans.
// Every answer is computed from the floor as given, so callers may cache floors freely.
import type { Floor, FloorBounds, RoomSpec } from './types.ts';
import { DIRECTIONS, type Direction } from './vocabulary.ts';

/** The stable key of the room at grid cell (x, y) on a floor: 'f3:4,-2'. */
export function roomKey(floor: number, x: number, y: number): string {
  return `f${floor}:${x},${y}`;
}

export function roomByKey(floor: Floor, key: string): RoomSpec | undefined {
  return floor.rooms.find((r) => r.key === key);
}

export function roomAt(floor: Floor, x: number, y: number): RoomSpec | undefined {
  return floor.rooms.find((r) => r.x === x && r.y === y);
}

/** The rooms behind a room's doors, in the order north, south, east, west. */
export function neighbours(floor: Floor, key: string): { direction: Direction; key: string }[] {
  const out = floor.connections.filter((c) => c.fromKey === key).map((c) => ({ direction: c.direction, key: c.toKey }));
  return out.sort((a, b) => DIRECTIONS.indexOf(a.direction) - DIRECTIONS.indexOf(b.direction));
}

/** The directions a crawler can leave a room by (the current-room response's availableDirections). */
export function availableDirections(floor: Floor, key: string): Direction[] {
  return neighbours(floor, key).map((n) => n.direction);
}

/** Where a move through a door leads, or undefined when the room has no door that way. */
export function roomInDirection(floor: Floor, key: string, direction: Direction): RoomSpec | undefined {
  const door = floor.connections.find((c) => c.fromKey === key && c.direction === direction);
  return door ? roomByKey(floor, door.toKey) : undefined;
}

/** Fewest doors from one room to every room it reaches (unreached rooms are absent). */
export function bfsDistances(floor: Floor, fromKey: string): Map<string, number> {
  const adjacent = new Map<string, string[]>();
  for (const c of floor.connections) {
    const list = adjacent.get(c.fromKey);
    if (list) list.push(c.toKey);
    else adjacent.set(c.fromKey, [c.toKey]);
  }
  const dist = new Map<string, number>();
  if (!floor.rooms.some((r) => r.key === fromKey)) return dist;
  dist.set(fromKey, 0);
  const queue = [fromKey];
  for (let head = 0; head < queue.length; head++) {
    const key = queue[head]!;
    const d = dist.get(key)!;
    for (const next of adjacent.get(key) ?? []) {
      if (dist.has(next)) continue;
      dist.set(next, d + 1);
      queue.push(next);
    }
  }
  return dist;
}

/** The smallest box holding every cell (the floor bounds: minX, maxX, minY, maxY); all zero for no rooms. */
export function floorBounds(rooms: readonly { readonly x: number; readonly y: number }[]): FloorBounds {
  if (rooms.length === 0) return { minX: 0, maxX: 0, minY: 0, maxY: 0 };
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const { x, y } of rooms) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return { minX, maxX, minY, maxY };
}

export const SCAN_METRIC = { chebyshev: 'chebyshev', manhattan: 'manhattan' } as const;
export type ScanMetric = keyof typeof SCAN_METRIC;

/** Grid distance between two cells: Chebyshev (a square window, diagonals count 1) or Manhattan. */
export function gridDistance(a: { x: number; y: number }, b: { x: number; y: number }, metric: ScanMetric = 'chebyshev'): number {
  const dx = Math.abs(a.x - b.x);
  const dy = Math.abs(a.y - b.y);
  return metric === 'chebyshev' ? Math.max(dx, dy) : dx + dy;
}

/**
 * Rooms a scan from cell (x, y) reveals: those within `range` grid cells, measured by Chebyshev
 * distance by default, so range r shows the (2r + 1) × (2r + 1) square around the crawler. Scan
 * ranges are small for ordinary crawlers (1–3) and 100+ under the Eyes of D'Bug, which shows the
 * whole floor. Walls do not block a scan: doors play no part. A negative range finds nothing.
 */
export function roomsWithin(floor: Floor, x: number, y: number, range: number, metric: ScanMetric = 'chebyshev'): RoomSpec[] {
  if (!(range >= 0)) return [];
  return floor.rooms.filter((r) => gridDistance(r, { x, y }, metric) <= range);
}

/**
 * Doors between two rooms by breadth-first search over `doorsOf` (any room ids); Infinity when `to`
 * cannot be reached. Works on a generated floor or on the server's stored rooms alike.
 */
export function doorsBetween<Id>(from: Id, to: Id, doorsOf: (id: Id) => Iterable<Id>): number {
  const dist = new Map<Id, number>([[from, 0]]);
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const id = queue[head]!;
    if (id === to) return dist.get(id)!;
    for (const next of doorsOf(id)) {
      if (dist.has(next)) continue;
      dist.set(next, dist.get(id)! + 1);
      queue.push(next);
    }
  }
  return Number.POSITIVE_INFINITY;
}
