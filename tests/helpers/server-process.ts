// Starts the real server as a child process (the way `npm start` runs it) for crash and lock tests
// and for browser journeys.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compiledPath } from '../../scripts/build/server-bundle.ts';
import { freePort } from './free-port.ts';

export { freePort };

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * How to run one of the operator's entries (`server/main.ts`, `scripts/season.ts`): through tsx from
 * the sources, or, when `TEST_COMPILED_SERVER=1`, the bundle `npm run build` makes of it
 * (dist/server/main.js), which is what production runs. `npm test` (scripts/test-all.ts) compiles the
 * server first and sets it: a compiled start costs about half the CPU of a tsx one, and the suite
 * starts some sixty servers. A test file run on its own keeps running the sources.
 */
export function entryArgs(entry: 'server/main.ts' | 'scripts/season.ts'): string[] {
  if (process.env.TEST_COMPILED_SERVER !== '1') return ['--import', 'tsx', entry];
  const compiled = compiledPath(entry);
  if (!existsSync(compiled)) throw new Error(`TEST_COMPILED_SERVER=1 but ${compiled} is missing: run node --import tsx scripts/build-server.ts`);
  return [compiled];
}

export interface ServerProcess {
  proc: ChildProcess;
  base: string;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function spawnServer(env: Record<string, string>): ServerProcess {
  // The child gets DATABASE_URL only when the caller passes one: tests choose its database.
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'DATABASE_URL'));
  const proc = spawn(process.execPath, entryArgs('server/main.ts'), {
    cwd: ROOT,
    // Two floors keep a fresh DATA_DIR's first start short; a caller may ask for more.
    env: { ...clean, NODE_ENV: 'development', LOG_LEVEL: 'warn', SERVE_WEB: 'false', HOST: '127.0.0.1', DUNGEON_FLOORS: '2', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout?.on('data', (d) => (out += String(d)));
  proc.stderr?.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return {
    proc,
    base: `http://127.0.0.1:${env.PORT}`,
    output: () => out,
    exited,
    async stop(signal = 'SIGTERM') {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      return exited;
    },
  };
}

/** Polls /api/health until it answers healthy; throws with the server's output otherwise. The default wait
 * leaves a loaded machine time to start tsx and the database, inside the journeys' 120 s hook timeout. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 100_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.proc.exitCode !== null) throw new Error(`server exited (${server.proc.exitCode}):\n${server.output()}`);
    try {
      const res = await fetch(`${server.base}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy within ${timeoutMs} ms:\n${server.output()}`);
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const server = spawnServer({ ...env, PORT: port });
  try {
    await waitHealthy(server);
  } catch (err) {
    // A server that never turned healthy would otherwise outlive the test that gave up on it.
    await server.stop('SIGKILL');
    throw err;
  }
  return server;
}
