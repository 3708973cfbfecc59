// The limits a process enforces, counted where its mode says: in memory for a server alone, in Redis
// for a cluster's processes (docs/decisions/0025-shared-limits.md).
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { SOCKET_LIMITS } from '#contract/realtime.ts';
import { connectRedis, type Redis } from './redis.ts';
import { sharedRateLimitStore } from './rate-limit-store.ts';
import { createSignInLockout, memoryAttemptStore, redisAttemptStore, sharedAttemptStore, SIGN_IN_LOCKOUT, type LockoutPolicy, type SignInLockout } from './sign-in-lockout.ts';
import { memorySocketSlots, redisSocketSlots, type SocketSlots } from './socket-slots.ts';

export interface SharedLimitsOptions {
  redisUrl: string;
  /** Prefix of every key written (one deployment, or one test run, per prefix). */
  keyPrefix: string;
  /** This process's name among the cluster's. */
  nodeId: string;
}

export interface Limits {
  /** For @fastify/rate-limit's `store` option; undefined: its own in-memory store. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
  signIn: SignInLockout;
  sockets: SocketSlots;
  /** Where they are counted, for the log. */
  where: 'memory' | 'redis';
  close(): Promise<void>;
}

export interface OpenLimitsOptions {
  /** Count in Redis (a cluster); absent: in this process's memory. */
  shared?: SharedLimitsOptions;
  log: FastifyBaseLogger;
  lockout?: LockoutPolicy;
  nowMs?: () => number;
}

/** Throws RedisUnavailableError when shared limits are asked for and Redis does not answer. */
export async function openLimits(opts: OpenLimitsOptions): Promise<Limits> {
  const policy = opts.lockout ?? SIGN_IN_LOCKOUT;
  const localAttempts = memoryAttemptStore(policy, opts.nowMs);
  if (!opts.shared) {
    return { signIn: createSignInLockout(localAttempts), sockets: memorySocketSlots(SOCKET_LIMITS.maxPerUser), where: 'memory', close: async () => {} };
  }
  const { redisUrl, keyPrefix, nodeId } = opts.shared;
  const redis: Redis = await connectRedis(redisUrl, opts.log);
  const sockets = redisSocketSlots({ redis, keyPrefix, nodeId, maxPerUser: SOCKET_LIMITS.maxPerUser, log: opts.log });
  return {
    rateLimitStore: sharedRateLimitStore(redis, `${keyPrefix}rate:`, opts.log),
    signIn: createSignInLockout(sharedAttemptStore(redisAttemptStore(redis, keyPrefix, policy), localAttempts, opts.log)),
    sockets,
    where: 'redis',
    close: async () => {
      await sockets.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
