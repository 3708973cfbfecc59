// Policy (a): standing orders (game/standing-orders.ts decideOrders with the default orders, as the
// server's orders runner asks it) decide everything in a room: retreat, rest, fight back, pick up.
// Only when the orders have nothing to do and nothing threatens does the sponsor steer on to the next
// room, by the same route the sensible bot takes; a sponsor who never steers leaves the crawler
// standing in the entrance, which measures nothing.
import { COMBAT } from '../constants.ts';
import { attackersOf, decideOrders, DEFAULT_STANDING_ORDERS, type OrdersView, type StandingOrders } from '../standing-orders.ts';
import { moveOn, readyForStairs } from './explore.ts';
import type { BotAction, BotView, Policy } from './types.ts';
import { weaponRangeUnits } from '../combat.ts';

/** The orders runner decides every ORDERS_EVERY_TICKS ticks (server/realtime/room-hub.ts: 2). */
export const ORDERS_DECIDE_EVERY_TICKS = 2;
export const ORDERS_DECIDE_MS = ORDERS_DECIDE_EVERY_TICKS * COMBAT.tickMs;

export function ordersViewOf(view: BotView): OrdersView {
  const self = view.self;
  return {
    nowMs: view.nowMs,
    self: { crawlerId: self.crawlerId, x: self.x, y: self.y, health: self.health, maxHealth: self.maxHealth, lastAttackAt: self.lastAttackAt, rangeUnits: self.weapon?.rangeUnits ?? weaponRangeUnits(null) },
    room: { id: 0, safe: view.room.canRest, inCombat: view.room.inCombat, exits: view.room.exits.map((direction) => ({ direction, toRoomId: 0, isPvp: false })) },
    attackers: attackersOf({ isSafe: view.room.isSafe, mobs: view.mobs, players: [self] }, self.crawlerId),
    loot: view.loot.map((l) => ({ id: l.index, name: 'an item', feetAway: l.feetAway })),
    towardSafe: view.towardRest,
  };
}

/** What the sponsor does when the orders have nothing to do: by default, steer on to the next room. */
export type Steer = (view: BotView) => BotAction;
export const steerOnward: Steer = (view) => moveOn(view, readyForStairs(view));
/** In a boss trial the sponsor walks the crawler up to the boss (its orders then fight back), else onward. */
export const steerToBoss: Steer = (view) => {
  const boss = view.mobs.find((m) => m.isBoss && m.isAlive);
  return boss ? { kind: 'walk', toward: boss } : steerOnward(view);
};

export function ordersPolicy(orders: StandingOrders = DEFAULT_STANDING_ORDERS, steer: Steer = steerOnward): Policy {
  return (view: BotView): BotAction => {
    const intent = decideOrders(ordersViewOf(view), orders);
    switch (intent.kind) {
      case 'walk':
        return { kind: 'walk', toward: intent.toward };
      case 'door':
        return { kind: 'door', direction: intent.direction };
      case 'attack':
        return { kind: 'attack', targetId: intent.targetId };
      case 'pickup':
        return { kind: 'pickup', index: intent.itemId };
      case 'rest':
        return { kind: 'rest' };
      case 'wait':
        return intent.threatened || view.room.inCombat ? { kind: 'wait' } : steer(view);
    }
  };
}
