// Several processes on one PostgreSQL: who is alive, and which process owns which shard of rooms.
import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The server processes of a cluster (docs/decisions/0015-cluster.md): each beats here every
 * LEASE.renewMs; a process whose beat is older than LEASE.ttlMs counts as gone. `address` is where the
 * others forward a crawler's requests and sockets.
 */
export const clusterNode = pgTable('cluster_nodes', {
  id: text('id').primaryKey(),
  address: text('address').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who simulates each shard of the dungeon's live rooms: one row per shard, held by one process until
 * `expires_at` (renewed every LEASE.renewMs). `token` grows with every new holder: a tick's write
 * checks the holder and token it stepped under, so a process that lost its lease cannot write.
 */
export const shardLease = pgTable('shard_leases', {
  shard: integer('shard').primaryKey(),
  nodeId: text('node_id').notNull(),
  token: bigint('token', { mode: 'number' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
