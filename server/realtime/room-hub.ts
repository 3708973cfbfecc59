// Live rooms (ARCHITECTURE "Game authority"): a room holding at least one crawler is simulated in
// this process every COMBAT.tickMs with game/room-sim.ts. Intents queue between ticks; each tick's
// durable facts are committed (room-persistence.ts: one transaction per tick for all rooms) before
// its events go out to the room's sockets, serialised once per room.
// Rooms without crawlers sleep (are dropped) and reload from the database when someone returns.
import { performance } from 'node:perf_hooks';
import { InternalErrorCode } from '#contract/errors.ts';
import { COMBAT } from '#game/constants.ts';
import { checkExitReach, checkPosition, type PositionVerdict } from '#game/movement-check.ts';
import type { MoveDirection } from '#game/movement.ts';
import { createRng, type Rng } from '#game/rng.ts';
import { attackersOf, stepToward } from '#game/standing-orders.ts';
import { crawlerEntityId, stepRoom, type Intent, type PlayerState, type RoomEvent, type RoomState } from '#game/room-sim.ts';
import type { ServerMessage } from '#contract/realtime.ts';
import type { AnnouncedEvent, RoomEvent as WireEvent } from '#contract/room-events.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { DungeonCache } from '../services/dungeon-cache.ts';
import type { EventRecorder } from '../services/event-recorder.ts';
import { hasDurableFacts, type RoomPersistence, type RoomTick, type TickOutcome } from './room-persistence.ts';
import { startTicker, type Ticker } from './ticker.ts';
import { npcSpeech } from './npc-speech.ts';
import { createHubStats, epochMs } from './hub-stats.ts';
import type { Metrics } from '../metrics/metrics.ts';
import { textFrame } from './ws-frame.ts';

export interface Viewer {
  crawlerId: number;
  send(msg: ServerMessage): void;
  /**
   * Writes a WebSocket text frame already built (ws-frame.ts, a latin1 string): a room's broadcast is
   * serialised and framed once for all its viewers, and the same bytes go to every socket in one write.
   */
  sendFrame?(frame: string): void;
}

interface Pending {
  crawlerId: number;
  kind: Intent['kind'];
  resolve: (events: RoomEvent[]) => void;
  /** The room left this process before the intent was stepped (NotOwnerError: ask again, elsewhere). */
  reject: (err: Error) => void;
}

interface ActiveRoom {
  roomId: number;
  state: RoomState;
  queue: Intent[];
  pending: Pending[];
  viewers: Set<Viewer>;
  /** Last accepted position report per crawler (for the speed check). */
  lastReport: Map<number, number>;
  /** Persist-then-broadcast chain: keeps this room's writes and messages in tick order. */
  chain: Promise<void>;
  /** When each NPC last spoke to each crawler. */
  spoke: Map<string, number>;
  emptySinceTick: number | null;
  /** The room's walls and cover (static), for the position check; read from the dungeon once. */
  obstacles: readonly { x: number; y: number; w: number; h: number }[] | null;
  /** Which slice of the tick period this room steps in (see TICK_PHASES). */
  phase: number;
  /** Crawlers whose intents queued since the last step came from their standing orders. */
  byOrders: Set<number>;
  /** Crawlers with an accepted position here since they arrived (by their sponsor or their orders). */
  walked: Set<number>;
}

/**
 * Why a crawler is on its standing orders: its sponsor has been away DISCONNECT_GRACE_MS
 * ('away': their return takes control back), or pressed Go idle ('idle': only an intent does).
 */
export type OrdersReason = 'away' | 'idle';

/** Carries out standing orders (orders-runner.ts): one round for the crawlers on them, then resolves. */
export interface OrdersDriver {
  run(crawlers: readonly { crawlerId: number; roomId: number; reason: OrdersReason }[]): Promise<void>;
}

export interface HubDeps {
  persistence: RoomPersistence;
  /** Loads a room's state (mobs) when it wakes. */
  loadRoom: (roomId: number) => Promise<RoomState>;
  /** Loads one crawler as a room player. */
  loadPlayer: (crawlerId: number) => Promise<PlayerState>;
  /**
   * The living, active crawlers the database has standing in a room that wakes (after a restart, or
   * after they left the simulation idle): they are in it again whatever moved them there, unattended
   * (docs/decisions/0031-one-intent-gateway.md). Asked only for rooms that are not safe.
   */
  loadOccupants?: (roomId: number) => Promise<PlayerState[]>;
  /** Writes live positions, each only while its crawler still stands in the room it was taken in. */
  savePositions: (positions: { crawlerId: number; roomId: number; x: number; y: number }[]) => Promise<void>;
  dungeon: () => DungeonCache | undefined;
  /** Takes the crawlers' position samples for their logs and writes them with the positions. */
  recorder?: EventRecorder;
  log: FastifyBaseLogger;
  nowMs?: () => number;
  seed?: number;
  /**
   * In a cluster: whether this process may simulate the room now (it holds the lease of
   * its shard). A room it may not is never woken here, and an awake one stops at its next tick.
   * Absent: one process, every room is its own.
   */
  owns?: (roomId: number) => boolean;
  /** Told of every room stepped, with the time (epoch ms): the cluster's step journal. */
  onStep?: (roomId: number, atMs: number) => void;
  /** The Prometheus series (server/metrics/), when the process exports them: told once per slot and per room broadcast. */
  metrics?: Pick<Metrics, 'tickStepped' | 'broadcast'>;
}

/** A room another process owns (or that no one may simulate this instant): ask the cluster where it lives. */
export class NotOwnerError extends Error {
  readonly code = InternalErrorCode.notOwner;
  constructor(readonly roomId: number) {
    super(`room ${roomId} is not simulated by this process`);
  }
}

export type PositionResult = { ok: true; x: number; y: number } | { ok: false; x: number; y: number; reason: string };

const SLEEP_AFTER_EMPTY_TICKS = 25;
/** Standing orders decide every this many tick periods (400 ms): a player's pace, a fraction of the CPU. */
export const ORDERS_EVERY_TICKS = 2;
/** A position report this far (room-percent) from where the server has the crawler means the sponsor walked it. */
const TAKEOVER_DISTANCE = 0.5;
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
const POSITION_FLUSH_TICKS = 25;
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
const NOTHING_WRITTEN: TickOutcome = { deaths: [], levelUps: [], wrote: false };

export function createRoomHub(deps: HubDeps) {
  const rooms = new Map<number, ActiveRoom>();
  /** Awake rooms per phase, to deal a waking room into the emptiest one. */
  const roomsInPhase = new Array<number>(TICK_PHASES).fill(0);
  const roomOf = new Map<number, number>(); // crawlerId -> roomId
  const loading = new Map<number, Promise<ActiveRoom>>();
  const dirtyPositions = new Map<number, { roomId: number; x: number; y: number }>();
  /**
   * Read-only listeners of a room's shared messages, by room id (spectating). They are no
   * crawler's viewer: they never keep a crawler in its room, nor a room awake, and outlive its sleep.
   */
  const taps = new Map<number, Set<(msg: ServerMessage) => void>>();
  function tapped(roomId: number, msg: ServerMessage): void {
    const listeners = taps.get(roomId);
    if (!listeners) return;
    for (const listener of listeners) {
      try {
        listener(msg);
      } catch (err) {
        deps.log.warn({ err, roomId }, 'room tap failed');
      }
    }
  }
  /** Crawlers whose last viewer left, and when. */
  const orphanedAt = new Map<number, number>();
  /** Crawlers whose sponsor's page said it was going away (pageLeft): a shorter grace. */
  const leftPage = new Set<number>();
  /** Crawlers on their standing orders, and why. */
  const onOrders = new Map<number, OrdersReason>();
  let orders: OrdersDriver | null = null;
  /** The round of orders under way: one at a time, a slow round skips the next. */
  let ordersRound: Promise<void> | null = null;
  const nowMs = deps.nowMs ?? (() => Date.now());
  const rng: Rng = createRng(deps.seed ?? 0x5eed);
  let ticker: Ticker | null = null;
  /** Tick periods begun (a room steps once per period). */
  let ticks = 0;
  /** Phase slots run (TICK_PHASES per period). */
  let beats = 0;
  const stats = createHubStats(TICK_PHASES);
  /**
   * Group commit: slots whose durable facts arrive while a commit is under way wait for it, then go
   * in one transaction together (in slot order). On a quiet server every slot commits alone; on a
   * busy one the transactions per second fall as the load rises, instead of queueing up.
   */
  const toCommit: { ticks: Stepped[]; resolve: (o: TickOutcome[]) => void; reject: (err: unknown) => void }[] = [];
  /** The commit under way (resolves when no slot waits any more). */
  let writes: Promise<void> = Promise.resolve();
  let committing = false;

  async function commitQueued(): Promise<void> {
    committing = true;
    try {
      while (toCommit.length) {
        const group = toCommit.splice(0);
        const started = performance.now();
        try {
          const outcomes = await deps.persistence.persistTick(group.flatMap((g) => g.ticks));
          stats.persisted(performance.now() - started);
          let at = 0;
          for (const g of group) {
            g.resolve(outcomes.slice(at, at + g.ticks.length));
            at += g.ticks.length;
          }
        } catch (err) {
          for (const g of group) g.reject(err);
        }
      }
    } finally {
      committing = false;
    }
  }

  function commit(ticks: Stepped[]): Promise<TickOutcome[]> {
    return new Promise((resolve, reject) => {
      toCommit.push({ ticks, resolve, reject });
      if (!committing) writes = commitQueued();
    });
  }

  async function wake(roomId: number): Promise<ActiveRoom> {
    const existing = rooms.get(roomId);
    if (existing) return existing;
    if (deps.owns && !deps.owns(roomId)) throw new NotOwnerError(roomId);
    let load = loading.get(roomId);
    if (!load) {
      load = (async () => {
        const loaded = await deps.loadRoom(roomId);
        // A room where something can strike takes back the crawlers standing in it (a safe room's
        // mobs never do, so its occupants wait there for a touch: a crowded entrance costs nothing).
        const standing = !loaded.isSafe && deps.loadOccupants ? await deps.loadOccupants(roomId) : [];
        loading.delete(roomId);
        // The lease went while the room loaded: it stays asleep here.
        if (deps.owns && !deps.owns(roomId)) throw new NotOwnerError(roomId);
        const now = nowMs();
        const returning = standing.filter((p) => p.isAlive && !roomOf.has(p.crawlerId)).map((p) => ({ ...p, enteredAtMs: now }));
        const state = returning.length ? { ...loaded, players: [...loaded.players, ...returning] } : loaded;
        const phase = roomsInPhase.indexOf(Math.min(...roomsInPhase));
        roomsInPhase[phase]!++;
        const room: ActiveRoom = { roomId, state, queue: [], pending: [], viewers: new Set(), lastReport: new Map(), chain: Promise.resolve(), emptySinceTick: null, spoke: new Map(), obstacles: null, phase, byOrders: new Set(), walked: new Set() };
        rooms.set(roomId, room);
        // Nobody watches them: their sponsors' absence hands them to their orders, as after a disconnect.
        for (const p of returning) {
          roomOf.set(p.crawlerId, roomId);
          room.lastReport.set(p.crawlerId, now);
          orphanedAt.set(p.crawlerId, now);
        }
        return room;
      })();
      load.catch(() => loading.delete(roomId));
      loading.set(roomId, load);
    }
    return load;
  }

  /** Sends msg (as `frame`, its framed encoding, when the viewer takes frames); returns the bytes sent. */
  function safeSend(v: Viewer, msg: ServerMessage, frame?: string): number {
    try {
      if (!v.sendFrame) {
        v.send(msg);
        return 0;
      }
      const out = frame ?? textFrame(JSON.stringify(msg));
      v.sendFrame(out);
      return out.length;
    } catch (err) {
      deps.log.warn({ err }, 'send failed');
      return 0;
    }
  }

  function obstaclesOf(room: ActiveRoom): readonly { x: number; y: number; w: number; h: number }[] {
    if (room.obstacles) return room.obstacles;
    const roomRow = deps.dungeon()?.room(room.roomId);
    const obstacles = (roomRow?.features ?? []).map((f) => ({ x: f.x, y: f.y, w: f.w, h: f.h }));
    if (roomRow) room.obstacles = obstacles;
    return obstacles;
  }

  /** The room's size in feet, which turns the walking speed into room-percent (the default 100 ft when unknown). */
  function sizeOf(room: ActiveRoom): { widthFeet?: number; heightFeet?: number } {
    const roomRow = deps.dungeon()?.room(room.roomId);
    return roomRow ? { widthFeet: roomRow.widthFeet, heightFeet: roomRow.heightFeet } : {};
  }

  /** One message to every viewer of the room, serialised once. */
  function broadcast(room: ActiveRoom, msg: ServerMessage): void {
    tapped(room.roomId, msg);
    if (!room.viewers.size) return;
    const frame = textFrame(JSON.stringify(msg));
    for (const v of room.viewers) safeSend(v, msg, frame);
  }

  /**
   * A tick's events to the room's viewers: one message serialised once for all of them, except that
   * a refusal is news only to the crawler whose intent it was (its viewers get their own message).
   */
  function broadcastTick(room: ActiveRoom, tick: number, dueAt: number, wire: WireEvent[]): void {
    const started = performance.now();
    let refusedTo: Set<number> | null = null;
    for (const e of wire) if (e.type === 'refused') (refusedTo ??= new Set()).add(e.crawlerId);
    const shared = refusedTo ? wire.filter((e) => e.type !== 'refused') : wire;
    const sharedMsg: ServerMessage = { type: 'events', tick, roomId: room.roomId, at: dueAt, events: shared };
    let sharedRaw: string | undefined;
    let sent = 0;
    let bytes = 0;
    for (const v of room.viewers) {
      if (refusedTo?.has(v.crawlerId)) {
        const mine = wire.filter((e) => e.type !== 'refused' || e.crawlerId === v.crawlerId);
        bytes += safeSend(v, { type: 'events', tick, roomId: room.roomId, at: dueAt, events: mine });
        sent++;
      } else if (shared.length) {
        sharedRaw ??= v.sendFrame ? textFrame(JSON.stringify(sharedMsg)) : undefined;
        bytes += safeSend(v, sharedMsg, sharedRaw);
        sent++;
      }
    }
    stats.sent(sent, bytes);
    stats.fanout(performance.now() - started);
    if (deps.metrics) deps.metrics.broadcast(epochMs() - dueAt, sent);
    if (shared.length) tapped(room.roomId, sharedMsg);
  }

  /** One room's tick, stepped, waiting for its durable facts to be written before it is broadcast. */
  interface Stepped extends RoomTick {
    room: ActiveRoom;
    byOrders: ReadonlySet<number>;
    speech: WireEvent[];
    pending: Pending[];
  }

  /**
   * Queues a checked position. When the crawler's latest queued intent is already a move, the new
   * position takes its place: the step would only walk it through both, and each would be a 'moved'
   * event in the room's next message. That happens when ticks fall behind the reports (a busy server),
   * where one move per crawler per tick keeps the messages, and the step, from growing with the lag.
   * A move queued before another of its intents (an attack) stays, so the attack is judged from it.
   */
  function queueMove(room: ActiveRoom, move: Extract<Intent, { kind: 'move' }>): void {
    for (let i = room.queue.length - 1; i >= 0; i--) {
      const queued = room.queue[i]!;
      if ((queued.kind === 'join' ? queued.player.crawlerId : queued.crawlerId) !== move.crawlerId) continue;
      if (queued.kind === 'move') {
        room.queue[i] = move;
        return;
      }
      break;
    }
    room.queue.push(move);
  }

  /** Steps one room (pure simulation); its messages go out once the tick's writes are committed. */
  function step(room: ActiveRoom): Stepped {
    const intents = room.queue.splice(0);
    const pending = room.pending.splice(0);
    const byOrders = room.byOrders;
    if (byOrders.size) room.byOrders = new Set();
    const now = nowMs();
    const { state, events } = stepRoom(room.state, intents, { nowMs: now, rng });
    room.state = state;
    for (const e of events) if (e.type === 'refused') deps.log.info({ roomId: room.roomId, crawlerId: e.crawlerId, intent: e.intent, reason: e.reason }, 'intent refused');
    const roomRow = deps.dungeon()?.room(room.roomId);
    const speech = roomRow && roomRow.npcs.length ? npcSpeech(roomRow, state, now, room.spoke) : [];
    for (const e of events) {
      if (e.type !== 'moved' || !e.id.startsWith('crawler-')) continue;
      const crawlerId = Number(e.id.slice(8));
      dirtyPositions.set(crawlerId, { roomId: room.roomId, x: e.x, y: e.y });
      deps.recorder?.sample(crawlerId, room.roomId, e.x, e.y, now);
    }
    if (room.state.players.length === 0 && room.viewers.size === 0) {
      room.emptySinceTick ??= ticks;
      if (ticks - room.emptySinceTick >= SLEEP_AFTER_EMPTY_TICKS) {
        rooms.delete(room.roomId);
        roomsInPhase[room.phase]!--;
      }
    } else room.emptySinceTick = null;
    return { room, state, events, speech, pending, byOrders };
  }

  /**
   * Commits the durable facts of every stepped room in one transaction (after the previous slot's
   * commit, or grouped with other waiting slots: writes stay in tick order), then broadcasts each
   * room's events in order. A room with
   * nothing to write does not wait for the database, only for its own earlier ticks.
   * dueAt: when this tick was due (epoch ms), stamped on its messages so clients can measure delivery.
   */
  function commitAndBroadcast(stepped: Stepped[], dueAt: number): void {
    const durable = stepped.filter(hasDurableFacts);
    const committed = durable.length ? commit(durable) : null;
    const slot = new Map(durable.map((s, i) => [s, i]));
    for (const s of stepped) {
      const i = slot.get(s);
      const outcome = i === undefined || !committed ? Promise.resolve(NOTHING_WRITTEN) : committed.then((o) => o[i]!);
      const { room, state, events, speech, pending } = s;
      room.chain = room.chain
        .then(() => outcome)
        .then((out) => {
          const levelUps = out.levelUps.map((l): WireEvent => ({ type: 'level_up', tick: state.tick, crawlerId: l.crawlerId, level: l.level }));
          const wire: WireEvent[] = [...events, ...speech, ...levelUps];
          if (wire.length) broadcastTick(room, state.tick, dueAt, wire);
          for (const dead of out.deaths) removeCrawler(room, dead, 'died');
          for (const p of pending) p.resolve(events.filter((e) => relevantTo(e, p.crawlerId)));
        })
        .catch((err) => {
          deps.log.error({ err, roomId: room.roomId }, 'room tick persistence failed');
          for (const p of pending) p.resolve([]);
        });
    }
  }

  function relevantTo(e: RoomEvent, crawlerId: number): boolean {
    const me = crawlerEntityId(crawlerId);
    if (e.type === 'refused') return e.crawlerId === crawlerId;
    if (e.type === 'attacked') return e.attackerId === me;
    if (e.type === 'died') return e.killedBy === me;
    if (e.type === 'reward' || e.type === 'dodge_started') return e.crawlerId === crawlerId;
    return false;
  }

  function removeCrawler(room: ActiveRoom, crawlerId: number, reason: string): void {
    room.queue.push({ kind: 'leave', crawlerId });
    roomOf.delete(crawlerId);
    // Walked on to its next room: its orders go with it (the runner puts it there). Anything else
    // (death, a rest, the season's end, another process taking the room) ends them.
    if (reason !== 'moved') onOrders.delete(crawlerId);
    // Its next position is wherever it arrives; an old one must not be flushed over it.
    dirtyPositions.delete(crawlerId);
    deps.recorder?.forget(crawlerId);
    room.lastReport.delete(crawlerId);
    room.walked.delete(crawlerId);
    for (const v of [...room.viewers]) {
      if (v.crawlerId !== crawlerId) continue;
      room.viewers.delete(v);
      v.send({ type: 'left_room', roomId: room.roomId, reason });
    }
  }

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
      if (orders && alive) {
        if (!onOrders.has(crawlerId)) onOrders.set(crawlerId, 'away');
      } else removeCrawler(room, crawlerId, 'disconnected');
    }
  }

  /** Writes the dirty positions of one slice of the crawlers (id % `of`), or all of them. */
  async function flushPositions(slice?: number, of = 1): Promise<void> {
    await flushSamples(slice, of);
    if (!dirtyPositions.size) return;
    const batch: { crawlerId: number; roomId: number; x: number; y: number }[] = [];
    for (const [crawlerId, p] of dirtyPositions) {
      if (slice !== undefined && crawlerId % of !== slice) continue;
      dirtyPositions.delete(crawlerId);
      // A room whose lease went: its new owner writes the positions now.
      if (deps.owns && !deps.owns(p.roomId)) continue;
      batch.push({ crawlerId, ...p });
    }
    if (!batch.length) return;
    const started = performance.now();
    await deps.savePositions(batch).catch((err) => deps.log.warn({ err }, 'position flush failed'));
    stats.flushed(performance.now() - started);
  }

  /** Writes the position samples of one slice of the crawlers (id % `of`), or all of them, to their logs. */
  async function flushSamples(slice?: number, of = 1): Promise<void> {
    const recorder = deps.recorder;
    if (!recorder?.pendingSamples()) return;
    await recorder.flushSamples(slice === undefined ? undefined : (id) => id % of === slice).catch((err: unknown) => deps.log.warn({ err }, 'position sample flush failed'));
  }

  function snapshotFor(room: ActiveRoom, crawlerId: number, entities: ServerMessage & { type: 'snapshot' } extends { entities: infer E } ? E : never): ServerMessage {
    const self = room.state.players.find((p) => p.crawlerId === crawlerId);
    return {
      type: 'snapshot',
      tick: room.state.tick,
      roomId: room.roomId,
      crawlerId,
      inCombat: room.state.inCombat,
      self: { x: self?.x ?? 50, y: self?.y ?? 50, health: self?.health ?? 0, maxHealth: self?.maxHealth ?? 0, isAlive: self?.isAlive ?? false },
      entities,
    };
  }

  /**
   * A room this process no longer simulates (its lease moved): its crawlers leave with `reason`
   * (their viewers rejoin, and the cluster sends them to the new owner), and it sleeps here.
   * Positions not yet written are dropped: the room's owner may be writing them now.
   */
  function dropRoom(room: ActiveRoom, reason: string): void {
    // Intents queued but never stepped here: their requests are answered room_moving (nothing was
    // applied, so the client, or the forwarding process, may send them again to the new owner).
    for (const p of room.pending.splice(0)) p.reject(new NotOwnerError(room.roomId));
    room.queue = [];
    for (const p of room.state.players) removeCrawler(room, p.crawlerId, reason);
    for (const v of [...room.viewers]) {
      room.viewers.delete(v);
      v.send({ type: 'left_room', roomId: room.roomId, reason });
    }
    for (const [crawlerId, roomId] of roomOf) if (roomId === room.roomId) roomOf.delete(crawlerId);
    rooms.delete(room.roomId);
    roomsInPhase[room.phase]!--;
    stats.dropped();
  }

  /** Steps the rooms of one phase (all of them when phase is null), commits, then broadcasts. */
  function tick(dueAt: number, phase: number | null): void {
    const started = performance.now();
    stats.tickStarted(Math.max(0, epochMs() - dueAt));
    if (phase === null || phase === 0) ticks++;
    releaseOrphans();
    const stepped: Stepped[] = [];
    for (const room of [...rooms.values()]) {
      if (phase !== null && room.phase !== phase) continue;
      // Checked on every step: a lease that lapsed a moment ago stops its rooms before the next step.
      if (deps.owns && !deps.owns(room.roomId)) dropRoom(room, HANDOVER);
      else {
        stepped.push(step(room));
        deps.onStep?.(room.roomId, Date.now());
      }
    }
    commitAndBroadcast(stepped, dueAt);
    if ((phase === null || phase === 0) && ticks % ORDERS_EVERY_TICKS === 0) runOrders();
    const ms = performance.now() - started;
    stats.stepDone(ms);
    if (deps.metrics) deps.metrics.tickStepped(ms, stepped.length);
  }

  /** Starts a round of standing orders for the crawlers on them (not awaited by the tick). */
  function runOrders(): void {
    if (!orders || ordersRound || !onOrders.size) return;
    const due: { crawlerId: number; roomId: number; reason: OrdersReason }[] = [];
    for (const [crawlerId, reason] of onOrders) {
      const roomId = roomOf.get(crawlerId);
      if (roomId === undefined) onOrders.delete(crawlerId);
      else if (rooms.has(roomId)) due.push({ crawlerId, roomId, reason });
    }
    if (!due.length) return;
    ordersRound = orders
      .run(due)
      .catch((err: unknown) => deps.log.error({ err }, 'standing orders round failed'))
      .finally(() => {
        ordersRound = null;
      });
  }

  /** The position check and queue shared by a player's report and a step by orders. */
  function position(crawlerId: number, x: number, y: number, agility: number, availableDirections: readonly string[], byOrders: boolean): PositionResult {
    const roomId = roomOf.get(crawlerId);
    const room = roomId === undefined ? undefined : rooms.get(roomId);
    const player = room?.state.players.find((p) => p.crawlerId === crawlerId);
    if (!room || !player) return { ok: false, x, y, reason: 'not_in_room' };
    if (!player.isAlive) return { ok: false, x: player.x, y: player.y, reason: 'dead' };
    const obstacles = obstaclesOf(room);
    const now = nowMs();
    const verdict = checkPosition({ x: player.x, y: player.y }, { x, y }, now - (room.lastReport.get(crawlerId) ?? now), agility, { obstacles, availableDirections, ...sizeOf(room) });
    if (!verdict.ok) {
      deps.log.info({ crawlerId, x, y, reason: verdict.reason, byOrders }, 'position refused');
      return { ok: false, x: player.x, y: player.y, reason: verdict.reason };
    }
    // The sponsor walked it: their hand is back on the controls.
    if (!byOrders && Math.hypot(x - player.x, y - player.y) > TAKEOVER_DISTANCE) onOrders.delete(crawlerId);
    if (byOrders) room.byOrders.add(crawlerId);
    room.lastReport.set(crawlerId, now);
    room.walked.add(crawlerId);
    queueMove(room, { kind: 'move', crawlerId, x, y });
    return { ok: true, x, y };
  }

  return {
    start() {
      stats.start();
      // A late phase still runs (its rooms keep their cadence); only a whole period's lag is skipped.
      ticker ??= startTicker(
        COMBAT.tickMs / TICK_PHASES,
        (scheduledAt) => {
          const phase = beats % TICK_PHASES;
          beats++;
          tick(performance.timeOrigin + scheduledAt, phase);
          // Once a period: each statement costs more than its rows (PGlite runs on this thread).
          if (phase === 0) void flushPositions(ticks % POSITION_FLUSH_TICKS, POSITION_FLUSH_TICKS);
        },
        undefined,
        COMBAT.tickMs,
      );
    },
    async stop() {
      ticker?.stop();
      ticker = null;
      stats.stop();
      // A round of orders under way finishes (its move or rest commits) before the writes are awaited.
      await ordersRound;
      await writes;
      await Promise.all([...rooms.values()].map((r) => r.chain));
      await flushPositions();
    },
    /** Resolves once the writes and messages of every tick stepped so far are done. */
    async settle(): Promise<void> {
      await writes;
      await Promise.all([...rooms.values()].map((r) => r.chain));
    },
    /**
     * Every crawler leaves its live room (the season ended: its crawlers retire), each viewer told
     * `reason`; the rooms sleep once empty. Returns how many crawlers left.
     */
    evictAll(reason: string): number {
      let left = 0;
      for (const [crawlerId, roomId] of [...roomOf]) {
        const room = rooms.get(roomId);
        if (room) removeCrawler(room, crawlerId, reason);
        else roomOf.delete(crawlerId);
        orphanedAt.delete(crawlerId);
        left++;
      }
      return left;
    },
    /**
     * Hands the rooms `which` selects to another process by choice (its lease is about to be given
     * up; `which` no longer counts as owned, so no step runs): their last ticks finish, their
     * positions are written, then their crawlers leave with HANDOVER and the rooms sleep here.
     */
    async handOver(which: (roomId: number) => boolean): Promise<number> {
      const leaving = [...rooms.values()].filter((r) => which(r.roomId));
      if (!leaving.length) return 0;
      await Promise.all(leaving.map((r) => r.chain));
      const batch: { crawlerId: number; roomId: number; x: number; y: number }[] = [];
      for (const room of leaving) {
        for (const p of room.state.players) {
          const dirty = dirtyPositions.get(p.crawlerId);
          if (dirty) batch.push({ crawlerId: p.crawlerId, ...dirty });
        }
      }
      if (batch.length) await deps.savePositions(batch).catch((err) => deps.log.warn({ err }, 'handover position write failed'));
      for (const room of leaving) if (rooms.get(room.roomId) === room) dropRoom(room, HANDOVER);
      return leaving.length;
    },
    /**
     * For tests: run one tick now and wait until its writes and messages are done. Positions and
     * samples are written for every crawler, unless `paced` (a bench): then one slice of them, as the
     * running hub writes them each period.
     */
    async tickNow(opts: { paced?: boolean } = {}): Promise<void> {
      tick(epochMs(), null);
      await ordersRound;
      await writes;
      await Promise.all([...rooms.values()].map((r) => r.chain));
      await (opts.paced ? flushPositions(ticks % POSITION_FLUSH_TICKS, POSITION_FLUSH_TICKS) : flushPositions());
    },
    roomOf: (crawlerId: number) => roomOf.get(crawlerId),
    stateOf: (roomId: number) => rooms.get(roomId)?.state,
    playerOf(crawlerId: number): PlayerState | undefined {
      const roomId = roomOf.get(crawlerId);
      return roomId === undefined ? undefined : rooms.get(roomId)?.state.players.find((p) => p.crawlerId === crawlerId);
    },

    /** Puts a crawler into its room (once) and, with a viewer, sends it the room's snapshot. */
    async enter(crawlerId: number, roomId: number, viewer: Viewer | null, entities: () => Promise<Parameters<typeof snapshotFor>[2]>): Promise<void> {
      const previous = roomOf.get(crawlerId);
      if (previous !== undefined && previous !== roomId) {
        const old = rooms.get(previous);
        if (old) removeCrawler(old, crawlerId, 'moved');
      }
      const room = await wake(roomId);
      // Walked out and straight back in before the leave was applied: cancel the leave.
      room.queue = room.queue.filter((i) => !(i.kind === 'leave' && i.crawlerId === crawlerId));
      if (!room.state.players.some((p) => p.crawlerId === crawlerId) && !room.queue.some((i) => i.kind === 'join' && i.player.crawlerId === crawlerId)) {
        // Stamped with its arrival: mobs hold their strikes for its first moments here (arrival grace).
        const player = { ...(await deps.loadPlayer(crawlerId)), enteredAtMs: nowMs() };
        if (!player.isAlive) return;
        // Joins at once (not at the next tick) so the snapshot below already holds the crawler.
        room.state = { ...room.state, players: [...room.state.players, player] };
        broadcast(room, { type: 'events', tick: room.state.tick, roomId, events: [{ type: 'joined', tick: room.state.tick, crawlerId }] });
      }
      roomOf.set(crawlerId, roomId);
      room.lastReport.set(crawlerId, nowMs());
      // Put here without a viewer (an HTTP intent, its orders): unattended until someone watches or
      // acts for it, so its sponsor's absence hands it to its orders as after a disconnect.
      if (viewer || [...room.viewers].some((v) => v.crawlerId === crawlerId)) orphanedAt.delete(crawlerId);
      else if (!orphanedAt.has(crawlerId)) orphanedAt.set(crawlerId, nowMs());
      if (viewer) leftPage.delete(crawlerId);
      // The sponsor is back: orders taken because they were away end. Go idle lasts until an intent.
      if (viewer && onOrders.get(crawlerId) === 'away') onOrders.delete(crawlerId);
      if (viewer) {
        room.viewers.add(viewer);
        viewer.send(snapshotFor(room, crawlerId, await entities()));
      }
    },

    detach(viewer: Viewer): void {
      for (const room of rooms.values()) {
        if (!room.viewers.delete(viewer)) continue;
        const stillWatched = [...room.viewers].some((v) => v.crawlerId === viewer.crawlerId);
        if (!stillWatched && roomOf.get(viewer.crawlerId) === room.roomId) orphanedAt.set(viewer.crawlerId, nowMs());
      }
    },

    /**
     * Its sponsor acted for it over a path without a socket (HTTP): they are here, so orders taken
     * because they were away end, and the away grace starts again from now.
     */
    attend(crawlerId: number): void {
      const room = rooms.get(roomOf.get(crawlerId) ?? -1);
      if (!room) return;
      if (onOrders.get(crawlerId) === 'away') onOrders.delete(crawlerId);
      if (![...room.viewers].some((v) => v.crawlerId === crawlerId)) orphanedAt.set(crawlerId, nowMs());
    },

    /** The crawler walked out of its room (or died elsewhere): it leaves the simulation. */
    leave(crawlerId: number, reason: string): void {
      const roomId = roomOf.get(crawlerId);
      const room = roomId === undefined ? undefined : rooms.get(roomId);
      if (room) removeCrawler(room, crawlerId, reason);
    },

    /**
     * For a door move of a crawler live in its room: could it have walked into that door's zone
     * since its last accepted report (the latest queued one, else where the simulation has it)? null
     * when it is not live here, or nobody has walked it since it arrived: then it stands at the
     * entry it came in by, a transition ago, from where every exit counts as in reach (the rule for
     * a crawler out of the simulation, kept for one put in it by an HTTP move or a restart).
     */
    exitReach(crawlerId: number, direction: MoveDirection, agility: number): PositionVerdict | null {
      const roomId = roomOf.get(crawlerId);
      const room = roomId === undefined ? undefined : rooms.get(roomId);
      const player = room?.state.players.find((p) => p.crawlerId === crawlerId);
      if (!room || !player || !room.walked.has(crawlerId)) return null;
      let from: { x: number; y: number } = player;
      for (const i of room.queue) if (i.kind === 'move' && i.crawlerId === crawlerId) from = i;
      const now = nowMs();
      return checkExitReach(from, direction, now - (room.lastReport.get(crawlerId) ?? now), agility, sizeOf(room));
    },

    /** Checks a reported position against the crawler's speed and the room; queues it or corrects. */
    reportPosition(crawlerId: number, x: number, y: number, agility: number, availableDirections: readonly string[]): PositionResult {
      return position(crawlerId, x, y, agility, availableDirections, false);
    },

    /** Queues an attack or dodge; resolves with this crawler's events of the tick that applied it. */
    act(crawlerId: number, intent: Extract<Intent, { kind: 'attack' | 'dodge' }>, byOrders = false): Promise<RoomEvent[]> | null {
      const roomId = roomOf.get(crawlerId);
      const room = roomId === undefined ? undefined : rooms.get(roomId);
      if (!room) return null;
      if (byOrders) room.byOrders.add(crawlerId);
      else onOrders.delete(crawlerId);
      room.queue.push(intent);
      return new Promise((resolve, reject) => room.pending.push({ crawlerId, kind: intent.kind, resolve, reject }));
    },

    /** Tells a live room's viewers about something that happened outside the simulation (loot, standing orders). */
    announce(roomId: number, event: AnnouncedEvent): void {
      const room = rooms.get(roomId);
      if (room) broadcast(room, { type: 'events', tick: room.state.tick, roomId, events: [{ ...event, tick: room.state.tick }] });
    },

    /** Listens to a room's shared messages (what every viewer gets, refusals left out); returns the way to stop. */
    tap(roomId: number, listener: (msg: ServerMessage) => void): () => void {
      let listeners = taps.get(roomId);
      if (!listeners) taps.set(roomId, (listeners = new Set()));
      listeners.add(listener);
      return () => {
        const now = taps.get(roomId);
        if (!now) return;
        now.delete(listener);
        if (!now.size) taps.delete(roomId);
      };
    },
    /** Standing orders: the driver that carries them out (set once, after the hub exists). */
    useOrders(driver: OrdersDriver): void {
      orders = driver;
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
    /**
     * One step of a walk by orders toward `toward`, at the crawler's own speed since its last
     * accepted position, through the very check a player's report passes. False when none was taken.
     */
    walkByOrders(crawlerId: number, toward: { x: number; y: number }, agility: number, availableDirections: readonly string[]): boolean {
      const roomId = roomOf.get(crawlerId);
      const room = roomId === undefined ? undefined : rooms.get(roomId);
      const player = room?.state.players.find((p) => p.crawlerId === crawlerId);
      if (!room || !player) return false;
      const now = nowMs();
      const next = stepToward(player, toward, agility, now - (room.lastReport.get(crawlerId) ?? now), { obstacles: obstaclesOf(room), availableDirections, ...sizeOf(room) });
      return next !== null && position(crawlerId, next.x, next.y, agility, availableDirections, true).ok;
    },

    activeRooms: () => rooms.size,
    /** The ids of the rooms awake here. */
    liveRooms: () => [...rooms.keys()],

    /** The hub's measurements (hub-stats.ts) since the last reset; reset starts a new window. */
    stats(reset = false) {
      let viewers = 0;
      let players = 0;
      for (const r of rooms.values()) {
        viewers += r.viewers.size;
        players += r.state.players.length;
      }
      return stats.snapshot({ rooms: rooms.size, viewers, players }, reset);
    },
  };
}
export type RoomHub = ReturnType<typeof createRoomHub>;
