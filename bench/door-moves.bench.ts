// Door moves per second against the database's ceiling, in-process: the app built with buildApp on
// PGlite (a data directory on disk, as `npm start` uses; or PostgreSQL with --pg), hub not ticking.
// CRAWLERS crawlers (one sponsor each) shuttle between their entrance and a room next to it through
// POST /api/crawlers/:id/move (app.inject: the whole route, checks and transaction, without the
// network), WORKERS in flight; the app's clock moves a second per move so the one-door-a-second rule
// never refuses one. The ceiling is bench/durable-actions.bench.ts's: a trivial one-row UPDATE in a
// transaction, same database, same number in flight. Rows alternate ceiling / moves, RUNS times,
// each of SECONDS; printed as medians, with the moves' ratio to the ceiling of each pair. Asserts nothing.
// Run: node --import tsx bench/door-moves.bench.ts [--pg]   (BENCH_RUNS, BENCH_SECONDS, BENCH_WORKERS)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the ceiling is a raw one-row UPDATE
import { eq } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import { openDataDir, openPostgres, type Database } from '#server/db/database.ts';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the ceiling's table
import { crawler } from '#server/db/schema.ts';
import { loadEnv } from '#server/env.ts';
import { call, devLogin } from '#tests/helpers/app.ts';
import { dropPostgresDatabase, freshPostgresDatabase } from '#tests/helpers/postgres.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';
import { summary } from './stats.ts';

const PG = process.argv.includes('--pg');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 8);
const CRAWLERS = WORKERS * 4;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_NAME = `ctf_bench_doors_${process.pid}`;
const back: Record<string, string> = { north: 'south', south: 'north', east: 'west', west: 'east' };

async function open(): Promise<{ database: Database; dataDir: string; cleanup: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ctf-bench-doors-'));
  if (!PG) {
    const database = await openDataDir(dataDir);
    return { database, dataDir, cleanup: async () => (await database.close(), rmSync(dataDir, { recursive: true, force: true })) };
  }
  const database = await openPostgres(await freshPostgresDatabase(PG_URL, PG_NAME));
  return { database, dataDir, cleanup: async () => (await database.close(), await dropPostgresDatabase(PG_URL, PG_NAME), rmSync(dataDir, { recursive: true, force: true })) };
}

/** Per op: wall-clock rate and latency, and the process's CPU time (less moved by other load on the machine than wall time). */
async function measure(op: (worker: number) => Promise<void>): Promise<{ perSecond: number; p50: number; p99: number; cpuMs: number }> {
  const latencies: number[] = [];
  const cpu = process.cpuUsage();
  const start = performance.now();
  const deadline = start + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, w) => {
      while (performance.now() < deadline) {
        const t = performance.now();
        await op(w);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const s = summary(latencies);
  const used = process.cpuUsage(cpu);
  return { perSecond: (latencies.length / (performance.now() - start)) * 1000, p50: s.median, p99: s.p99, cpuMs: (used.user + used.system) / 1000 / latencies.length };
}

const { database, dataDir, cleanup } = await open();
let virtual = Date.now();
const env = loadEnv({ NODE_ENV: 'development', SERVE_WEB: 'false', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DUNGEON_FLOORS: '2', LOG_LEVEL: 'silent' });
const { app } = await buildApp({
  env,
  database,
  authSecret: 'bench-secret-bench-secret-bench-secret-0123',
  autoTick: false,
  // A second passes with every reading of the clock: no move waits out the one-door-a-second rule.
  clock: () => new Date((virtual += 1_000)),
  authRateLimit: { max: 100_000, timeWindow: 60_000 },
  intentLimits: { position: 1_000_000, action: 1_000_000 },
});
await app.ready();

const movers: { id: number; token: string; there: string; next: string }[] = [];
for (let i = 0; i < CRAWLERS; i++) {
  const token = await devLogin(app, `doors-${i}@bench.test`);
  const id = (await sponsorCrawler(app, token)).crawler.id as number;
  const here = await call(app, 'GET', `/api/crawlers/${id}/current-room`, { token });
  const door = (here.body.room.connections as { direction: string }[])[0]!.direction;
  movers.push({ id, token, there: door, next: door });
}
let failures = 0;
let cursor = 0;
async function move(): Promise<void> {
  const m = movers[cursor++ % movers.length]!;
  const res = await call(app, 'POST', `/api/crawlers/${m.id}/move`, { token: m.token, body: { direction: m.next } });
  if (res.status !== 200) failures++;
  else m.next = m.next === m.there ? back[m.there]! : m.there;
}
async function ceiling(w: number): Promise<void> {
  const id = movers[w]!.id;
  await database.db.transaction(async (tx) => {
    await tx.update(crawler).set({ lastAction: 'bench' }).where(eq(crawler.id, id));
  });
}
// Every crawler has walked both ways once: later moves are between rooms it has visited.
for (let i = 0; i < movers.length * 2; i++) await move();

const rows: { ceiling: number; moves: number; p50: number; p99: number; ratio: number; ceilingCpu: number; moveCpu: number }[] = [];
for (let r = 0; r < RUNS; r++) {
  const c = await measure(ceiling);
  const m = await measure(() => move());
  rows.push({ ceiling: c.perSecond, moves: m.perSecond, p50: m.p50, p99: m.p99, ratio: m.perSecond / c.perSecond, ceilingCpu: c.cpuMs, moveCpu: m.cpuMs });
  console.log(
    `run ${r + 1}: ceiling ${c.perSecond.toFixed(0)} tx/s (${c.cpuMs.toFixed(2)} ms CPU each); moves ${m.perSecond.toFixed(0)}/s p50 ${m.p50.toFixed(1)} ms p99 ${m.p99.toFixed(1)} ms ` +
      `(${m.cpuMs.toFixed(2)} ms CPU each) (${((m.perSecond / c.perSecond) * 100).toFixed(1)} %)`,
  );
}
const med = (xs: number[]) => summary(xs).median;
console.log(
  `${PG ? 'PostgreSQL' : 'PGlite'}, ${WORKERS} in flight, ${RUNS} × ${SECONDS} s: ceiling ${med(rows.map((r) => r.ceiling)).toFixed(0)} tx/s, moves ${med(rows.map((r) => r.moves)).toFixed(0)}/s ` +
    `(p50 ${med(rows.map((r) => r.p50)).toFixed(1)} ms, p99 ${med(rows.map((r) => r.p99)).toFixed(1)} ms), ${(med(rows.map((r) => r.ratio)) * 100).toFixed(1)} % of the ceiling; ` +
    `CPU per op: ceiling ${med(rows.map((r) => r.ceilingCpu)).toFixed(2)} ms, move ${med(rows.map((r) => r.moveCpu)).toFixed(2)} ms; refused ${failures}`,
);
await app.close();
await cleanup();
