// Where doors sit in a room and where a crawler appears after walking through one. Positions are
// room-percent. A crawler that leaves northwards enters the next room at its southern door.
import { DOOR_ZONE, ROOM } from '../constants.ts';
import { opposite, type Direction } from './vocabulary.ts';

/** How far inside the edge a crawler appears: just past the door zone, so it does not bounce back. */
export const ENTRY_INSET = DOOR_ZONE.edgePercent + 3;

/** The middle of the door on the given wall. */
export function doorPosition(direction: Direction): { x: number; y: number } {
  const mid = (ROOM.percentMin + ROOM.percentMax) / 2;
  switch (direction) {
    case 'north':
      return { x: mid, y: ROOM.percentMin };
    case 'south':
      return { x: mid, y: ROOM.percentMax };
    case 'east':
      return { x: ROOM.percentMax, y: mid };
    case 'west':
      return { x: ROOM.percentMin, y: mid };
  }
}

/** Where a crawler stands after moving `movedTowards`: inside the opposite wall's door. */
export function entryPoint(movedTowards: Direction | 'down'): { x: number; y: number } {
  const mid = (ROOM.percentMin + ROOM.percentMax) / 2;
  switch (movedTowards) {
    case 'north':
      return { x: mid, y: ROOM.percentMax - ENTRY_INSET };
    case 'south':
      return { x: mid, y: ROOM.percentMin + ENTRY_INSET };
    case 'east':
      return { x: ROOM.percentMin + ENTRY_INSET, y: mid };
    case 'west':
      return { x: ROOM.percentMax - ENTRY_INSET, y: mid };
    case 'down':
      return { ...ROOM.entryPosition };
  }
}

/** Where a crawler stands just after coming in through the door in this room's `wall`. */
export function doorEntry(wall: Direction): { x: number; y: number } {
  return entryPoint(opposite(wall));
}
