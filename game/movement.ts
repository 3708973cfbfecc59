// Player movement inside a tactical room: positions in room-percent, walking speed in
// feet per second of the room's real size. Pure: the client runs it every frame with the elapsed time
// to move and animate the player; the server runs the very same rule to check a reported position
// (speed, walls, door zones).
import { DOOR_ZONE, MOVEMENT, ROOM } from './constants.ts';
import { entryPoint } from './dungeon/doors.ts';
import { DIRECTION, isDirection, type Direction } from './dungeon/vocabulary.ts';
import { feet, feetStepToPercent, roomPoint, type Feet, type RoomPoint, type RoomSizeFields } from './units.ts';

/**
 * Our own tuning beside the spec's numbers (candidates for game/constants.ts):
 * - exitBeyondPercent: how far past the edge the exit animation carries the player (its last 40 %).
 * - stairsHalfPercent: half the side of the stairs square drawn in the middle of an exit room.
 * - maxFramesPerUpdate: a client catching up after a stall eases movers at most this many frames at once.
 * - maxWalkMs: a client catching up after a stall walks at most this much time at once (the server
 *   credits up to a second between reports, so a walk after a stall is never refused).
 * - maxSubstepFeet: a walk is taken in pieces of at most this length, so a long one (a slow frame,
 *   standing orders' 400 ms) still stops at a wall instead of jumping over it.
 */
export const MOVEMENT_TUNING = {
  exitBeyondPercent: 10,
  stairsHalfPercent: 5,
  frameMs: 1000 / 60,
  maxFramesPerUpdate: 5,
  maxWalkMs: 200,
  maxSubstepFeet: 1,
} as const;

/** Where a move can go: the four doors, or 'down' by the stairs of an exit room. */
export type MoveDirection = Direction | 'down';

export function isMoveDirection(value: unknown): value is MoveDirection {
  return value === 'down' || isDirection(value);
}

/** A rectangle in room-percent with its top-left corner at (x, y). */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * What movement needs to know about a room: its obstacles, the directions that have a door, and its
 * size in feet (missing: the default 100 x 100 ft), which turns the walking speed into room-percent.
 */
export interface MovementRoom extends RoomSizeFields {
  /** Walls, cover and door frames: movement keeps ROOM.obstacleClearance away from them. */
  readonly obstacles: readonly Rect[];
  /** The current room's available directions (a door exists where a direction is listed). */
  readonly availableDirections: readonly string[];
}

/** Held movement keys as a direction: each axis -1, 0 or 1 (any magnitude is normalised). */
export interface MoveInput {
  readonly dx: number;
  readonly dy: number;
}

/**
 * The crawler's walking speed in feet per second: 16 + agility · 0.25, at most 30 (MOVEMENT).
 * Negative or missing agility counts as 0.
 */
export function walkSpeed(agility: number): Feet {
  const a = Number.isFinite(agility) ? Math.max(0, agility) : 0;
  return feet(Math.min(MOVEMENT.maxFeetPerSecond, MOVEMENT.baseFeetPerSecond + a * MOVEMENT.feetPerSecondPerAgility));
}

/** How far (feet) a crawler walks in `elapsedMs` at its speed: speed × time. */
export function walkDistance(agility: number, elapsedMs: number): Feet {
  const ms = Number.isFinite(elapsedMs) ? Math.max(0, elapsedMs) : 0;
  return feet((walkSpeed(agility) * ms) / 1000);
}

/** One frame of easing: the value moves `factor` (default 5 %) of the way to the target. */
export function easeToward(current: number, target: number, factor: number = MOVEMENT.easing): number {
  return current + (target - current) * factor;
}

/** easeToward on both axes. */
export function easePoint(current: { x: number; y: number }, target: { x: number; y: number }, factor: number = MOVEMENT.easing): RoomPoint {
  return roomPoint(easeToward(current.x, target.x, factor), easeToward(current.y, target.y, factor));
}

/** A unit vector (diagonals normalised so they are no faster), or zero when there is no input. */
export function normaliseInput(input: MoveInput): { dx: number; dy: number } {
  const dx = Math.sign(input.dx) || 0;
  const dy = Math.sign(input.dy) || 0;
  if (dx === 0 && dy === 0) return { dx: 0, dy: 0 };
  const length = Math.hypot(dx, dy);
  return { dx: dx / length, dy: dy / length };
}

function crossAxisOpen(value: number): boolean {
  return value >= DOOR_ZONE.crossAxisMin && value <= DOOR_ZONE.crossAxisMax;
}

/** The side of the room a point is within `depth` percent of, where the cross axis is 35-65. */
function edgeWithin(x: number, y: number, depth: number): Direction | null {
  if (y <= depth && crossAxisOpen(x)) return 'north';
  if (y >= ROOM.percentMax - depth && crossAxisOpen(x)) return 'south';
  if (x <= depth && crossAxisOpen(y)) return 'west';
  if (x >= ROOM.percentMax - depth && crossAxisOpen(y)) return 'east';
  return null;
}

/**
 * The door zone a point stands in: within 5 percent of an edge with the other axis within
 * 35-65, and only where that side has a door.
 */
export function doorZoneAt(x: number, y: number, availableDirections: readonly string[]): Direction | null {
  const side = edgeWithin(x, y, DOOR_ZONE.edgePercent);
  return side && availableDirections.includes(side) ? side : null;
}

/** The door a point walks through: 3 percent (or 97) from the edge, inside that door's zone. */
export function transitionTriggered(x: number, y: number, availableDirections: readonly string[]): Direction | null {
  const side = edgeWithin(x, y, DOOR_ZONE.triggerPercent);
  return side && availableDirections.includes(side) ? side : null;
}

/** At least one second since the last transition (null: there has been none). */
export function canTransition(lastTransitionAt: number | null, now: number): boolean {
  return lastTransitionAt === null || now - lastTransitionAt >= DOOR_ZONE.minIntervalMs;
}

/**
 * Where a crawler arrives after moving in `fromDirection`: just inside the opposite edge, centred on
 * its door (entering after moving north puts you at y = 92, x = 50); the room's centre when there is
 * no direction or after the stairs. The same point the server stores (game/dungeon/doors.ts).
 */
export function entryPosition(fromDirection: MoveDirection | null | undefined): RoomPoint {
  const p = fromDirection ? entryPoint(fromDirection) : ROOM.entryPosition;
  return roomPoint(p.x, p.y);
}

/** Distance from a point to a rectangle (0 inside it). */
export function distanceToRect(p: { x: number; y: number }, r: Rect): number {
  const dx = Math.max(r.x - p.x, 0, p.x - (r.x + r.w));
  const dy = Math.max(r.y - p.y, 0, p.y - (r.y + r.h));
  return Math.hypot(dx, dy);
}

function insideWalkBounds(p: { x: number; y: number }): boolean {
  return p.x >= ROOM.walkMin && p.x <= ROOM.walkMax && p.y >= ROOM.walkMin && p.y <= ROOM.walkMax;
}

/**
 * Blocked outside 2-98 and within 2 units of walls or doors; door zones are exempt.
 */
export function isBlocked(p: { x: number; y: number }, room: MovementRoom): boolean {
  if (doorZoneAt(p.x, p.y, room.availableDirections)) return false;
  if (!insideWalkBounds(p)) return true;
  return room.obstacles.some((r) => distanceToRect(p, r) < ROOM.obstacleClearance);
}

function clampToRoom(p: { x: number; y: number }): { x: number; y: number } {
  return roomPoint(p.x, p.y);
}

/** The farthest free point on the straight line from `from` by (dx, dy); `from` itself when none. */
function farthestFree(from: { x: number; y: number }, dx: number, dy: number, room: MovementRoom): { x: number; y: number } {
  const at = (t: number) => clampToRoom({ x: from.x + dx * t, y: from.y + dy * t });
  const full = at(1);
  if (!isBlocked(full, room)) return full;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 12; i++) {
    const mid = (lo + hi) / 2;
    if (isBlocked(at(mid), room)) hi = mid;
    else lo = mid;
  }
  return lo > 0 ? at(lo) : from;
}

/**
 * A walk of at most `distance` feet in the input direction (diagonals normalised, so no faster than
 * straight), in pieces of at most MOVEMENT_TUNING.maxSubstepFeet: each stops at the last free point
 * before an obstacle and slides along it. A player already standing somewhere blocked (placed there
 * by the server) may walk out freely inside the walk bounds.
 */
export function walkBy(state: { x: number; y: number }, input: MoveInput, distance: number, room: MovementRoom): RoomPoint {
  let at = roomPoint(state.x, state.y);
  const dir = normaliseInput(input);
  if ((dir.dx === 0 && dir.dy === 0) || !(distance > 0)) return at;
  const pieces = Math.ceil(distance / MOVEMENT_TUNING.maxSubstepFeet);
  const step = feetStepToPercent({ x: (dir.dx * distance) / pieces, y: (dir.dy * distance) / pieces }, room);
  for (let i = 0; i < pieces; i++) {
    const next = substep(at, step.x, step.y, room);
    if (next.x === at.x && next.y === at.y) break;
    at = next;
  }
  return at;
}

/**
 * The player's walk over `elapsedMs` with `input` held: walkSpeed(agility) × time, through walkBy.
 * Frame-rate independent: the same time walks the same distance however it is sliced.
 */
export function stepPlayer(state: { x: number; y: number }, input: MoveInput, agility: number, elapsedMs: number, room: MovementRoom): RoomPoint {
  return walkBy(state, input, walkDistance(agility, elapsedMs), room);
}

/** One piece of a walk: (dx, dy) percent, or as far as obstacles let it go. */
function substep(start: RoomPoint, dx: number, dy: number, room: MovementRoom): RoomPoint {
  if (isBlocked(start, room)) {
    const next = clampToRoom({ x: start.x + dx, y: start.y + dy });
    return insideWalkBounds(next) || doorZoneAt(next.x, next.y, room.availableDirections) ? roomPoint(next.x, next.y) : start;
  }
  const full = clampToRoom({ x: start.x + dx, y: start.y + dy });
  if (!isBlocked(full, room)) return roomPoint(full.x, full.y);
  // Slide: each axis on its own, never farther than the diagonal's own components.
  const afterX = dx === 0 ? start : farthestFree(start, dx, 0, room);
  const afterY = dy === 0 ? afterX : farthestFree(afterX, 0, dy, room);
  return roomPoint(afterY.x, afterY.y);
}

/** Fixed-step frames (movers' easing) to run for `elapsedMs` plus the carried remainder (capped after a stall). */
export function framesFor(elapsedMs: number, carryMs: number): { frames: number; carryMs: number } {
  const total = Math.max(0, elapsedMs) + Math.max(0, carryMs);
  const whole = Math.floor(total / MOVEMENT_TUNING.frameMs);
  const frames = Math.min(whole, MOVEMENT_TUNING.maxFramesPerUpdate);
  return { frames, carryMs: whole > frames ? 0 : total - whole * MOVEMENT_TUNING.frameMs };
}

/** The point on the room's edge a door leads through, and a point beyond it. */
function edgePoints(start: { x: number; y: number }, direction: Direction): { edge: { x: number; y: number }; beyond: { x: number; y: number } } {
  const far = MOVEMENT_TUNING.exitBeyondPercent;
  const { dx, dy } = DIRECTION[direction];
  const edge = {
    x: dx === 0 ? start.x : dx > 0 ? ROOM.percentMax : ROOM.percentMin,
    y: dy === 0 ? start.y : dy > 0 ? ROOM.percentMax : ROOM.percentMin,
  };
  return { edge, beyond: { x: edge.x + dx * far, y: edge.y + dy * far } };
}

const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

/**
 * The exit animation: for the first 60 % of its time the player slides from `start` to the
 * edge, for the last 40 % beyond it. `progress` is 0..1. The result may lie outside 0-100 (off the
 * room) and is for drawing only. Going down the stairs, the player stays put (the renderer fades it).
 */
export function exitAnimationPosition(start: { x: number; y: number }, direction: MoveDirection, progress: number): { x: number; y: number } {
  if (direction === 'down') return { x: start.x, y: start.y };
  const t = Math.min(1, Math.max(0, progress));
  const { edge, beyond } = edgePoints(start, direction);
  if (t <= DOOR_ZONE.slideFraction) {
    const k = t / DOOR_ZONE.slideFraction;
    return { x: lerp(start.x, edge.x, k), y: lerp(start.y, edge.y, k) };
  }
  const k = (t - DOOR_ZONE.slideFraction) / DOOR_ZONE.beyondFraction;
  return { x: lerp(edge.x, beyond.x, k), y: lerp(edge.y, beyond.y, k) };
}

/** Where a refused move leaves the player: just inside the door it tried, out of its door zone. */
export function retreatPosition(direction: MoveDirection): RoomPoint {
  if (direction === 'down') return entryPosition('down');
  return entryPosition(DIRECTION[direction].opposite);
}

/** The stairs down in an exit room: a square in the middle of the room. */
export function stairsRect(): Rect {
  const half = MOVEMENT_TUNING.stairsHalfPercent;
  const c = ROOM.entryPosition;
  return { x: c.x - half, y: c.y - half, w: half * 2, h: half * 2 };
}

export function onStairs(p: { x: number; y: number }): boolean {
  return distanceToRect(p, stairsRect()) === 0;
}

/** The eight directions a crawler can face. */
export const FACING = {
  north: { label: 'North', dx: 0, dy: -1 },
  'north-east': { label: 'North-East', dx: 1, dy: -1 },
  east: { label: 'East', dx: 1, dy: 0 },
  'south-east': { label: 'South-East', dx: 1, dy: 1 },
  south: { label: 'South', dx: 0, dy: 1 },
  'south-west': { label: 'South-West', dx: -1, dy: 1 },
  west: { label: 'West', dx: -1, dy: 0 },
  'north-west': { label: 'North-West', dx: -1, dy: -1 },
} as const;
export type Facing = keyof typeof FACING;
export const FACINGS = Object.keys(FACING) as Facing[];

/** The facing of an input; the previous facing when there is no input. */
export function facingOf(input: MoveInput, previous: Facing): Facing {
  const dx = Math.sign(input.dx) || 0;
  const dy = Math.sign(input.dy) || 0;
  if (dx === 0 && dy === 0) return previous;
  return FACINGS.find((f) => FACING[f].dx === dx && FACING[f].dy === dy) ?? previous;
}

/** The facing's angle in radians (0 = east, clockwise on screen, y growing southward). */
export function facingAngle(facing: Facing): number {
  const { dx, dy } = FACING[facing];
  return Math.atan2(dy, dx);
}
