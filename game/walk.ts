// The walk a player's keys make in a tactical room: a press walks at least one square, a hold walks
// on at the crawler's speed, and a door is taken only by walking into it. Pure: the client runs it
// every frame with the elapsed time (game/movement.ts has the speed, walls and door zones).
import { ROOM } from './constants.ts';
import type { Direction } from './dungeon/vocabulary.ts';
import { transitionTriggered, walkBy, walkDistance, type MoveInput, type MovementRoom } from './movement.ts';
import { feetBetween, type RoomPoint } from './units.ts';

/**
 * Where the player is, and the part of a pressed square still to walk: `stepLeft` feet along
 * `stepInput` (the keys last held), walked even after the key is up. So a tap walks exactly one
 * square (ROOM.feetPerSquare), however short the press and whatever the frame rate.
 */
export interface Walk {
  readonly position: RoomPoint;
  readonly stepLeft: number;
  readonly stepInput: MoveInput;
}

const STILL: MoveInput = { dx: 0, dy: 0 };
const isStill = (input: MoveInput) => Math.sign(input.dx) === 0 && Math.sign(input.dy) === 0;

/** Standing at `position` with nothing pressed (a room entered, a correction from the server). */
export function standAt(position: RoomPoint): Walk {
  return { position, stepLeft: 0, stepInput: STILL };
}

/** A key goes down; `held` is every walking key now held. A direction commits one square. */
export function pressWalk(walk: Walk, held: MoveInput): Walk {
  return isStill(held) ? walk : { ...walk, stepLeft: ROOM.feetPerSquare, stepInput: held };
}

/** What one advance did: the new walk, the direction walked (still when none) and the door walked into. */
export interface WalkAdvance {
  readonly walk: Walk;
  readonly input: MoveInput;
  readonly door: Direction | null;
}

/**
 * `elapsedMs` of walking at walkSpeed(agility): along the held keys (speed × time), or when none is
 * held, the rest of the pressed square. A door is taken when this walk ends in its trigger zone; a
 * player standing there (placed by the server) takes none.
 */
export function advanceWalk(walk: Walk, held: MoveInput, agility: number, elapsedMs: number, room: MovementRoom): WalkAdvance {
  const holding = !isStill(held);
  const input = holding ? held : walk.stepLeft > 0 ? walk.stepInput : STILL;
  if (isStill(input)) return { walk, input: STILL, door: null };
  const budget = walkDistance(agility, elapsedMs);
  const position = walkBy(walk.position, input, holding ? budget : Math.min(budget, walk.stepLeft), room);
  const walked = feetBetween(walk.position, position, room);
  // Stopped by a wall: the rest of the square is dropped rather than pushed against it.
  const stepLeft = walked > 0 ? Math.max(0, walk.stepLeft - walked) : 0;
  const door = transitionTriggered(position.x, position.y, room.availableDirections);
  return { walk: { position, stepLeft, stepInput: input }, input, door };
}
