// Three (or N) real server processes on one PostgreSQL database, each with CLUSTER=1: the cluster
// the multi-process test drives. Each process is reached directly (no proxy in front: any process
// accepts any request, and the test chooses which one it talks to).
import { freePort, spawnServer, waitHealthy, type ServerProcess } from '#tests/helpers/server-process.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { SHARD_COUNT } from '#server/cluster/shards.ts';
import { testKeyPrefix, testRedisUrl } from '#tests/helpers/redis.ts';

/** The PostgreSQL a cluster test runs on: the suite's (DATABASE_URL), CI's (CLUSTER_TEST_DATABASE_URL), or the local one. */
export const clusterPostgresUrl = (): string => process.env.DATABASE_URL ?? process.env.CLUSTER_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The Redis a cluster test's processes share their limits in (tests/helpers/redis.ts), under a key
 * prefix of this test file's run: its processes share counts, other runs' do not.
 */
export const clusterRedisUrl = testRedisUrl;
export const CLUSTER_REDIS_PREFIX = testKeyPrefix('cluster');

export const CLUSTER_SECRET = 'cluster-test-secret-cluster-test-secret-0123';

export interface Node {
  id: string;
  port: number;
  base: string;
  server: ServerProcess;
  /** Killed or stopped by the test. */
  down: boolean;
}

import type { ClusterView } from '#server/cluster/cluster.ts';
export type { ClusterView };

export interface StepRun {
  roomId: number;
  from: number;
  to: number;
  steps: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function startNode(id: string, port: number, databaseUrl: string, extraEnv: Record<string, string> = {}): Node {
  const server = spawnServer({
    PORT: String(port),
    CLUSTER: '1',
    NODE_ID: id,
    INTERNAL_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: CLUSTER_SECRET,
    SEASON_SEED: String(TEST_SEASON_SEED),
    LOG_LEVEL: process.env.CLUSTER_TEST_LOG ?? 'warn',
    REDIS_URL: clusterRedisUrl(),
    REDIS_KEY_PREFIX: CLUSTER_REDIS_PREFIX,
    ...extraEnv,
  });
  return { id, port, base: `http://127.0.0.1:${port}`, server, down: false };
}

/** Starts `count` processes at once (their boots take turns on an advisory lock) and waits until each serves. */
export async function startNodes(count: number, databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<Node[]> {
  const nodes: Node[] = [];
  for (let i = 1; i <= count; i++) nodes.push(startNode(`node-${i}`, await freePort(), databaseUrl, extraEnv));
  await Promise.all(nodes.map((n) => waitHealthy(n.server, 90_000)));
  return nodes;
}

export async function view(node: Node): Promise<ClusterView | null> {
  try {
    const res = await fetch(`${node.base}/api/cluster`, { signal: AbortSignal.timeout(2_000) });
    return res.ok ? ((await res.json()) as ClusterView) : null;
  } catch {
    return null;
  }
}

export async function stepRuns(node: Node): Promise<StepRun[] | null> {
  try {
    const res = await fetch(`${node.base}/api/cluster/steps`, { signal: AbortSignal.timeout(2_000) });
    return res.ok ? ((await res.json()) as { runs: StepRun[] }).runs : null;
  } catch {
    return null;
  }
}

/** Waits until the live nodes hold every shard between them, each at least its fair share rounded down. */
export async function balanced(nodes: Node[], timeoutMs = 30_000): Promise<Map<number, string>> {
  const deadline = Date.now() + timeoutMs;
  const live = nodes.filter((n) => !n.down);
  for (;;) {
    const views = await Promise.all(live.map(view));
    const owners = new Map<number, string>();
    for (const v of views) for (const s of v?.shards ?? []) owners.set(s, v!.nodeId);
    const fair = Math.floor(SHARD_COUNT / live.length);
    if (owners.size === SHARD_COUNT && views.every((v) => v && v.shards.length >= fair)) return owners;
    if (Date.now() > deadline) throw new Error(`not balanced within ${timeoutMs} ms: ${JSON.stringify(views.map((v) => v && { id: v.nodeId, shards: v.shards }))}`);
    await sleep(200);
  }
}

/** Who holds `shard` now, among the live nodes (null: nobody yet). */
export async function ownerOf(nodes: Node[], shard: number): Promise<string | null> {
  for (const n of nodes.filter((x) => !x.down)) if ((await view(n))?.shards.includes(shard)) return n.id;
  return null;
}

/**
 * Runs of steps by node, checked pairwise: a room's runs on two different processes never overlap in
 * time. Answers the rooms stepped by more than one process (the handovers seen).
 */
export function assertNoRoomSteppedTwice(runsByNode: Map<string, StepRun[]>): number[] {
  const byRoom = new Map<number, { node: string; run: StepRun }[]>();
  for (const [node, runs] of runsByNode) for (const run of runs) (byRoom.get(run.roomId) ?? byRoom.set(run.roomId, []).get(run.roomId)!).push({ node, run });
  const handedOver: number[] = [];
  for (const [roomId, list] of byRoom) {
    if (new Set(list.map((l) => l.node)).size > 1) handedOver.push(roomId);
    for (const a of list) {
      for (const b of list) {
        if (a.node >= b.node) continue;
        const overlap = a.run.from <= b.run.to && b.run.from <= a.run.to;
        if (overlap) throw new Error(`room ${roomId} stepped by ${a.node} (${a.run.from}..${a.run.to}) and ${b.node} (${b.run.from}..${b.run.to}) at once`);
      }
    }
  }
  return handedOver;
}
