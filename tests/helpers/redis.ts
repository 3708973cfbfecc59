// The Redis the shared-limits tests count in: REDIS_URL, else CI's CLUSTER_TEST_REDIS_URL, else the
// one on this machine. Each test run writes under its own key prefix and removes its keys after, so
// parallel runs do not see each other's counts.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export const testRedisUrl = (): string => process.env.REDIS_URL ?? process.env.CLUSTER_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix no other run uses. */
export const testKeyPrefix = (what: string): string => `ctf-test:${what}:${process.pid}:${randomUUID().slice(0, 8)}:`;

/** A plain client for a test's own checks and clean-up; throws a clear message when Redis does not answer. */
export async function testRedis(): Promise<Redis> {
  const redis = new Redis(testRedisUrl(), { lazyConnect: true, connectTimeout: 3_000, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    throw new Error(`The shared-limits tests need Redis at ${testRedisUrl()} (REDIS_URL or CLUSTER_TEST_REDIS_URL): ${(err as Error).message}`);
  }
  return redis;
}

/** Every key under `prefix`. */
export async function keysUnder(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  // Bounded: a test run writes a few hundred keys at most.
  for (let i = 0; i < 10_000; i++) {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    keys.push(...batch);
    cursor = next;
    if (cursor === '0') break;
  }
  return keys;
}

/** Removes every key under `prefix`. */
export async function removeKeysUnder(redis: Redis, prefix: string): Promise<void> {
  const keys = await keysUnder(redis, prefix);
  for (let i = 0; i < keys.length; i += 500) await redis.del(...keys.slice(i, i + 500));
}
