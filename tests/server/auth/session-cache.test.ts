import { describe, expect, it } from 'vitest';
import { createSessionCache, EXPIRY_SPREAD, type Found } from '#server/auth/session-cache.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('session cache', () => {
  it('serves a found session from memory until its time is up, never past the session expiry', async () => {
    let now = 1_000;
    const cache = createSessionCache<string>({ ttlMs: 5_000, maxEntries: 10, now: () => now });
    let lookups = 0;
    const lookup = async (): Promise<Found<string>> => (lookups++, { value: 'alice', expiresAt: 4_000 });
    expect(await cache.get('token-a', lookup)).toBe('alice');
    now = 3_999;
    expect(await cache.get('token-a', lookup)).toBe('alice');
    expect(lookups).toBe(1);
    now = 4_000; // the session itself has expired: asked again
    expect(await cache.get('token-a', lookup)).toBe('alice');
    expect(lookups).toBe(2);
  });

  it('spreads the expiry of entries cached together over the last fifth of the TTL, none past it', async () => {
    let now = 0;
    const cache = createSessionCache<number>({ ttlMs: 30_000, maxEntries: 1_000, now: () => now });
    const lookups = new Map<string, number>();
    const lookupOf = (key: string) => async (): Promise<Found<number>> => (lookups.set(key, (lookups.get(key) ?? 0) + 1), { value: 1, expiresAt: 1e12 });
    const keys = Array.from({ length: 200 }, (_, i) => `Bearer token-${i}`);
    for (const k of keys) await cache.get(k, lookupOf(k));
    const refreshedBy = async (t: number) => {
      now = t;
      for (const k of keys) await cache.get(k, lookupOf(k));
      return [...lookups.values()].filter((n) => n > 1).length;
    };
    expect(await refreshedBy(30_000 * (1 - EXPIRY_SPREAD) - 1)).toBe(0); // all served from memory
    const early = await refreshedBy(27_000); // the first half of the spread
    expect(early).toBeGreaterThan(40);
    expect(early).toBeLessThan(160);
    expect(await refreshedBy(30_000)).toBe(200); // and none outlives the TTL
  });

  it('never caches a missing session', async () => {
    const cache = createSessionCache<string>({ ttlMs: 5_000, maxEntries: 10 });
    let lookups = 0;
    const none = async () => (lookups++, null);
    expect(await cache.get('forged', none)).toBeNull();
    expect(await cache.get('forged', none)).toBeNull();
    expect(lookups).toBe(2);
  });

  it('forgets everything on invalidation, and does not keep a lookup that overlapped one', async () => {
    const cache = createSessionCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    const far = Date.now() + 3_600_000;
    await cache.get('token-a', async () => ({ value: 'alice', expiresAt: far }));
    const slow = deferred<Found<string> | null>();
    const pending = cache.get('token-b', () => slow.promise);
    cache.invalidateAll(); // a sign-out answered while token-b's lookup was under way
    expect(cache.size()).toBe(0);
    slow.resolve({ value: 'bob', expiresAt: far });
    expect(await pending).toBe('bob');
    expect(cache.size()).toBe(0);
    let lookups = 0;
    expect(await cache.get('token-b', async () => (lookups++, null))).toBeNull();
    expect(lookups).toBe(1);
  });

  it('shares one lookup between concurrent requests with the same credentials and stays bounded', async () => {
    const cache = createSessionCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    const far = Date.now() + 3_600_000;
    const gate = deferred<Found<string>>();
    let lookups = 0;
    const lookup = () => (lookups++, gate.promise);
    const both = Promise.all([cache.get('token-a', lookup), cache.get('token-a', lookup)]);
    gate.resolve({ value: 'alice', expiresAt: far });
    expect(await both).toEqual(['alice', 'alice']);
    expect(lookups).toBe(1);
    for (const key of ['token-b', 'token-c']) await cache.get(key, async () => ({ value: key, expiresAt: far }));
    expect(cache.size()).toBe(2);
  });
});
