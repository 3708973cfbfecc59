// Opening the shared limits' Redis: a cluster process that cannot reach it refuses to start with a
// message naming the address and REDIS_URL (never its password); REDIS_URL and REDIS_KEY_PREFIX are
// checked with the rest of the configuration.
import { describe, expect, it } from 'vitest';
import { connectRedis, describeRedis, RedisUnavailableError } from '#server/limits/redis.ts';
import { DEFAULT_REDIS_URL, loadEnv } from '#server/env.ts';
import { freePort } from '#tests/helpers/free-port.ts';

describe('connecting to the shared limits Redis', () => {
  it('throws RedisUnavailableError naming the address (without its password) and REDIS_URL when nothing answers', async () => {
    const port = await freePort();
    const started = Date.now();
    const err = await connectRedis(`redis://:secret-pass@127.0.0.1:${port}`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RedisUnavailableError);
    expect((err as Error).message).toContain(`Redis at redis://127.0.0.1:${port} does not answer`);
    expect((err as Error).message).toContain('REDIS_URL');
    expect((err as Error).message).not.toContain('secret-pass');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('describes an address without its credentials', () => {
    expect(describeRedis('redis://user:pw@cache.internal:6380/2')).toBe('redis://cache.internal:6380/2');
  });
});

describe('REDIS_URL and REDIS_KEY_PREFIX', () => {
  it('default to the local Redis and the ctf: prefix', () => {
    const env = loadEnv({});
    expect(env.redisUrl).toBe(DEFAULT_REDIS_URL);
    expect(env.REDIS_KEY_PREFIX).toBe('ctf:');
  });

  it('take a redis:// or rediss:// URL and a plain prefix, and refuse anything else with a message', () => {
    expect(loadEnv({ REDIS_URL: 'rediss://cache:6380' }).redisUrl).toBe('rediss://cache:6380');
    expect(() => loadEnv({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL must start with redis:\/\//);
    expect(() => loadEnv({ REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});
