// The connection to the Redis a cluster's processes count their shared limits in
// (docs/decisions/0025-shared-limits.md). Opened once at boot: a cluster process that cannot reach
// it does not start, since it would count alone and quietly multiply every limit by the process count.
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

export type { Redis };

/** How long boot waits for Redis to answer. */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * A command that has not answered by then fails, and its limit falls back to this process's own
 * count: a stalled Redis must not hold sign-ins and intents waiting.
 */
const COMMAND_TIMEOUT_MS = 1_000;
/** Reconnects after a lost connection: soon, then every 2 s at most, for as long as it takes. */
const reconnectDelay = (attempt: number) => Math.min(100 * attempt, 2_000);

export class RedisUnavailableError extends Error {}

/** The address without a password, for messages and logs. */
export function describeRedis(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname && u.pathname !== '/' ? u.pathname : ''}`;
  } catch {
    return 'the configured REDIS_URL';
  }
}

/**
 * Connects and checks that Redis answers; throws RedisUnavailableError (naming the address and
 * REDIS_URL) when it does not within a few seconds.
 */
export async function connectRedis(url: string, log?: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // While disconnected a command fails at once instead of queueing: its caller counts locally.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: reconnectDelay,
  });
  // ioredis reports every failed reconnect as an 'error' event: logged when the state changes, not each time.
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log?.warn({ err: err.message, redis: describeRedis(url) }, 'Redis connection lost: limits are counted per process until it is back');
  });
  redis.on('ready', () => {
    if (down) log?.info({ redis: describeRedis(url) }, 'Redis connection back: limits are shared again');
    down = false;
  });
  try {
    await withTimeout(redis.connect(), CONNECT_TIMEOUT_MS);
    await withTimeout(redis.ping(), CONNECT_TIMEOUT_MS);
  } catch (err) {
    redis.disconnect();
    throw new RedisUnavailableError(
      `Redis at ${describeRedis(url)} does not answer (${(err as Error).message}). A cluster process counts its rate limits, ` +
        'sign-in attempts and sockets per sponsor there: start Redis or set REDIS_URL (README "Several processes").',
    );
  }
  return redis;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
