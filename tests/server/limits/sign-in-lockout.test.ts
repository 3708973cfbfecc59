// The sign-in lockout's counts in Redis: shared by every process's connection, locking after the
// policy's wrong passwords and for its lock time (Redis's own expiry), and falling back to the
// process's own count while Redis does not answer. The lockout through the app, on a server alone:
// tests/server/auth/sign-in-lockout.test.ts; through a real cluster: tests/cluster/shared-limits.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { connectRedis } from '#server/limits/redis.ts';
import { accountKey, createSignInLockout, memoryAttemptStore, redisAttemptStore, sharedAttemptStore, type LockoutPolicy } from '#server/limits/sign-in-lockout.ts';
import { keysUnder, removeKeysUnder, testKeyPrefix, testRedis, testRedisUrl } from '#tests/helpers/redis.ts';

const policy: LockoutPolicy = { maxFailures: 3, windowMs: 60_000, lockMs: 400 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('sign-in attempts counted in Redis', () => {
  let admin: Redis;
  const clients: Redis[] = [];
  const prefix = testKeyPrefix('signin');
  const processLockout = async () => {
    const redis = await connectRedis(testRedisUrl());
    clients.push(redis);
    return createSignInLockout(redisAttemptStore(redis, prefix, policy));
  };

  beforeAll(async () => {
    admin = await testRedis();
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await removeKeysUnder(admin, prefix);
    admin.disconnect();
  });

  it('locks an account after the wrong passwords of several processes together, for the lock time, and no other account', async () => {
    const [one, two, three] = [await processLockout(), await processLockout(), await processLockout()];
    expect(await one.failed('carol@crawl.test')).toBe(0);
    expect(await two.failed('Carol@Crawl.test')).toBe(0);
    expect(await three.lockedFor('carol@crawl.test')).toBe(0);
    expect(await three.failed('carol@crawl.test')).toBe(policy.lockMs);
    for (const p of [one, two, three]) {
      const left = await p.lockedFor('carol@crawl.test');
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(policy.lockMs);
      expect(await p.lockedFor('dave@crawl.test')).toBe(0);
    }
    // No address is written in the clear.
    const keys = await keysUnder(admin, prefix);
    expect(keys.join(' ')).not.toContain('carol');
    expect(keys.some((k) => k.endsWith(accountKey('carol@crawl.test')))).toBe(true);
    await sleep(policy.lockMs + 50);
    expect(await one.lockedFor('carol@crawl.test')).toBe(0);
  });

  it('a right password forgets the wrong ones before it', async () => {
    const p = await processLockout();
    await p.failed('erin@crawl.test');
    await p.failed('erin@crawl.test');
    await p.succeeded('erin@crawl.test');
    expect(await p.failed('erin@crawl.test')).toBe(0);
    expect(await p.failed('erin@crawl.test')).toBe(0);
    expect(await p.lockedFor('erin@crawl.test')).toBe(0);
  });

  it('while Redis does not answer, the process counts on its own and still locks', async () => {
    const redis = await connectRedis(testRedisUrl());
    const warnings: string[] = [];
    const lockout = createSignInLockout(sharedAttemptStore(redisAttemptStore(redis, prefix, policy), memoryAttemptStore(policy), { warn: (_o, msg) => warnings.push(msg) }));
    redis.disconnect();
    expect(await lockout.failed('frank@crawl.test')).toBe(0);
    expect(await lockout.failed('frank@crawl.test')).toBe(0);
    expect(await lockout.failed('frank@crawl.test')).toBe(policy.lockMs);
    expect(await lockout.lockedFor('frank@crawl.test')).toBeGreaterThan(0);
    expect(await lockout.lockedFor('grace@crawl.test')).toBe(0);
    // Said once, not on every attempt.
    expect(warnings).toHaveLength(1);
  });
});
