// How far and which way something is from the crawler, in words a screen reader speaks (for
// the room's text view): '15 ft north-east'. Room points are room-percent; each axis is scaled by the
// room's size in feet, so a long room's directions come out as the canvas shows them. North is up
// (y grows southward, as game/movement.ts FACING has it). Pure: no DOM.

export const COMPASS_POINTS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** Closer than this (in feet) reads as 'right here': no direction is worth saying. */
export const HERE_FEET = 1;

export interface RoomFeetSize {
  widthFeet: number;
  heightFeet: number;
}

type Point = { x: number; y: number };

/** The offset from `from` to `to` in feet (east and south positive). */
function offsetFeet(from: Point, to: Point, room: RoomFeetSize): { east: number; south: number } {
  return { east: ((to.x - from.x) / 100) * room.widthFeet, south: ((to.y - from.y) / 100) * room.heightFeet };
}

/** Straight-line distance in feet. */
export function distanceFeet(from: Point, to: Point, room: RoomFeetSize): number {
  const { east, south } = offsetFeet(from, to, room);
  return Math.hypot(east, south);
}

/** The nearest of the eight compass points (45° sectors centred on each); null when `to` is right here. */
export function compassPoint(from: Point, to: Point, room: RoomFeetSize): CompassPoint | null {
  const { east, south } = offsetFeet(from, to, room);
  if (Math.hypot(east, south) < HERE_FEET) return null;
  // Degrees clockwise from north.
  const bearing = (Math.atan2(east, -south) * 180) / Math.PI;
  const sector = Math.round(((bearing + 360) % 360) / 45) % 8;
  return COMPASS_POINTS[sector]!;
}

/** '15 ft north-east', or 'right here' when it is under a foot away. Feet are whole feet. */
export function distanceAndDirection(from: Point, to: Point, room: RoomFeetSize): string {
  const point = compassPoint(from, to, room);
  if (point === null) return 'right here';
  return `${Math.max(1, Math.round(distanceFeet(from, to, room)))} ft ${point}`;
}
