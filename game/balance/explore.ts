// Getting around a floor, shared by both policies: walk to a door's zone and go through it, or take
// the exit room's stairs (the server's Descend works from anywhere in that room). Which door comes
// from the runner's view (towardExplore, towardExit); this file only walks.
import { distanceToRect } from '../movement.ts';
import { exitZone } from '../movement-check.ts';
import type { Direction } from '../dungeon/vocabulary.ts';
import { doorTarget } from '../standing-orders.ts';
import type { BotAction, BotView } from './types.ts';

/** Through the door `direction`: walk into its zone, then take it. */
export function leaveBy(view: BotView, direction: Direction): BotAction {
  return distanceToRect(view.self, exitZone(direction)) === 0 ? { kind: 'door', direction } : { kind: 'walk', toward: doorTarget(direction) };
}


/**
 * Onward: with `wantsStairs`, or when the whole floor has been seen, to the exit and down its stairs;
 * otherwise through the first door toward the nearest room not yet entered.
 */
export function moveOn(view: BotView, wantsStairs: boolean): BotAction {
  const down = wantsStairs || view.floorExplored;
  if (down && view.room.isExit) return { kind: 'stairs' };
  const direction = down ? view.towardExit : view.towardExplore;
  if (direction) return leaveBy(view, direction);
  return view.room.isExit ? { kind: 'stairs' } : { kind: 'wait' };
}

/** The sensible rule for the stairs: down once the crawler is a level above the floor. */
export function readyForStairs(view: BotView): boolean {
  return view.self.level >= view.floor + 1;
}
