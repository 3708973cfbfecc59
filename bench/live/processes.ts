// The child processes of the live-rooms benchmark: the real server (server/main.ts, read through its
// SIGUSR2 stats line), the bare ws ceiling and the client fleet (both over IPC). Every process
// started here is registered and stopped by `stopAll`, also on SIGINT.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HubStatsSnapshot } from '#server/realtime/hub-stats.ts';
import { STATS_LINE_PREFIX } from '#server/realtime/hub-stats.ts';
import { freePort, ROOT, waitHealthy, type ServerProcess } from '#tests/helpers/server-process.ts';
import { serverEntry } from '../server-entry.ts';
import type { CeilingCommand, ClientTrace, CeilingConfig, FleetCommand, FleetConfig, FleetEvent, FleetReport } from './protocol.ts';

const cleanups = new Set<() => Promise<void>>();

export async function stopAll(): Promise<void> {
  for (const step of [...cleanups].reverse()) {
    cleanups.delete(step);
    await step().catch((err: unknown) => console.error('cleanup failed:', err));
  }
}

/** Registers a cleanup that stopAll (also on SIGINT) runs, newest first. */
export function onCleanup(step: () => Promise<void> | void): void {
  const run = async () => {
    cleanups.delete(run);
    await step();
  };
  cleanups.add(run);
}

process.once('SIGINT', () => {
  console.error('\ninterrupted: stopping the child processes');
  void stopAll().finally(() => process.exit(130));
});

/** Registers a child: `stop` ends it (SIGTERM, then SIGKILL after graceMs) and waits for its exit. */
function own(proc: ChildProcess, graceMs = 15_000): () => Promise<void> {
  const exited = new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve();
    else proc.once('exit', () => resolve());
  });
  const stop = async () => {
    cleanups.delete(stop);
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  cleanups.add(stop);
  return stop;
}

const within = <T>(work: Promise<T>, ms: number, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([work, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
};

export interface RealServer {
  base: string;
  pid: number;
  /** SIGUSR2: the hub's stats since the last call (each call starts a new window). */
  stats(): Promise<HubStatsSnapshot>;
  stop(): Promise<void>;
  /** SIGKILL, no goodbye (the cluster bench's handover); resolves once the process has exited. */
  kill(): Promise<void>;
  output(): string;
}

/**
 * server/main.ts (or its bundle: ../server-entry.ts) as a child, started like
 * tests/helpers/server-process.ts does (development mode, no web build, warn logs), with extra node
 * flags (--cpu-prof is refused in NODE_OPTIONS). `port`: one chosen by the caller (a cluster
 * process's INTERNAL_URL names it); a free one otherwise.
 */
export async function startRealServer(env: Record<string, string>, nodeArgs: string[] = [], port?: number): Promise<RealServer> {
  port ??= await freePort();
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== 'DATABASE_URL'));
  const proc = spawn(process.execPath, [...nodeArgs, ...serverEntry()], {
    cwd: ROOT,
    env: { ...clean, NODE_ENV: 'development', LOG_LEVEL: 'warn', SERVE_WEB: 'false', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  // BENCH_SERVER_LOG_DIR: every line each server prints is also appended to <dir>/server-<pid>.log.
  const logDir = process.env.BENCH_SERVER_LOG_DIR;
  const log = logDir ? (mkdirSync(logDir, { recursive: true }), createWriteStream(join(logDir, `server-${proc.pid}.log`), { flags: 'a' })) : null;
  if (log) proc.once('exit', () => log.end());
  proc.stderr?.on('data', (d) => {
    out = (out + String(d)).slice(-20_000);
    log?.write(d);
  });
  const server: ServerProcess = {
    proc,
    base: `http://127.0.0.1:${port}`,
    output: () => out,
    exited: new Promise((resolve) => proc.on('exit', (code) => resolve(code))),
    stop: async () => null,
  };
  const stop = own(proc);
  const waiting: ((s: HubStatsSnapshot) => void)[] = [];
  let buffered = '';
  server.proc.stdout?.on('data', (d: Buffer) => {
    log?.write(d);
    buffered += String(d);
    out = (out + String(d)).slice(-20_000);
    let nl: number;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      if (line.startsWith(STATS_LINE_PREFIX)) waiting.shift()?.(JSON.parse(line.slice(STATS_LINE_PREFIX.length)) as HubStatsSnapshot);
    }
  });
  try {
    await waitHealthy(server, 180_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    base: server.base,
    pid: server.proc.pid!,
    stats: () => {
      const answer = new Promise<HubStatsSnapshot>((resolve) => waiting.push(resolve));
      server.proc.kill('SIGUSR2');
      return within(answer, 10_000, 'server stats');
    },
    stop,
    kill: async () => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
      await server.exited;
    },
    output: server.output,
  };
}

function ipcChild(script: string, configPath: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script, configPath], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

export interface Ceiling {
  port: number;
  stats(reset: boolean): Promise<HubStatsSnapshot>;
  stop(): Promise<void>;
}

export async function startCeiling(dir: string, config: Omit<CeilingConfig, 'port'>): Promise<Ceiling> {
  const port = await freePort();
  const path = join(dir, 'ceiling.json');
  writeFileSync(path, JSON.stringify({ ...config, port }));
  const proc = ipcChild('bench/live/ceiling-server.ts', path);
  const stop = own(proc, 5_000);
  const next = (kind: string) => new Promise<Record<string, unknown>>((resolve) => {
    const on = (m: Record<string, unknown>) => {
      if (m.kind !== kind) return;
      proc.off('message', on);
      resolve(m);
    };
    proc.on('message', on);
  });
  await within(next('listening'), 60_000, 'ceiling server');
  return {
    port,
    stats: async (reset) => {
      const answer = next('stats');
      proc.send({ cmd: 'stats', reset } satisfies CeilingCommand);
      return (await within(answer, 10_000, 'ceiling stats')).stats as HubStatsSnapshot;
    },
    stop,
  };
}

export interface Fleet {
  ready: Extract<FleetEvent, { kind: 'ready' }>;
  pid: number;
  measureStart(): void;
  measureStop(): Promise<FleetReport>;
  /** Every client's trace (closes, snapshots, acknowledged attacks). */
  trace(): Promise<ClientTrace[]>;
  stop(): Promise<void>;
}

export async function startFleet(dir: string, config: FleetConfig): Promise<Fleet> {
  const path = join(dir, `fleet-${config.mode}.json`);
  writeFileSync(path, JSON.stringify(config));
  const proc = ipcChild('bench/live/fleet.ts', path);
  const stop = own(proc, 10_000);
  const next = <K extends FleetEvent['kind']>(kind: K) =>
    new Promise<Extract<FleetEvent, { kind: K }>>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`fleet exited (${code}) before '${kind}'`));
      const on = (m: FleetEvent) => {
        if (m.kind !== kind) return;
        proc.off('message', on);
        proc.off('exit', exited);
        resolve(m as Extract<FleetEvent, { kind: K }>);
      };
      proc.on('message', on);
      proc.once('exit', exited);
    });
  // Joins take as long as the server needs; give up only when they stop progressing.
  const stallMs = config.stallMs ?? 60_000;
  let ready;
  try {
    ready = await new Promise<Extract<FleetEvent, { kind: 'ready' }>>((resolve, reject) => {
      let joined = -1;
      let timer = setTimeout(() => reject(new Error(`fleet: no client joined for ${stallMs} ms`)), stallMs);
      const onProgress = (m: FleetEvent) => {
        if (m.kind !== 'progress' || m.joined <= joined) return;
        joined = m.joined;
        process.stdout.write(`    joining: ${m.joined} of ${config.members.length}\r`);
        clearTimeout(timer);
        timer = setTimeout(() => reject(new Error(`fleet: stuck at ${joined} joined for ${stallMs} ms`)), stallMs);
      };
      proc.on('message', onProgress);
      next('ready')
        .then(resolve, reject)
        .finally(() => {
          clearTimeout(timer);
          proc.off('message', onProgress);
        });
    });
  } catch (err) {
    await stop();
    throw err;
  }
  const send = (cmd: FleetCommand) => proc.send(cmd);
  return {
    ready,
    pid: proc.pid!,
    measureStart: () => send({ cmd: 'measure-start' }),
    measureStop: async () => {
      const answer = next('report');
      send({ cmd: 'measure-stop' });
      return (await within(answer, 30_000, 'fleet report')).report;
    },
    trace: async () => {
      const answer = next('trace');
      send({ cmd: 'trace' });
      return (await within(answer, 30_000, 'fleet trace')).clients;
    },
    stop: async () => {
      if (proc.connected) send({ cmd: 'close' });
      await stop();
    },
  };
}
