// The shape of a floor: which grid cells hold rooms and which neighbours share a door. A growing
// tree spreads rooms through a square box (so the floor is connected by construction), a few extra
// doors add loops, and the exit goes to the room farthest from the entrance, behind a single door.
import { DUNGEON } from '../constants.ts';
import type { Rng } from '../rng.ts';
import { DIRECTION, DIRECTIONS, opposite, type Direction } from './vocabulary.ts';

export interface Door {
  readonly direction: Direction;
  /** Index of the room behind the door. */
  readonly to: number;
}

export interface Layout {
  readonly cells: readonly { readonly x: number; readonly y: number }[];
  /** doors[i]: the doors of room i. */
  readonly doors: readonly (readonly Door[])[];
  readonly entrance: number;
  readonly exit: number;
}

/** How many rooms floor `floor` has (formula in DUNGEON, game/constants.ts). */
export function roomCount(floor: number, rng: Rng): number {
  const mean = DUNGEON.roomsBase + DUNGEON.roomsPerFloor * (floor - 1);
  const jitter = 1 + (rng.next() * 2 - 1) * DUNGEON.roomsJitter;
  return Math.max(2, Math.min(DUNGEON.roomsMax, Math.round(mean * jitter)));
}

/** Breadth-first door distances from one room; -1 for a room it cannot reach. */
export function layoutDistances(doors: readonly (readonly Door[])[], from: number): Int32Array {
  const dist = new Int32Array(doors.length).fill(-1);
  const queue = [from];
  dist[from] = 0;
  for (let head = 0; head < queue.length; head++) {
    const i = queue[head]!;
    for (const door of doors[i]!) {
      if (dist[door.to] !== -1) continue;
      dist[door.to] = dist[i]! + 1;
      queue.push(door.to);
    }
  }
  return dist;
}

/** Grows `count` rooms (at least 2) on a grid, entrance first. */
export function growLayout(count: number, rng: Rng): Layout {
  if (!Number.isInteger(count) || count < 2) throw new RangeError(`a floor needs at least 2 rooms, got ${count}`);
  const side = Math.max(2, Math.ceil(Math.sqrt(count * DUNGEON.boxAreaPerRoom)));
  const grid = new Int32Array(side * side).fill(-1);
  const cells: { x: number; y: number }[] = [];
  const doors: Door[][] = [];
  const inBox = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < side && y < side;
  const at = (x: number, y: number): number => (inBox(x, y) ? grid[y * side + x]! : -2);
  const add = (x: number, y: number): number => {
    grid[y * side + x] = cells.length;
    cells.push({ x, y });
    doors.push([]);
    return cells.length - 1;
  };
  const link = (a: number, b: number, direction: Direction): void => {
    doors[a]!.push({ direction, to: b });
    doors[b]!.push({ direction: opposite(direction), to: a });
  };

  // The entrance sits on the border of the box, so the far side is a long way off.
  const along = rng.int(0, side - 1);
  const border = rng.pick(DIRECTIONS);
  const start = { north: [along, 0], south: [along, side - 1], west: [0, along], east: [side - 1, along] }[border];
  const active = [add(start[0]!, start[1]!)];
  while (cells.length < count && active.length > 0) {
    const slot = rng.chance(DUNGEON.newestBias) ? active.length - 1 : rng.int(0, active.length - 1);
    const from = active[slot]!;
    const cell = cells[from]!;
    const free = DIRECTIONS.filter((d) => at(cell.x + DIRECTION[d].dx, cell.y + DIRECTION[d].dy) === -1);
    if (free.length === 0) {
      active.splice(slot, 1);
      continue;
    }
    const direction = rng.pick(free);
    const next = add(cell.x + DIRECTION[direction].dx, cell.y + DIRECTION[direction].dy);
    link(from, next, direction);
    active.push(next);
  }

  const candidates: [number, number, Direction][] = [];
  cells.forEach((cell, i) => {
    for (const direction of ['east', 'south'] as const) {
      const j = at(cell.x + DIRECTION[direction].dx, cell.y + DIRECTION[direction].dy);
      if (j >= 0 && !doors[i]!.some((door) => door.to === j)) candidates.push([i, j, direction]);
    }
  });
  const loops = Math.round(cells.length * DUNGEON.loopFraction);
  for (const [a, b, direction] of rng.shuffle(candidates).slice(0, loops)) link(a, b, direction);

  // The exit is the room farthest from the entrance. It keeps one door, toward the entrance: no
  // shortest path to another room runs through the farthest room, so the floor stays connected
  // and every distance stays as it was.
  const dist = layoutDistances(doors, 0);
  let exit = 0;
  for (let i = 1; i < cells.length; i++) if (dist[i]! > dist[exit]!) exit = i;
  const keep = doors[exit]!.find((door) => dist[door.to] === dist[exit]! - 1)!;
  for (const door of doors[exit]!) if (door !== keep) doors[door.to] = doors[door.to]!.filter((back) => back.to !== exit);
  doors[exit] = [keep];

  return { cells, doors, entrance: 0, exit };
}
