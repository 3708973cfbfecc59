// A cluster process is alive while its lease keeper's named PostgreSQL session is (decision 0041):
// once the session is gone (the process was killed: its connections end with it), the others count
// it out of the fair shares, no longer route to it, and end its leases at once, however long they
// had to run. A keeper on an unnamed handle keeps the heartbeat-and-expiry rule. Real PostgreSQL
// (pg_stat_activity), no timing: the leases here would run for a minute.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { resultRows } from '#server/db/result-rows.ts';
import { openLeasePool } from '#server/cluster/cluster.ts';
import { openPostgres, type Database } from '#server/db/database.ts';
import { createClusterRepository } from '#server/repositories/cluster-repository.ts';
import { dropPostgresDatabase, freshPostgresDatabase } from '#tests/helpers/postgres.ts';
import { clusterPostgresUrl } from './support/nodes.ts';
import { until } from './support/front.ts';

const PG = clusterPostgresUrl();
const DB_NAME = `ctf_liveness_${process.pid}`;
const MINUTE = 60_000;

describe('liveness by database session', () => {
  let url = '';
  let database: Database;
  beforeAll(async () => {
    url = await freshPostgresDatabase(PG, DB_NAME);
    database = await openPostgres(url, 2);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await dropPostgresDatabase(PG, DB_NAME);
  }, 60_000);

  it("a process whose session is gone is out of the shares, routed to no more, and its leases end at once", async () => {
    const a = await openLeasePool(url, 'node-a');
    const b = await openLeasePool(url, 'node-b');
    try {
      const repoA = createClusterRepository(a.db, { sessions: true });
      const repoB = createClusterRepository(b.db, { sessions: true });
      /** The heartbeat-only view of the same table (the in-process tests' keepers). */
      const plain = createClusterRepository(database.db);
      await repoA.beat('node-a', 'http://a', 6_000);
      await repoB.beat('node-b', 'http://b', 6_000);
      expect(await repoA.acquire('node-a', [0, 1], 2, MINUTE)).toHaveLength(2);
      expect(await repoB.acquire('node-b', [2, 3, 4], 3, MINUTE)).toHaveLength(3);

      // Both connected: both alive, every lease stands.
      expect((await repoA.beat('node-a', 'http://a', 6_000)).map((n) => n.id)).toEqual(['node-a', 'node-b']);
      expect(await repoA.freeLeasesOfGone('node-a')).toEqual([]);
      expect((await repoA.leases()).map((l) => l.nodeId).sort()).toEqual(['node-a', 'node-a', 'node-b', 'node-b', 'node-b']);

      // node-b's connections end (as a killed process's do): its heartbeat is fresh, its leases have a minute to run.
      await b.close();
      await until(10_000, "node-b's session gone", async () => resultRows(await database.db.execute(sql`select 1 from pg_stat_activity where application_name = 'ctf-node:node-b'`)).length === 0);
      expect((await repoA.beat('node-a', 'http://a', 6_000)).map((n) => n.id)).toEqual(['node-a']);
      expect((await repoA.leases()).map((l) => l.nodeId)).toEqual(['node-a', 'node-a']);
      expect((await repoA.freeLeasesOfGone('node-a')).sort((p, q) => p.shard - q.shard)).toEqual([2, 3, 4].map((shard) => ({ shard, nodeId: 'node-b' })));
      // Its shards are free for the taking now.
      expect((await repoA.acquire('node-a', [2, 3, 4], 3, MINUTE)).map((l) => l.shard)).toEqual([2, 3, 4]);

      // Without sessions, a peer is judged by its heartbeat alone.
      await plain.beat('node-c', 'http://c', 6_000);
      expect((await plain.beat('node-c', 'http://c', 6_000)).map((n) => n.id)).toEqual(['node-a', 'node-b', 'node-c']);
      expect(await plain.freeLeasesOfGone('node-c')).toEqual([]);
    } finally {
      await a.close();
      await b.close().catch(() => {});
    }
  }, 60_000);
});
