// The season ladder at scale: BENCH_LADDER_N crawlers (default 100,000) in one season, on
// PGlite (a data directory on disk, as `npm start` uses) and on PostgreSQL, through the server's own
// code (server/repositories/ladder-repository.ts and server/services/ladder-service.ts):
//  - seeded in one INSERT ... SELECT FROM generate_series (setseed: the same rows every run): 20 %
//    dead, gold and kills skewed (most have little), deepest floors 1-10 with most at 1-3, crawlers
//    started over the season's 14 days and the dead lasting minutes to days; then ANALYZE;
//  - EXPLAIN of the statements the repository sends (captured as it sends them): each top must read
//    its `crawlers_ladder_*_idx` in order (no sort), each count a range of an index (no seq scan);
//  - per category, SAMPLES calls each (after WARMUP): the top 100 (`top`), the rank of one crawler at
//    the top, the middle and the bottom of that category (`ranksOf`), and the whole answer of
//    GET /api/ladder for a viewer owning those three (`read`: top + the viewer's crawlers + 3 ranks);
//    beside them a trivial indexed query (one crawler by primary key) measured just before each
//    category, for the ratio;
//  - twice: as seeded (the visibility map unset: PGlite never runs autovacuum, and a busy table's
//    pages keep changing), then after VACUUM (what PostgreSQL's autovacuum keeps: counts can be
//    index-only scans); the second pass re-measures only the counts and the whole answer;
//  - the three crawlers' ranks in one call as well (one counting statement for the three);
//  - over HTTP after VACUUM (buildApp on the same database, autocannon in a child process, 10
//    connections): GET /api/ladder?category=gold signed out against GET /api/health (one `select 1`).
// Prints median and p99 per row (ms) and each median's ratio to the trivial query's. No budget is
// asserted (bench/README.md states it); prints only. Full: 50 samples, HTTP 3 × 3 s; BENCH_QUICK=1
// (the suite): 20 samples, HTTP 3 × 1 s. BENCH_LADDER_DB=pglite|postgres runs one database only.
// BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) is where a scratch database
// ctf_bench_ladder_<pid> is created and dropped.
// Run: node --import tsx bench/ladder.bench.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- seeds a season of crawlers in one insert and compares query plans
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { LADDER_CATEGORIES, LADDER_SIZE, type LadderCategory } from '#game/ladder.ts';
import { buildApp } from '#server/app.ts';
import { openDataDir, openPostgres, type Database, type Db } from '#server/db/database.ts';
import { loadEnv } from '#server/env.ts';
import type { Tx } from '#server/repositories/crawler-repository.ts';
import { createCrawlerRepository } from '#server/repositories/crawler-repository.ts';
import { createLadderRepository } from '#server/repositories/ladder-repository.ts';
import { createSeasonRepository } from '#server/repositories/season-repository.ts';
import { createLadderService } from '#server/services/ladder-service.ts';
import { dropPostgresDatabase, freshPostgresDatabase } from '#tests/helpers/postgres.ts';
import { summary } from './stats.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const N = Number(process.env.BENCH_LADDER_N ?? 100_000);
const SAMPLES = QUICK ? 20 : 50;
const WARMUP = QUICK ? 2 : 3;
const HTTP_RUNS = 3;
const HTTP_SECONDS = QUICK ? 1 : 3;
const HTTP_CONNECTIONS = 10;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_NAME = `ctf_bench_ladder_${process.pid}`;
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const DAY_MS = 86_400_000;
/** The expected index of each category's top (survival: both halves). */
const INDEX: Record<LadderCategory, string[]> = {
  deepest_floor: ['crawlers_ladder_depth_idx'],
  gold: ['crawlers_ladder_gold_idx'],
  kills: ['crawlers_ladder_kills_idx'],
  explorer: ['crawlers_ladder_explorer_idx'],
  fame: ['crawlers_ladder_fame_idx'],
  survival: ['crawlers_ladder_lasted_idx', 'crawlers_ladder_living_idx'],
};

// ---- cleanup: the scratch data directory and PostgreSQL database, also on SIGINT ----

const cleanups: (() => Promise<void>)[] = [];
async function cleanupAll(): Promise<void> {
  while (cleanups.length) await cleanups.pop()!().catch((err: unknown) => console.error('cleanup failed:', err));
}
process.once('SIGINT', () => {
  console.error('\ninterrupted: cleaning up');
  void cleanupAll().finally(() => process.exit(130));
});

async function openBackend(kind: 'pglite' | 'postgres'): Promise<{ database: Database; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ctf-bench-ladder-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (kind === 'pglite') return { database: await openDataDir(dataDir), dataDir };
  const url = await freshPostgresDatabase(PG_URL, PG_NAME);
  cleanups.push(() => dropPostgresDatabase(PG_URL, PG_NAME));
  return { database: await openPostgres(url), dataDir };
}

type Raw = Record<string, unknown>;
const rowsOf = (res: unknown): Raw[] => {
  const r = res as { rows?: Raw[] } | Raw[];
  return Array.isArray(r) ? r : (r.rows ?? []);
};

// ---- seeding ----

interface Seeded {
  seasonId: number;
  viewerId: string;
  now: Date;
  seconds: number;
}

/** One season, a sponsor for the crowd and a viewer, and N crawlers in one statement. */
async function seed(db: Db): Promise<Seeded> {
  const now = new Date();
  const start = new Date(now.getTime() - 14 * DAY_MS);
  const t = performance.now();
  const season = rowsOf(await db.execute(sql`
    insert into seasons (season_number, name, description, seed, start_date, is_active)
    values (1, 'Season 1: The Descent', 'bench', 20261121, ${start.toISOString()}, true) returning id`))[0]!;
  const seasonId = Number(season.id);
  await db.execute(sql`insert into users (id, name, email) values ('bench-crowd', 'Crowd', 'crowd@bench.test'), ('bench-viewer', 'Viewer', 'viewer@bench.test')`);
  // One transaction: setseed and the insert on the same connection (PostgreSQL's pool), same rows every run.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.17)`);
    await tx.execute(sql`
      insert into crawlers (user_id, season_id, sponsorship, name, serial, classification, status, is_alive, might, agility, endurance, intellect, charisma, wisdom, luck,
        health, max_health, energy, max_energy, power, max_power, background, competencies, top_ability, level, created_at, died_at,
        deepest_floor, gold, kills, rooms_explored)
      select 'bench-crowd', ${seasonId}, 'secondary', 'Crawler ' || i, 'B-' || i, 'combat_veteran',
        case when dead then 'dead' else 'active' end, not dead, 10, 10, 10, 10, 10, 10, 5,
        case when dead then 0 else 80 end, 100, 100, 100, 100, 100, 'bench', '[]'::jsonb, '{"name":"x","description":"x"}'::jsonb,
        1 + floor(power(r_level, 2) * 20)::int, created,
        case when dead then least(${now.toISOString()}::timestamptz, created + make_interval(secs => -ln(1 - r_life) * 6 * 3600)) end,
        floor_n, floor(power(r_gold, 4) * 20000)::int, floor(power(r_kills, 3) * 400)::int, least(400, floor_n * (1 + floor(r_rooms * 12)::int))
      from (
        select i, random() < 0.2 as dead, random() as r_life, random() as r_gold, random() as r_kills, random() as r_rooms, random() as r_level,
          ${start.toISOString()}::timestamptz + make_interval(secs => random() * 14 * 86400 * 0.999) as created,
          least(10, 1 + floor(power(random(), 2.5) * 10)::int) as floor_n
        from generate_series(1, ${N}) as i
      ) as s`);
  });
  await db.execute(sql`analyze crawlers`);
  return { seasonId, viewerId: 'bench-viewer', now, seconds: (performance.now() - t) / 1000 };
}

/** The ids at rank 1, the middle and the bottom of a category's order (setup, not measured). */
async function positions(db: Db, seasonId: number, category: LadderCategory, now: Date): Promise<{ top: number; middle: number; bottom: number }> {
  const order: SQL =
    category === 'survival'
      ? sql`(coalesce(died_at, retired_at, ${now.toISOString()}::timestamptz) - created_at) desc, id`
      : sql.raw(`${{ deepest_floor: 'deepest_floor', gold: 'gold', kills: 'kills', explorer: 'rooms_explored', fame: 'fame' }[category]} desc, id`);
  const at = async (offset: number) => Number(rowsOf(await db.execute(sql`select id from crawlers where season_id = ${seasonId} order by ${order} offset ${offset} limit 1`))[0]!.id);
  return { top: await at(0), middle: await at(Math.floor(N / 2)), bottom: await at(N - 1) };
}

// ---- EXPLAIN of what the repository sends ----

/** A Tx that records every statement the repository executes (and runs it). */
function recording(db: Db): { tx: Tx; sent: SQL[] } {
  const sent: SQL[] = [];
  const tx = new Proxy(db, {
    get(target, prop, receiver) {
      if (prop !== 'execute') return Reflect.get(target, prop, receiver);
      return (query: SQL) => {
        sent.push(query);
        return target.execute(query);
      };
    },
  }) as unknown as Tx;
  return { tx, sent };
}

interface PlanCheck {
  what: string;
  summary: string;
  /** Reads the expected index(es), no sequential scan, and (a top) no sort: the index gives the order. */
  ok: boolean;
}

/** The plan's nodes in one line: e.g. "Limit > Index Scan using crawlers_ladder_gold_idx". */
function planSummary(lines: string[]): string {
  return lines
    .map((l) => l.trim().replace(/^->\s*/, ''))
    .filter((l) => /^(Limit|Index|Seq Scan|Parallel|Gather|Finalize|Partial|Bitmap|Sort|Incremental Sort|Aggregate|Nested Loop|Hash|Merge|Result|Function Scan|InitPlan|SubPlan|Unique|Append)/.test(l))
    .map((l) => l.replace(/ on crawlers\b/, '').replace(/ \(.*$/, ''))
    .join(' > ');
}

async function explainAll(db: Db, what: string, sent: SQL[], expected: string[], opts: { all: boolean; ordered: boolean }): Promise<PlanCheck[]> {
  const out: PlanCheck[] = [];
  for (const [i, query] of sent.entries()) {
    const lines = rowsOf(await db.execute(sql`explain (costs off) ${query}`)).map((r) => String(Object.values(r)[0]));
    const text = lines.join('\n');
    const used = expected.filter((name) => text.includes(name)).length;
    const ok = (opts.all ? used === expected.length : used > 0) && !/Seq Scan on crawlers/.test(text) && !(opts.ordered && /\bSort\b/.test(text));
    out.push({ what: sent.length > 1 ? `${what} #${i + 1}` : what, summary: planSummary(lines), ok });
  }
  return out;
}

// ---- measuring ----

interface Row {
  label: string;
  median: number;
  p99: number;
}

async function sample(label: string, op: (i: number) => Promise<unknown>): Promise<Row> {
  for (let i = 0; i < WARMUP; i++) await op(i);
  const ms: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t = performance.now();
    await op(i);
    ms.push(performance.now() - t);
  }
  const s = summary(ms);
  return { label, median: s.median, p99: s.p99 };
}

// ---- HTTP ----

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** One autocannon run in a child process (its own CPU time, not the server's event loop). */
function cannon(url: string, seconds: number): Promise<{ rps: number; p50: number; p99: number; non2xx: number }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [autocannonBin, '-c', String(HTTP_CONNECTIONS), '-d', String(seconds), '--json', url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
    proc.on('error', reject);
    proc.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const r = JSON.parse(out) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number };
      resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx });
    });
  });
}

async function http(database: Database, dataDir: string): Promise<string[]> {
  const env = loadEnv({ NODE_ENV: 'development', SERVE_WEB: 'false', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DUNGEON_FLOORS: '1', LOG_LEVEL: 'silent' });
  const { app } = await buildApp({ env, database, authSecret: SECRET, autoTick: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    const lines: string[] = [];
    const routes = [
      ['GET /api/health (ceiling)', `${base}/api/health`],
      ['GET /api/ladder?category=gold', `${base}/api/ladder?category=gold`],
    ] as const;
    const runs = new Map<string, { rps: number; p50: number; p99: number; non2xx: number }[]>();
    await cannon(routes[1][1], 1); // warm-up
    for (let r = 0; r < HTTP_RUNS; r++) for (const [label, url] of routes) runs.set(label, [...(runs.get(label) ?? []), await cannon(url, HTTP_SECONDS)]);
    const med = (xs: number[]) => summary(xs).median;
    const ceiling = med(runs.get(routes[0][0])!.map((x) => x.rps));
    for (const [label] of routes) {
      const rs = runs.get(label)!;
      const rps = med(rs.map((x) => x.rps));
      const ratio = label === routes[0][0] ? '' : `  ${((rps / ceiling) * 100).toFixed(1)} % of the ceiling`;
      lines.push(`${label.padEnd(32)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${med(rs.map((x) => x.p50)).toFixed(0)} ms  p99 ${med(rs.map((x) => x.p99)).toFixed(0)} ms  non-2xx ${rs.reduce((n, x) => n + x.non2xx, 0)}  [${rs.map((x) => x.rps.toFixed(0)).join(', ')}]${ratio}`);
    }
    return lines;
  } finally {
    await app.close();
  }
}

// ---- one database ----

interface Phase {
  name: string;
  plans: PlanCheck[];
  rows: { category: LadderCategory; ceiling: Row; measured: Row[] }[];
}

function printPhase(p: Phase): void {
  console.log(`  ${p.name}: plans (EXPLAIN of the statements the repository sent):`);
  for (const plan of p.plans) console.log(`    ${plan.ok ? 'ok  ' : 'MISS'} ${plan.what.padEnd(34)} ${plan.summary}`);
  console.log(`  ${p.name}: ms per call (median / p99), and the median's ratio to the trivial query's:`);
  for (const { category, ceiling, measured } of p.rows) {
    console.log(`    ${category}   (trivial: ${ceiling.median.toFixed(2)} / ${ceiling.p99.toFixed(2)} ms)`);
    for (const r of measured) console.log(`      ${r.label.padEnd(38)} ${r.median.toFixed(2).padStart(7)} / ${r.p99.toFixed(2).padStart(7)}   ×${(r.median / ceiling.median).toFixed(1)}`);
  }
}

/** The worst p99 of the rows whose label starts with `prefix`, over the categories. */
const worst = (p: Phase, prefix: string) => Math.max(...p.rows.flatMap((r) => r.measured.filter((m) => m.label.startsWith(prefix)).map((m) => m.p99)));

async function bench(kind: 'pglite' | 'postgres'): Promise<string> {
  const label = kind === 'pglite' ? 'PGlite (data directory)' : 'PostgreSQL';
  const { database, dataDir } = await openBackend(kind);
  cleanups.push(() => database.close());
  const db = database.db;
  const seeded = await seed(db);
  const { seasonId, now } = seeded;
  const ladder = createLadderRepository(db);
  const seasons = createSeasonRepository(db);
  const crawlers = createCrawlerRepository(db);
  const service = createLadderService({ ladder, seasons, crawlers, clock: () => now });
  const counts = rowsOf(await db.execute(sql`select count(*)::int as n, count(*) filter (where not is_alive)::int as dead, count(*) filter (where deepest_floor <= 3)::int as shallow from crawlers where season_id = ${seasonId}`))[0]!;
  console.log(`\n  ${label}: ${Number(counts.n).toLocaleString('en-US')} crawlers seeded in ${seeded.seconds.toFixed(1)} s (${((Number(counts.dead) / N) * 100).toFixed(0)} % dead, ${((Number(counts.shallow) / N) * 100).toFixed(0)} % at floors 1-3); ${SAMPLES} samples per row after ${WARMUP} warm-up calls`);
  const ids = rowsOf(await db.execute(sql`select id from crawlers where season_id = ${seasonId} order by id limit 1000`)).map((r) => Number(r.id));
  const at = new Map<LadderCategory, { top: number; middle: number; bottom: number }>();
  for (const category of LADDER_CATEGORIES) at.set(category, await positions(db, seasonId, category, now));

  /** One pass over the categories; `all`: every row, else only what the table's state changes (the counts and what uses them). */
  async function phase(name: string, all: boolean): Promise<Phase> {
    const out: Phase = { name, plans: [], rows: [] };
    for (const category of LADDER_CATEGORIES) {
      const pos = at.get(category)!;
      // The viewer owns the three crawlers of this category's positions (for the service's `mine`).
      await db.execute(sql`update crawlers set user_id = 'bench-crowd' where user_id = 'bench-viewer'`);
      await db.execute(sql`update crawlers set user_id = 'bench-viewer' where id in (${pos.top}, ${pos.middle}, ${pos.bottom})`);
      if (all) {
        const topRec = recording(db);
        await ladder.top(seasonId, category, LADDER_SIZE, now, topRec.tx);
        out.plans.push(...(await explainAll(db, `${category} top`, topRec.sent, INDEX[category], { all: false, ordered: true })));
      }
      for (const [where, id] of Object.entries(pos)) {
        const rec = recording(db);
        await ladder.ranksOf(seasonId, category, [id], now, rec.tx);
        // The first statement reads the crawler by id; the counts follow. Gold's counts may read the
        // older ascending (season_id, gold) index: a range of it all the same.
        const expected = category === 'gold' ? [...INDEX.gold, 'crawlers_gold_idx'] : INDEX[category];
        out.plans.push(...(await explainAll(db, `${category} rank-of (${where})`, rec.sent.slice(1), expected, { all: category === 'survival', ordered: false })));
      }
      {
        // The service's statement: the viewer's three crawlers counted together.
        const rec = recording(db);
        await ladder.ranksOf(seasonId, category, [pos.top, pos.middle, pos.bottom], now, rec.tx);
        const expected = category === 'gold' ? [...INDEX.gold, 'crawlers_gold_idx'] : INDEX[category];
        out.plans.push(...(await explainAll(db, `${category} rank-of (all three)`, rec.sent.slice(1), expected, { all: category === 'survival', ordered: false })));
      }
      const ceiling = await sample('trivial: one crawler by primary key', (i) => db.execute(sql`select id, name, gold from crawlers where id = ${ids[(i * 37) % ids.length]!}`));
      const measured = [
        ...(all ? [await sample('top 100', () => ladder.top(seasonId, category, LADDER_SIZE, now))] : []),
        await sample('rank-of, top crawler', () => ladder.ranksOf(seasonId, category, [pos.top], now)),
        await sample('rank-of, middle crawler', () => ladder.ranksOf(seasonId, category, [pos.middle], now)),
        await sample('rank-of, bottom crawler', () => ladder.ranksOf(seasonId, category, [pos.bottom], now)),
        // The three in one call: one counting statement (against the three rows above: one each).
        await sample('ranks-of, the three together', () => ladder.ranksOf(seasonId, category, [pos.top, pos.middle, pos.bottom], now)),
        await sample('service: top 100 + viewer’s 3 ranks', () => service.read(seeded.viewerId, category)),
      ];
      out.rows.push({ category, ceiling, measured });
    }
    printPhase(out);
    return out;
  }

  // As seeded: the visibility map unset, as on PGlite (no autovacuum) or on PostgreSQL before autovacuum.
  const fresh = await phase('as seeded (ANALYZE only)', true);
  const t = performance.now();
  await db.execute(sql`vacuum analyze crawlers`);
  const vacuumS = (performance.now() - t) / 1000;
  console.log(`  VACUUM ANALYZE crawlers: ${vacuumS.toFixed(1)} s`);
  // Vacuumed: counts can be index-only scans (PostgreSQL's autovacuum keeps a table like this).
  const vacuumed = await phase('after VACUUM', false);

  console.log(`  HTTP, after VACUUM (${HTTP_RUNS} runs × ${HTTP_SECONDS} s, ${HTTP_CONNECTIONS} connections, autocannon in a child process):`);
  for (const line of await http(database, dataDir)) console.log(`    ${line}`);
  await cleanupAll();
  const ok = (p: Phase) => `${p.plans.filter((x) => x.ok).length}/${p.plans.length}`;
  return (
    `${label}: top-100 p99 ≤ ${worst(fresh, 'top 100').toFixed(1)} ms; one crawler's rank-of p99 ≤ ${worst(fresh, 'rank-of').toFixed(1)} ms as seeded (${ok(fresh)} on their index), ` +
    `≤ ${worst(vacuumed, 'rank-of').toFixed(1)} ms after VACUUM (${ok(vacuumed)}, VACUUM ${vacuumS.toFixed(1)} s); whole answer p99 ≤ ${worst(fresh, 'service').toFixed(1)} / ${worst(vacuumed, 'service').toFixed(1)} ms`
  );
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

try {
  const started = performance.now();
  console.log(`ladder: ${N.toLocaleString('en-US')} crawlers in one season, through the ladder repository and service${QUICK ? ' (BENCH_QUICK)' : ''}`);
  const only = process.env.BENCH_LADDER_DB;
  const results = only === 'postgres' ? [] : [await bench('pglite')];
  if (only === 'pglite') console.log('  PostgreSQL: skipped (BENCH_LADDER_DB=pglite)');
  else if (await postgresReachable()) results.push(await bench('postgres'));
  else console.log(`  PostgreSQL at ${PG_URL} is not reachable: skipped`);
  console.log(`ladder (${((performance.now() - started) / 1000).toFixed(0)} s): ${results.join('; ')}`);
} finally {
  await cleanupAll();
}
