// Crash-safety driver. Starts the real server process on one data directory (or
// PostgreSQL database), lets scripted players play, SIGKILLs the server at a random point, restarts
// it, and checks that every fact the server acknowledged is still there and that it started cleanly.
// Repeats for --cycles cycles and prints a JSON report; exits 1 if anything was lost.
//
// Run: node --import tsx tests/reliability/crash/crash-cycles.ts --cycles 50 --db pglite --seed 1
//      node --import tsx tests/reliability/crash/crash-cycles.ts --cycles 50 --db postgres --seed 1
// (--db postgres uses DATABASE_URL or postgres://postgres@127.0.0.1:5432/test for a fresh database.)
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createRng } from '#game/rng.ts';
import { dataDirFromTemplate } from '#tests/helpers/pglite-template.ts';
import { dropPostgresDatabase, freshPostgresDatabase } from '#tests/helpers/postgres.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { freePort, spawnServer, waitHealthy, type ServerProcess } from '#tests/helpers/server-process.ts';
import { checkActor, newActor, type Actor } from './ledger.ts';
import { emptyTally, httpApi, play, setUp, type SessionContext, type Tally } from './session.ts';

export interface CrashOptions {
  cycles: number;
  db: 'pglite' | 'postgres';
  seed: number;
  /** The SIGKILL lands this long (uniformly, ms) after the players start. */
  killWindowMs?: [number, number];
  /** Share of cycles whose SIGKILL lands during start-up instead, before the server is healthy. */
  startupKillShare?: number;
  log?: (line: string) => void;
}

export interface CrashReport {
  db: 'pglite' | 'postgres';
  seed: number;
  cycles: number;
  killsDuringStartup: number;
  killsDuringPlay: number;
  cleanStarts: number;
  failedStarts: string[];
  factsChecked: number;
  lost: string[];
  acknowledged: Tally;
  sessionErrors: number;
  medianRestartMs: number;
  durationMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Crawlers that walk and fight each cycle (the others only have their facts checked). */
const ACTIVE_PLAYERS = 3;
const SERVER_ENV = { SEASON_SEED: String(TEST_SEASON_SEED), DUNGEON_FLOORS: '2', LOG_LEVEL: 'warn' };

/** pino error and fatal lines (level 50, 60) in what the server printed. */
function errorLines(output: string): string[] {
  return output.split('\n').filter((l) => /"level":(50|60)/.test(l));
}

export async function runCrashCycles(opts: CrashOptions): Promise<CrashReport> {
  const started = Date.now();
  const log = opts.log ?? (() => {});
  const rng = createRng(opts.seed);
  const [killMin, killMax] = opts.killWindowMs ?? [500, 15_000];
  const startupShare = opts.startupKillShare ?? 0.1;
  // The cycles start from a migrated cluster: a DATA_DIR's first start is durability.test.ts's subject.
  const dataDir = await dataDirFromTemplate('ctf-crash-', tmpdir());
  const pgName = `ctf_crash_${process.pid}`;
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const dbEnv: Record<string, string> = opts.db === 'postgres' ? { DATABASE_URL: await freshPostgresDatabase(adminUrl, pgName) } : {};
  const env = { ...SERVER_ENV, DATA_DIR: dataDir, ...dbEnv };
  const report: CrashReport = {
    db: opts.db,
    seed: opts.seed,
    cycles: opts.cycles,
    killsDuringStartup: 0,
    killsDuringPlay: 0,
    cleanStarts: 0,
    failedStarts: [],
    factsChecked: 0,
    lost: [],
    acknowledged: emptyTally(),
    sessionErrors: 0,
    medianRestartMs: 0,
    durationMs: 0,
  };
  const restartMs: number[] = [];
  const actors: Actor[] = [];
  const fightRoom = { id: null as number | null };
  const runTag = `${opts.db}-${opts.seed}-${process.pid}`;
  let server: ServerProcess | null = null;

  async function start(): Promise<ServerProcess | null> {
    const t0 = Date.now();
    const port = await freePort();
    // Players talk to it the way a browser on its public address does (better-auth checks Origin).
    const s = spawnServer({ ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
    server = s;
    try {
      await waitHealthy(s, 120_000);
    } catch (err) {
      report.failedStarts.push(String(err).slice(0, 2000));
      await s.stop('SIGKILL');
      return null;
    }
    restartMs.push(Date.now() - t0);
    const errors = errorLines(s.output());
    if (errors.length) report.failedStarts.push(`started with errors: ${errors.slice(0, 3).join(' | ')}`);
    else report.cleanStarts++;
    return s;
  }

  async function verify(s: ServerProcess): Promise<void> {
    const api = httpApi(s.base);
    for (const a of actors) {
      const r = await checkActor(api, a);
      report.factsChecked += r.checked;
      report.lost.push(...r.lost);
    }
  }

  try {
    for (let cycle = 1; cycle <= opts.cycles; cycle++) {
      // Some cycles die during start-up itself: the next start must still come up cleanly.
      if (cycle > 1 && rng.next() < startupShare) {
        const early = spawnServer({ ...env, PORT: String(await freePort()) });
        await sleep(rng.int(200, 2_500));
        early.proc.kill('SIGKILL');
        await early.exited;
        report.killsDuringStartup++;
      }
      const s = await start();
      if (!s) continue;
      await verify(s);

      const api = httpApi(s.base);
      let stopped = false;
      const ctx: SessionContext = { api, rng, tally: report.acknowledged, stopped: () => stopped, fightRoom };
      const newcomer = newActor(actors.length + 1, runTag);
      actors.push(newcomer);
      // A fresh room each cycle (the dev tools' regenerate): new mobs, and items to pick up.
      const admin = actors.find((a) => a.token && !a.dead && a.roomId === fightRoom.id) ?? actors.find((a) => a.token) ?? actors[0]!;
      // Rolls again until it has loose items (most rolls have none), at most a few times.
      for (let roll = 0; roll < 12 && fightRoom.id !== null && admin.token; roll++) {
        const regen = await api.json('POST', `/api/debug/regenerate-room/${fightRoom.id}`, admin.token);
        const items = await api.json('GET', `/api/room/${fightRoom.id}/ground-items`, admin.token);
        if (regen.status !== 200 || items.status !== 200 || (items.body as unknown[]).length > 0) break;
      }
      // The oldest living crawlers fight on from cycle to cycle (long enough to level up or die);
      // the newcomer signs up and joins them when there is room.
      const veterans = actors.filter((a) => !a.dead && a !== newcomer && a.crawlerId !== null).slice(0, ACTIVE_PLAYERS);
      const players = [...veterans, newcomer];
      const session = Promise.all(
        players.map(async (a) => {
          try {
            await setUp(ctx, a);
            if (a !== newcomer || veterans.length < ACTIVE_PLAYERS) await play(ctx, a);
          } catch (err) {
            // Cut off by the kill, or a refusal: either way nothing unacknowledged enters the ledger.
            if (!stopped) {
              report.sessionErrors++;
              log(`cycle ${cycle}: actor ${a.n}: ${String(err).slice(0, 300)}`);
            }
          }
        }),
      );
      await Promise.race([sleep(rng.int(killMin, killMax)), session]);
      stopped = true;
      s.proc.kill('SIGKILL');
      await s.exited;
      await session;
      report.killsDuringPlay++;
      log(`cycle ${cycle}/${opts.cycles}: facts checked ${report.factsChecked}, lost ${report.lost.length}, acknowledged ${JSON.stringify(report.acknowledged)}`);
    }
    // One last start: everything acknowledged in the last cycle must be there too.
    const last = await start();
    if (last) {
      await verify(last);
      await last.stop('SIGTERM');
    }
  } finally {
    await (server as ServerProcess | null)?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    if (opts.db === 'postgres') {
      await dropPostgresDatabase(adminUrl, pgName);
    }
  }
  const sorted = [...restartMs].sort((a, b) => a - b);
  report.medianRestartMs = sorted[Math.floor(sorted.length / 2)] ?? 0;
  report.durationMs = Date.now() - started;
  return report;
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const db = arg('db', 'pglite');
  if (db !== 'pglite' && db !== 'postgres') throw new Error('--db is pglite or postgres');
  const report = await runCrashCycles({
    cycles: Number(arg('cycles', '50')),
    db,
    seed: Number(arg('seed', '1')),
    log: (line) => console.error(line),
  });
  console.log(JSON.stringify(report, null, 2));
  process.exitCode = report.lost.length === 0 && report.failedStarts.length === 0 ? 0 : 1;
}
