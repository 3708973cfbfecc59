// The processes and databases one benchmark pass needs: the real server (server/main.ts as a child),
// the bare Fastify ceiling (another child), and a scratch PGlite directory or PostgreSQL database.
// Everything started here is registered and stopped by `stopAll`, also on SIGINT.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropPostgresDatabase, freshPostgresDatabase } from '#tests/helpers/postgres.ts';
import { freePort, ROOT, waitHealthy, type ServerProcess } from '#tests/helpers/server-process.ts';
import { serverEntry } from '../server-entry.ts';

const cleanups: (() => Promise<void> | void)[] = [];

let stopping: Promise<void> | null = null;

/** Runs every registered cleanup, newest first; each runs once (callers at the same time share one pass). */
export function stopAll(): Promise<void> {
  stopping ??= (async () => {
    while (cleanups.length) {
      const step = cleanups.pop()!;
      try {
        await step();
      } catch (err) {
        console.error('cleanup failed:', err);
      }
    }
  })().finally(() => (stopping = null));
  return stopping;
}

let interrupted = false;
process.once('SIGINT', () => {
  interrupted = true;
  console.error('\ninterrupted: stopping the servers');
  void stopAll().finally(() => process.exit(130));
});
export const wasInterrupted = () => interrupted;

/** Runs one cleanup now and forgets it. */
async function release(step: () => Promise<void> | void): Promise<void> {
  const i = cleanups.indexOf(step);
  if (i >= 0) cleanups.splice(i, 1);
  await step();
}

export interface Child {
  base: string;
  /** The serving process (its CPU is read from /proc around each run). */
  pid: number;
  stop(): Promise<void>;
}

/** The bare Fastify ceiling (bench/http/bare-server.ts) in its own process. */
export async function startBare(): Promise<Child> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'bench/http/bare-server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  const step = async () => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
    await exited;
  };
  cleanups.push(step);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`bare server exited (${proc.exitCode})`);
    const ok = await fetch(`${base}/bare/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error('bare server not listening within 30 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, pid: proc.pid!, stop: () => release(step) };
}

export type DbKind = 'pglite' | 'postgres';

/** A scratch database: a PGlite directory, or a fresh PostgreSQL database dropped afterwards. */
export async function scratchDatabase(kind: DbKind, adminUrl: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'ctf-bench-http-'));
    const step = () => rmSync(dir, { recursive: true, force: true });
    cleanups.push(step);
    return { env: { DATA_DIR: dir }, drop: () => release(step) };
  }
  const name = `ctf_bench_http_${process.pid}`;
  const url = await freshPostgresDatabase(adminUrl, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'ctf-bench-http-pg-'));
  const step = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await dropPostgresDatabase(adminUrl, name);
  };
  cleanups.push(step);
  // DATA_DIR still holds the auth secret the server generates; keep it out of the repo's data/.
  return { env: { DATABASE_URL: url, DATA_DIR: dataDir }, drop: () => release(step) };
}

/**
 * The real server (server/main.ts, or its bundle: ../server-entry.ts) as a child, started the way
 * tests/helpers/server-process.ts starts it (same environment), with node options of our own:
 * `cpuProfileDir` runs it under --cpu-prof (which NODE_OPTIONS may not carry).
 */
export async function startReal(env: Record<string, string>, cpuProfileDir?: string): Promise<Child & { server: ServerProcess }> {
  const port = String(await freePort());
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'DATABASE_URL'));
  const profiling = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const proc = spawn(process.execPath, [...profiling, ...serverEntry()], {
    cwd: ROOT,
    env: { ...clean, NODE_ENV: 'development', LOG_LEVEL: 'warn', SERVE_WEB: 'false', HOST: '127.0.0.1', DUNGEON_FLOORS: '2', PORT: port, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (d) => (out = (out + String(d)).slice(-20_000)));
  proc.stderr?.on('data', (d) => (out = (out + String(d)).slice(-20_000)));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const server: ServerProcess = {
    proc,
    base: `http://127.0.0.1:${port}`,
    output: () => out,
    exited,
    async stop(signal = 'SIGTERM') {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      return exited;
    },
  };
  const step = async () => {
    const code = await server.stop('SIGTERM');
    if (code !== 0) console.error(`server exited with ${code}:\n${server.output().slice(-2000)}`);
  };
  cleanups.push(step);
  await waitHealthy(server, 120_000);
  return { base: server.base, pid: proc.pid!, server, stop: () => release(step) };
}
