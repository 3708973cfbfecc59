// When standing orders act for a crawler (docs/decisions/0019-standing-orders.md): the grace a
// crawler without viewers waits for its sponsor, the rounds of orders started from the tick, and who
// is in control (Go idle, the page leaving, the sponsor taking control back).
import { attackersOf } from '#game/standing-orders.ts';
import { DISCONNECT_GRACE_MS, LEFT_PAGE_GRACE_MS, type HubContext } from './context.ts';
import type { RoomRegistry } from './room-registry.ts';
import type { OrdersDriver, OrdersReason } from './types.ts';

export function createOrdersSchedule(ctx: HubContext, registry: RoomRegistry) {
  const { deps, rooms, roomOf, orphanedAt, leftPage, onOrders, nowMs } = ctx;
  const { removeCrawler } = registry;

  /**
   * How long a crawler whose viewers are gone waits for its sponsor before its orders act: at once
   * when the page said it was going away while the crawler is under attack (its room in combat, or a
   * mob going for it), LEFT_PAGE_GRACE_MS when the page said so otherwise, DISCONNECT_GRACE_MS when
   * the connection went without a word. Checked every tick, so a fight that starts during a grace
   * ends it.
   */
  function orphanedGraceMs(crawlerId: number): number {
    if (!leftPage.has(crawlerId)) return DISCONNECT_GRACE_MS;
    const room = rooms.get(roomOf.get(crawlerId) ?? -1);
    const underAttack = !!room && (room.state.inCombat || attackersOf(room.state, crawlerId).length > 0);
    return underAttack ? 0 : LEFT_PAGE_GRACE_MS;
  }

  function releaseOrphans(): void {
    const now = nowMs();
    for (const [crawlerId, since] of orphanedAt) {
      if (now - since < orphanedGraceMs(crawlerId)) continue;
      orphanedAt.delete(crawlerId);
      leftPage.delete(crawlerId);
      const room = rooms.get(roomOf.get(crawlerId) ?? -1);
      if (!room || [...room.viewers].some((v) => v.crawlerId === crawlerId)) continue;
      const alive = room.state.players.some((p) => p.crawlerId === crawlerId && p.isAlive);
      // Already on its orders (Go idle, or walked on by them): they keep their reason.
      if (ctx.orders && alive) {
        if (!onOrders.has(crawlerId)) onOrders.set(crawlerId, 'away');
      } else removeCrawler(room, crawlerId, 'disconnected');
    }
  }

  /** Starts a round of standing orders for the crawlers on them (not awaited by the tick). */
  function runOrders(): void {
    const orders = ctx.orders;
    if (!orders || ctx.ordersRound || !onOrders.size) return;
    const due: { crawlerId: number; roomId: number; reason: OrdersReason }[] = [];
    for (const [crawlerId, reason] of onOrders) {
      const roomId = roomOf.get(crawlerId);
      if (roomId === undefined) onOrders.delete(crawlerId);
      else if (rooms.has(roomId)) due.push({ crawlerId, roomId, reason });
    }
    if (!due.length) return;
    ctx.ordersRound = orders
      .run(due)
      .catch((err: unknown) => deps.log.error({ err }, 'standing orders round failed'))
      .finally(() => {
        ctx.ordersRound = null;
      });
  }

  return {
    releaseOrphans,
    runOrders,

    /**
     * Its sponsor acted for it over a path without a socket (HTTP): they are here, so orders taken
     * because they were away end, and the away grace starts again from now.
     */
    attend(crawlerId: number): void {
      const room = rooms.get(roomOf.get(crawlerId) ?? -1);
      if (!room) return;
      if (onOrders.get(crawlerId) === 'away') onOrders.delete(crawlerId);
      // Called on every HTTP intent (a walking player reports five times a second): no array per call.
      for (const v of room.viewers) if (v.crawlerId === crawlerId) return;
      orphanedAt.set(crawlerId, nowMs());
    },
    /** Standing orders: the driver that carries them out (set once, after the hub exists). */
    useOrders(driver: OrdersDriver): void {
      ctx.orders = driver;
    },
    /** Hands a crawler live here to its orders at once (Go idle); false when it is not live here. */
    goIdle(crawlerId: number): boolean {
      if (!roomOf.has(crawlerId)) return false;
      onOrders.set(crawlerId, 'idle');
      return true;
    },
    /**
     * The sponsor's page said it is going away (closed or reloaded): once its socket has gone, the
     * orders take over at once under attack, else after LEFT_PAGE_GRACE_MS instead of
     * DISCONNECT_GRACE_MS (orphanedGraceMs). False when not live here.
     */
    pageLeft(crawlerId: number): boolean {
      if (!roomOf.has(crawlerId)) return false;
      leftPage.add(crawlerId);
      return true;
    },
    /** The sponsor takes control back (an intent, or Take control). */
    takeControl(crawlerId: number): void {
      onOrders.delete(crawlerId);
    },
    /** Who acts for the crawler now. */
    controlOf: (crawlerId: number): 'orders' | 'sponsor' => (onOrders.has(crawlerId) ? 'orders' : 'sponsor'),
    /** Whether someone is watching the crawler's room for it (its sponsor's page). */
    isWatched(crawlerId: number): boolean {
      const room = rooms.get(roomOf.get(crawlerId) ?? -1);
      return !!room && [...room.viewers].some((v) => v.crawlerId === crawlerId);
    },
  };
}
export type OrdersSchedule = ReturnType<typeof createOrdersSchedule>;
