// The rate limits' store in a cluster: @fastify/rate-limit's Redis store shared by every process, and
// its memory store behind it while Redis does not answer. Through real Fastify instances (one per
// "process", each with its own Redis connection), so the plugin's own use of the store is what is tested.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { connectRedis } from '#server/limits/redis.ts';
import { sharedRateLimitStore } from '#server/limits/rate-limit-store.ts';
import { removeKeysUnder, testKeyPrefix, testRedis, testRedisUrl } from '#tests/helpers/redis.ts';

const MAX = 5;

describe('rate limits counted in Redis', () => {
  let admin: Redis;
  const prefix = testKeyPrefix('rate');
  const opened: { app: FastifyInstance; redis: Redis }[] = [];

  async function processApp(): Promise<{ app: FastifyInstance; redis: Redis }> {
    const redis = await connectRedis(testRedisUrl());
    const app = Fastify();
    await app.register(rateLimit, { global: false, store: sharedRateLimitStore(redis, prefix, { warn: () => {} }) });
    app.post('/limited', { config: { rateLimit: { max: MAX, timeWindow: 60_000 } } }, async () => ({ ok: true }));
    await app.ready();
    opened.push({ app, redis });
    return { app, redis };
  }
  const hit = (app: FastifyInstance) => app.inject({ method: 'POST', url: '/limited', remoteAddress: '203.0.113.9' }).then((r) => r.statusCode);

  beforeAll(async () => {
    admin = await testRedis();
  });
  afterAll(async () => {
    for (const o of opened) {
      await o.app.close();
      o.redis.disconnect();
    }
    await removeKeysUnder(admin, prefix);
    admin.disconnect();
  });

  it('one address has MAX requests a window over all processes together', async () => {
    const apps = [(await processApp()).app, (await processApp()).app, (await processApp()).app];
    const statuses: number[] = [];
    for (let i = 0; i < MAX + 3; i++) statuses.push(await hit(apps[i % 3]!));
    expect(statuses).toEqual([...Array(MAX).fill(200), 429, 429, 429]);
  });

  it('while Redis does not answer, each process counts alone (neither open nor closed)', async () => {
    const { app, redis } = await processApp();
    redis.disconnect();
    const statuses: number[] = [];
    for (let i = 0; i < MAX + 2; i++) statuses.push(await hit(app));
    expect(statuses).toEqual([...Array(MAX).fill(200), 429, 429]);
  });
});
