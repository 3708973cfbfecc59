// The per-account sign-in lockout (docs/decisions/0025-shared-limits.md): after maxFailures wrong
// passwords for one account within windowMs, that account's password sign-in is refused for lockMs,
// whoever asks and from wherever. The same address's other accounts are not touched: the per-address
// limit (the auth routes' rate limit) is a separate count.
import { createHash } from 'node:crypto';
import type { Redis } from './redis.ts';
import { localFallback, type FallbackLog } from './fallback.ts';

export interface LockoutPolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

/**
 * Ten wrong passwords in 15 minutes lock the account's password sign-in for 15 minutes: far above
 * what a player mistyping reaches, far below what guessing needs (10 per 15-minute lock: under 1,000 guesses a day).
 */
export const SIGN_IN_LOCKOUT: LockoutPolicy = { maxFailures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

/** Where attempts are counted, per account key. */
export interface AttemptStore {
  /** How long the account's lock still runs, in ms (0: not locked). */
  lockedFor(account: string): Promise<number>;
  /** Counts one wrong password; answers the lock it started, in ms (0: none). */
  failed(account: string): Promise<number>;
  /** A right password: the wrong ones before it are forgotten. */
  succeeded(account: string): Promise<void>;
}

export interface SignInLockout {
  /** ms until the account may try again (0: it may now). */
  lockedFor(email: string): Promise<number>;
  failed(email: string): Promise<number>;
  succeeded(email: string): Promise<void>;
}

/**
 * The account an attempt is for: its email as better-auth matches it (trimmed, lower case), hashed so
 * that no address is kept in memory or written to Redis in the clear.
 */
export function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);
}

export function createSignInLockout(store: AttemptStore): SignInLockout {
  return {
    lockedFor: (email) => store.lockedFor(accountKey(email)),
    failed: (email) => store.failed(accountKey(email)),
    succeeded: (email) => store.succeeded(accountKey(email)),
  };
}

/**
 * Beyond this many accounts with recent wrong passwords, the oldest entries are dropped first: an
 * attacker spraying addresses cannot grow this process's memory without end (at worst a dropped
 * account's count starts again).
 */
const MAX_TRACKED = 50_000;

/** Attempts counted in this process: a server alone, or a cluster's process while Redis is down. */
export function memoryAttemptStore(policy: LockoutPolicy, nowMs: () => number = Date.now): AttemptStore {
  const entries = new Map<string, { failures: number; windowEnds: number; lockedUntil: number }>();
  const live = (account: string) => {
    const e = entries.get(account);
    if (!e) return undefined;
    const now = nowMs();
    if (e.lockedUntil <= now && e.windowEnds <= now) {
      entries.delete(account);
      return undefined;
    }
    return e;
  };
  const makeRoom = () => {
    if (entries.size < MAX_TRACKED) return;
    const now = nowMs();
    for (const [k, e] of entries) if (e.lockedUntil <= now && e.windowEnds <= now) entries.delete(k);
    for (const k of entries.keys()) {
      if (entries.size < MAX_TRACKED) break;
      entries.delete(k);
    }
  };
  return {
    lockedFor: async (account) => Math.max(0, (live(account)?.lockedUntil ?? 0) - nowMs()),
    failed: async (account) => {
      const now = nowMs();
      let e = live(account);
      if (!e) {
        makeRoom();
        e = { failures: 0, windowEnds: now + policy.windowMs, lockedUntil: 0 };
        entries.set(account, e);
      } else if (e.windowEnds <= now) {
        e.failures = 0;
        e.windowEnds = now + policy.windowMs;
      }
      if (++e.failures < policy.maxFailures) return 0;
      e.failures = 0;
      e.lockedUntil = now + policy.lockMs;
      return policy.lockMs;
    },
    succeeded: async (account) => {
      const e = live(account);
      if (!e) return;
      if (e.lockedUntil > nowMs()) e.failures = 0;
      else entries.delete(account);
    },
  };
}

// One wrong password, atomically: count it in a window that starts with the first one, and on the
// last one allowed set the lock (its own key, expiring by itself) and start the count afresh.
const FAILED_LUA = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if n >= tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  redis.call('DEL', KEYS[1])
  return tonumber(ARGV[3])
end
return 0`;

type LockoutRedis = Redis & { ctfSignInFailed(failures: string, lock: string, windowMs: number, max: number, lockMs: number): Promise<number> };

/** Attempts counted in Redis, shared by every process of a cluster. */
export function redisAttemptStore(redis: Redis, keyPrefix: string, policy: LockoutPolicy): AttemptStore {
  if (!('ctfSignInFailed' in redis)) redis.defineCommand('ctfSignInFailed', { numberOfKeys: 2, lua: FAILED_LUA });
  const r = redis as LockoutRedis;
  const failures = (account: string) => `${keyPrefix}signin:failures:${account}`;
  const lock = (account: string) => `${keyPrefix}signin:lock:${account}`;
  return {
    lockedFor: async (account) => Math.max(0, await r.pttl(lock(account))),
    failed: async (account) => Number(await r.ctfSignInFailed(failures(account), lock(account), policy.windowMs, policy.maxFailures, policy.lockMs)),
    succeeded: async (account) => void (await r.del(failures(account))),
  };
}

/**
 * Redis first; while it fails, this process's own count. Fail-open would let guessing go on unlimited
 * whenever Redis is away, fail-closed would refuse every sign-in: a per-process count still bounds
 * guessing (to the process count times the policy) and lets players in.
 */
export function sharedAttemptStore(shared: AttemptStore, local: AttemptStore, log: FallbackLog): AttemptStore {
  const fallback = localFallback('sign-in lockout', log);
  return {
    lockedFor: (account) => fallback(() => shared.lockedFor(account), () => local.lockedFor(account)),
    failed: (account) => fallback(() => shared.failed(account), () => local.failed(account)),
    succeeded: (account) => fallback(() => shared.succeeded(account), () => local.succeeded(account)),
  };
}
