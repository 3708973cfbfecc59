// Durable actions per second: the transactions a pick-up and a kill commit, through the server's own
// code, on PGlite (a data directory on disk, as `npm start` uses) and on PostgreSQL. The app is built
// in-process with buildApp (hub not ticking), crawlers are sponsored through its routes, and then:
//  - pick-up tx: the transaction the loot service commits for a won pick-up (loot repository `claim`
//    + the winner's `picked_up` log entry, as createLootService's settle() runs them), one ground item each;
//  - pick-up route: POST /api/ground-items/:id/pickup end to end (ownership, position, distance, the
//    ROLL_OFF_WINDOW_MS roll-off window, then that transaction); its latency is bounded below by the
//    150 ms window by design, so it shows the request, not the database ceiling. The service's own
//    transaction is timed from inside (db.transaction wrapped) as a cross-check of the row above;
//  - kill: createRoomPersistence(createRoomFactsRepository(db)).persist(state, events) for the tick in which a crawler kills a
//    mob (attacked + died + reward events, as game/room-sim emits them): mob update, crawler locked,
//    experience/gold/level written, the crawler's log entries appended (attacked, killed, rewarded);
//    Also CONCURRENCY rooms' kills in one persistTick (the hub writes every awake room's tick in one
//    transaction), sequential only;
//  - ceiling: a trivial one-row UPDATE in a transaction on the same database, for the ratio.
// Sequential (1 in flight) on both databases, and 8 in flight on PostgreSQL (one crawler per worker,
// as 8 rooms ticking). Runs of SECONDS each; prints tx/s (median of runs) and p50/p99 latency (median
// of the runs' quantiles). No budget: prints only; asserts nothing. Full: 3 runs × 5 s per row;
// BENCH_QUICK=1: 3 runs × 1 s. BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) is
// where a scratch database ctf_bench_durable_<pid> is created and dropped.
// Run: node --import tsx bench/durable-actions.bench.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- measures the database's own ceiling: seeds and reads rows in SQL
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { ROLL_OFF_WINDOW_MS } from '#contract/loot.ts';
import { ITEM_CATALOGUE, itemByKey } from '#game/item-catalogue.ts';
import type { RoomEvent, RoomState } from '#game/room-sim.ts';
import { buildApp } from '#server/app.ts';
import { openDataDir, openPostgres, type Database, type Db } from '#server/db/database.ts';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the tables it seeds and reads
import { crawler, mob } from '#server/db/schema.ts';
import { loadEnv } from '#server/env.ts';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- measures the kill tick's write itself
import { createRoomPersistence } from '#server/realtime/room-persistence.ts';
import { createRoomFactsRepository } from '#server/repositories/room-facts-repository.ts';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- builds the room state that write is given
import { mobState, playerState } from '#server/realtime/room-loader.ts';
import { createEventLogRepository } from '#server/repositories/event-log-repository.ts';
import { createEventRecorder } from '#server/services/event-recorder.ts';
import { createCrawlerRepository, type CrawlerRow } from '#server/repositories/crawler-repository.ts';
import type { MobRow } from '#server/repositories/dungeon-repository.ts';
import { createItemRepository } from '#server/repositories/item-repository.ts';
import { createLootRepository } from '#server/repositories/loot-repository.ts';
import { call, devLogin } from '#tests/helpers/app.ts';
import { dropPostgresDatabase, freshPostgresDatabase } from '#tests/helpers/postgres.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';
import { summary } from './stats.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const RUNS = 3;
const SECONDS = QUICK ? 1 : 5;
const CONCURRENCY = 8;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_NAME = `ctf_bench_durable_${process.pid}`;
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';

// ---- cleanup: the scratch data directory and PostgreSQL database, also on SIGINT ----

const cleanups: (() => Promise<void>)[] = [];
async function cleanupAll(): Promise<void> {
  while (cleanups.length) await cleanups.pop()!().catch((err: unknown) => console.error('cleanup failed:', err));
}
process.once('SIGINT', () => {
  console.error('\ninterrupted: cleaning up');
  void cleanupAll().finally(() => process.exit(130));
});

async function dropPostgres(): Promise<void> {
  await dropPostgresDatabase(PG_URL, PG_NAME);
}

async function openBackend(kind: 'pglite' | 'postgres'): Promise<{ database: Database; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ctf-bench-durable-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  if (kind === 'pglite') return { database: await openDataDir(dataDir), dataDir };
  const url = await freshPostgresDatabase(PG_URL, PG_NAME);
  cleanups.push(dropPostgres);
  // The pool size main.ts uses (openPostgres' default).
  return { database: await openPostgres(url), dataDir };
}

/** The same Db with every db.transaction timed (the loot service's own transaction, seen from outside). */
function timingTransactions(database: Database): { database: Database; samples: number[] } {
  const samples: number[] = [];
  const db = new Proxy(database.db, {
    get(target, prop, receiver) {
      if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
      return async (...args: unknown[]) => {
        const start = performance.now();
        try {
          return await (target.transaction as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          samples.push(performance.now() - start);
        }
      };
    },
  }) as Db;
  return { database: { ...database, db }, samples };
}

// ---- measuring ----

interface Run {
  txPerSecond: number;
  p50: number;
  p99: number;
  count: number;
  /** The run stopped before SECONDS because its work ran out. */
  short: boolean;
}

/**
 * Runs `op(worker)` back to back in `concurrency` workers for SECONDS; `op` returns false when it has
 * nothing left to do. Latency is per op; throughput is ops over the wall time.
 */
async function measure(concurrency: number, op: (worker: number) => Promise<boolean>): Promise<Run> {
  const latencies: number[] = [];
  let short = false;
  const start = performance.now();
  const deadline = start + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      while (performance.now() < deadline) {
        const t = performance.now();
        if (!(await op(w))) {
          short = true;
          return;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = performance.now() - start;
  const s = summary(latencies);
  return { txPerSecond: (latencies.length / elapsed) * 1000, p50: s.median, p99: s.p99, count: latencies.length, short };
}

interface Row {
  label: string;
  runs: Run[];
  /** Paced by ROLL_OFF_WINDOW_MS rather than by the database: no ratio to the ceiling. */
  windowBound?: boolean;
}

async function row(label: string, concurrency: number, before: () => Promise<void>, op: (worker: number) => Promise<boolean>): Promise<Row> {
  const runs: Run[] = [];
  for (let r = 0; r < RUNS; r++) {
    await before();
    runs.push(await measure(concurrency, op));
  }
  return { label, runs };
}

const med = (xs: number[]) => summary(xs).median;

function print(db: string, concurrency: number, rows: Row[], ceiling: Row, extra: Map<string, string>): void {
  const ceilingTps = med(ceiling.runs.map((r) => r.txPerSecond));
  console.log(`  ${db}, ${concurrency} in flight (${RUNS} runs × ${SECONDS} s):`);
  for (const r of [ceiling, ...rows]) {
    const tps = med(r.runs.map((x) => x.txPerSecond));
    const ratio = r === ceiling ? '' : r.windowBound ? '  (bound by the roll-off window, not the database)' : `  (${((tps / ceilingTps) * 100).toFixed(0)}% of the ceiling)`;
    const short = r.runs.some((x) => x.short) ? '  [a run ran out of items before the end]' : '';
    console.log(
      `    ${r.label.padEnd(38)} ${tps.toFixed(0).padStart(6)} tx/s  p50 ${med(r.runs.map((x) => x.p50)).toFixed(2).padStart(7)} ms  p99 ${med(r.runs.map((x) => x.p99)).toFixed(2).padStart(7)} ms` +
        `  [${r.runs.map((x) => x.txPerSecond.toFixed(0)).join(', ')}]${ratio}${short}`,
    );
    const note = extra.get(r.label);
    if (note) console.log(`      ${note}`);
  }
}

// ---- one database: build the app, seed, measure ----

interface Actor {
  token: string;
  row: CrawlerRow;
  roomId: number;
  mob: MobRow;
}

async function bench(kind: 'pglite' | 'postgres'): Promise<string> {
  const { database: raw, dataDir } = await openBackend(kind);
  const timed = timingTransactions(raw);
  const env = loadEnv({ NODE_ENV: 'development', SERVE_WEB: 'false', DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DUNGEON_FLOORS: '2', LOG_LEVEL: 'silent' });
  const { app } = await buildApp({
    env,
    database: timed.database,
    authSecret: SECRET,
    autoTick: false,
    // In-process only (tests do the same): the product's per-user limits would refuse a bench's pace.
    authRateLimit: { max: 10_000, timeWindow: 60_000 },
    intentLimits: { position: 1_000_000, action: 1_000_000 },
  });
  cleanups.push(async () => {
    await app.close();
    await raw.close();
  });
  await app.ready();
  const db = raw.db;
  const crawlers = createCrawlerRepository(db);
  const loot = createLootRepository(db);
  const recorder = createEventRecorder({ db, log: createEventLogRepository(db), seasonStartMs: () => Date.now() });
  const items = createItemRepository(db);
  const persistence = createRoomPersistence(createRoomFactsRepository(db), () => new Date(), undefined, recorder);

  // Seed: one sponsor and crawler per worker (sponsored through the routes, placed by current-room),
  // and one living mob of the dungeon per worker for it to kill.
  const mobs = await db.select().from(mob).limit(CONCURRENCY);
  if (mobs.length < CONCURRENCY) throw new Error(`the dungeon has only ${mobs.length} mobs`);
  const actors: Actor[] = [];
  for (let w = 0; w < CONCURRENCY; w++) {
    const token = await devLogin(app, `durable-${w}@bench.test`);
    const id = (await sponsorCrawler(app, token)).crawler.id as number;
    const here = await call(app, 'GET', `/api/crawlers/${id}/current-room`, { token });
    if (here.status !== 200) throw new Error(`current-room: ${here.status}`);
    actors.push({ token, row: (await crawlers.findById(id))!, roomId: here.body.room.id as number, mob: mobs[w]! });
  }

  let pool: number[] = [];
  const template = ITEM_CATALOGUE[0]!.key;
  /** Drops fresh ground items under the crawlers' feet (they all stand at the entrance, 50/50). */
  async function seedItems(n: number): Promise<void> {
    await db.execute(sql`delete from ground_items where room_id = ${actors[0]!.roomId}`);
    pool = [];
    for (let i = 0; i < n; i += 500) {
      const batch = Array.from({ length: Math.min(500, n - i) }, () => ({ templateKey: template, x: 50, y: 50 }));
      pool.push(...(await loot.drop(actors[0]!.roomId, batch, db)).map((g) => g.id));
    }
  }

  // The transaction settle() commits for a won pick-up, with the same repository calls.
  async function pickupTx(w: number): Promise<boolean> {
    const itemId = pool.pop();
    if (itemId === undefined) return false;
    const a = actors[w]!;
    const now = new Date();
    await db.transaction(async (tx) => {
      const owned = await loot.claim(itemId, a.row.id, tx);
      if (!owned) throw new Error(`item ${itemId} was already taken`);
      const t = itemByKey(owned.templateKey);
      await recorder.record(tx, [
        { crawlerId: a.row.id, at: now.getTime(), roomId: a.roomId, kind: 'picked_up', data: { itemId: owned.id, groundItemId: itemId, templateKey: owned.templateKey, name: t?.name ?? 'an item', rarity: t?.rarity ?? 'common', category: t?.category ?? 'item' } },
      ]);
    });
    return true;
  }

  async function pickupRoute(w: number): Promise<boolean> {
    const itemId = pool.pop();
    if (itemId === undefined) return false;
    const a = actors[w]!;
    const res = await call(app, 'POST', `/api/ground-items/${itemId}/pickup`, { token: a.token, body: { crawlerId: a.row.id } });
    if (res.status !== 200 || res.body.success !== true) throw new Error(`pickup: ${res.status} ${JSON.stringify(res.body)}`);
    return true;
  }

  // The tick in which worker w's crawler kills its mob: what stepRoom emits and the hub persists.
  const players = await Promise.all(actors.map((a) => playerState(a.row, items)));
  let tick = 0;
  function killTick(w: number): { state: RoomState; events: RoomEvent[] } {
    const a = actors[w]!;
    const m = a.mob;
    const now = Date.now();
    const slain = { ...mobState(m), health: 0, isAlive: false, diedAt: now, aggroOn: a.row.id, lastAttackAt: now };
    const state: RoomState = { roomId: m.roomId, tick, isSafe: false, isPvp: false, mobs: [slain], players: [players[w]!], inCombat: false };
    const events: RoomEvent[] = [
      { type: 'attacked', tick, attackerId: `crawler-${a.row.id}`, targetId: `mob-${m.id}`, hit: true, critical: false, roll: 10, damage: m.health, targetHealth: 0, dodged: false, weaponKind: 'melee' },
      { type: 'died', tick, id: `mob-${m.id}`, killedBy: `crawler-${a.row.id}`, victimType: 'mob' },
      { type: 'reward', tick, crawlerId: a.row.id, xp: m.xpReward, gold: m.goldReward, mobId: m.id },
      { type: 'combat_ended', tick },
    ];
    return { state, events };
  }
  async function kill(w: number): Promise<boolean> {
    tick++;
    const { state, events } = killTick(w);
    await persistence.persist(state, events);
    return true;
  }
  // The hub writes every awake room's tick in one transaction: CONCURRENCY rooms, a kill in each.
  async function killsInOneTick(): Promise<boolean> {
    tick++;
    await persistence.persistTick(actors.map((_, w) => killTick(w)));
    return true;
  }

  async function ceiling(w: number): Promise<boolean> {
    const id = actors[w]!.row.id;
    await db.transaction(async (tx) => {
      await tx.update(crawler).set({ lastAction: 'bench' }).where(eq(crawler.id, id));
    });
    return true;
  }

  const nothing = async () => {};
  const label = kind === 'pglite' ? 'PGlite (data directory)' : 'PostgreSQL';
  const concurrencies = kind === 'pglite' ? [1] : [1, CONCURRENCY];
  const lines: string[] = [];
  for (const c of concurrencies) {
    const ceilingRow = await row('ceiling: one-row UPDATE tx', c, nothing, ceiling);
    // A pick-up is no faster than the ceiling: seed a little more than the ceiling's pace could take
    // (a run that still runs out stops early and says so).
    const items = Math.ceil(med(ceilingRow.runs.map((r) => r.txPerSecond)) * SECONDS * 1.3) + 100;
    const pickupRow = await row('pick-up tx (claim + log entry)', c, () => seedItems(items), pickupTx);
    const killRow = await row('kill (persist: mob, reward, log entries)', c, nothing, kill);
    // Only sequential: the hub runs one tick's transaction at a time.
    const batchRow = c === 1 ? await row(`${CONCURRENCY} rooms' kills, one persistTick tx`, 1, nothing, killsInOneTick) : null;
    // The route waits out the roll-off window: c × (1 / 0.15 s) at most; a few hundred items suffice.
    const routeItems = Math.ceil(((SECONDS * 1000) / ROLL_OFF_WINDOW_MS) * c * 1.5) + 10;
    const routeRow = {
      ...(await row('pick-up route (incl. 150 ms window)', c, async () => {
        await seedItems(routeItems);
        timed.samples.length = 0;
      }, pickupRoute)),
      windowBound: true,
    };
    const inside = summary(timed.samples);
    const extra = new Map([[routeRow.label, `the service's own pick-up transaction inside those requests (last run): p50 ${inside.median.toFixed(2)} ms, p99 ${inside.p99.toFixed(2)} ms over ${timed.samples.length}`]]);
    if (batchRow) extra.set(batchRow.label, `= ${(med(batchRow.runs.map((x) => x.txPerSecond)) * CONCURRENCY).toFixed(0)} kills/s (${CONCURRENCY} per transaction)`);
    print(label, c, [pickupRow, killRow, ...(batchRow ? [batchRow] : []), routeRow], ceilingRow, extra);
    const tps = (r: Row) => med(r.runs.map((x) => x.txPerSecond)).toFixed(0);
    const batched = batchRow ? `, ${CONCURRENCY} rooms' kills per tick tx ${tps(batchRow)} tx/s` : '';
    lines.push(`${label}, ${c} in flight: pick-up ${tps(pickupRow)} tx/s, kill ${tps(killRow)} tx/s${batched}, ceiling ${tps(ceilingRow)} tx/s`);
  }
  await cleanupAll();
  return lines.join('; ');
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
  console.log(`durable actions: pick-up and kill transactions through the server's code (${RUNS} runs × ${SECONDS} s per row${QUICK ? ', BENCH_QUICK' : ''})`);
  const results = [await bench('pglite')];
  if (await postgresReachable()) results.push(await bench('postgres'));
  else console.log(`  PostgreSQL at ${PG_URL} is not reachable: skipped`);
  console.log(`durable actions (median of ${RUNS} runs): ${results.join('; ')}`);
} finally {
  await cleanupAll();
}
