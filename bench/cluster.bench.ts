// Several processes on one PostgreSQL: the live-rooms workload (bench/live-rooms.bench.ts:
// N crawlers, about 10 to a room with hostile mobs, each reporting a position every 200 ms and
// attacking every 3 s) served by K = 1, 2 and 3 server processes with CLUSTER=1, the fleet's sockets
// spread over the processes round-robin (a socket whose room another process owns is told so, `route`,
// and reconnects straight to the owner, decision 0041).
// Each size and K gets a fresh database (tests/helpers/postgres.ts), dropped after; every run resets the
// fleet, starts the K processes at once, waits until each holds >= floor(16 / K) shards, joins the
// fleet, warms up, then measures one window: per process the hub's tick work p99 (per 200 ms period
// and per slot), event-loop delay p99 and CPU (SIGUSR2 stats line); the fleet's broadcast latency and
// delivered share; messages sent; PostgreSQL commits (pg_stat_database.xact_commit) and the cache
// bus's notifications (GET /api/cluster bus.sent) over the window.
// Then the handover (bench/cluster/handover.ts): K = 3, N = 500; the process holding the most shards is
// SIGKILLed mid-run; measured: kill -> every shard held again, kill -> every affected client has a
// fresh snapshot, and acknowledged attacks missing from the crawlers' logs.
// Last, the arithmetic for 20 processes on 10 machines from the measured costs (bench/cluster/projection.ts).
// Prints only; asserts nothing. PostgreSQL only (postgres://postgres@127.0.0.1:5432/postgres).
// Run: node --import tsx bench/cluster.bench.ts
//   BENCH_QUICK=1 (N 500, 1 run, 5 s warm-up, 10 s window, 1 handover run), BENCH_CLUSTER_N=1000,2000,
//   BENCH_CLUSTER_K=1,2,3, BENCH_CLUSTER_RUNS=3 (0: the handover only), BENCH_CLUSTER_WARMUP_S=10, BENCH_CLUSTER_WINDOW_S=20,
//   BENCH_CLUSTER_HANDOVER_RUNS=3 (0: skip), BENCH_CLUSTER_HANDOVER_N=500.
//   BENCH_CLUSTER_NODE_ARGS='--cpu-prof --cpu-prof-dir=bench/out/cluster-k3' (node flags for every server process).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMBAT } from '#game/constants.ts';
import type { HubStatsSnapshot } from '#server/realtime/hub-stats.ts';
import { dropPostgresDatabase } from '#tests/helpers/postgres.ts';
import type { FleetPlan } from './live/seed.ts';
import { onCleanup, startFleet, stopAll, type Fleet } from './live/processes.ts';
import { freshFleetDatabase, PG_ADMIN, type FleetDatabase } from './cluster/database.ts';
import type { FleetConfig, FleetReport } from './live/protocol.ts';
import { commitCounter, keepLogs, nodesOf, startCluster, viewsOf, waitBalanced, type ClusterProcess, type ClusterView } from './cluster/processes.ts';
import { describeHandover, handoverRun, type Handover } from './cluster/handover.ts';
import { projection } from './cluster/projection.ts';
import { summary } from './stats.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const list = (v: string | undefined, dflt: number[]) => (v ? v.split(',').map(Number) : dflt);
const SIZES = list(process.env.BENCH_CLUSTER_N, QUICK ? [500] : [1_000, 2_000]);
const KS = list(process.env.BENCH_CLUSTER_K, [1, 2, 3]);
const RUNS = Number(process.env.BENCH_CLUSTER_RUNS ?? (QUICK ? 1 : 3));
const WARMUP_MS = Number(process.env.BENCH_CLUSTER_WARMUP_S ?? (QUICK ? 5 : 10)) * 1000;
const MEASURE_MS = Number(process.env.BENCH_CLUSTER_WINDOW_S ?? (QUICK ? 10 : 20)) * 1000;
const HANDOVER_RUNS = Number(process.env.BENCH_CLUSTER_HANDOVER_RUNS ?? (QUICK ? 1 : 3));
const HANDOVER_N = Number(process.env.BENCH_CLUSTER_HANDOVER_N ?? 500);
/** The live bench's budgets (bench/live-rooms.bench.ts), per process for the tick. */
const BUDGET = { tickP99Ms: 20, latencyP99Ms: 50, delivered: 0.995 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const fleetConfig = (urls: string[], nodes: Record<string, string>, plan: FleetPlan, n: number): FleetConfig => ({
  url: urls[0]!,
  urls,
  nodes,
  mode: 'server',
  members: plan.members.slice(0, n),
  tickMs: COMBAT.tickMs,
  stepPercent: 0.5,
  attackEveryBeats: 15,
  connectPerSecond: 200,
  inFlight: 32,
  // A join unanswered this long is counted as a timeout and the fleet goes on (the socket stays open
  // and may still join): with 30 s, as the live bench, joins hung by a lease flap stalled the fleet.
  joinTimeoutMs: 10_000,
  // A socket closed by a process (1012: its room's owner went) or with it is opened again and rejoined.
  reconnect: { retries: 40, backoffMs: 250 },
});

interface Phase {
  n: number;
  k: number;
  balanceMs: number;
  /** Shards per process once balanced. */
  spread: number[];
  joined: number;
  connectMs: number;
  windowMs: number;
  start: HubStatsSnapshot[];
  end: HubStatsSnapshot[];
  viewsStart: ClusterView[];
  viewsEnd: ClusterView[];
  commits: number;
  ready: Fleet['ready'];
  fleet: FleetReport;
}

function figures(p: Phase) {
  const s = p.windowMs / 1000;
  const cpuMs = p.end.map((e, i) => (e.cpu.user + e.cpu.system - p.start[i]!.cpu.user - p.start[i]!.cpu.system) / 1000);
  const perProcess = p.end.map((e, i) => ({
    tickP99: e.periodWorkMs.p99,
    slotP99: e.tickWorkMs.p99,
    loopP99: e.eventLoopDelayMs.p99,
    cpuPct: (cpuMs[i]! / p.windowMs) * 100,
    rooms: e.rooms,
    viewers: e.viewers,
    sent: e.messagesSent,
    busPerS: (p.viewsEnd[i]!.bus.sent - p.viewsStart[i]!.bus.sent) / s,
    shards: p.viewsEnd[i]!.shards.length,
  }));
  const cpuTotalMs = cpuMs.reduce((a, b) => a + b, 0);
  return {
    perProcess,
    tickP99: Math.max(...perProcess.map((q) => q.tickP99)),
    slotP99: Math.max(...perProcess.map((q) => q.slotP99)),
    loopP99: Math.max(...perProcess.map((q) => q.loopP99)),
    cpuPct: (cpuTotalMs / p.windowMs) * 100,
    latP50: p.fleet.latencyMs.p50,
    latP99: p.fleet.latencyMs.p99,
    delivered: p.fleet.expectedTickMessages ? p.fleet.tickMessages / p.fleet.expectedTickMessages : Number.NaN,
    joined: p.joined,
    sentPerS: perProcess.reduce((a, q) => a + q.sent, 0) / s,
    commitsPerS: p.commits / s,
    busPerProcessPerS: perProcess.reduce((a, q) => a + q.busPerS, 0) / perProcess.length,
    /** CPU of all the server processes per crawler per second of the window (ms). */
    cpuMsPerCrawlerS: cpuTotalMs / Math.max(1, p.joined) / s,
    fleetCpuPct: (p.fleet.fleetCpuMs / p.fleet.windowMs) * 100,
  };
}
type Figures = ReturnType<typeof figures>;

/** A figure that may have crossed IPC as null (NaN in JSON). */
const num = (v: number | null | undefined, digits = 1) => (typeof v === 'number' && Number.isFinite(v) ? v.toFixed(digits) : '-');

function describe(p: Phase): string {
  const f = figures(p);
  const kinds = Object.entries(p.fleet.byKind).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ');
  return [
    `  K=${p.k} N=${p.n}: balanced in ${num(p.balanceMs / 1000, 1)} s (shards ${p.spread.join(', ')}); ${p.joined} joined in ${num(p.connectMs / 1000, 1)} s; window ${num(p.windowMs / 1000, 1)} s`,
    ...f.perProcess.map((q, i) => `    ${p.viewsEnd[i]!.nodeId}: ${q.shards} shards, ${q.rooms} rooms, ${q.viewers} viewers, ${p.end[i]!.roomsDropped} rooms dropped since start (lease not trusted); tick work per period p99 ${num(q.tickP99, 2)} ms, per slot p99 ${num(q.slotP99, 2)} ms; loop delay p99 ${num(q.loopP99, 1)} ms; CPU ${num(q.cpuPct, 0)}%; ${q.sent} messages; bus ${num(q.busPerS, 1)} notifications/s`),
    `    joins: ${p.fleet.clients} clients, ready with ${p.joined} (${Object.entries(p.ready.byKind).map(([key, v]) => `${key} ${v}`).join(', ') || 'no refusals'}; join p50 ${p.ready.joinMs.p50} ms, p90 ${p.ready.joinMs.p90} ms, p99 ${p.ready.joinMs.p99} ms, max ${p.ready.joinMs.max} ms, ${p.ready.joinMs.timeouts} timeouts); joined at the end ${p.fleet.joinedAtEnd}`,
    `    fleet: latency p50 ${num(f.latP50, 1)} ms, p99 ${num(f.latP99, 1)} ms, max ${num(p.fleet.latencyMs.max, 1)} ms; delivered ${num(f.delivered * 100, 2)}% (${p.fleet.tickMessages} of ${Math.round(p.fleet.expectedTickMessages)}), missed room ticks ${p.fleet.missedTicks}; fleet CPU ${num(f.fleetCpuPct, 0)}%`,
    `    servers CPU ${num(f.cpuPct, 0)}% of a core in all (${num(f.cpuMsPerCrawlerS, 3)} ms per crawler-second); ${num(f.sentPerS, 0)} messages/s; ${num(f.commitsPerS, 0)} commits/s; ${kinds || 'no refusals'}`,
  ].join('\n');
}

async function measure(n: number, k: number, db: FleetDatabase, dir: string, counter: ReturnType<typeof commitCounter>): Promise<Phase> {
  await db.reset();
  const procs = await startCluster(k, db.env);
  try {
    const { ms: balanceMs, spread } = await waitBalanced(procs);
    const fleet = await startFleet(dir, fleetConfig(procs.map((p) => p.ws), nodesOf(procs), db.plan, n));
    try {
      await sleep(WARMUP_MS);
      const stats = () => Promise.all(procs.map((p) => p.stats()));
      const [start, viewsStart, c0] = await Promise.all([stats(), viewsOf(procs), counter.read()]);
      const t0 = performance.now();
      fleet.measureStart();
      await sleep(MEASURE_MS);
      const [end, viewsEnd, c1] = await Promise.all([stats(), viewsOf(procs), counter.read()]);
      const windowMs = performance.now() - t0;
      const report = await fleet.measureStop();
      return { n, k, balanceMs, spread, joined: fleet.ready.joined, connectMs: fleet.ready.connectMs, windowMs, start, end, viewsStart, viewsEnd, commits: c1 - c0, ready: fleet.ready, fleet: report };
    } finally {
      await fleet.stop();
    }
  } finally {
    await stopCluster(procs);
    keepLogs(`n${n}-k${k}`, procs);
  }
}

async function stopCluster(procs: ClusterProcess[]): Promise<void> {
  await Promise.all(procs.map((p) => p.stop()));
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ctf-cluster-bench-'));
  const names = new Set<string>();
  onCleanup(async () => {
    rmSync(dir, { recursive: true, force: true });
    for (const name of names) await dropPostgresDatabase(PG_ADMIN, name);
  });
  try {
    console.log(`cluster: PostgreSQL; sizes ${SIZES.join(', ')}; K ${KS.join(', ')}; ${RUNS} run(s) each; warm-up ${WARMUP_MS / 1000} s, window ${MEASURE_MS / 1000} s; handover: ${HANDOVER_RUNS} run(s) at N=${HANDOVER_N}`);
    const results: Phase[] = [];
    const failed: string[] = [];
    for (const n of RUNS > 0 ? SIZES : []) {
      for (const k of KS) {
        const name = `ctf_bench_cluster_${process.pid}_${n}_${k}`;
        names.add(name);
        const db = await freshFleetDatabase(dir, name, n);
        console.log(`N=${n}, K=${k}: fresh database ${name}, dungeon and ${n} crawlers in ${db.seconds.toFixed(1)} s`);
        const dbCounter = commitCounter(PG_ADMIN, name);
        try {
          for (let run = 0; run < RUNS; run++) {
            const t = performance.now();
            try {
              const phase = await measure(n, k, db, dir, dbCounter);
              results.push(phase);
              console.log(`run ${run + 1}/${RUNS} (${((performance.now() - t) / 1000).toFixed(0)} s)\n${describe(phase)}`);
            } catch (err) {
              // One run that cannot finish (a fleet stuck joining) is reported, and the others go on.
              failed.push(`N=${n} K=${k} run ${run + 1}: ${(err as Error).message.split('\n')[0]}`);
              console.log(`run ${run + 1}/${RUNS} FAILED after ${((performance.now() - t) / 1000).toFixed(0)} s: ${failed[failed.length - 1]}`);
            }
          }
        } finally {
          await dbCounter.close();
          await dropPostgresDatabase(PG_ADMIN, name);
          names.delete(name);
        }
      }
    }

    const handovers: Handover[] = [];
    for (let run = 0; run < HANDOVER_RUNS; run++) {
      const t = performance.now();
      const name = `ctf_bench_cluster_${process.pid}_handover`;
      names.add(name);
      try {
        const db = await freshFleetDatabase(dir, name, HANDOVER_N);
        const h = await handoverRun({ dir, db, n: HANDOVER_N, warmupMs: WARMUP_MS, config: (urls, nodes) => fleetConfig(urls, nodes, db.plan, HANDOVER_N) });
        handovers.push(h);
        console.log(`handover run ${run + 1}/${HANDOVER_RUNS} (${((performance.now() - t) / 1000).toFixed(0)} s)\n${describeHandover(h)}`);
      } catch (err) {
        failed.push(`handover run ${run + 1}: ${(err as Error).message.split('\n')[0]}`);
        console.log(`handover run ${run + 1}/${HANDOVER_RUNS} FAILED: ${failed[failed.length - 1]}`);
      } finally {
        await dropPostgresDatabase(PG_ADMIN, name);
        names.delete(name);
      }
    }

    const med = (ps: Phase[], pick: (f: Figures) => number) => summary(ps.map((p) => pick(figures(p)))).median;
    const fmt = (v: number, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : '-');
    console.log(`\nmedians of ${RUNS} run(s); tick and loop: the worst process of each run:`);
    console.log('| N | K | tick work per period p99 ms (per process) | per slot p99 ms | loop delay p99 ms | servers CPU % of a core | latency p50 / p99 ms | delivered % | joined | messages sent /s | commits /s | bus notifications /s per process | CPU ms per crawler-s | within budgets |');
    console.log('| ---: | ---: | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    const served = new Map<number, number>();
    for (const n of SIZES) {
      for (const k of KS) {
        const ps = results.filter((p) => p.n === n && p.k === k);
        if (!ps.length) continue;
        const perProc = Array.from({ length: k }, (_, i) => fmt(summary(ps.map((p) => figures(p).perProcess[i]!.tickP99)).median, 1)).join(' / ');
        const within = med(ps, (f) => f.tickP99) <= BUDGET.tickP99Ms && med(ps, (f) => f.latP99) <= BUDGET.latencyP99Ms && med(ps, (f) => f.delivered) >= BUDGET.delivered;
        const withinSlot = med(ps, (f) => f.slotP99) <= BUDGET.tickP99Ms && med(ps, (f) => f.latP99) <= BUDGET.latencyP99Ms && med(ps, (f) => f.delivered) >= BUDGET.delivered;
        if (within) served.set(k, Math.max(served.get(k) ?? 0, n));
        console.log(
          `| ${n} | ${k} | ${fmt(med(ps, (f) => f.tickP99))} (${perProc}) | ${fmt(med(ps, (f) => f.slotP99))} | ${fmt(med(ps, (f) => f.loopP99))} | ${fmt(med(ps, (f) => f.cpuPct), 0)} | ${fmt(med(ps, (f) => f.latP50))} / ${fmt(med(ps, (f) => f.latP99))} | ${fmt(med(ps, (f) => f.delivered * 100), 2)} | ${fmt(med(ps, (f) => f.joined), 0)} | ${fmt(med(ps, (f) => f.sentPerS), 0)} | ${fmt(med(ps, (f) => f.commitsPerS), 0)} | ${fmt(med(ps, (f) => f.busPerProcessPerS), 1)} | ${fmt(med(ps, (f) => f.cpuMsPerCrawlerS), 3)} | ${within ? 'yes' : withinSlot ? 'per slot only' : 'no'} |`,
        );
      }
    }
    for (const k of KS) console.log(`K=${k}: crawlers served within the live-room budgets (tick work per period p99 <= ${BUDGET.tickP99Ms} ms on every process, latency p99 <= ${BUDGET.latencyP99Ms} ms, >= ${BUDGET.delivered * 100}% delivered), of ${SIZES.join(', ')}: ${served.get(k) ?? 'none'}`);

    if (handovers.length) {
      const hs = (pick: (h: Handover) => number) => {
        const s = summary(handovers.map(pick));
        return `${fmt(s.median, 0)} / ${fmt(s.max, 0)}`;
      };
      console.log(`\nhandover, K=3, N=${HANDOVER_N}, ${handovers.length} run(s), median / max:`);
      console.log('| shards of the killed process | kill -> every shard held ms | affected clients | kill -> every affected client has a fresh snapshot ms | median client ms | not back | deliveries resumed | acknowledged attacks before the kill | acknowledged but missing from the log |');
      console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
      console.log(`| ${hs((h) => h.killedShards)} | ${hs((h) => h.allHeldMs)} | ${hs((h) => h.affected)} | ${hs((h) => h.allBackMs)} | ${hs((h) => h.clientBackP50Ms)} | ${hs((h) => h.notBack)} | ${hs((h) => h.resumed)} | ${hs((h) => h.ackedBeforeKill)} | ${hs((h) => h.lost)} |`);
    }
    if (failed.length) console.log(`\nruns that failed (not in the medians): ${failed.length}\n  ${failed.join('\n  ')}`);
    console.log(`\n${projection(results.map((p) => ({ n: p.n, k: p.k, ...figures(p) })), handovers)}`);
  } finally {
    await stopAll();
  }
}

main().catch(async (err: unknown) => {
  console.error(err);
  await stopAll();
  process.exitCode = 1;
});
