// The cluster runner (`npm run cluster`, scripts/cluster.ts) as an operator runs it: a real process
// that starts the proxy and the server processes. The test reads the children's pids from what the
// runner prints, and checks processes and ports from outside, as an operator would.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { freePort, ROOT } from '#tests/helpers/server-process.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { CLUSTER_SECRET } from './nodes.ts';

export interface Front {
  proc: ChildProcess;
  output: () => string;
  /** The runner's exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

export function runFront(args: { processes: number; port: number; firstInternalPort: number; databaseUrl: string }): Front {
  // Not the test runner's own variables, nor its database: the runner is told which one to use.
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'DATABASE_URL'));
  const proc = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts', '--processes', String(args.processes), '--port', String(args.port), '--first-internal-port', String(args.firstInternalPort)], {
    cwd: ROOT,
    env: {
      ...clean,
      NODE_ENV: 'development',
      DATABASE_URL: args.databaseUrl,
      AUTH_SECRET: CLUSTER_SECRET,
      SEASON_SEED: String(TEST_SEASON_SEED),
      DUNGEON_FLOORS: '2',
      // The API alone: no web build before the start.
      SERVE_WEB: 'false',
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.CLUSTER_TEST_LOG ?? 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (d) => (out += String(d)));
  proc.stderr?.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return { proc, output: () => out, exited };
}

/** The children's pids as the runner printed them ("[cluster] node-1  http://...  pid 1234"), by node id. */
export function childPids(output: string): Map<string, number> {
  return new Map([...output.matchAll(/\[cluster\] (node-\d+)\s+http:\S+\s+pid (\d+)/g)].map((m) => [m[1]!, Number(m[2])]));
}

/**
 * Whether a process still runs. An exited child whose parent died stays a zombie until something
 * reaps it (not every init does, in a container): it holds no port and runs nothing, so it counts as gone.
 */
export function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat[stat.lastIndexOf(') ') + 2];
    return state !== undefined && state !== 'Z' && state !== 'X';
  } catch {
    if (process.platform === 'linux') return false;
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether `port` can be listened on at 127.0.0.1 now. */
export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen({ port, host: '127.0.0.1', exclusive: true }, () => srv.close(() => resolve(true)));
  });
}

/** A free port whose `count - 1` next ones are free too (the processes listen on consecutive ports). */
export async function freePortRun(count: number): Promise<number> {
  for (let i = 0; i < 30; i++) {
    const first = await freePort();
    if (first + count > 65535) continue;
    let all = true;
    for (let p = first + 1; p < first + count && all; p++) all = await portFree(p);
    if (all) return first;
  }
  throw new Error(`no ${count} consecutive free ports`);
}

/** Polls `check` every 50 ms until it holds, or throws after `ms` with `what`. */
export async function until(ms: number, what: string, check: () => boolean | Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`${what}: still not so after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - started;
}
