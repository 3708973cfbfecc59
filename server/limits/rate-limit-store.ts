// The rate limits' store in a cluster: @fastify/rate-limit's own Redis store (one count per key for
// every process), and its in-memory store behind it for the moments Redis does not answer
// (docs/decisions/0025-shared-limits.md: neither open nor closed, but per process, as a server alone).
import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from './redis.ts';
import { warnThrottled, type FallbackLog } from './fallback.ts';

type Store = FastifyRateLimitStore;
type IncrCallback = Parameters<Store['incr']>[1];
type RouteOptions = Parameters<Store['child']>[0];
/** What the plugin hands a store's constructor: its merged options (only these two matter to a store). */
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

// The plugin's two stores are not exported by name (its `redis` option builds the Redis one itself,
// with no way to add a fallback): loaded from their files, which the package ships.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => Store;

class SharedStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
    private readonly onError: (err: unknown) => void,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
    this.shared.incr(
      key,
      (err, result) => {
        if (!err) return callback(null, result);
        this.onError(err);
        this.local.incr(key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): Store {
    return new SharedStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.onError);
  }
}

/** A store class for @fastify/rate-limit's `store` option: counts in Redis under `nameSpace`, locally while Redis fails. */
export function sharedRateLimitStore(redis: Redis, nameSpace: string, log: FallbackLog): FastifyRateLimitStoreCtor {
  const onError = warnThrottled('rate limits', log);
  return class extends SharedStore {
    constructor(options: FastifyRateLimitOptions) {
      const { continueExceeding = false, exponentialBackoff = false } = options as StoreParams;
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff), onError);
    }
  };
}
