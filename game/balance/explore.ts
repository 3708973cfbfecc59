// Getting around a floor, shared by both policies: walk to a door's zone and go through it, or to the
// stairs of the exit room and take them. Which door comes from the runner's view (towardExplore,
// towardExit); this file only walks.
import { distanceToRect, onStairs, stairsRect } from '../movement.ts';
import { exitZone } from '../movement-check.ts';
import type { Direction } from '../dungeon/vocabulary.ts';
import { doorTarget } from '../standing-orders.ts';
import type { BotAction, BotView } from './types.ts';

/** Through the door `direction`: walk into its zone, then take it. */
export function leaveBy(view: BotView, direction: Direction): BotAction {
  return distanceToRect(view.self, exitZone(direction)) === 0 ? { kind: 'door', direction } : { kind: 'walk', toward: doorTarget(direction) };
}

/** Down the stairs: walk onto them, then take them. */
function takeStairs(view: BotView): BotAction {
  if (onStairs(view.self)) return { kind: 'stairs' };
  const r = stairsRect();
  return { kind: 'walk', toward: { x: r.x + r.w / 2, y: r.y + r.h / 2 } };
}

/**
 * Onward: with `wantsStairs`, or when the whole floor has been seen, to the exit and down its stairs;
 * otherwise through the first door toward the nearest room not yet entered.
 */
export function moveOn(view: BotView, wantsStairs: boolean): BotAction {
  const down = wantsStairs || view.floorExplored;
  if (down && view.room.isExit) return takeStairs(view);
  const direction = down ? view.towardExit : view.towardExplore;
  if (direction) return leaveBy(view, direction);
  return view.room.isExit ? takeStairs(view) : { kind: 'wait' };
}

/** The sensible rule for the stairs: down once the crawler is a level above the floor. */
export function readyForStairs(view: BotView): boolean {
  return view.self.level >= view.floor + 1;
}
