// A crawler's standing orders: read (the defaults until set), replaced as a whole, and
// who is in control: Go idle hands the crawler to its orders at once, Take control hands it back.
// Only the sponsor's own crawler: another's is 404, as everywhere.
import { ErrorCode } from '#contract/errors.ts';
import { ordersFromColumn, type OrdersView, type StandingOrders } from '#contract/standing-orders.ts';
import { describeEntry } from '#game/event-log.ts';
import type { Db } from '../db/database.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { CrawlerRepository, CrawlerRow } from '../repositories/crawler-repository.ts';
import type { EventLogRepository } from '../repositories/event-log-repository.ts';
import type { NavigationService } from './navigation-service.ts';

/** How many of the latest actions by orders the view carries (the room events show them on return). */
export const RECENT_ORDERS_ACTIONS = 20;

/**
 * What the orders need of the live rooms (server/realtime/room-hub.ts implements it; app.ts passes
 * the hub in). Services never import realtime/: the rooms call services, not the other way round.
 */
export interface LiveRoomControl {
  controlOf(crawlerId: number): 'orders' | 'sponsor';
  /** Hands the crawler to its orders at once; false when it is in no live room. */
  goIdle(crawlerId: number): boolean;
  pageLeft(crawlerId: number): boolean;
  takeControl(crawlerId: number): void;
  roomOf(crawlerId: number): number | undefined;
  /** Wakes the crawler's room with it inside, with no one watching. */
  enter(crawlerId: number, roomId: number, viewer: null, entities: () => Promise<never[]>): Promise<void>;
}

interface Deps {
  db: Db;
  crawlers: Pick<CrawlerRepository, 'findOwned' | 'update'>;
  log: Pick<EventLogRepository, 'recentByOrders'>;
  hub: LiveRoomControl;
  navigation: Pick<NavigationService, 'locate'>;
}

export function createStandingOrdersService(deps: Deps) {
  const { db, crawlers, hub } = deps;

  async function owned(userId: string, crawlerId: number): Promise<CrawlerRow> {
    const row = await crawlers.findOwned(crawlerId, userId);
    if (!row) throw notFound('Crawler');
    return row;
  }

  function living(row: CrawlerRow): void {
    if (!row.isAlive) throw conflict(`${row.name} is dead: standing orders no longer apply.`, ErrorCode.crawlerDead);
  }

  async function view(row: CrawlerRow): Promise<OrdersView> {
    const recent = await deps.log.recentByOrders(row.id, RECENT_ORDERS_ACTIONS);
    return {
      ...ordersFromColumn(row.standingOrders),
      control: hub.controlOf(row.id),
      recent: recent.map((e) => ({ seq: e.seq, at: e.at, roomId: e.roomId, message: describeEntry(row.name, e) })),
    };
  }

  return {
    async get(userId: string, crawlerId: number): Promise<OrdersView> {
      return view(await owned(userId, crawlerId));
    },

    async save(userId: string, crawlerId: number, orders: StandingOrders): Promise<OrdersView> {
      const row = await owned(userId, crawlerId);
      living(row);
      const stored = await db.transaction((tx) => crawlers.update(row.id, { standingOrders: { ...orders } }, tx));
      return view(stored);
    },

    /** Go idle: the crawler is put in its live room (if it is not there yet) and its orders act from the next round. */
    async idle(userId: string, crawlerId: number): Promise<OrdersView> {
      const { row, room } = await deps.navigation.locate(userId, crawlerId);
      living(row);
      if (row.status === 'resting') throw conflict(`${row.name} is recovering: its orders resume once it is rested.`, ErrorCode.crawlerResting);
      if (hub.roomOf(row.id) !== room.id) await hub.enter(row.id, room.id, null, async () => []);
      if (!hub.goIdle(row.id)) throw conflict(`${row.name} is not in a live room.`, ErrorCode.notInRoom);
      return view(row);
    },

    /** The sponsor's page is going away: a shorter grace before the orders act (hub.pageLeft); nothing else changes. */
    async pageLeft(userId: string, crawlerId: number): Promise<OrdersView> {
      const row = await owned(userId, crawlerId);
      if (row.isAlive) hub.pageLeft(row.id);
      return view(row);
    },

    async control(userId: string, crawlerId: number): Promise<OrdersView> {
      const row = await owned(userId, crawlerId);
      hub.takeControl(row.id);
      return view(row);
    },
  };
}
export type StandingOrdersService = ReturnType<typeof createStandingOrdersService>;
