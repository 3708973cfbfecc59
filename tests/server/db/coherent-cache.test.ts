// The read cache's coherence rules, on a real PGlite transaction where a transaction's end matters.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ALL, CoherentCache } from '#server/db/coherent-cache.ts';
import type { Db } from '#server/db/database.ts';
import { onTransactionEnd, trackTransactions } from '#server/db/transactions.ts';
import { workerDatabase } from '#tests/helpers/database.ts';

const opts = { maxEntries: 3, ttlMs: 60_000 };

/** A read that resolves when told to, standing for a query in flight. */
function pendingRead<V>() {
  let resolve!: (v: V | null) => void;
  const promise = new Promise<V | null>((r) => (resolve = r));
  return { read: () => promise, resolve };
}

describe('CoherentCache', () => {
  it('answers a stored value without reading again, and forgets it on a write', async () => {
    const cache = new CoherentCache<number, string>(opts);
    let reads = 0;
    const read = async () => `v${++reads}`;
    expect(await cache.getOrFill(1, read)).toBe('v1');
    expect(await cache.getOrFill(1, read)).toBe('v1');
    cache.wrote([1], null);
    expect(await cache.getOrFill(1, read)).toBe('v2');
  });

  it('moves its version on every write, patch and clear, not on reads; a disabled cache never matches its own', async () => {
    const cache = new CoherentCache<number, string>(opts);
    const seen = [cache.version];
    await cache.getOrFill(1, async () => 'a');
    expect(cache.version).toBe(seen[0]);
    cache.wrote([1], null);
    seen.push(cache.version);
    cache.patch(2, (v) => v);
    seen.push(cache.version);
    cache.clear();
    seen.push(cache.version);
    expect(new Set(seen).size).toBe(4);
    cache.disable();
    expect(cache.version === cache.version).toBe(false);
  });

  it('does not store a fill whose read raced a write of its key (or of every key)', async () => {
    const cache = new CoherentCache<number, string>(opts);
    const slow = pendingRead<string>();
    const filling = cache.getOrFill(1, slow.read);
    cache.wrote([1], null); // committed while the read was in flight: the read may hold the old value
    slow.resolve('old');
    expect(await filling).toBe('old'); // the caller gets what it read...
    expect(cache.get(1)).toBeUndefined(); // ...but it is not kept

    const other = pendingRead<string>();
    const filling2 = cache.getOrFill(2, other.read);
    cache.wrote([1], null); // another key: this fill is fine
    other.resolve('two');
    await filling2;
    expect(cache.get(2)).toBe('two');

    const all = pendingRead<string>();
    const filling3 = cache.getOrFill(3, all.read);
    cache.wrote(ALL, null);
    all.resolve('three');
    await filling3;
    expect(cache.get(3)).toBeUndefined();
  });

  it('evicts the oldest entry past its size, and re-reads an entry past its TTL', async () => {
    let now = 0;
    const cache = new CoherentCache<number, number>({ maxEntries: 2, ttlMs: 1000, now: () => now });
    for (const k of [1, 2, 3]) await cache.getOrFill(k, async () => k);
    expect(cache.get(1)).toBeUndefined();
    expect(cache.get(3)).toBe(3);
    now = 1000;
    expect(cache.get(3)).toBeUndefined();
  });

  it('patches a cached value in place of forgetting it, and a racing fill is not stored', async () => {
    const cache = new CoherentCache<number, number>(opts);
    await cache.getOrFill(1, async () => 10);
    cache.patch(1, (v) => v + 1);
    expect(cache.get(1)).toBe(11);
    const slow = pendingRead<number>();
    const filling = cache.getOrFill(2, slow.read);
    cache.patch(2, (v) => v + 1);
    slow.resolve(20);
    await filling;
    expect(cache.get(2)).toBeUndefined();
  });

  describe('inside transactions (PGlite or PostgreSQL)', () => {
    let db: Db;
    beforeAll(async () => {
      db = trackTransactions((await workerDatabase()).db);
    });

    for (const outcome of ['commit', 'rollback'] as const) {
      it(`refuses fills while a transaction that wrote the key is open, and forgets it again at its end (${outcome})`, async () => {
        const cache = new CoherentCache<number, string>(opts);
        let inside: (() => Promise<void>) | undefined;
        const ran = db
          .transaction(async (tx) => {
            cache.wrote([1], tx);
            await new Promise<void>((release) => (inside = async () => release()));
            if (outcome === 'rollback') throw new Error('rolled back');
          })
          .catch(() => undefined);
        await new Promise((r) => setTimeout(r, 20));
        // A read outside the transaction sees the old committed value: answered, never stored.
        expect(await cache.getOrFill(1, async () => 'committed before')).toBe('committed before');
        expect(cache.get(1)).toBeUndefined();
        await inside!();
        await ran;
        expect(await cache.getOrFill(1, async () => 'after')).toBe('after');
        expect(cache.get(1)).toBe('after');
      });
    }

    it('keeps a value stored on commit (no read after it), not after a rollback, nor when a later write of the transaction forgot it', async () => {
      const cache = new CoherentCache<number, string>(opts);
      const write = (key: number, value: string, after?: (tx: object) => void) =>
        db.transaction(async (tx) => {
          cache.wrote([key], tx);
          cache.storeOnCommit(key, value, tx);
          after?.(tx);
          expect(cache.get(key)).toBeUndefined(); // not before the commit
        });
      await write(1, 'stored');
      expect(cache.get(1)).toBe('stored');
      await write(2, 'never', () => {
        throw new Error('rolled back');
      }).catch(() => undefined);
      expect(await cache.getOrFill(2, async () => 'read')).toBe('read');
      await write(3, 'stale', (tx) => cache.wrote([3], tx));
      expect(cache.get(3)).toBeUndefined();
    });

    it('runs end work of a savepoint when the outer transaction ends, not before', async () => {
      const ended: string[] = [];
      await db.transaction(async (tx) => {
        await tx.transaction(async (inner) => {
          await inner.execute(sql`select 1`);
          expect(onTransactionEnd(inner, () => ended.push('inner'))).toBe(true);
        });
        expect(ended).toEqual([]);
      });
      expect(ended).toEqual(['inner']);
    });

    it('stops caching for good when a write comes from a transaction it cannot follow', async () => {
      const bare = (await workerDatabase()).db;
      const cache = new CoherentCache<number, string>(opts);
      await bare.transaction(async (tx) => cache.wrote([1], tx));
      await cache.getOrFill(1, async () => 'x');
      expect(cache.get(1)).toBeUndefined();
    });
  });
});
