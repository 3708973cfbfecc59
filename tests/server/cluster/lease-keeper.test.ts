// The shard leases of a cluster's processes, on the real database: two lease keepers
// share the 16 shards fairly, never both trusting the same shard, and a keeper that cannot renew
// stops trusting its leases before the database lets anyone else take them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { createLeaseKeeper, LEASE, type LeaseKeeper } from '#server/cluster/lease-keeper.ts';
import type { LeaseChange } from '#server/metrics/series-labels.ts';
import { SHARD_COUNT } from '#server/cluster/shards.ts';
import { createClusterRepository } from '#server/repositories/cluster-repository.ts';
import { resetDatabase, workerDatabase } from '#tests/helpers/database.ts';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('lease keepers', () => {
  const keepers: LeaseKeeper[] = [];
  let repo: ReturnType<typeof createClusterRepository>;
  beforeEach(async () => {
    const database = await workerDatabase();
    await resetDatabase(database);
    repo = createClusterRepository(database.db);
  });
  afterEach(async () => {
    for (const k of keepers.splice(0)) await k.stop();
  });

  /** Each keeper's lease changes as it reported them (the metrics' counter). */
  const changes = new Map<string, Record<LeaseChange, number>>();
  /** What a keeper's reported changes say it holds: every lease acquired and not yet lost or released. */
  const heldByChanges = (nodeId: string) => {
    const c = changes.get(nodeId)!;
    return c.acquired - c.lost - c.released;
  };

  function keeper(nodeId: string, opts: { nowMs?: () => number; released?: number[]; renewMs?: number } = {}): LeaseKeeper {
    const counts = { acquired: 0, lost: 0, released: 0 };
    changes.set(nodeId, counts);
    const k = createLeaseKeeper({
      onChange: (change, n) => void (counts[change] += n),
      repo,
      nodeId,
      address: `http://${nodeId}`,
      log,
      onLost: () => {},
      beforeRelease: async (shard) => void opts.released?.push(shard),
      nowMs: opts.nowMs,
      renewMs: opts.renewMs,
    });
    keepers.push(k);
    return k;
  }
  const shardsOf = (k: LeaseKeeper) => Array.from({ length: SHARD_COUNT }, (_, s) => s).filter((s) => k.owns(s));

  it('a lone process takes every shard; a second one is handed its fair share, one shard a round, never a shard trusted by both', async () => {
    const released: number[] = [];
    const a = keeper('node-a', { released });
    await a.start();
    expect(shardsOf(a)).toHaveLength(SHARD_COUNT);
    const b = keeper('node-b');
    await b.start();
    const deadline = Date.now() + 20_000;
    while (shardsOf(b).length < SHARD_COUNT / 2) {
      // Sampled all along the handover: no shard is trusted by both at any moment.
      expect(shardsOf(a).filter((s) => b.owns(s))).toEqual([]);
      expect(Date.now(), `b holds ${shardsOf(b).length}`).toBeLessThan(deadline);
      await sleep(25);
    }
    await sleep(LEASE.renewMs * 2);
    expect(shardsOf(a)).toHaveLength(SHARD_COUNT / 2);
    expect(shardsOf(b)).toHaveLength(SHARD_COUNT / 2);
    expect(new Set([...shardsOf(a), ...shardsOf(b)]).size).toBe(SHARD_COUNT);
    // Each shard a handed over was first released by it (its rooms written and closed).
    expect(released.sort((p, q) => p - q)).toEqual(shardsOf(b));
    // The reported changes add up to what each holds.
    expect(changes.get('node-a')!.released).toBeGreaterThanOrEqual(released.length);
    expect(heldByChanges('node-a')).toBe(shardsOf(a).length);
    expect(heldByChanges('node-b')).toBe(shardsOf(b).length);
  }, 45_000);

  it('a process that leaves hands its shards back at once', async () => {
    const a = keeper('node-a');
    const b = keeper('node-b');
    await a.start();
    await b.start();
    while (shardsOf(b).length < SHARD_COUNT / 2) await sleep(50);
    await b.stop();
    keepers.splice(keepers.indexOf(b), 1);
    expect(changes.get('node-b')!.released).toBeGreaterThan(0);
    expect(heldByChanges('node-b')).toBe(0);
    const left = Date.now();
    while (shardsOf(a).length < SHARD_COUNT) await sleep(50);
    // Released leases need not expire first: a takes them at its next round or two.
    expect(Date.now() - left).toBeLessThan(LEASE.ttlMs + LEASE.renewMs * 3);
  }, 45_000);

  it('a nudge runs a round at once: the shards of a peer that left are taken then, not at the next round', async () => {
    const b = keeper('node-b');
    await b.start();
    expect(shardsOf(b)).toHaveLength(SHARD_COUNT);
    // a's own rounds are a minute apart: only its first one and the nudge run while the test lasts.
    const a = keeper('node-a', { renewMs: 60_000 });
    await a.start();
    expect(shardsOf(a)).toEqual([]);
    await b.stop();
    keepers.splice(keepers.indexOf(b), 1);
    await sleep(LEASE.renewMs);
    expect(shardsOf(a)).toEqual([]);
    const nudged = Date.now();
    a.nudge();
    while (shardsOf(a).length < SHARD_COUNT) {
      expect(Date.now() - nudged, `a holds ${shardsOf(a).length}`).toBeLessThan(5_000);
      await sleep(10);
    }
  }, 45_000);

  it('stops trusting a lease it could not renew before the database would let another process take it', async () => {
    let now = 1_000_000;
    const a = keeper('node-a', { nowMs: () => now });
    await a.start();
    expect(a.owns(0)).toBe(true);
    // Its clock runs on with no renewal (a stall): trust ends LEASE.marginMs before the lease does.
    now += LEASE.ttlMs - LEASE.marginMs;
    expect(a.owns(0)).toBe(false);
    expect(LEASE.marginMs).toBeGreaterThan(0);
  });
});
