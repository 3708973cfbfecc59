// Start-up time: from spawning the server to GET /api/health answering 200, for `npm run serve`
// (the server alone) and `npm start` (build the web app when stale, then serve), each on a NEW data
// directory (first migration, Season 1 seeded, its 10-floor dungeon generated and stored) and on an
// EXISTING one (the dungeon only loaded). Also: the web build a stale checkout adds to `npm start`
// (built into bench/out, so dist/web is left alone); one server start split into phases
// (bench/startup/phases.ts); a season's dungeon split into pure generation, storage in a new PGlite
// data directory and the load an existing directory does at boot. Budgets: existing data dir to
// healthy ≤ 5 s; a season's dungeon generated ≤ 1 s (pure). Full profile 5 runs each;
// BENCH_QUICK=1 runs 3. Prints only; asserts nothing.
// Run: node --import tsx bench/startup.bench.ts
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DUNGEON } from '#game/constants.ts';
import { generateDungeon } from '#game/dungeon/dungeon.ts';
import { openDataDir } from '#server/db/database.ts';
import { createDungeonRepository } from '#server/repositories/dungeon-repository.ts';
import { createSeasonRepository } from '#server/repositories/season-repository.ts';
import { DungeonCache } from '#server/services/dungeon-cache.ts';
import { createSeasonService, SEASON_ONE } from '#server/services/season-service.ts';
import { freePort, ROOT } from '#tests/helpers/server-process.ts';
import { summary } from './stats.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const RUNS = QUICK ? 3 : 5;
const HEALTH_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const BUDGET_EXISTING_MS = 5_000;
const BUDGET_GENERATION_MS = 1_000;

// ---- child processes: each in its own process group (npm → sh → tsx → node), stopped as a group ----

const groups = new Set<number>();
const scratch = new Set<string>();

const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM to the whole group (the server closes PGlite cleanly), then wait until every process of it is gone. */
async function stopGroup(proc: ChildProcess): Promise<void> {
  const pgid = proc.pid;
  if (pgid === undefined) return;
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGTERM');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (groupAlive(pgid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
  groups.delete(pgid);
}

function cleanupNow(): void {
  for (const pgid of groups) if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}
process.once('SIGINT', () => {
  console.error('\ninterrupted: stopping the servers');
  for (const pgid of groups) if (groupAlive(pgid)) process.kill(-pgid, 'SIGTERM');
  setTimeout(() => {
    cleanupNow();
    process.exit(130);
  }, 2_000);
});
process.once('exit', cleanupNow);

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ctf-bench-startup-'));
  scratch.add(dir);
  return dir;
}

function dropDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  scratch.delete(dir);
}

/** The environment a plain `npm start` sees, on a port and data directory of our own, local traffic only. */
function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && !['DATABASE_URL', 'NODE_ENV', 'LOG_LEVEL', 'SEASON_SEED', 'DUNGEON_FLOORS', 'SERVE_WEB', 'WEB_DIST'].includes(k)),
  );
  return { ...inherited, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
}

type Command = 'serve' | 'start';
const NPM_ARGS: Record<Command, string[]> = { serve: ['run', 'serve'], start: ['start'] };

/** Runs where `npm start` found the web app stale and built it (another edit under web/ during the bench). */
let rebuilds = 0;

/** Spawns `npm run serve` / `npm start` and returns the ms until /api/health answers 200; stops it after. */
async function timeToHealthy(command: Command, dataDir: string): Promise<number> {
  const port = await freePort();
  const start = performance.now();
  const proc = spawn('npm', NPM_ARGS[command], { cwd: ROOT, env: serverEnv(dataDir, port), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  if (proc.pid !== undefined) groups.add(proc.pid);
  let output = '';
  proc.stdout?.on('data', (d) => (output += String(d)));
  proc.stderr?.on('data', (d) => (output += String(d)));
  try {
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`npm ${NPM_ARGS[command].join(' ')} exited (${proc.exitCode}):\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
      if (ok) {
        if (output.includes('building the web app')) rebuilds++;
        return performance.now() - start;
      }
      if (performance.now() - start > HEALTH_TIMEOUT_MS) throw new Error(`not healthy within ${HEALTH_TIMEOUT_MS} ms:\n${output}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await stopGroup(proc);
  }
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs: number[]) => summary(xs).median;

async function startupRows(command: Command): Promise<{ fresh: number[]; existing: number[] }> {
  const fresh: number[] = [];
  let existingDir = '';
  for (let run = 0; run < RUNS; run++) {
    const dir = newDataDir();
    fresh.push(await timeToHealthy(command, dir));
    if (run === RUNS - 1) existingDir = dir;
    else dropDataDir(dir);
  }
  const existing: number[] = [];
  for (let run = 0; run < RUNS; run++) existing.push(await timeToHealthy(command, existingDir));
  dropDataDir(existingDir);
  const label = command === 'serve' ? 'npm run serve' : 'npm start    ';
  console.log(`  ${label} new data dir:      ${fresh.map(fmt).join(', ')}  → median ${fmt(median(fresh))}`);
  console.log(`  ${label} existing data dir: ${existing.map(fmt).join(', ')}  → median ${fmt(median(existing))}`);
  return { fresh, existing };
}

/** What a stale web app adds to `npm start`: `vite build` (same config, output in bench/out so dist/web is untouched). */
function buildTimes(): number[] {
  const out = join(ROOT, 'bench/out/startup-web');
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const build = spawnSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error(`vite build failed (${build.status})`);
    times.push(performance.now() - start);
  }
  rmSync(out, { recursive: true, force: true });
  return times;
}

interface Phases {
  boot: number;
  modules: number;
  openDatabase: number;
  buildApp: number;
  listen: number;
}

/** bench/startup/phases.ts in a process of its own: one start on `dataDir`, split into phases. */
function phasesOnce(dataDir: string): Phases {
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/startup/phases.ts'], {
    cwd: ROOT,
    env: { ...serverEnv(dataDir, 0) },
    encoding: 'utf8',
    timeout: HEALTH_TIMEOUT_MS,
  });
  if (child.status !== 0) throw new Error(`bench/startup/phases.ts failed (${child.status}):\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop()!) as Phases;
}

/** Where a start's time goes: the first start on a new data directory, then RUNS on it once it exists. */
function phaseRows(): void {
  const dir = newDataDir();
  const fresh = phasesOnce(dir);
  const existing = Array.from({ length: RUNS }, () => phasesOnce(dir));
  dropDataDir(dir);
  const keys: (keyof Phases)[] = ['boot', 'modules', 'openDatabase', 'buildApp', 'listen'];
  const names: Record<keyof Phases, string> = {
    boot: 'node + tsx boot',
    modules: "app's modules loaded",
    openDatabase: 'PGlite opened + migrations',
    buildApp: 'buildApp (auth, season, dungeon, routes)',
    listen: 'listen',
  };
  console.log(`  phases of one server start (bench/startup/phases.ts, in-process timers; existing = median of ${RUNS}):`);
  for (const k of keys) {
    console.log(`    ${names[k].padEnd(42)} new ${fresh[k].toFixed(0).padStart(5)} ms   existing ${median(existing.map((p) => p[k])).toFixed(0).padStart(5)} ms`);
  }
}

/** The season's dungeon, generated (pure), stored in a new PGlite data directory, and loaded back as boot does. */
async function dungeonSplit(): Promise<{ generate: number[]; store: number[]; load: number[]; rooms: number }> {
  const generate: number[] = [];
  const store: number[] = [];
  const load: number[] = [];
  let rooms = 0;
  for (let run = 0; run < RUNS; run++) {
    const dir = newDataDir();
    const database = await openDataDir(dir);
    try {
      const seasonRepo = createSeasonRepository(database.db);
      await createSeasonService(seasonRepo, () => new Date()).seedDefault();
      const season = (await seasonRepo.findByNumber(SEASON_ONE.seasonNumber))!;
      const dungeons = createDungeonRepository(database.db);
      let t = performance.now();
      const dungeon = generateDungeon(season.seed, DUNGEON.defaultFloorCount);
      generate.push(performance.now() - t);
      rooms = dungeon.floors.reduce((n, f) => n + f.rooms.length, 0);
      t = performance.now();
      await dungeons.store(season.id, dungeon);
      store.push(performance.now() - t);
      t = performance.now();
      if ((await dungeons.roomCount(season.id)) === 0) throw new Error('dungeon not stored');
      new DungeonCache(season.id, await dungeons.loadStatic(season.id));
      load.push(performance.now() - t);
    } finally {
      await database.close();
      dropDataDir(dir);
    }
  }
  return { generate, store, load, rooms };
}

async function main(): Promise<void> {
  console.log(`start-up (${RUNS} runs each${QUICK ? ', BENCH_QUICK' : ''}); PGlite in a new temp data directory; health polled every 20 ms`);
  // The measured `npm start` runs find an up-to-date web build, as on an unchanged checkout.
  const prepare = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/build-if-stale.ts'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (prepare.status !== 0) throw new Error('scripts/build-if-stale.ts failed');

  const serve = await startupRows('serve');
  const start = await startupRows('start');
  if (rebuilds) console.log(`  note: ${rebuilds} npm start run(s) rebuilt the web app (an input changed during the bench)`);
  const builds = buildTimes();
  console.log(`  web build a stale checkout adds to npm start (vite build): ${builds.map(fmt).join(', ')}  → median ${fmt(median(builds))}`);
  phaseRows();
  const split = await dungeonSplit();
  const ms = (xs: number[]) => `${xs.map((x) => x.toFixed(0)).join(', ')} ms → median ${median(xs).toFixed(0)} ms`;
  console.log(`  season dungeon (${DUNGEON.defaultFloorCount} floors, ${split.rooms} rooms), first run in this process is cold:`);
  console.log(`    generated (pure):            ${ms(split.generate)}`);
  console.log(`    stored (new PGlite dir):      ${ms(split.store)}`);
  console.log(`    loaded at boot (existing):    ${ms(split.load)}`);

  const existingServe = median(serve.existing);
  const existingStart = median(start.existing);
  const gen = median(split.generate);
  console.log(
    `start-up: existing data dir to healthy, median: npm run serve ${fmt(existingServe)} (${((existingServe / BUDGET_EXISTING_MS) * 100).toFixed(0)}% of the 5 s budget), ` +
      `npm start ${fmt(existingStart)} (${((existingStart / BUDGET_EXISTING_MS) * 100).toFixed(0)}%); new data dir: serve ${fmt(median(serve.fresh))}, start ${fmt(median(start.fresh))}; ` +
      `dungeon generated ${gen.toFixed(0)} ms (${((gen / BUDGET_GENERATION_MS) * 100).toFixed(1)}% of 1 s) + stored ${median(split.store).toFixed(0)} ms`,
  );
}

try {
  await main();
} finally {
  cleanupNow();
}
