// The process's Prometheus series (docs/decisions/0026-metrics.md). One registry per app, made only
// when METRICS_PORT is set: without it nothing here is loaded and the hot paths call nothing.
// Recording is cheap by construction: the hub reports once per tick slot and once per room
// broadcast (never per socket message), gauges that mirror live state (sockets, rooms, shards) are
// read at scrape time, and every label set is bounded (closed vocabularies, route patterns).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { DbKind, LeaseChange } from './series-labels.ts';

/** Seconds; a tick slot's work is a few ms and must stay well under the 50 ms slot. */
const TICK_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25];
/** Seconds from a tick's due time to its events written to the sockets (includes the tick's commit). */
const BROADCAST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const DB_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** Live state read when /metrics is scraped (each source is set once its owner exists). */
export interface MetricsSources {
  socketsOpen?: () => number;
  roomsLive?: () => number;
  shardsOwned?: () => number;
}

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const sources: MetricsSources = {};

  const tickSeconds = new Histogram({ name: 'ctf_tick_duration_seconds', help: 'Synchronous work of one tick slot: its rooms stepped and their events collected.', buckets: TICK_BUCKETS, registers: [registry] });
  const roomsStepped = new Counter({ name: 'ctf_tick_rooms_stepped_total', help: 'Room steps run by the tick slots.', registers: [registry] });
  const broadcastSeconds = new Histogram({
    name: 'ctf_broadcast_latency_seconds',
    help: "From a tick's due time to its events written to the room's sockets (the tick's commit included).",
    buckets: BROADCAST_BUCKETS,
    registers: [registry],
  });
  const messagesSent = new Counter({ name: 'ctf_broadcast_messages_total', help: 'Room event messages handed to sockets.', registers: [registry] });
  new Gauge({
    name: 'ctf_sockets_open',
    help: 'WebSocket connections open on this process (players and spectators).',
    registers: [registry],
    collect() {
      this.set(sources.socketsOpen?.() ?? 0);
    },
  });
  new Gauge({
    name: 'ctf_rooms_live',
    help: 'Rooms awake in this process (simulated every tick).',
    registers: [registry],
    collect() {
      this.set(sources.roomsLive?.() ?? 0);
    },
  });
  new Gauge({
    name: 'ctf_shards_owned',
    help: 'Shards (blocks of rooms) whose lease this process holds; 0 outside a cluster.',
    registers: [registry],
    collect() {
      this.set(sources.shardsOwned?.() ?? 0);
    },
  });
  const leaseChanges = new Counter({ name: 'ctf_lease_changes_total', help: 'Shard leases acquired, lost (expired or taken) and released (handed over).', labelNames: ['change'], registers: [registry] });
  const dbSeconds = new Histogram({ name: 'ctf_db_duration_seconds', help: 'Database latency: whole transactions, and statements run outside one, by kind.', labelNames: ['kind'], buckets: DB_BUCKETS, registers: [registry] });
  const eventLogWrites = new Counter({ name: 'ctf_event_log_writes_total', help: "Entries appended to the crawlers' logs (counted when their transaction commits).", registers: [registry] });
  const httpRequests = new Counter({ name: 'ctf_http_requests_total', help: 'HTTP requests answered, by method, route pattern and status.', labelNames: ['method', 'route', 'status'], registers: [registry] });
  const httpSeconds = new Histogram({ name: 'ctf_http_request_duration_seconds', help: 'HTTP request duration, by method, route pattern and status.', labelNames: ['method', 'route', 'status'], buckets: HTTP_BUCKETS, registers: [registry] });

  // Children bound per label value once, so a hot call does not hash its labels every time.
  const leaseChildren = Object.fromEntries(Object.values(LeaseChange).map((c) => [c, leaseChanges.labels(c)])) as Record<LeaseChange, Counter.Internal>;
  const dbChildren = Object.fromEntries(Object.values(DbKind).map((k) => [k, dbSeconds.labels(k)])) as Record<DbKind, Histogram.Internal<string>>;

  return {
    registry,
    sources,
    /** A tick slot ran: `ms` of synchronous work stepping `rooms` rooms. */
    tickStepped(ms: number, rooms: number): void {
      tickSeconds.observe(ms / 1000);
      if (rooms) roomsStepped.inc(rooms);
    },
    /** A room's tick went out `latencyMs` after it was due, as `messages` socket writes. */
    broadcast(latencyMs: number, messages: number): void {
      broadcastSeconds.observe(Math.max(0, latencyMs) / 1000);
      if (messages) messagesSent.inc(messages);
    },
    leaseChanged(change: LeaseChange, count = 1): void {
      if (count > 0) leaseChildren[change].inc(count);
    },
    database(kind: DbKind, ms: number): void {
      dbChildren[kind].observe(ms / 1000);
    },
    eventLogWritten(entries: number): void {
      if (entries > 0) eventLogWrites.inc(entries);
    },
    http(method: string, route: string, status: number, ms: number): void {
      const labels = { method, route, status: String(status) };
      httpRequests.inc(labels);
      httpSeconds.observe(labels, ms / 1000);
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;
