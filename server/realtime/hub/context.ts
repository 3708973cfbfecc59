// The state one room hub's parts share (registry, tick loop, broadcaster, orders schedule,
// positions), passed to each explicitly: several hubs live at once (tests, benches), so none of it
// may be a module global. Also the hub's timing constants.
import { createRng, type Rng } from '#game/rng.ts';
import type { ServerMessage } from '#contract/realtime.ts';
import { createHubStats, type HubStats } from '../hub-stats.ts';
import type { ActiveRoom, HubDeps, OrdersDriver, OrdersReason } from './types.ts';

export const SLEEP_AFTER_EMPTY_TICKS = 25;
/** Standing orders decide every this many tick periods (400 ms): a player's pace, a fraction of the CPU. */
export const ORDERS_EVERY_TICKS = 2;
/** A position report this far (room-percent) from where the server has the crawler means the sponsor walked it. */
export const TAKEOVER_DISTANCE = 0.5;
/**
 * A crawler whose last viewer disconnected stays in its room this long (so closing the tab is no
 * escape from a fight), then its standing orders take over until it is safe with nothing
 * to do, when it leaves the simulation until its sponsor comes back. Without an orders driver it
 * leaves at once.
 */
export const DISCONNECT_GRACE_MS = 10_000;
/**
 * The grace when the sponsor's page said it was going away (closed, reloaded; decision 0019) and nothing
 * is attacking the crawler: long enough for a reload to join again (so a reload keeps control and
 * the crawler's place), short enough to matter. Under attack there is no grace at all: the orders
 * take over at the next tick (orphanedGraceMs), and a reload's join still takes control back.
 */
export const LEFT_PAGE_GRACE_MS = 3_000;
/**
 * Each crawler's live position is written at most every POSITION_FLUSH_TICKS ticks (5 s), and each
 * tick writes one slice of the crawlers (id modulo), so the writes spread evenly over the ticks: with
 * thousands of crawlers, one large write a second held PGlite (on this thread) for tens of ms.
 */
export const POSITION_FLUSH_TICKS = 25;
/**
 * Every room steps once per COMBAT.tickMs, but not all at the same moment: rooms are dealt into
 * TICK_PHASES slices, and one slice steps every COMBAT.tickMs / TICK_PHASES (50 ms). A tick's cost is
 * mostly its broadcast (a socket write per viewer); thousands of viewers written in one go held the
 * event loop for tens of ms, delaying every message and request behind it. Sliced, the same work
 * comes in four short runs.
 */
export const TICK_PHASES = 4;
/** The reason a crawler's viewers are given when its room moves to another process: join again. */
export const HANDOVER = 'handover';

export interface HubContext {
  readonly deps: HubDeps;
  readonly rooms: Map<number, ActiveRoom>;
  /** Awake rooms per phase, to deal a waking room into the emptiest one. */
  readonly roomsInPhase: number[];
  /** crawlerId -> roomId */
  readonly roomOf: Map<number, number>;
  readonly dirtyPositions: Map<number, { roomId: number; x: number; y: number }>;
  /**
   * Read-only listeners of a room's shared messages, by room id (spectating). They are no
   * crawler's viewer: they never keep a crawler in its room, nor a room awake, and outlive its sleep.
   */
  readonly taps: Map<number, Set<(msg: ServerMessage) => void>>;
  /** Crawlers whose last viewer left, and when. */
  readonly orphanedAt: Map<number, number>;
  /** Crawlers whose sponsor's page said it was going away (pageLeft): a shorter grace. */
  readonly leftPage: Set<number>;
  /** Crawlers on their standing orders, and why. */
  readonly onOrders: Map<number, OrdersReason>;
  orders: OrdersDriver | null;
  /** The round of orders under way: one at a time, a slow round skips the next. */
  ordersRound: Promise<void> | null;
  readonly nowMs: () => number;
  readonly rng: Rng;
  /** Tick periods begun (a room steps once per period). */
  ticks: number;
  readonly stats: HubStats;
}

export function createHubContext(deps: HubDeps): HubContext {
  return {
    deps,
    rooms: new Map(),
    roomsInPhase: new Array<number>(TICK_PHASES).fill(0),
    roomOf: new Map(),
    dirtyPositions: new Map(),
    taps: new Map(),
    orphanedAt: new Map(),
    leftPage: new Set(),
    onOrders: new Map(),
    orders: null,
    ordersRound: null,
    nowMs: deps.nowMs ?? (() => Date.now()),
    rng: createRng(deps.seed ?? 0x5eed),
    ticks: 0,
    stats: createHubStats(TICK_PHASES),
  };
}
