// The server's check of a reported position (ARCHITECTURE "Game authority"): a crawler may only be
// where it could have walked since its last accepted position, at its speed, inside the walkable
// room. The client runs the same check to know when it will be corrected. Distances are feet of the
// room's real size, the same unit as the walking speed (game/movement.ts walkSpeed).
import { DOOR_ZONE, ROOM } from './constants.ts';
import { isBlocked, stairsRect, walkDistance, type MoveDirection, type MovementRoom, type Rect } from './movement.ts';
import { feetBetween, type RoomSizeFields } from './units.ts';

export const POSITION_CHECK = {
  /** Network jitter and timer slop: allow this much more than the exact reachable distance. */
  slackFactor: 1.5,
  /**
   * And this many feet on top, so a small burst after a pause (a report that arrives before the tick
   * applied the one before it) is not refused, while reports sent in one instant still cannot add
   * up to more than this.
   */
  slackFeet: 4,
  /** Never credit more than this much elapsed time (a client silent for long cannot teleport). */
  maxElapsedMs: 1_000,
} as const;

export type PositionVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'too_fast'; readonly distance: number; readonly allowed: number }
  | { readonly ok: false; readonly reason: 'blocked' | 'outside' };

/** Farthest (feet) the server lets a crawler go in elapsedMs: its walk with the slack above. */
export function reachable(agility: number, elapsedMs: number): number {
  const ms = Math.min(Math.max(0, elapsedMs), POSITION_CHECK.maxElapsedMs);
  return walkDistance(agility, ms) * POSITION_CHECK.slackFactor + POSITION_CHECK.slackFeet;
}

export function checkPosition(
  from: { x: number; y: number },
  to: { x: number; y: number },
  elapsedMs: number,
  agility: number,
  room: MovementRoom,
): PositionVerdict {
  if (!Number.isFinite(to.x) || !Number.isFinite(to.y) || to.x < ROOM.percentMin || to.x > ROOM.percentMax || to.y < ROOM.percentMin || to.y > ROOM.percentMax) {
    return { ok: false, reason: 'outside' };
  }
  const distance = feetBetween(from, to, room);
  const allowed = reachable(agility, elapsedMs);
  if (distance > allowed) return { ok: false, reason: 'too_fast', distance, allowed };
  if (isBlocked(to, room)) return { ok: false, reason: 'blocked' };
  return { ok: true };
}

/** The area a crawler must reach to leave by `direction`: that side's door zone, or the stairs. */
export function exitZone(direction: MoveDirection): Rect {
  const { edgePercent: depth, crossAxisMin: lo, crossAxisMax: hi } = DOOR_ZONE;
  const max = ROOM.percentMax;
  switch (direction) {
    case 'north':
      return { x: lo, y: 0, w: hi - lo, h: depth };
    case 'south':
      return { x: lo, y: max - depth, w: hi - lo, h: depth };
    case 'west':
      return { x: 0, y: lo, w: depth, h: hi - lo };
    case 'east':
      return { x: max - depth, y: lo, w: depth, h: hi - lo };
    case 'down':
      return stairsRect();
  }
}

/**
 * The server's check of a door or stairs move: the crawler must stand in that exit's zone, or have
 * been able to walk into it since its last accepted position (the client's forced report at the
 * door may still be on its way), by the same rule and slack as a position report.
 */
export function checkExitReach(from: { x: number; y: number }, direction: MoveDirection, elapsedMs: number, agility: number, room?: RoomSizeFields): PositionVerdict {
  const zone = exitZone(direction);
  // The nearest point of the zone, so the distance can be measured in the room's feet.
  const nearest = { x: Math.min(Math.max(from.x, zone.x), zone.x + zone.w), y: Math.min(Math.max(from.y, zone.y), zone.y + zone.h) };
  const distance = feetBetween(from, nearest, room);
  const allowed = reachable(agility, elapsedMs);
  return distance <= allowed ? { ok: true } : { ok: false, reason: 'too_fast', distance, allowed };
}
