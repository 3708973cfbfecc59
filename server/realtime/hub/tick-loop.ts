// The hub's clock: every COMBAT.tickMs each awake room is stepped (one phase of them per slot), the
// slot's durable facts are committed (grouped with slots waiting on an earlier commit), then each
// room's events are broadcast in tick order; standing orders and position flushes are started from it.
import { performance } from 'node:perf_hooks';
import { COMBAT } from '#game/constants.ts';
import { crawlerEntityId, stepRoom, type RoomEvent } from '#game/room-sim.ts';
import type { RoomEvent as WireEvent } from '#contract/room-events.ts';
import { hasDurableFacts, type TickOutcome } from '../room-persistence.ts';
import { startTicker, type Ticker } from '../ticker.ts';
import { npcSpeech } from '../npc-speech.ts';
import { epochMs } from '../hub-stats.ts';
import { HANDOVER, ORDERS_EVERY_TICKS, POSITION_FLUSH_TICKS, SLEEP_AFTER_EMPTY_TICKS, TICK_PHASES, type HubContext } from './context.ts';
import type { Broadcaster } from './broadcaster.ts';
import type { RoomRegistry } from './room-registry.ts';
import type { Positions } from './positions.ts';
import type { OrdersSchedule } from './orders-schedule.ts';
import type { ActiveRoom, Stepped } from './types.ts';

const NOTHING_WRITTEN: TickOutcome = { deaths: [], levelUps: [], wrote: false, fame: [] };

function relevantTo(e: RoomEvent, crawlerId: number): boolean {
  const me = crawlerEntityId(crawlerId);
  if (e.type === 'refused') return e.crawlerId === crawlerId;
  if (e.type === 'attacked') return e.attackerId === me;
  if (e.type === 'died') return e.killedBy === me;
  if (e.type === 'reward' || e.type === 'dodge_started') return e.crawlerId === crawlerId;
  return false;
}

export function createTickLoop(ctx: HubContext, parts: { broadcaster: Broadcaster; registry: RoomRegistry; positions: Positions; schedule: OrdersSchedule }) {
  const { deps, rooms, roomsInPhase, dirtyPositions, nowMs, rng, stats } = ctx;
  const { broadcastTick } = parts.broadcaster;
  const { removeCrawler, dropRoom } = parts.registry;
  const { flushPositions } = parts.positions;
  const { releaseOrphans, runOrders } = parts.schedule;
  let ticker: Ticker | null = null;
  /** Phase slots run (TICK_PHASES per period). */
  let beats = 0;
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

  /** Steps one room (pure simulation); its messages go out once the tick's writes are committed. */
  function step(room: ActiveRoom): Stepped {
    const intents = room.queue.splice(0);
    const pending = room.pending.splice(0);
    const byOrders = room.byOrders;
    if (byOrders.size) room.byOrders = new Set();
    const healthChanged = room.healthChanged.size ? [...room.healthChanged] : undefined;
    if (healthChanged) room.healthChanged.clear();
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
      room.emptySinceTick ??= ctx.ticks;
      if (ctx.ticks - room.emptySinceTick >= SLEEP_AFTER_EMPTY_TICKS) {
        rooms.delete(room.roomId);
        roomsInPhase[room.phase]!--;
      }
    } else room.emptySinceTick = null;
    return { room, state, events, speech, pending, byOrders, ...(healthChanged ? { healthChanged } : {}) };
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
          const fame = out.fame.map((f): WireEvent => ({ type: 'fame_gained', tick: state.tick, crawlerId: f.crawlerId, amount: f.amount, total: f.total, text: f.text }));
          const wire: WireEvent[] = [...events, ...speech, ...levelUps, ...fame];
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

  /** Steps the rooms of one phase (all of them when phase is null), commits, then broadcasts. */
  function tick(dueAt: number, phase: number | null): void {
    const started = performance.now();
    stats.tickStarted(Math.max(0, epochMs() - dueAt));
    if (phase === null || phase === 0) ctx.ticks++;
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
    if ((phase === null || phase === 0) && ctx.ticks % ORDERS_EVERY_TICKS === 0) runOrders();
    const ms = performance.now() - started;
    stats.stepDone(ms);
    if (deps.metrics) deps.metrics.tickStepped(ms, stepped.length);
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
          if (phase === 0) void flushPositions(ctx.ticks % POSITION_FLUSH_TICKS, POSITION_FLUSH_TICKS);
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
      await ctx.ordersRound;
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
     * For tests: run one tick now and wait until its writes and messages are done. Positions and
     * samples are written for every crawler, unless `paced` (a bench): then one slice of them, as the
     * running hub writes them each period.
     */
    async tickNow(opts: { paced?: boolean } = {}): Promise<void> {
      tick(epochMs(), null);
      await ctx.ordersRound;
      await writes;
      await Promise.all([...rooms.values()].map((r) => r.chain));
      await (opts.paced ? flushPositions(ctx.ticks % POSITION_FLUSH_TICKS, POSITION_FLUSH_TICKS) : flushPositions());
    },
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
