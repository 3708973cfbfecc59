import { describe, expect, it } from 'vitest';
import { createSessionCache, type Found } from '#server/auth/session-cache.ts';

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
