// Branded units (STYLE: "Branded units"). A position inside a room is room-percent (0-100 on each
// axis, independent of the room's size); distances a player reads are feet; the tactical grid is
// squares of ROOM.feetPerSquare feet; the dungeon map is laid out in map cells. The brands keep them
// from being mixed by accident; every conversion lives here.
import { ROOM } from './constants.ts';

declare const unit: unique symbol;
type Branded<T, B extends string> = T & { readonly [unit]: B };

export type RoomPercent = Branded<number, 'RoomPercent'>;
export type Feet = Branded<number, 'Feet'>;
export type Squares = Branded<number, 'Squares'>;
/** A room's integer grid coordinate on its floor's map. */
export type MapCell = Branded<number, 'MapCell'>;

/** A point in room-percent. */
export interface RoomPoint {
  readonly x: RoomPercent;
  readonly y: RoomPercent;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A room-percent value, clamped to 0-100 (NaN becomes 0). */
export function roomPercent(value: number): RoomPercent {
  return (Number.isFinite(value) ? clamp(value, ROOM.percentMin, ROOM.percentMax) : ROOM.percentMin) as RoomPercent;
}

export function roomPoint(x: number, y: number): RoomPoint {
  return { x: roomPercent(x), y: roomPercent(y) };
}

export function feet(value: number): Feet {
  return value as Feet;
}

export function squares(value: number): Squares {
  return value as Squares;
}

export function mapCell(value: number): MapCell {
  return value as MapCell;
}

/** How far along a room of `roomFeet` feet a room-percent value lies, in feet. */
export function percentToFeet(percent: RoomPercent, roomFeet: Feet): Feet {
  return ((percent / ROOM.percentMax) * roomFeet) as Feet;
}

/** The room-percent of a distance in feet along a room of `roomFeet` feet (clamped to 0-100). */
export function feetToPercent(distance: Feet, roomFeet: Feet): RoomPercent {
  if (roomFeet <= 0) return roomPercent(0);
  return roomPercent((distance / roomFeet) * ROOM.percentMax);
}

/** Feet in squares (a square is ROOM.feetPerSquare = 5 ft). */
export function feetToSquares(distance: Feet): Squares {
  return (distance / ROOM.feetPerSquare) as Squares;
}

export function squaresToFeet(count: Squares): Feet {
  return (count * ROOM.feetPerSquare) as Feet;
}

/** A room's size fields as the spec allows them: widthFeet/heightFeet, falling back to 100 ft. */
export interface RoomSizeFields {
  readonly widthFeet?: number | null;
  readonly heightFeet?: number | null;
}

function sizeOrDefault(value: number | null | undefined): Feet {
  return (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : ROOM.defaultSizeFeet) as Feet;
}

/** A room's width and height in feet (default 100 x 100 ft). */
export function roomFeetOf(room: RoomSizeFields | null | undefined): { w: Feet; h: Feet } {
  return { w: sizeOrDefault(room?.widthFeet), h: sizeOrDefault(room?.heightFeet) };
}

/** A room's width and height in whole squares (at least one). */
export function squaresOf(room: RoomSizeFields | null | undefined): { w: Squares; h: Squares } {
  const size = roomFeetOf(room);
  return {
    w: Math.max(1, Math.round(feetToSquares(size.w))) as Squares,
    h: Math.max(1, Math.round(feetToSquares(size.h))) as Squares,
  };
}

/** A room-percent point in feet from the room's top-left corner. */
export function pointInFeet(point: { x: number; y: number }, room: RoomSizeFields | null | undefined): { x: Feet; y: Feet } {
  const size = roomFeetOf(room);
  return { x: percentToFeet(roomPercent(point.x), size.w), y: percentToFeet(roomPercent(point.y), size.h) };
}

/** A signed step in feet (east, south) as a room-percent step in a room of that size (not clamped). */
export function feetStepToPercent(step: { x: number; y: number }, room: RoomSizeFields | null | undefined): { x: number; y: number } {
  const size = roomFeetOf(room);
  return { x: (step.x / size.w) * ROOM.percentMax, y: (step.y / size.h) * ROOM.percentMax };
}

/** The straight distance in feet between two room-percent points of a room of that size. */
export function feetBetween(a: { x: number; y: number }, b: { x: number; y: number }, room: RoomSizeFields | null | undefined): Feet {
  const size = roomFeetOf(room);
  return Math.hypot(((a.x - b.x) / ROOM.percentMax) * size.w, ((a.y - b.y) / ROOM.percentMax) * size.h) as Feet;
}
