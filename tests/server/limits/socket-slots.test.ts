// Sockets per sponsor counted in Redis by several process instances (each its own connection, as
// each process has): the cap holds over all of them, a slot given back on one frees it for another,
// and an instance that stops heartbeating (its process crashed) stops holding slots once its alive
// key runs out. Real Redis (tests/helpers/redis.ts), a key prefix per run.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { connectRedis } from '#server/limits/redis.ts';
import { memorySocketSlots, redisSocketSlots, type SocketSlots } from '#server/limits/socket-slots.ts';
import { keysUnder, removeKeysUnder, testKeyPrefix, testRedis, testRedisUrl } from '#tests/helpers/redis.ts';

const MAX = 8;
const quiet = { warn: () => {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('socket slots in memory (a server alone)', () => {
  it('grants maxPerUser per sponsor, the next is refused, a release frees one, once', async () => {
    const slots = memorySocketSlots(MAX);
    const taken = await Promise.all(Array.from({ length: MAX }, () => slots.take('u1')));
    expect(taken.every((r) => typeof r === 'function')).toBe(true);
    expect(await slots.take('u1')).toBeNull();
    expect(await slots.take('u2')).not.toBeNull();
    taken[0]!();
    taken[0]!();
    expect(await slots.take('u1')).not.toBeNull();
    expect(await slots.take('u1')).toBeNull();
  });
});

describe('socket slots in Redis (a cluster)', () => {
  let admin: Redis;
  const prefix = testKeyPrefix('socket-slots');
  const opened: { slots: SocketSlots; redis: Redis }[] = [];

  async function instance(nodeId: string, timing: { heartbeatMs?: number; instanceTtlMs?: number } = {}) {
    const redis = await connectRedis(testRedisUrl());
    const slots = redisSocketSlots({ redis, keyPrefix: prefix, nodeId, maxPerUser: MAX, log: quiet, ...timing });
    opened.push({ slots, redis });
    return { slots, redis };
  }

  beforeAll(async () => {
    admin = await testRedis();
  });
  afterEach(async () => {
    for (const o of opened.splice(0)) {
      await o.slots.close().catch(() => {});
      o.redis.disconnect();
    }
    await removeKeysUnder(admin, prefix);
  });
  afterAll(() => {
    admin.disconnect();
  });

  it('holds the cap over three instances, frees a slot released on one for another, leaves other sponsors alone', async () => {
    const [a, b, c] = [await instance('node-1'), await instance('node-2'), await instance('node-3')];
    const spread = [a, b, c];
    // Eight sockets spread over the three, taken at the same time.
    const releases = await Promise.all(Array.from({ length: MAX }, (_, i) => spread[i % 3]!.slots.take('sponsor-1')));
    expect(releases.every((r) => typeof r === 'function')).toBe(true);
    // The next is refused wherever it lands.
    for (const s of spread) expect(await s.slots.take('sponsor-1')).toBeNull();
    expect(await c.slots.take('sponsor-2')).not.toBeNull();
    // Given back on node-1, taken on node-3.
    releases[0]!();
    await sleep(50);
    const again = await c.slots.take('sponsor-1');
    expect(again).not.toBeNull();
    expect(await b.slots.take('sponsor-1')).toBeNull();
  });

  it('many simultaneous takes over two instances grant exactly the cap', async () => {
    const [a, b] = [await instance('node-1'), await instance('node-2')];
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).slots.take('burst')));
    expect(results.filter((r) => r !== null)).toHaveLength(MAX);
  });

  it("a crashed instance's sockets stop counting once its heartbeat lapses; a clean close withdraws them at once", async () => {
    const timing = { heartbeatMs: 100, instanceTtlMs: 600 };
    const crashing = await instance('node-1', timing);
    const survivor = await instance('node-2', timing);
    for (let i = 0; i < MAX; i++) expect(await crashing.slots.take('sponsor')).not.toBeNull();
    expect(await survivor.slots.take('sponsor')).toBeNull();
    // The process dies: no more heartbeats, no releases.
    crashing.redis.disconnect();
    await sleep(300);
    expect(await survivor.slots.take('sponsor')).toBeNull();
    await sleep(700);
    const granted = await Promise.all(Array.from({ length: MAX + 1 }, () => survivor.slots.take('sponsor')));
    expect(granted.filter((r) => r !== null)).toHaveLength(MAX);
    // The dead instance's field is gone from the sponsor's hash; no key lives without an expiry.
    const hash = (await keysUnder(admin, `${prefix}sockets:user:`))[0]!;
    expect(Object.keys(await admin.hgetall(hash))).toHaveLength(1);
    for (const key of await keysUnder(admin, prefix)) expect(await admin.pttl(key)).toBeGreaterThan(0);

    // A clean close (SIGTERM): its slots are free for the others at once.
    const leaving = await instance('node-3', timing);
    const fresh = await instance('node-4', timing);
    for (let i = 0; i < MAX; i++) expect(await leaving.slots.take('other')).not.toBeNull();
    expect(await fresh.slots.take('other')).toBeNull();
    await leaving.slots.close();
    expect(await fresh.slots.take('other')).not.toBeNull();
  });

  it('while Redis does not answer, each instance counts its own sockets against the cap', async () => {
    // A client whose Redis is gone: every command fails at once, as connectRedis configures them.
    const { slots, redis } = await instance('node-1');
    redis.disconnect();
    const results = await Promise.all(Array.from({ length: MAX + 3 }, () => slots.take('offline')));
    expect(results.filter((r) => r !== null)).toHaveLength(MAX);
    results.find((r) => r !== null)!();
    expect(await slots.take('offline')).not.toBeNull();
    expect(await slots.take('offline')).toBeNull();
  });
});
