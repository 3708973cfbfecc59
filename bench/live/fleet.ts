// The fleet: one process holding N WebSocket clients, each playing one crawler the way the web
// client does on /api/ws: join, then report a position every 200 ms (small steps along a short
// clear path, seq increasing; a correction is adopted), and now and then attack a mob of its room.
// Started by bench/live-rooms.bench.ts with an IPC channel; it measures, per tick message (an
// `events` message carrying `at`, when the server's tick was due), the delay from `at` to arrival,
// and counts what arrives against one tick message per joined client per 200 ms.
// For a cluster (bench/cluster.bench.ts) the clients are spread over several servers' URLs, and a
// joined socket that closes is reopened and joined again (bounded retries, at the next URL), each
// client keeping a trace of its closes, snapshots and acknowledged attacks. A `route` answer (the
// room's owner is another process) is followed as the web client does: the socket closes and the
// client connects at once to the process named (config.nodes).
// Run: started by bench/live-rooms.bench.ts (node --import tsx bench/live/fleet.ts <config.json>).
import { readFileSync } from 'node:fs';
import { createHistogram, monitorEventLoopDelay, performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { ErrorCode } from '#contract/error-codes.ts';
import type { FleetMember } from './seed.ts';
import type { ClientTrace, FleetCommand, FleetConfig, FleetEvent, FleetReport } from './protocol.ts';

const config = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as FleetConfig;
const send = (e: FleetEvent) => process.send?.(e);
const epochMs = () => performance.timeOrigin + performance.now();

interface Client {
  m: FleetMember;
  ws: WebSocket | null;
  x: number;
  y: number;
  /** Walking toward m.x + walkDx (1) or back to m.x (-1). */
  dir: 1 | -1;
  posSeq: number;
  actSeq: number;
  mobs: Set<string>;
  beats: number;
  attackPhase: number;
  joinedAt: number | null;
  leftAt: number | null;
  lastTick: number;
  /** The beat (a timeout, then an interval: clearInterval clears either). */
  timer: NodeJS.Timeout | null;
  /** Tick messages in the current window. */
  got: number;
  /** Which of config.urls the next socket opens (advanced at each reconnection). */
  urlIndex: number;
  /** A join sent again on the open socket, not answered yet. */
  rejoining: boolean;
  /** The process the last `route` named: the next socket opens there. */
  routeTo: string | null;
  /** Routes followed since a join was last answered (bounded). */
  routeHops: number;
  trace: ClientTrace;
}

const clients: Client[] = config.members.map((m, i) => ({
  m,
  ws: null,
  x: m.x,
  y: m.y,
  dir: 1,
  posSeq: 0,
  actSeq: 0,
  mobs: new Set(),
  beats: 0,
  attackPhase: i % config.attackEveryBeats,
  joinedAt: null,
  leftAt: null,
  lastTick: -1,
  timer: null,
  got: 0,
  urlIndex: i,
  rejoining: false,
  routeTo: null,
  routeHops: 0,
  trace: { crawlerId: m.crawlerId, closes: [], leaves: [], snapshots: [], acked: [], lastTickAt: 0, failedAttempts: 0, rejoins: 0, gaveUp: false },
}));
let closing = false;
/** The URL the client's next socket opens: the process a route named (once), else its turn of config.urls. */
const urlOf = (c: Client) => {
  const routed = c.routeTo ? config.nodes?.[c.routeTo] : undefined;
  c.routeTo = null;
  if (routed) return routed;
  return config.urls?.length ? config.urls[c.urlIndex % config.urls.length]! : config.url;
};
/** At most this many routes followed in a row before a join is answered. */
const MAX_ROUTE_HOPS = 5;

// ---- Measurement window ----
const latency = createHistogram(); // microseconds, at -> arrival
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
let measuring = false;
let windowStart = 0;
let cpuAtStart = process.cpuUsage();
const counts = { tickMessages: 0, tickBytes: 0, missedTicks: 0, otherMessages: 0, attacksSent: 0, positionsSent: 0, hits: 0, kills: 0 };
const byKind: Record<string, number> = {};
const bump = (key: string) => void (byKind[key] = (byKind[key] ?? 0) + 1);
let tickSizes: number[] = [];

function resetWindow(): void {
  measuring = true;
  windowStart = epochMs();
  cpuAtStart = process.cpuUsage();
  latency.reset();
  loop.reset();
  for (const k of Object.keys(counts) as (keyof typeof counts)[]) counts[k] = 0;
  for (const k of Object.keys(byKind)) delete byKind[k];
  tickSizes = [];
  for (const c of clients) c.got = 0;
}

function report(): FleetReport {
  const end = epochMs();
  measuring = false;
  let joinedMs = 0;
  let joinedAtEnd = 0;
  let shortClients = 0;
  for (const c of clients) {
    if (c.joinedAt === null) continue;
    const from = Math.max(c.joinedAt, windowStart);
    const to = c.leftAt === null ? end : Math.min(c.leftAt, end);
    if (to > from) joinedMs += to - from;
    if (c.leftAt === null) joinedAtEnd++;
    // Joined the whole window but got under 90 % of its tick messages.
    if (c.leftAt === null && c.got < (0.9 * (end - from)) / config.tickMs) shortClients++;
  }
  const cpu = process.cpuUsage(cpuAtStart);
  const us = (q: number) => (latency.count ? latency.percentile(q) / 1000 : Number.NaN);
  tickSizes.sort((a, b) => a - b);
  return {
    windowMs: end - windowStart,
    clients: clients.length,
    joinedAtEnd,
    shortClients,
    expectedTickMessages: joinedMs / config.tickMs,
    ...counts,
    meanTickBytes: counts.tickMessages ? counts.tickBytes / counts.tickMessages : 0,
    medianTickBytes: tickSizes[Math.floor(tickSizes.length / 2)] ?? 0,
    latencyMs: { p50: us(50), p95: us(95), p99: us(99), max: latency.count ? latency.max / 1000 : Number.NaN, count: latency.count },
    byKind: { ...byKind },
    fleetCpuMs: (cpu.user + cpu.system) / 1000,
    fleetLoopDelayP99Ms: loop.percentile(99) / 1e6,
  };
}

// ---- One client ----
function beat(c: Client): void {
  const ws = c.ws;
  // Out of its room and joining again: like the web client, no reports until the next snapshot.
  if (!ws || ws.readyState !== WebSocket.OPEN || c.joinedAt === null || c.leftAt !== null || c.rejoining) return;
  const target = c.dir === 1 ? c.m.x + c.m.walkDx : c.m.x;
  const step = Math.min(config.stepPercent, Math.abs(target - c.x));
  c.x += c.dir * step;
  if (Math.abs(target - c.x) < 1e-9) c.dir = c.dir === 1 ? -1 : 1;
  ws.send(JSON.stringify({ type: 'position', x: Math.round(c.x * 100) / 100, y: c.y, seq: ++c.posSeq }));
  if (measuring) counts.positionsSent++;
  if (++c.beats % config.attackEveryBeats === c.attackPhase && c.mobs.size) {
    const mobs = [...c.mobs];
    ws.send(JSON.stringify({ type: 'attack', targetId: mobs[c.beats % mobs.length], seq: ++c.actSeq }));
    if (measuring) counts.attacksSent++;
  }
}

interface Incoming {
  type: string;
  tick?: number;
  at?: number;
  roomId?: number;
  reason?: string;
  code?: string;
  node?: string;
  x?: number;
  y?: number;
  crawlerId?: number;
  entities?: { id: string; type: string; isAlive: boolean }[];
  events?: { type: string; id?: string; crawlerId?: number; reason?: string; attackerId?: string; hit?: boolean; killedBy?: string }[];
}

function onMessage(c: Client, raw: WebSocket.RawData): void {
  const arrived = epochMs();
  const text = String(raw);
  const msg = JSON.parse(text) as Incoming;
  switch (msg.type) {
    case 'snapshot':
      for (const e of msg.entities ?? []) if (e.type === 'mob' && e.isAlive) c.mobs.add(e.id);
      c.joinedAt ??= arrived;
      c.lastTick = msg.tick ?? -1;
      c.trace.snapshots.push(arrived);
      c.rejoining = false;
      c.routeHops = 0;
      if (!c.timer) {
        c.timer = setTimeout(() => {
          c.timer = setInterval(() => beat(c), config.tickMs);
        }, Math.random() * config.tickMs);
      }
      return;
    case 'events': {
      const me = `crawler-${c.m.crawlerId}`;
      for (const e of msg.events ?? []) {
        if (e.type === 'died' && e.id?.startsWith('mob-')) c.mobs.delete(e.id);
        if (e.type === 'respawned' && e.id?.startsWith('mob-')) c.mobs.add(e.id);
        // Broadcast only after the tick's transaction committed: an acknowledged attack.
        if (e.type === 'attacked' && e.attackerId === me) c.trace.acked.push(arrived);
        if (!measuring) continue;
        if (e.type === 'refused' && e.crawlerId === c.m.crawlerId) bump(`refused:${e.reason}`);
        if (e.type === 'attacked' && e.attackerId === me) counts.hits += e.hit ? 1 : 0;
        if (e.type === 'died' && e.killedBy === me) counts.kills++;
        if (e.type === 'died' && e.id === me) bump('died');
      }
      if (msg.at === undefined) {
        if (measuring) counts.otherMessages++;
        return;
      }
      const tick = msg.tick ?? 0;
      c.trace.lastTickAt = arrived;
      if (measuring) {
        latency.record(Math.max(1, Math.round((arrived - msg.at) * 1000)));
        counts.tickMessages++;
        c.got++;
        counts.tickBytes += text.length;
        if (tickSizes.length < 200_000) tickSizes.push(text.length);
        if (c.lastTick >= 0 && tick > c.lastTick + 1) counts.missedTicks += tick - c.lastTick - 1;
      }
      c.lastTick = Math.max(c.lastTick, tick);
      return;
    }
    case 'correction':
      // Like the web client: the server's word is where the crawler is.
      if (typeof msg.x === 'number' && typeof msg.y === 'number') {
        c.x = msg.x;
        c.y = msg.y;
      }
      if (measuring) bump(`correction:${msg.reason}`);
      return;
    case 'route':
      // The server closes the socket next; the close opens the next one at the process named.
      bump('route');
      c.routeTo = msg.node ?? null;
      return;
    case 'left_room':
      bump(`left_room:${msg.reason}`);
      // Like the web client (use-tactical-room.ts): out of the room for any reason but death, join again.
      if (config.reconnect && msg.reason !== 'died' && msg.reason !== 'retired') {
        c.trace.leaves.push(arrived);
        return rejoin(c);
      }
      c.leftAt = arrived;
      return;
    case 'error':
      bump(`error:${msg.code}`);
      // A join sent again was refused: try again (bounded).
      if (config.reconnect && c.rejoining) {
        c.rejoining = false;
        return rejoin(c);
      }
      if (config.reconnect && c.joinedAt !== null && (msg.code === ErrorCode.notInRoom || msg.code === ErrorCode.notJoined)) return rejoin(c);
      if (c.joinedAt === null) c.leftAt = arrived; // the join was refused
      return;
    default:
      if (measuring) counts.otherMessages++;
  }
}

function open(c: Client): Promise<void> {
  return new Promise((resolve) => {
    const q = config.mode === 'ceiling' ? `?token=${c.m.token}&room=${c.m.roomId}` : `?token=${c.m.token}`;
    const ws = new WebSocket(`${urlOf(c)}${q}`, { perMessageDeflate: false });
    c.ws = ws;
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      resolve();
    };
    ws.on('open', () => ws.send(JSON.stringify({ type: 'join', crawlerId: c.m.crawlerId })));
    ws.on('message', (raw) => {
      onMessage(c, raw);
      if (c.joinedAt !== null || c.leftAt !== null) done();
    });
    ws.on('error', (err) => {
      // A refused upgrade (401, 429) arrives here as "Unexpected server response: 401".
      bump(`socket_error:${err.message.slice(0, 60)}`);
      if (c.joinedAt === null) c.leftAt = epochMs();
      done();
    });
    ws.on('close', (code) => {
      if (c.timer) clearInterval(c.timer);
      c.timer = null;
      // Routed before its first join was answered: on to the room's owner, this join goes on there.
      if (c.joinedAt === null && c.routeTo !== null && !closing && c.ws === ws && ++c.routeHops <= MAX_ROUTE_HOPS) {
        void open(c).then(done);
        return;
      }
      if (config.reconnect && c.joinedAt !== null && !closing && c.ws === ws) {
        // Still counted as joined: the messages it misses until it is back count as missing.
        c.trace.closes.push({ at: epochMs(), code });
        bump(`closed:${code}`);
        reconnect(c, 1, c.routeTo !== null ? 0 : undefined);
      } else if (c.leftAt === null && c.joinedAt !== null) {
        c.leftAt = epochMs();
        bump(`closed:${code}`);
      }
      done();
    });
  });
}

const ATTEMPT_TIMEOUT_MS = 10_000;
/** Joins sent again on an open socket, per client: a bound, not a budget. */
const MAX_REJOINS = 100;

/**
 * Sends the join again on the open socket (once at a time, backoffMs later). A join unanswered for
 * ATTEMPT_TIMEOUT_MS ends the socket (the close handler opens another); past MAX_REJOINS the client
 * gives up and counts as gone.
 */
function rejoin(c: Client): void {
  if (c.rejoining || closing) return;
  if (c.trace.rejoins >= MAX_REJOINS) {
    c.trace.gaveUp = true;
    c.leftAt ??= epochMs();
    return;
  }
  c.rejoining = true;
  c.trace.rejoins++;
  const ws = c.ws;
  const snapshots = c.trace.snapshots.length;
  setTimeout(() => {
    if (!ws || ws !== c.ws || ws.readyState !== WebSocket.OPEN) {
      c.rejoining = false;
      return;
    }
    ws.send(JSON.stringify({ type: 'join', crawlerId: c.m.crawlerId }));
    setTimeout(() => {
      if (c.rejoining && ws === c.ws && c.trace.snapshots.length === snapshots) ws.terminate();
    }, ATTEMPT_TIMEOUT_MS);
  }, config.reconnect!.backoffMs);
}

/**
 * Opens the client's socket again and joins: at the process a route named, else at the next URL.
 * Bounded attempts, backoffMs apart (a route is followed at once).
 */
function reconnect(c: Client, attempt: number, delayMs = config.reconnect!.backoffMs): void {
  const { retries } = config.reconnect!;
  setTimeout(() => {
    if (closing) return;
    if (c.routeTo === null) c.urlIndex++;
    c.rejoining = false;
    const ws = new WebSocket(`${urlOf(c)}?token=${c.m.token}`, { perMessageDeflate: false });
    c.ws = ws;
    let joined = false;
    let failed = false;
    const fail = () => {
      if (failed || joined || closing) return;
      failed = true;
      clearTimeout(giveUp);
      ws.removeAllListeners();
      ws.on('error', () => {});
      ws.terminate();
      c.trace.failedAttempts++;
      if (attempt >= retries) {
        c.trace.gaveUp = true;
        c.leftAt = epochMs();
        bump('reconnect:gave_up');
      } else reconnect(c, attempt + 1);
    };
    // An attempt with no snapshot within this long is given up (and the next one made): longer than
    // a cluster process waits for a room to have an owner (server/cluster/router.ts ROUTE_WAIT_MS).
    const giveUp = setTimeout(fail, ATTEMPT_TIMEOUT_MS);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'join', crawlerId: c.m.crawlerId })));
    ws.on('message', (raw) => {
      onMessage(c, raw);
      if (!joined && c.trace.snapshots.length && c.trace.snapshots[c.trace.snapshots.length - 1]! >= (c.trace.closes[c.trace.closes.length - 1]?.at ?? 0)) {
        joined = true;
        clearTimeout(giveUp);
        if (measuring) bump('reconnect:joined');
      }
    });
    ws.on('error', () => fail());
    ws.on('close', (code) => {
      if (!joined && c.routeTo !== null && !failed && !closing && c.ws === ws && ++c.routeHops <= MAX_ROUTE_HOPS) {
        // Routed to the room's owner: not a failed attempt, the same attempt goes on there.
        failed = true;
        clearTimeout(giveUp);
        return reconnect(c, attempt, 0);
      }
      if (!joined) return fail();
      if (c.timer) clearInterval(c.timer);
      c.timer = null;
      if (closing || c.ws !== ws) return;
      c.trace.closes.push({ at: epochMs(), code });
      bump(`closed:${code}`);
      reconnect(c, 1, c.routeTo !== null ? 0 : undefined);
    });
  }, delayMs);
}

/** Opens every client, at most connectPerSecond a second and `inFlight` joins waiting at once. */
async function connectAll(): Promise<void> {
  const started = performance.now();
  const joinMs = createHistogram();
  let timeouts = 0;
  let next = 0;
  const worker = async () => {
    while (next < clients.length) {
      const c = clients[next]!;
      const due = started + (next * 1000) / config.connectPerSecond;
      next++;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const t0 = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const answered = await Promise.race([open(c).then(() => true), new Promise<boolean>((r) => (timer = setTimeout(() => r(false), config.joinTimeoutMs)))]);
      clearTimeout(timer);
      if (answered) joinMs.record(Math.max(1, Math.round(performance.now() - t0)));
      else timeouts++;
    }
  };
  const progress = setInterval(() => send({ kind: 'progress', joined: clients.filter((c) => c.joinedAt !== null).length, opened: next }), 5_000);
  await Promise.all(Array.from({ length: config.inFlight }, worker));
  clearInterval(progress);
  const joined = clients.filter((c) => c.joinedAt !== null && c.leftAt === null).length;
  const q = (p: number) => (joinMs.count ? joinMs.percentile(p) : 0);
  send({ kind: 'ready', joined, failed: clients.length - joined, connectMs: performance.now() - started, byKind: { ...byKind }, joinMs: { p50: q(50), p90: q(90), p99: q(99), max: joinMs.count ? joinMs.max : 0, timeouts } });
}

function closeAll(): void {
  closing = true;
  for (const c of clients) {
    if (c.timer) clearInterval(c.timer);
    c.ws?.terminate();
  }
  loop.disable();
}

process.on('message', (cmd: FleetCommand) => {
  if (cmd.cmd === 'measure-start') resetWindow();
  if (cmd.cmd === 'measure-stop') send({ kind: 'report', report: report() });
  if (cmd.cmd === 'trace') send({ kind: 'trace', clients: clients.map((c) => c.trace) });
  if (cmd.cmd === 'close') {
    closeAll();
    process.exit(0);
  }
});
// The orchestrator going away ends the fleet too.
process.on('disconnect', () => {
  closeAll();
  process.exit(0);
});

void connectAll();
