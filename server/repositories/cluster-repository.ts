// The cluster's membership and shard leases (schema cluster_nodes, shard_leases). Every
// time comparison uses the database's clock (now()), never a process's: the processes' clocks may
// disagree, the database's is the one they share.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { resultRows } from '../db/result-rows.ts';
import type { Tx } from './crawler-repository.ts';

export interface HeldLease {
  shard: number;
  token: number;
}

export interface NodeRow {
  id: string;
  address: string;
}

export interface LeaseRow {
  shard: number;
  nodeId: string;
  token: number;
  address: string | null;
}

/** Where a process that leaves says so (NOTIFY, at its commit): the others run a lease round at once. */
export const LEFT_CHANNEL = 'ctf_cluster_left';

const ms = (n: number) => sql`make_interval(secs => ${n / 1000})`;

/** PostgreSQL keeps application_name to 63 bytes. */
const APPLICATION_NAME_MAX = 63;
/**
 * The application_name of a process's lease-keeper sessions (server/cluster/cluster.ts,
 * openLeasePool): while PostgreSQL has one, the process is alive; once it has none, the process is
 * gone (a killed process's connections end with it, the server notices at once).
 */
export const sessionName = (nodeId: string): string => `ctf-node:${nodeId}`.slice(0, APPLICATION_NAME_MAX);

export interface ClusterRepositoryOptions {
  /**
   * Every process's keeper runs on sessions named sessionName(id): a process with no such session
   * in this database is gone, whatever its heartbeat and leases say. Off: heartbeats and lease
   * expiry alone (the tests' in-process keepers, which share an unnamed handle).
   */
  sessions?: boolean;
}

export function createClusterRepository(db: Db, options: ClusterRepositoryOptions = {}) {
  /** SQL: the process named by the column `nodeIdColumn` has a keeper session on this database. */
  const hasSession = (nodeIdColumn: ReturnType<typeof sql.raw>) =>
    sql`exists (select 1 from pg_stat_activity a where a.datname = current_database() and a.application_name = left('ctf-node:' || ${nodeIdColumn}, ${APPLICATION_NAME_MAX}))`;
  return {
    /**
     * This process's heartbeat; answers the processes alive now (beat within aliveMs, and, with
     * sessions, a keeper session open), this one included.
     */
    async beat(nodeId: string, address: string, aliveMs: number): Promise<NodeRow[]> {
      await db.execute(sql`
        insert into cluster_nodes (id, address) values (${nodeId}, ${address})
        on conflict (id) do update set address = excluded.address, beat_at = now()`);
      const live = options.sessions ? sql`and (id = ${nodeId} or ${hasSession(sql.raw('cluster_nodes.id'))})` : sql``;
      const rows = resultRows(await db.execute(sql`select id, address from cluster_nodes where beat_at > now() - ${ms(aliveMs)} ${live} order by id`));
      return rows.map((r) => ({ id: String(r.id), address: String(r.address) }));
    },

    /**
     * With sessions: ends at once the leases of every other process that has no keeper session left
     * (it died: its shards are free now, not when the leases run out). Answers the shards freed.
     * Its ticks cannot commit any more (its connections are gone), and a taker locks each row first.
     */
    async freeLeasesOfGone(nodeId: string): Promise<{ shard: number; nodeId: string }[]> {
      if (!options.sessions) return [];
      const rows = resultRows(
        await db.execute(sql`
          update shard_leases set expires_at = now()
          where expires_at > now() and node_id <> ${nodeId} and not ${hasSession(sql.raw('shard_leases.node_id'))}
          returning shard, node_id`),
      );
      return rows.map((r) => ({ shard: Number(r.shard), nodeId: String(r.node_id) }));
    },

    /** Extends this process's leases on `shards`; answers the ones still held (the others were lost). */
    async renew(nodeId: string, shards: readonly HeldLease[], ttlMs: number): Promise<HeldLease[]> {
      if (!shards.length) return [];
      const ids = sql.join(shards.map((s) => sql`${s.shard}`), sql`, `);
      const rows = resultRows(
        await db.execute(sql`
          update shard_leases set expires_at = now() + ${ms(ttlMs)}
          where node_id = ${nodeId} and shard in (${ids}) and expires_at > now()
          returning shard, token`),
      );
      const held = new Map(shards.map((s) => [s.shard, s.token]));
      return rows.map((r) => ({ shard: Number(r.shard), token: Number(r.token) })).filter((r) => held.get(r.shard) === r.token);
    },

    /**
     * Takes up to `max` of `candidates` that nobody holds (no row, or an expired one); each taken
     * lease gets a new token. Answers what was taken. Each take first locks the lease row `for
     * update`: it waits for the ticks in flight that checked the old lease (`for key share`, see
     * stillHeld) to commit, and any tick after it finds the new holder.
     */
    async acquire(nodeId: string, candidates: readonly number[], max: number, ttlMs: number): Promise<HeldLease[]> {
      const taken: HeldLease[] = [];
      for (const shard of candidates) {
        if (taken.length >= max) break;
        const got = await db.transaction(async (tx) => {
          const current = resultRows(await tx.execute(sql`select expires_at <= now() as free from shard_leases where shard = ${shard} for update`));
          if (current[0] && current[0].free !== true) return null;
          // The new lease runs from now (after any wait for the lock), not from the transaction's start.
          const rows = resultRows(
            await tx.execute(sql`
              insert into shard_leases (shard, node_id, token, expires_at) values (${shard}, ${nodeId}, 1, clock_timestamp() + ${ms(ttlMs)})
              on conflict (shard) do update set node_id = excluded.node_id, token = shard_leases.token + 1, expires_at = excluded.expires_at
              where shard_leases.expires_at <= now()
              returning shard, token`),
          );
          return rows[0] ? { shard: Number(rows[0].shard), token: Number(rows[0].token) } : null;
        });
        if (got) taken.push(got);
      }
      return taken;
    },

    /** Shards nobody holds, with how long each has been free (ms; no row yet: free for ever). */
    async free(): Promise<Map<number, number>> {
      const rows = resultRows(await db.execute(sql`select shard, extract(epoch from (now() - expires_at)) * 1000 as free_ms from shard_leases where expires_at <= now()`));
      return new Map(rows.map((r) => [Number(r.shard), Number(r.free_ms)]));
    },

    /** Gives a lease up at once (a handover by choice: the next holder need not wait for it to expire). */
    async release(nodeId: string, lease: HeldLease): Promise<void> {
      await db.execute(sql`update shard_leases set expires_at = now() where shard = ${lease.shard} and node_id = ${nodeId} and token = ${lease.token}`);
    },

    /** Every lease in force, with its holder's address (with sessions: only those of processes still connected). */
    async leases(): Promise<LeaseRow[]> {
      const live = options.sessions ? sql`and ${hasSession(sql.raw('l.node_id'))}` : sql``;
      const rows = resultRows(
        await db.execute(sql`
          select l.shard, l.node_id, l.token, n.address from shard_leases l left join cluster_nodes n on n.id = l.node_id
          where l.expires_at > now() ${live}`),
      );
      return rows.map((r) => ({ shard: Number(r.shard), nodeId: String(r.node_id), token: Number(r.token), address: r.address === null ? null : String(r.address) }));
    },

    /**
     * Inside a tick's transaction: whether this process still holds every one of `leases` (same
     * token, not expired). Locks the rows `for key share`: no one takes them (acquire locks `for
     * update`) before the tick commits, while the holder's renewals (an update of expires_at alone)
     * go on without waiting for it.
     */
    async stillHeld(tx: Tx, nodeId: string, leases: readonly HeldLease[]): Promise<boolean> {
      if (!leases.length) return true;
      const ids = sql.join(leases.map((l) => sql`${l.shard}`), sql`, `);
      const rows = resultRows(
        await tx.execute(sql`select shard, token from shard_leases where node_id = ${nodeId} and shard in (${ids}) and expires_at > now() for key share`),
      );
      const held = new Map(rows.map((r) => [Number(r.shard), Number(r.token)]));
      return leases.every((l) => held.get(l.shard) === l.token);
    },

    /** The room a crawler stands in, read now (not from a cache): where its requests must go. */
    async crawlerRoom(crawlerId: number): Promise<number | null> {
      const rows = resultRows(await db.execute(sql`select current_room_id from crawlers where id = ${crawlerId}`));
      const room = rows[0]?.current_room_id;
      return room === null || room === undefined ? null : Number(room);
    },

    /**
     * This process leaves: its leases end now and it no longer counts as alive, both at once (a peer
     * reading between the two would see free shards but the old fair shares), and the others are told
     * on LEFT_CHANNEL when it commits.
     */
    async leave(nodeId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`update shard_leases set expires_at = now() where node_id = ${nodeId} and expires_at > now()`);
        await tx.execute(sql`delete from cluster_nodes where id = ${nodeId}`);
        await tx.execute(sql`select pg_notify(${LEFT_CHANNEL}, ${nodeId})`);
      });
    },
  };
}
export type ClusterRepository = ReturnType<typeof createClusterRepository>;
