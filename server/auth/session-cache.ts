// A short in-process cache of who a request's credentials belong to (docs/decisions/0002-auth.md:
// "a short in-process cache keyed by token"), so a player's position reports and polls do not each
// cost better-auth's session and user queries.
//
// Correct on sign-out: every session change goes through this server's auth routes, which call
// `invalidateAll` when they start and again before they answer. A lookup that was under way during
// an invalidation is answered but not cached, so a session revoked by a request that has answered is
// never served from the cache. Only changes made outside the auth routes (a session row edited in
// the database by hand) can go unseen, for at most `ttlMs`. Only found sessions are cached; an entry
// never outlives its session's own expiry.

export interface SessionCacheOptions {
  /** The longest an entry is served; each key's entries live between (1 - EXPIRY_SPREAD) × ttlMs and ttlMs. */
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

export interface Found<V> {
  value: V;
  /** When the session itself expires (ms since the epoch). */
  expiresAt: number;
}

/**
 * Entries cached at the same moment (every player's, after a restart or a mass reconnect) would
 * otherwise expire together every ttlMs, and their lookups queue up on the database at once (a p99
 * of 140 ms in bench runs every 30 s). Each key gets its own fixed share of the last fifth of the
 * TTL, so the refreshes spread out; no entry outlives ttlMs.
 */
export const EXPIRY_SPREAD = 0.2;

/** A fixed fraction in [0, 1) for a key (FNV-1a): where in the spread its entries expire. */
function spreadOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) / 2 ** 32;
}

export function createSessionCache<V>(opts: SessionCacheOptions) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: V; until: number }>();
  const inFlight = new Map<string, Promise<Found<V> | null>>();
  let generation = 0;

  return {
    /** The cached value for `key`, else the one `lookup` finds (one lookup at a time per key). */
    async get(key: string, lookup: () => Promise<Found<V> | null>): Promise<V | null> {
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.until > at) return hit.value;
      if (hit) entries.delete(key);
      let pending = inFlight.get(key);
      if (!pending) {
        const started = generation;
        pending = lookup().then(
          (found) => {
            if (inFlight.get(key) === pending) inFlight.delete(key);
            if (found && started === generation) {
              const lifetime = opts.ttlMs * (1 - EXPIRY_SPREAD * spreadOf(key));
              entries.set(key, { value: found.value, until: Math.min(at + lifetime, found.expiresAt) });
              if (entries.size > opts.maxEntries) entries.delete(entries.keys().next().value!);
            }
            return found;
          },
          (err: unknown) => {
            if (inFlight.get(key) === pending) inFlight.delete(key);
            throw err;
          },
        );
        inFlight.set(key, pending);
      }
      return (await pending)?.value ?? null;
    },

    /** Forgets every entry; lookups under way are not cached when they end. */
    invalidateAll(): void {
      generation++;
      entries.clear();
      inFlight.clear();
    },

    size: () => entries.size,
  };
}
export type SessionCache<V> = ReturnType<typeof createSessionCache<V>>;
