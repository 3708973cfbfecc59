// The read caches of several processes: a write one process commits is forgotten by the
// others' caches within a second, over PostgreSQL LISTEN/NOTIFY (server/cluster/cache-bus.ts). Two
// cache groups stand for two processes; the bus runs on a real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { ALL, CacheGroup, CoherentCache } from '#server/db/coherent-cache.ts';
import { CACHE_CHANNEL, createCacheBus, type CacheBus } from '#server/cluster/cache-bus.ts';
import { dropPostgresDatabase, freshPostgresDatabase } from '#tests/helpers/postgres.ts';
import { clusterPostgresUrl } from './support/nodes.ts';

const PG = clusterPostgresUrl();
const DB_NAME = `ctf_cache_bus_${process.pid}`;
const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `done()` (polling every 5 ms, at most `ms`); answers how long it took. */
async function within(ms: number, done: () => boolean): Promise<number> {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await sleep(5);
  }
  return Date.now() - start;
}

describe('the cache bus between two processes', () => {
  let url = '';
  const a = { group: new CacheGroup(), bus: null as CacheBus | null };
  const b = { group: new CacheGroup(), bus: null as CacheBus | null };
  const cacheIn = (group: CacheGroup) => new CoherentCache<number, string>({ maxEntries: 10_000, ttlMs: 600_000, shared: { group, name: 'crawler-rows' } });
  let rowsA: CoherentCache<number, string>;
  let rowsB: CoherentCache<number, string>;

  beforeAll(async () => {
    url = await freshPostgresDatabase(PG, DB_NAME);
    rowsA = cacheIn(a.group);
    rowsB = cacheIn(b.group);
    a.bus = createCacheBus({ url, nodeId: 'node-a', group: a.group, log });
    b.bus = createCacheBus({ url, nodeId: 'node-b', group: b.group, log });
    await Promise.all([a.bus.start(), b.bus.start()]);
  });
  afterAll(async () => {
    await Promise.all([a.bus?.stop(), b.bus?.stop()]);
    await dropPostgresDatabase(PG, DB_NAME);
  });

  it("forgets another process's written keys within a second, and keeps the others", async () => {
    await rowsB.getOrFill(1, async () => 'old row 1');
    await rowsB.getOrFill(2, async () => 'row 2');
    rowsA.wrote([1], null);
    const ms = await within(1_000, () => rowsB.get(1) === undefined);
    expect(ms).toBeLessThan(1_000);
    expect(rowsB.get(2)).toBe('row 2');
    // A process does not forget its own writes twice over the bus: A's copy of key 2 stays.
    await rowsA.getOrFill(2, async () => 'row 2');
    rowsA.wrote([1], null);
    await sleep(100);
    expect(rowsA.get(2)).toBe('row 2');
  });

  it('carries a large batch (split over several notifications) and a write of every key', async () => {
    const keys = Array.from({ length: 3_000 }, (_, i) => 10_000 + i);
    await rowsB.getMany(keys, async (missing) => new Map(missing.map((k) => [k, `row ${k}`])));
    await rowsB.getOrFill(5, async () => 'row 5');
    rowsA.wrote(keys, null);
    await within(1_000, () => keys.every((k) => rowsB.get(k) === undefined));
    expect(rowsB.get(5)).toBe('row 5');
    rowsA.wrote(ALL, null);
    await within(1_000, () => rowsB.get(5) === undefined);
  });

  it('forgets everything when its listening connection drops, and hears the others again once back', async () => {
    await rowsB.getOrFill(7, async () => 'row 7');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Every backend listening on the channel: both buses' connections.
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike $2`, [DB_NAME, `%listen ${CACHE_CHANNEL}%`]);
    } finally {
      await admin.end();
    }
    await within(2_000, () => rowsB.get(7) === undefined);
    // Back: a new write is heard again.
    await sleep(1_000);
    await rowsB.getOrFill(8, async () => 'row 8');
    rowsA.wrote([8], null);
    await within(3_000, () => rowsB.get(8) === undefined);
  });
});
