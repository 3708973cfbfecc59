// Cheap, always-on measurements of the room hub: how long each tick's work takes on the
// event loop, how late ticks start, how delayed the event loop is, and how much the hub sends.
// Native perf_hooks histograms (a record is tens of nanoseconds); nothing is exposed here: the
// process decides who may read them (server/main.ts prints them on SIGUSR2 outside production).
import { createHistogram, monitorEventLoopDelay, performance, type IntervalHistogram, type RecordableHistogram } from 'node:perf_hooks';

export interface Quantiles {
  count: number;
  p50: number;
  p99: number;
  max: number;
  mean: number;
}

export interface HubStatsSnapshot {
  /** Tick slots run since the last reset (one per phase: `phases` per 200 ms period). */
  ticks: number;
  /** Slots per 200 ms tick period: each steps its share of the rooms (room-hub.ts TICK_PHASES). */
  phases: number;
  /** Synchronous part of a slot: its rooms stepped (game/room-sim), events collected. Milliseconds. */
  tickStepMs: Quantiles;
  /** Per slot: the step plus the time spent serialising and sending its messages: how long the event loop is held at a time. Milliseconds. */
  tickWorkMs: Quantiles;
  /** Per 200 ms period: the work of its `phases` slots added up (every room stepped and broadcast once). Milliseconds. */
  periodWorkMs: Quantiles;
  /** How late a tick started against its schedule. Milliseconds. */
  tickLagMs: Quantiles;
  /** A room's durable writes of one tick (room-persistence.ts), wall time including waiting for the database. Milliseconds. */
  persistMs: Quantiles;
  /** One flush of live positions to the database (about once a second), wall time. Milliseconds. */
  positionFlushMs: Quantiles;
  /** perf_hooks.monitorEventLoopDelay (10 ms resolution). Milliseconds. */
  eventLoopDelayMs: Quantiles;
  /** Messages (and their bytes) the hub handed to sockets since the last reset. */
  messagesSent: number;
  bytesSent: number;
  /** Rooms stopped here because their lease moved to another process, since start. */
  roomsDropped: number;
  rooms: number;
  viewers: number;
  players: number;
  cpu: NodeJS.CpuUsage;
  rssBytes: number;
  heapUsedBytes: number;
  /** When this snapshot was taken (performance.timeOrigin + performance.now(), epoch ms). */
  at: number;
  /** The same moment on the monotonic clock, microseconds (the time base of a --cpu-prof profile). */
  monotonicUs: number;
}

/** The line server/main.ts prints on SIGUSR2 (outside production): this prefix, then the JSON snapshot. */
export const STATS_LINE_PREFIX = 'realtime-stats ';

const NS_PER_MS = 1e6;

function quantiles(h: RecordableHistogram | IntervalHistogram, count: number): Quantiles {
  if (count === 0) return { count: 0, p50: 0, p99: 0, max: 0, mean: 0 };
  return { count, p50: h.percentile(50) / NS_PER_MS, p99: h.percentile(99) / NS_PER_MS, max: h.max / NS_PER_MS, mean: h.mean / NS_PER_MS };
}

/** Wall-clock epoch milliseconds with sub-millisecond precision (comparable across processes of one machine). */
export const epochMs = (): number => performance.timeOrigin + performance.now();

export function createHubStats(phases = 1) {
  const step = createHistogram();
  const work = createHistogram();
  const period = createHistogram();
  let periodNs = 0;
  let slotsInPeriod = 0;
  const lag = createHistogram();
  const persist = createHistogram();
  const flush = createHistogram();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  let ticks = 0;
  let lastStepNs = -1;
  let fanoutNs = 0;
  let messages = 0;
  let bytes = 0;
  /** Rooms stopped here because their lease went to another process. */
  let dropped = 0;
  const record = (h: RecordableHistogram, ns: number) => h.record(Math.max(1, Math.round(ns)));

  return {
    start: () => loop.enable(),
    stop: () => loop.disable(),
    /** A tick began (lateMs behind its schedule): closes the previous period's work. */
    tickStarted(lateMs: number): void {
      if (lastStepNs >= 0) {
        record(work, lastStepNs + fanoutNs);
        periodNs += lastStepNs + fanoutNs;
        if (++slotsInPeriod === phases) {
          record(period, periodNs);
          periodNs = 0;
          slotsInPeriod = 0;
        }
      }
      lastStepNs = -1;
      fanoutNs = 0;
      record(lag, lateMs * NS_PER_MS);
    },
    stepDone(ms: number): void {
      ticks++;
      lastStepNs = ms * NS_PER_MS;
      record(step, lastStepNs);
    },
    /** Time spent serialising and sending one room's messages. */
    fanout(ms: number): void {
      fanoutNs += ms * NS_PER_MS;
    },
    /** A room's tick was written (only ticks with durable events write). */
    persisted(ms: number): void {
      record(persist, ms * NS_PER_MS);
    },
    dropped(): void {
      dropped++;
    },
    flushed(ms: number): void {
      record(flush, ms * NS_PER_MS);
    },
    sent(count: number, byteLength: number): void {
      messages += count;
      bytes += byteLength;
    },
    snapshot(live: { rooms: number; viewers: number; players: number }, reset: boolean): HubStatsSnapshot {
      const mem = process.memoryUsage();
      const out: HubStatsSnapshot = {
        ticks,
        phases,
        tickStepMs: quantiles(step, step.count),
        tickWorkMs: quantiles(work, work.count),
        periodWorkMs: quantiles(period, period.count),
        tickLagMs: quantiles(lag, lag.count),
        persistMs: quantiles(persist, persist.count),
        positionFlushMs: quantiles(flush, flush.count),
        eventLoopDelayMs: quantiles(loop, loop.count),
        messagesSent: messages,
        bytesSent: bytes,
        roomsDropped: dropped,
        ...live,
        cpu: process.cpuUsage(),
        rssBytes: mem.rss,
        heapUsedBytes: mem.heapUsed,
        at: epochMs(),
        monotonicUs: Number(process.hrtime.bigint() / 1000n),
      };
      if (reset) {
        for (const h of [step, work, period, lag, persist, flush, loop]) h.reset();
        ticks = 0;
        messages = 0;
        bytes = 0;
      }
      return out;
    },
  };
}
export type HubStats = ReturnType<typeof createHubStats>;
