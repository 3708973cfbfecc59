// One process's part in a cluster (docs/decisions/0015-cluster.md): its shard leases
// (lease-keeper.ts), where each crawler's room lives (router.ts), the tick-write fence, and the
// cache bus (cache-bus.ts). Built by app.ts only when CLUSTER is on; one process alone has none of it.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { cacheGroupOf } from '../db/coherent-cache.ts';
import { trackTransactions } from '../db/transactions.ts';
import { createClusterRepository, sessionName } from '../repositories/cluster-repository.ts';
import type { DungeonCache } from '../services/dungeon-cache.ts';
import { LeaseLostError, type TickFence } from '../realtime/room-persistence.ts';
import { createCacheBus } from './cache-bus.ts';
import { createLeaseKeeper } from './lease-keeper.ts';
import type { LeaseChange } from '../metrics/series-labels.ts';
import { createClusterRouter } from './router.ts';
import { createStepJournal } from './step-journal.ts';

/** What `GET /api/cluster` answers (server/app.ts): what one process holds and sees. */
export interface ClusterView {
  nodeId: string;
  /** The shards it trusts its leases on now. */
  shards: number[];
  /** The processes alive, by their heartbeats. */
  peers: string[];
  rounds: number;
  /** Every lease in force as of its last round. */
  owners: { shard: number; nodeId: string }[];
  bus: { heard: number; sent: number };
  /** Live rooms here, and rooms dropped since start because their lease moved. */
  rooms: number;
  roomsDropped: number;
}

export interface ClusterOptions {
  nodeId: string;
  /** Where the other processes reach this one (INTERNAL_URL). */
  address: string;
  databaseUrl: string;
}

/**
 * A small pool of its own for the lease keeper: its renewals must not queue behind the game's writes
 * on the app's pool (a late renewal is a lost lease; measured in bench/HISTORY.md before this).
 */
export async function openLeasePool(url: string, nodeId: string): Promise<{ db: Db; close: () => Promise<void> }> {
  const [{ default: pg }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  // Named sessions, kept open (no idle timeout): while PostgreSQL has one, this process is alive
  // to its peers; a killed process's sessions end with it, and the peers free its shards at once.
  const pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 0, application_name: sessionName(nodeId) });
  pool.on('error', () => {});
  return { db: trackTransactions(drizzle({ client: pool }) as unknown as Db), close: () => pool.end() };
}

export function createCluster(
  opts: ClusterOptions & {
    db: Db;
    /** The lease keeper's own handle (openLeasePool, named sessions); the app's when absent (tests on one database: liveness by heartbeat alone). */
    leaseDb?: Db;
    log: FastifyBaseLogger;
    dungeon: () => DungeonCache | undefined;
    crawlerRoom: (crawlerId: number) => Promise<number | null>;
    /** Leases acquired, lost or released here (the metrics). */
    onLeaseChange?: (change: LeaseChange, count: number) => void;
  },
) {
  // Liveness by session only when the keeper has its own named pool (every real process does).
  const repo = createClusterRepository(opts.leaseDb ?? opts.db, { sessions: opts.leaseDb !== undefined });
  /** The fence reads the leases in the tick's own transaction, on the app's handle; so do the router's reads. */
  const fenceRepo = createClusterRepository(opts.db);
  // A peer that leaves on purpose has released its leases: take its shards now, not at the next round.
  const bus = createCacheBus({ url: opts.databaseUrl, nodeId: opts.nodeId, group: cacheGroupOf(opts.db), log: opts.log, onPeerLeft: () => keeper.nudge() });
  /** Set once the hub exists (it needs the router, the keeper needs it). */
  let handOver: (shard: number) => Promise<void> = async () => {};
  let load: (shard: number) => number = () => 0;
  const keeper = createLeaseKeeper({
    repo,
    nodeId: opts.nodeId,
    address: opts.address,
    log: opts.log,
    // The hub checks ownership at every step: a lost shard's rooms stop at their next one.
    onLost: () => {},
    beforeRelease: (shard) => handOver(shard),
    load: (shard) => load(shard),
    onChange: opts.onLeaseChange,
    onPeerGone: (nodeId) => {
      opts.log.warn({ nodeId }, 'cluster process gone');
      bus.peerGone();
    },
  });
  const router = createClusterRouter({
    nodeId: opts.nodeId,
    keeper,
    dungeon: opts.dungeon,
    // On the app's handle: the lease pool is the renewals' alone.
    crawlerRoom: (crawlerId, fresh) => (fresh ? fenceRepo.crawlerRoom(crawlerId) : opts.crawlerRoom(crawlerId)),
  });

  /** Inside a tick's transaction: every room written must still be ours (its shard's lease, same token). */
  const fence: TickFence = async (tx, roomIds) => {
    const leases = new Map<number, { shard: number; token: number }>();
    for (const roomId of roomIds) {
      const shard = router.shardOf(roomId);
      const lease = shard === null ? null : keeper.lease(shard);
      if (!lease) throw new LeaseLostError(roomIds);
      leases.set(lease.shard, lease);
    }
    if (!(await fenceRepo.stillHeld(tx, opts.nodeId, [...leases.values()]))) throw new LeaseLostError(roomIds);
  };

  return {
    nodeId: opts.nodeId,
    router,
    journal: createStepJournal(),
    keeper,
    fence,
    bus,
    /** The hub's handover of a shard's rooms, and its count of a shard's live rooms, once the hub exists. */
    attachHub(hub: { handOver: (which: (roomId: number) => boolean) => Promise<number>; liveRooms: () => number[] }): void {
      handOver = async (shard) => void (await hub.handOver((roomId) => router.shardOf(roomId) === shard));
      load = (shard) => hub.liveRooms().filter((roomId) => router.shardOf(roomId) === shard).length;
    },
    async start(): Promise<void> {
      await bus.start();
      await keeper.start();
    },
    /**
     * Leaves the cluster at once (a drain): this process's rooms are handed over and its leases
     * released, while it still serves. The bus stays on until stop().
     */
    leave: (): Promise<void> => keeper.stop(),
    async stop(): Promise<void> {
      await keeper.stop();
      await bus.stop();
    },
    view: () => ({ ...keeper.view(), bus: bus.stats() }),
  };
}
export type Cluster = ReturnType<typeof createCluster>;
