// Standing orders carried out. Every ORDERS_EVERY_TICKS the hub hands the crawlers on
// their orders to this runner, which reads what each one sees, asks game/standing-orders.ts for the
// next intent and carries it out through the paths a player's intents take: a step through the
// hub's position check, an attack queued in the room, a door through the navigation service's move
// (its cooldown, the 1 s between transitions, the exit-zone reach), a rest through its rest. Each
// action is logged `by: 'orders'` and told to the room's viewers as a `standing_orders` event.
//
// The last safe room: remembered here per crawler when the runner sees it in one (memory is enough:
// it is a hint, not a fact), and otherwise the nearest safe room by the dungeon's doors. In a cluster
// another process that takes the room over has no memory of it and uses the nearest safe room; the
// orders themselves live in the database, so any owner reads the same ones.
import type { FastifyBaseLogger } from 'fastify';
import { weaponRangeUnits } from '#game/combat.ts';
import { itemByKey } from '#game/item-catalogue.ts';
import { canRestIn } from '#game/recovery.ts';
import {
  attackersOf,
  decideOrders,
  firstDoorToward,
  nearestSafeRoom,
  ordersActionText,
  type OrdersIntent,
  type OrdersView,
} from '#game/standing-orders.ts';
import type { Direction } from '#game/dungeon/vocabulary.ts';
import { detourStep, type WalkProgress } from '#game/walk-detour.ts';
import { ordersFromColumn } from '#contract/standing-orders.ts';
import type { CrawlerRepository, CrawlerRow } from '../repositories/crawler-repository.ts';
import type { DungeonRepository } from '../repositories/dungeon-repository.ts';
import type { DungeonCache } from '../services/dungeon-cache.ts';
import { feetBetween, type LootService } from '../services/loot-service.ts';
import type { NavigationService } from '../services/navigation-service.ts';
import type { OrdersDriver, OrdersReason, RoomHub } from './room-hub.ts';

/** Quiet rounds (nothing to do, nothing near) before a crawler whose sponsor is away leaves the simulation. */
export const QUIET_ROUNDS_BEFORE_LEAVING = 3;
/** The room event every action by orders is told as. */
export const ORDERS_EVENT = 'standing_orders';

interface Deps {
  hub: RoomHub;
  navigation: NavigationService;
  loot: Pick<LootService, 'pickup'>;
  crawlers: Pick<CrawlerRepository, 'findById'>;
  dungeons: Pick<DungeonRepository, 'roomContents'>;
  dungeon: () => DungeonCache | undefined;
  log: FastifyBaseLogger;
  nowMs: () => number;
}

export function createOrdersRunner(deps: Deps): OrdersDriver {
  const { hub } = deps;
  const lastSafe = new Map<number, number>();
  const quiet = new Map<number, number>();
  /** The target each crawler last attacked by orders: the room hears of a new fight once, not every swing. */
  const fighting = new Map<number, string>();
  /** Pick-ups under way (a roll-off takes a moment): one at a time per crawler. */
  const picking = new Set<number>();
  /** Each crawler's walk under way: a walk that stops getting closer detours by the room's middle (walk-detour.ts). */
  const walks = new Map<number, WalkProgress>();

  function tell(roomId: number, crawlerId: number, message: string): void {
    hub.announce(roomId, { type: ORDERS_EVENT, crawlerId, message });
  }

  function safeRoomFor(cache: DungeonCache, crawlerId: number, roomId: number, avoid: (id: number) => boolean): number | null {
    const here = cache.room(roomId);
    const remembered = lastSafe.get(crawlerId);
    const known = remembered === undefined ? undefined : cache.room(remembered);
    if (known && here && known.floor === here.floor) return known.id;
    return nearestSafeRoom(roomId, (id) => cache.doorsOf(id), (id) => { const r = cache.room(id); return !!r && canRestIn(r); }, avoid);
  }

  async function viewOf(row: CrawlerRow, roomId: number, cache: DungeonCache, refusePvp: boolean, pickUpLoot: boolean): Promise<OrdersView | null> {
    const state = hub.stateOf(roomId);
    const me = state?.players.find((p) => p.crawlerId === row.id);
    const room = cache.room(roomId);
    if (!state || !me || !room) return null;
    const safe = canRestIn(room);
    if (safe) lastSafe.set(row.id, roomId);
    const avoid = (id: number) => refusePvp && (cache.room(id)?.isPvp ?? false);
    const exits = [...cache.doorsOf(roomId)].map(([direction, to]) => ({ direction, toRoomId: to, isPvp: cache.room(to)?.isPvp ?? false }));
    const target = safe ? null : safeRoomFor(cache, row.id, roomId, avoid);
    const towardSafe: Direction | null = target === null ? null : firstDoorToward(roomId, target, (id) => cache.doorsOf(id), avoid);
    const items = pickUpLoot ? (await deps.dungeons.roomContents(roomId, { withMobs: false })).items : [];
    return {
      nowMs: deps.nowMs(),
      self: { crawlerId: row.id, x: me.x, y: me.y, health: me.health, maxHealth: me.maxHealth, lastAttackAt: me.lastAttackAt, rangeUnits: me.weapon?.rangeUnits ?? weaponRangeUnits(null) },
      room: { id: roomId, safe, inCombat: state.inCombat, exits },
      attackers: attackersOf(state, row.id),
      loot: items.map((g) => ({ id: g.id, name: itemByKey(g.templateKey)?.name ?? 'an item', feetAway: feetBetween(me, g, room) })),
      towardSafe,
    };
  }

  async function carryOut(row: CrawlerRow, roomId: number, reason: OrdersReason, view: OrdersView, intent: OrdersIntent, cache: DungeonCache): Promise<void> {
    const id = row.id;
    const doors = [...cache.doorsOf(roomId).keys()];
    if (intent.kind !== 'wait') quiet.delete(id);
    if (intent.kind !== 'attack') fighting.delete(id);
    if (intent.kind !== 'walk') walks.delete(id);
    switch (intent.kind) {
      case 'walk': {
        const walk = detourStep(walks.get(id) ?? null, view.self, intent.toward, view.nowMs);
        walks.set(id, walk.progress);
        hub.walkByOrders(id, walk.toward, row.agility, doors);
        return;
      }
      case 'door': {
        const moved = await deps.navigation.move(row.userId, id, intent.direction, { by: 'orders', why: intent.reason });
        hub.leave(id, 'moved');
        const text = ordersActionText(row.name, { kind: intent.reason === 'retreat' ? 'retreated' : 'fled', what: moved.newRoom.name });
        tell(roomId, id, text);
        // Still on its orders in the next room: it enters the simulation there at once.
        await hub.enter(id, moved.newRoom.id, null, async () => []);
        tell(moved.newRoom.id, id, text);
        return;
      }
      case 'attack': {
        const applied = hub.act(id, { kind: 'attack', crawlerId: id, targetId: intent.targetId }, true);
        if (!applied) return;
        // The room may leave this process before the attack is stepped: the next round decides again.
        applied.catch(() => {});
        if (fighting.get(id) !== intent.targetId) {
          fighting.set(id, intent.targetId);
          tell(roomId, id, ordersActionText(row.name, { kind: 'attacked', what: `the ${intent.targetName}` }));
        }
        return;
      }
      case 'rest':
        await deps.navigation.rest(row.userId, id, view.room.inCombat, { by: 'orders' });
        tell(roomId, id, ordersActionText(row.name, { kind: 'rested', what: '' }));
        hub.leave(id, 'resting');
        return;
      case 'pickup':
        if (picking.has(id)) return;
        picking.add(id);
        void deps.loot
          .pickup(row.userId, intent.itemId, id, undefined, { by: 'orders' })
          .then((r) => {
            if ('equipment' in r || (r as { success?: boolean }).success !== false) tell(roomId, id, ordersActionText(row.name, { kind: 'picked_up', what: intent.itemName }));
          })
          .catch((err: unknown) => deps.log.info({ err: (err as Error).message, crawlerId: id }, 'pick-up by orders refused'))
          .finally(() => picking.delete(id));
        return;
      case 'wait': {
        if (intent.threatened || view.room.inCombat || view.attackers.length) {
          quiet.delete(id);
          return;
        }
        const rounds = (quiet.get(id) ?? 0) + 1;
        quiet.set(id, rounds);
        // Safe and settled with its sponsor away: it leaves the simulation as before, to save CPU.
        if (reason === 'away' && rounds >= QUIET_ROUNDS_BEFORE_LEAVING && !hub.isWatched(id)) {
          quiet.delete(id);
          hub.leave(id, 'idle');
        }
        return;
      }
    }
  }

  return {
    async run(due) {
      const cache = deps.dungeon();
      if (!cache) return;
      for (const { crawlerId, roomId, reason } of due) {
        try {
          const row = await deps.crawlers.findById(crawlerId);
          if (!row || !row.isAlive || row.status !== 'active') {
            walks.delete(crawlerId);
            hub.takeControl(crawlerId);
            continue;
          }
          const { orders } = ordersFromColumn(row.standingOrders);
          const view = await viewOf(row, roomId, cache, orders.refusePvp, orders.pickUpLoot);
          if (!view) continue;
          await carryOut(row, roomId, reason, view, decideOrders(view, orders), cache);
        } catch (err) {
          // A refusal (a door still cooling down, a fight that began) is the rules working: try again next round.
          deps.log.info({ err: (err as Error).message, crawlerId }, 'standing orders action refused');
        }
      }
    },
  };
}
