// Which room is which: the entrance, the exit and its boss are fixed by the layout; treasure rooms,
// shops, safe and rest rooms and special rooms are sprinkled in; every other room takes its type
// from its doors (one door: dead end; three or more: intersection; two in a line: corridor).
import { DUNGEON } from '../constants.ts';
import type { Rng } from '../rng.ts';
import type { Layout } from './layout.ts';
import { opposite, type RoomType } from './vocabulary.ts';

/** The sprinkled kinds, in the order they are placed (treasure first, so it gets the dead ends). */
export const SPRINKLED_ROOM_TYPES = ['treasure', 'shop', 'safe', 'rest', 'special'] as const satisfies readonly RoomType[];
type Sprinkled = (typeof SPRINKLED_ROOM_TYPES)[number];

/** How a room with no special role reads its doors: [type, weight] by door shape. */
export const DOOR_SHAPE_TYPES = {
  oneDoor: [['deadend', 4], ['chamber', 1]],
  straight: [['corridor', 3], ['chamber', 1]],
  bend: [['chamber', 1]],
  threeOrMore: [['intersection', 2], ['chamber', 1]],
} as const satisfies Record<string, readonly (readonly [RoomType, number])[]>;

export function sprinkledCount(kind: Sprinkled, rooms: number): number {
  return 1 + Math.floor(rooms / DUNGEON.specialRoomsPer[kind]);
}

function doorShape(layout: Layout, i: number): keyof typeof DOOR_SHAPE_TYPES {
  const doors = layout.doors[i]!;
  if (doors.length <= 1) return 'oneDoor';
  if (doors.length >= 3) return 'threeOrMore';
  return doors[0]!.direction === opposite(doors[1]!.direction) ? 'straight' : 'bend';
}

/** The boss room: the exit's only neighbour, from DUNGEON.bossMinFloor on. */
export function bossRoomIndex(layout: Layout, floor: number): number | null {
  if (floor < DUNGEON.bossMinFloor) return null;
  const door = layout.doors[layout.exit]![0];
  return door && door.to !== layout.entrance ? door.to : null;
}

export function assignRoomTypes(layout: Layout, floor: number, rng: Rng): RoomType[] {
  const n = layout.cells.length;
  const types: (RoomType | null)[] = new Array<RoomType | null>(n).fill(null);
  types[layout.entrance] = 'entrance';
  types[layout.exit] = 'exit';
  const boss = bossRoomIndex(layout, floor);
  if (boss !== null) types[boss] = 'boss';

  // Dead ends first in the pool, so treasure lands at the end of a branch when it can.
  const open = rng.shuffle(Array.from({ length: n }, (_, i) => i).filter((i) => types[i] === null));
  const pool = [...open.filter((i) => layout.doors[i]!.length === 1), ...open.filter((i) => layout.doors[i]!.length !== 1)];
  for (const kind of SPRINKLED_ROOM_TYPES) {
    let wanted = sprinkledCount(kind, n);
    const from = kind === 'treasure' ? pool : rng.shuffle(pool);
    for (const i of from) {
      if (wanted === 0) break;
      if (types[i] !== null) continue;
      types[i] = kind;
      wanted--;
    }
  }

  return types.map((type, i) => type ?? rng.weighted(DOOR_SHAPE_TYPES[doorShape(layout, i)]));
}
