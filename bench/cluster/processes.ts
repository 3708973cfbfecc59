// The server processes of the cluster benchmark (bench/cluster.bench.ts): K real servers with
// CLUSTER=1 on one PostgreSQL database (bench/live/processes.ts starts each, so stopAll stops them),
// what each says on GET /api/cluster, and the database's commit counter.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { SHARD_COUNT } from '#server/cluster/shards.ts';
import { freePort } from '#tests/helpers/server-process.ts';
import { startRealServer, type RealServer } from '../live/processes.ts';

import type { ClusterView } from '#server/cluster/cluster.ts';
export type { ClusterView };

export interface ClusterProcess extends RealServer {
  nodeId: string;
  ws: string;
  view(timeoutMs?: number): Promise<ClusterView>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** No shard moved for this long (four lease rounds): the spread is where the keepers leave it. */
const STABLE_MS = 2_000;

/** K distinct free ports (freePort may, rarely, answer the same one twice). */
async function ports(k: number): Promise<number[]> {
  const out = new Set<number>();
  for (let tries = 0; out.size < k && tries < 100; tries++) out.add(await freePort());
  if (out.size < k) throw new Error('no free ports');
  return [...out];
}

/**
 * Node flags for every server process (BENCH_CLUSTER_NODE_ARGS, e.g. `--cpu-prof
 * --cpu-prof-dir=bench/out/cluster-k3`: each process writes its profile when it stops).
 */
const NODE_ARGS = (process.env.BENCH_CLUSTER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);

/**
 * Starts K cluster processes at once (their boot is serialised by the advisory lock); resolves when
 * every one answers /api/health.
 */
export async function startCluster(k: number, env: Record<string, string>): Promise<ClusterProcess[]> {
  const list = await ports(k);
  return Promise.all(
    list.map(async (port, i) => {
      const nodeId = `bench-${i + 1}`;
      const server = await startRealServer({ ...env, CLUSTER: '1', NODE_ID: nodeId, INTERNAL_URL: `http://127.0.0.1:${port}` }, NODE_ARGS, port);
      return {
        ...server,
        nodeId,
        ws: `${server.base.replace('http', 'ws')}/api/ws`,
        view: async (timeoutMs = 2_000) => {
          const res = await fetch(`${server.base}/api/cluster`, { signal: AbortSignal.timeout(timeoutMs) });
          if (!res.ok) throw new Error(`${nodeId}: /api/cluster answered ${res.status}`);
          return (await res.json()) as ClusterView;
        },
      };
    }),
  );
}

/** The processes' socket URLs by node id: where the fleet follows a `route` answer. */
export const nodesOf = (procs: ClusterProcess[]): Record<string, string> => Object.fromEntries(procs.map((p) => [p.nodeId, p.ws]));

/** Every process's view (all at once). */
export const viewsOf = (procs: ClusterProcess[]) => Promise.all(procs.map((p) => p.view()));

/**
 * Waits until the shards are spread: all held, and every process holds at least floor(SHARD_COUNT / K),
 * or (the lease keeper stops balancing once no process is above ceil(SHARD_COUNT / K): 6, 6, 4 with
 * K = 3 is such a resting point) every process holds one or more and nothing moved for STABLE_MS.
 * A process started alone first takes them all and hands one a round to the others. Answers how long
 * it took and the spread; bounded by `timeoutMs`.
 */
export async function waitBalanced(procs: ClusterProcess[], timeoutMs = 60_000): Promise<{ ms: number; spread: number[] }> {
  const started = performance.now();
  const floor = Math.floor(SHARD_COUNT / procs.length);
  let last = '';
  let since = started;
  while (performance.now() - started < timeoutMs) {
    try {
      const views = await viewsOf(procs);
      const spread = views.map((v) => v.shards.length);
      const key = views.map((v) => v.shards.join(',')).join('|');
      if (key !== last) since = performance.now();
      last = key;
      const held = new Set(views.flatMap((v) => v.shards));
      const ms = performance.now() - started;
      if (held.size === SHARD_COUNT && spread.every((n) => n >= floor)) return { ms, spread };
      if (held.size === SHARD_COUNT && spread.every((n) => n >= 1) && performance.now() - since >= STABLE_MS) return { ms: since - started, spread };
    } catch {
      /* a process between rounds: ask again */
    }
    await sleep(200);
  }
  throw new Error(`cluster not balanced within ${timeoutMs} ms (${last})`);
}

/** Transactions committed in database `name` so far (pg_stat_database; flushed about once a second). */
export function commitCounter(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  const ready = client.connect();
  return {
    async read(): Promise<number> {
      await ready;
      const r = await client.query<{ n: string }>('select xact_commit::text as n from pg_stat_database where datname = $1', [name]);
      return Number(r.rows[0]?.n ?? Number.NaN);
    },
    close: async () => {
      await ready.catch(() => {});
      await client.end().catch(() => {});
    },
  };
}

/** BENCH_CLUSTER_LOGS=dir: each process's last output (its warnings and errors) is kept there after a run. */
export function keepLogs(label: string, procs: ClusterProcess[]): void {
  const to = process.env.BENCH_CLUSTER_LOGS;
  if (!to) return;
  mkdirSync(to, { recursive: true });
  for (const p of procs) writeFileSync(join(to, `${label}-${p.nodeId}-${Date.now()}.log`), p.output());
}
