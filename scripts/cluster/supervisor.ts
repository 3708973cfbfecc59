// Starts the cluster's server processes and keeps them running: one child per node, its output
// prefixed with its node id, restarted after a crash (a bounded number of times), stopped with
// SIGTERM (each drains: server/drain.ts) and, past a grace period, SIGKILL. Each child has an IPC
// channel to this process: when this process dies, however it dies, the channel closes and the child
// drains and exits (server/main.ts), instead of living on with its port and its room leases.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export type SupervisorEvent =
  | { kind: 'spawned'; nodeId: string; pid: number; restart: boolean }
  | { kind: 'exited'; nodeId: string; pid: number; code: number | null; signal: NodeJS.Signals | null }
  | { kind: 'restarting'; nodeId: string; inMs: number }
  | { kind: 'gave-up'; nodeId: string; restarts: number; windowMs: number };

export interface ClusterOptions {
  processes: number;
  /** node-1 listens on this port, node-2 on the next, and so on. */
  firstInternalPort: number;
  /** Passed to every child on top of this process's environment (DATABASE_URL, AUTH_SECRET, PUBLIC_URL, ...). */
  env?: Record<string, string>;
  /** Node arguments of a child; the server by default (serverNodeArgs). Tests give a small stand-in. */
  nodeArgs?: readonly string[];
  restartDelayMs?: number;
  /** At most this many restarts of one child within `restartWindowMs`; then it stays down. */
  maxRestarts?: number;
  restartWindowMs?: number;
  /** Time a child gets between SIGTERM and SIGKILL. */
  stopGraceMs?: number;
  /** One line of a child's output; by default printed with a `[node-i]` prefix. */
  onOutput?: (nodeId: string, stream: 'stdout' | 'stderr', line: string) => void;
  onEvent?: (event: SupervisorEvent) => void;
}

export type ChildState = 'running' | 'restarting' | 'down' | 'stopped';

export interface ClusterChild {
  nodeId: string;
  port: number;
  internalUrl: string;
  /** The running process's pid (null while it is down). */
  readonly pid: number | null;
  readonly state: ChildState;
  readonly restarts: number;
}

export interface RunningCluster {
  children: readonly ClusterChild[];
  /** SIGTERM to every child, SIGKILL to those still running after the grace period. */
  stop(): Promise<void>;
}

export const SERVER_NODE_ARGS = ['--import', 'tsx', 'server/main.ts'] as const;
/** What `npm run build` compiles the server to: production runs it with plain node. */
export const COMPILED_SERVER = 'dist/server/main.js';

export class ServerNotBuiltError extends Error {}

/**
 * The node arguments of a server child: the compiled server in production (no TypeScript at run
 * time), the sources through tsx otherwise. Throws ServerNotBuiltError when production has no build.
 */
export function serverNodeArgs(nodeEnv: string | undefined, root = ROOT): string[] {
  if (nodeEnv !== 'production') return [...SERVER_NODE_ARGS];
  if (!existsSync(join(root, COMPILED_SERVER))) throw new ServerNotBuiltError(`NODE_ENV=production runs the compiled server, ${COMPILED_SERVER}, which is missing: run npm run build first`);
  return [COMPILED_SERVER];
}

export function nodeId(index: number): string {
  return `node-${index + 1}`;
}

function defaultOutput(id: string, stream: 'stdout' | 'stderr', line: string): void {
  (stream === 'stdout' ? process.stdout : process.stderr).write(`[${id}] ${line}\n`);
}

export function startCluster(options: ClusterOptions): RunningCluster {
  const { restartDelayMs = 1000, maxRestarts = 5, restartWindowMs = 60_000, stopGraceMs = 15_000 } = options;
  const onOutput = options.onOutput ?? defaultOutput;
  const onEvent = options.onEvent ?? (() => {});
  let stopping = false;
  // Decided once, before any child starts: a missing build stops the whole start.
  const nodeArgs = options.nodeArgs ?? serverNodeArgs(options.env?.NODE_ENV ?? process.env.NODE_ENV);

  const children = Array.from({ length: options.processes }, (_, i) => {
    const id = nodeId(i);
    const port = options.firstInternalPort + i;
    const internalUrl = `http://127.0.0.1:${port}`;
    let proc: ChildProcess | null = null;
    let state: ChildState = 'running';
    let restartTimer: NodeJS.Timeout | null = null;
    let exited: Promise<void> = Promise.resolve();
    /** When each restart happened, to bound them per window. */
    const restartTimes: number[] = [];

    let spawns = 0;
    const start = () => {
      state = 'running';
      spawns += 1;
      const child = spawn(process.execPath, [...nodeArgs], {
        cwd: ROOT,
        env: {
          ...process.env,
          ...options.env,
          CLUSTER: '1',
          NODE_ID: id,
          HOST: '127.0.0.1',
          PORT: String(port),
          INTERNAL_URL: internalUrl,
          // Each process its own metrics listener: a first METRICS_PORT given to the cluster is node-1's, node-2 gets the next, ...
          ...((first) => (first ? { METRICS_PORT: String(Number(first) && Number(first) + i) } : {}))(options.env?.METRICS_PORT ?? process.env.METRICS_PORT),
        },
        // The IPC channel carries no messages: its end is the child's signal that this process died.
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      });
      proc = child;
      for (const stream of ['stdout', 'stderr'] as const) {
        createInterface({ input: child[stream]! }).on('line', (line) => onOutput(id, stream, line));
      }
      exited = new Promise((resolve) => {
        child.once('exit', (code, signal) => {
          proc = null;
          onEvent({ kind: 'exited', nodeId: id, pid: child.pid ?? 0, code, signal });
          if (!stopping) scheduleRestart();
          resolve();
        });
      });
      // A spawn that fails outright (no such executable) ends in 'exit' too; the error itself is only noise.
      child.once('error', () => {});
      if (child.pid) onEvent({ kind: 'spawned', nodeId: id, pid: child.pid, restart: spawns > 1 });
    };

    const scheduleRestart = () => {
      const now = Date.now();
      while (restartTimes.length && restartTimes[0]! <= now - restartWindowMs) restartTimes.shift();
      if (restartTimes.length >= maxRestarts) {
        state = 'down';
        onEvent({ kind: 'gave-up', nodeId: id, restarts: restartTimes.length, windowMs: restartWindowMs });
        return;
      }
      restartTimes.push(now);
      state = 'restarting';
      onEvent({ kind: 'restarting', nodeId: id, inMs: restartDelayMs });
      restartTimer = setTimeout(() => {
        restartTimer = null;
        if (!stopping) start();
      }, restartDelayMs);
    };

    const handle = {
      nodeId: id,
      port,
      internalUrl,
      get pid() {
        return proc?.pid ?? null;
      },
      get state() {
        return state;
      },
      get restarts() {
        return restartTimes.length;
      },
      async stop() {
        if (restartTimer) clearTimeout(restartTimer);
        restartTimer = null;
        const running = proc;
        if (running) {
          running.kill('SIGTERM');
          const force = setTimeout(() => running.kill('SIGKILL'), stopGraceMs);
          await exited;
          clearTimeout(force);
        }
        state = 'stopped';
      },
    };
    start();
    return handle;
  });

  return {
    children,
    async stop() {
      stopping = true;
      await Promise.all(children.map((c) => c.stop()));
    },
  };
}
