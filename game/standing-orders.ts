// Standing orders: what a crawler does by itself while its sponsor is away. A pure decision
// from what the crawler can see to the next intent, using only what a player has: the same walking
// speed (walkSpeed), the same weapon range and cooldown (canAttack), the same door zones and
// pick-up radius. The server carries the intent out through the player's own paths, which check it
// again; nothing here grants a power a player lacks.
import { canAttack, COOLDOWN_MS, distance } from './combat.ts';
import { PICKUP } from './constants.ts';
import type { Direction } from './dungeon/vocabulary.ts';
import { chooseTarget } from './mob-ai.ts';
import { exitZone } from './movement-check.ts';
import type { RoomState } from './room-sim/types.ts';
import { distanceToRect, MOVEMENT_TUNING, stepPlayer, walkDistance, type MovementRoom } from './movement.ts';
import { feetStepToPercent } from './units.ts';

/** What a crawler does when something attacks it. */
export const WHEN_ATTACKED = { fight_back: 'fight_back', flee: 'flee' } as const;
export type WhenAttacked = keyof typeof WHEN_ATTACKED;
export const WHEN_ATTACKED_OPTIONS = Object.keys(WHEN_ATTACKED) as WhenAttacked[];
export function isWhenAttacked(value: unknown): value is WhenAttacked {
  return typeof value === 'string' && Object.hasOwn(WHEN_ATTACKED, value);
}

export interface StandingOrders {
  /** Retreat to the last safe room when health is below this percent (0: never). */
  readonly retreatBelowPercent: number;
  /** Rest in a safe room when health is below this percent (0: never). */
  readonly restUntilPercent: number;
  readonly whenAttacked: WhenAttacked;
  /** Never step into a PVP room by orders. */
  readonly refusePvp: boolean;
  /** Pick up loot within the pick-up radius. */
  readonly pickUpLoot: boolean;
}

/** The orders of a crawler whose sponsor never set any (stored as null). */
export const DEFAULT_STANDING_ORDERS: StandingOrders = {
  retreatBelowPercent: 30,
  restUntilPercent: 80,
  whenAttacked: 'fight_back',
  refusePvp: true,
  pickUpLoot: true,
};

/** Who did it: absent for the sponsor's own intents, 'orders' for what standing orders did. */
export const ACTED_BY = { orders: 'orders' } as const;
export type ActedBy = keyof typeof ACTED_BY;
/** The words every action by orders ends with, in the room events and the activity feed. */
export const BY_ORDERS_TEXT = 'by standing orders';

export interface OrdersExit {
  readonly direction: Direction;
  readonly toRoomId: number;
  readonly isPvp: boolean;
}

/** What the crawler can see and know when its orders decide. */
export interface OrdersView {
  readonly nowMs: number;
  readonly self: {
    readonly crawlerId: number;
    readonly x: number;
    readonly y: number;
    readonly health: number;
    readonly maxHealth: number;
    readonly lastAttackAt: number | null;
    readonly rangeUnits: number;
  };
  readonly room: {
    readonly id: number;
    /** A room a crawler may rest in (game/recovery.ts canRestIn). */
    readonly safe: boolean;
    readonly inCombat: boolean;
    readonly exits: readonly OrdersExit[];
  };
  /** Living hostiles that go for this crawler. */
  readonly attackers: readonly { readonly id: string; readonly name: string; readonly x: number; readonly y: number; readonly isAlive: boolean }[];
  /** Ground items in the room (not chests), each with its distance in feet (rooms differ in size). */
  readonly loot: readonly { readonly id: number; readonly name: string; readonly feetAway: number }[];
  /** The door to take toward the last safe room (or the nearest one), null when none is known. */
  readonly towardSafe: Direction | null;
}

export type OrdersIntent =
  | { readonly kind: 'walk'; readonly toward: { readonly x: number; readonly y: number }; readonly reason: 'retreat' | 'flee' | 'approach' }
  | { readonly kind: 'door'; readonly direction: Direction; readonly reason: 'retreat' | 'flee' }
  | { readonly kind: 'attack'; readonly targetId: string; readonly targetName: string }
  | { readonly kind: 'pickup'; readonly itemId: number; readonly itemName: string }
  | { readonly kind: 'rest' }
  /** Nothing to do; `threatened`: only because it must wait (a cooldown), not because all is quiet. */
  | { readonly kind: 'wait'; readonly threatened: boolean };

const percentOf = (health: number, maxHealth: number) => (maxHealth > 0 ? (health / maxHealth) * 100 : 0);

/** The living mobs that go for this crawler, as the mobs' own AI chooses its target (none in a safe room). */
export function attackersOf(state: Pick<RoomState, 'isSafe' | 'mobs' | 'players'>, crawlerId: number): OrdersView['attackers'] {
  if (state.isSafe) return [];
  const targets = state.players.map((p) => ({ id: p.crawlerId, x: p.x, y: p.y, isAlive: p.isAlive }));
  return state.mobs
    .filter((m) => m.isAlive && chooseTarget(m, targets)?.id === crawlerId)
    .map((m) => ({ id: `mob-${m.id}`, name: m.name, x: m.x, y: m.y, isAlive: m.isAlive }));
}

/** The middle of a door's zone: where a crawler walks to leave by it. */
export function doorTarget(direction: Direction): { x: number; y: number } {
  const z = exitZone(direction);
  return { x: z.x + z.w / 2, y: z.y + z.h / 2 };
}

function inExitZone(p: { x: number; y: number }, direction: Direction): boolean {
  return distanceToRect(p, exitZone(direction)) === 0;
}

function leaveBy(view: OrdersView, direction: Direction, reason: 'retreat' | 'flee'): OrdersIntent {
  return inExitZone(view.self, direction) ? { kind: 'door', direction, reason } : { kind: 'walk', toward: doorTarget(direction), reason };
}

/** The exit farthest from the nearest attacker (a PVP room's only when allowed), or null. */
function fleeExit(view: OrdersView, orders: StandingOrders): Direction | null {
  const exits = view.room.exits.filter((e) => !(orders.refusePvp && e.isPvp));
  if (!exits.length) return null;
  const threat = nearest(view.self, view.attackers);
  if (!threat) return exits[0]!.direction;
  let best = exits[0]!;
  for (const e of exits) if (distance(doorTarget(e.direction), threat) > distance(doorTarget(best.direction), threat)) best = e;
  return best.direction;
}

function nearest<T extends { x: number; y: number }>(from: { x: number; y: number }, list: readonly T[]): T | null {
  let best: T | null = null;
  for (const t of list) if (!best || distance(from, t) < distance(from, best)) best = t;
  return best;
}

/**
 * The next intent under `orders`, in priority order: retreat when hurt below the retreat line (away
 * from a safe room), rest in a safe room below the rest line, answer an attack (fight back or flee),
 * pick up loot within reach, else wait.
 */
export function decideOrders(view: OrdersView, orders: StandingOrders): OrdersIntent {
  const hp = percentOf(view.self.health, view.self.maxHealth);
  const attackers = view.attackers.filter((a) => a.isAlive);
  if (!view.room.safe && orders.retreatBelowPercent > 0 && hp < orders.retreatBelowPercent) {
    const exitTo = view.towardSafe && view.room.exits.find((e) => e.direction === view.towardSafe && !(orders.refusePvp && e.isPvp));
    if (exitTo) return leaveBy(view, exitTo.direction, 'retreat');
    const away = fleeExit(view, orders);
    if (away) return leaveBy(view, away, 'flee');
  }
  if (view.room.safe && !view.room.inCombat && attackers.length === 0 && orders.restUntilPercent > 0 && hp < orders.restUntilPercent && view.self.health < view.self.maxHealth) {
    return { kind: 'rest' };
  }
  if (attackers.length) {
    if (orders.whenAttacked === 'flee') {
      const away = fleeExit(view, orders);
      if (away) return leaveBy(view, away, 'flee');
    }
    const target = nearest(view.self, attackers)!;
    const check = canAttack({ nowMs: view.nowMs, lastAttackAt: view.self.lastAttackAt, cooldownMs: COOLDOWN_MS.ROOM_VIEW_ATTACK, attacker: view.self, target, rangeUnits: view.self.rangeUnits });
    if (check.ok) return { kind: 'attack', targetId: target.id, targetName: target.name };
    if (check.reason === 'out_of_range') return { kind: 'walk', toward: target, reason: 'approach' };
    return { kind: 'wait', threatened: true };
  }
  if (orders.pickUpLoot) {
    let item: OrdersView['loot'][number] | null = null;
    for (const l of view.loot) if (l.feetAway <= PICKUP.groundItemRadiusFeet && (!item || l.feetAway < item.feetAway)) item = l;
    if (item) return { kind: 'pickup', itemId: item.id, itemName: item.name };
  }
  return { kind: 'wait', threatened: view.room.inCombat };
}

/**
 * A walk toward `target` over `elapsedMs` as a player's keys would walk it: frame by frame through
 * the player's own movement (stepPlayer: walkSpeed in the room's feet, sliding along obstacles, never through them),
 * holding the keys that point at the target, and when that is blocked, a sidestep (the same side
 * first, every time, so it walks round a wall instead of dithering). Returns the point to report,
 * or null when it is there already or every way is blocked.
 */
export function stepToward(from: { x: number; y: number }, target: { x: number; y: number }, agility: number, elapsedMs: number, room: MovementRoom): { x: number; y: number } | null {
  const frameMs = MOVEMENT_TUNING.frameMs;
  const frames = Math.min(60, Math.floor(Math.max(0, elapsedMs) / frameMs));
  // A frame's walk in percent on each axis: closer than half of it counts as there.
  const perFrame = feetStepToPercent({ x: walkDistance(agility, frameMs), y: walkDistance(agility, frameMs) }, room);
  const axis = (d: number, step: number) => (Math.abs(d) < step / 2 ? 0 : Math.sign(d));
  const moved = (a: { x: number; y: number }, b: { x: number; y: number }) => a.x !== b.x || a.y !== b.y;
  let at: { x: number; y: number } = { x: from.x, y: from.y };
  /** The sidestep under way round an obstacle, kept until the way ahead is free again. */
  let side: { dx: number; dy: number } | null = null;
  for (let f = 0; f < frames; f++) {
    const dx = axis(target.x - at.x, perFrame.x);
    const dy = axis(target.y - at.y, perFrame.y);
    if (dx === 0 && dy === 0) break;
    if (side) {
      // Sidestepping along one axis: the way is free again once the other axis moves on its own.
      const ahead = stepPlayer(at, side.dx ? { dx: 0, dy } : { dx, dy: 0 }, agility, frameMs, room);
      if (side.dx ? ahead.y !== at.y : ahead.x !== at.x) side = null;
    }
    let next: { x: number; y: number } | null = null;
    if (!side) {
      const direct = stepPlayer(at, { dx, dy }, agility, frameMs, room);
      // Progress on the main axis (or any move with one axis only): keep walking straight on.
      const main = Math.abs(target.x - at.x) >= Math.abs(target.y - at.y) ? 'x' : 'y';
      if (moved(direct, at) && direct[main] !== at[main]) next = direct;
      else side = main === 'x' ? { dx: 0, dy: 1 } : { dx: 1, dy: 0 };
    }
    if (side && !next) {
      next = stepPlayer(at, side, agility, frameMs, room);
      if (!moved(next, at)) {
        side = { dx: -side.dx, dy: -side.dy };
        next = stepPlayer(at, side, agility, frameMs, room);
      }
      if (!moved(next, at)) break;
    }
    at = next!;
  }
  return at.x === from.x && at.y === from.y ? null : { x: at.x, y: at.y };
}

/**
 * The first door on the shortest way from `from` to `to` through `doorsOf` (breadth-first), keeping
 * out of rooms `avoid` refuses (the destination excepted); null when there is no way or from = to.
 */
export function firstDoorToward(from: number, to: number, doorsOf: (roomId: number) => ReadonlyMap<Direction, number>, avoid: (roomId: number) => boolean = () => false): Direction | null {
  if (from === to) return null;
  const firstStep = new Map<number, Direction>();
  const queue: number[] = [from];
  const seen = new Set([from]);
  while (queue.length) {
    const at = queue.shift()!;
    for (const [dir, next] of doorsOf(at)) {
      if (seen.has(next)) continue;
      seen.add(next);
      const step = at === from ? dir : firstStep.get(at)!;
      if (next === to) return step;
      if (avoid(next)) continue;
      firstStep.set(next, step);
      queue.push(next);
    }
  }
  return null;
}

/** The nearest room `isSafe` accepts, by doors walked (breadth-first); null when none is reachable. */
export function nearestSafeRoom(from: number, doorsOf: (roomId: number) => ReadonlyMap<Direction, number>, isSafe: (roomId: number) => boolean, avoid: (roomId: number) => boolean = () => false): number | null {
  const queue: number[] = [from];
  const seen = new Set([from]);
  while (queue.length) {
    const at = queue.shift()!;
    if (at !== from && isSafe(at)) return at;
    for (const next of doorsOf(at).values()) {
      if (seen.has(next) || avoid(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return null;
}

/** The sentence for an action taken by orders, as the room events and the feed show it. */
export function ordersActionText(name: string, action: { kind: 'retreated' | 'fled' | 'rested' | 'attacked' | 'picked_up'; what: string }): string {
  switch (action.kind) {
    case 'retreated':
      return `${name} retreated to ${action.what} ${BY_ORDERS_TEXT}`;
    case 'fled':
      return `${name} fled to ${action.what} ${BY_ORDERS_TEXT}`;
    case 'rested':
      return `${name} rested ${BY_ORDERS_TEXT}`;
    case 'attacked':
      return `${name} attacked ${action.what} ${BY_ORDERS_TEXT}`;
    case 'picked_up':
      return `${name} picked up ${action.what} ${BY_ORDERS_TEXT}`;
  }
}
