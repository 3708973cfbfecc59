// Live sockets per sponsor (SOCKET_LIMITS.maxPerUser). A server alone counts them in memory; a
// cluster's processes count them in Redis, so the cap holds whichever processes the sockets land on
// (docs/decisions/0025-shared-limits.md).
//
// In Redis, each sponsor has one hash: a field per process instance holding that instance's count of
// the sponsor's sockets. The count of each instance is the truth of that instance's memory, written
// as an absolute number on every change and again by a heartbeat; a field whose instance has stopped
// heartbeating (its process crashed) is not counted and is removed at the next check, so a dead
// process's sockets do not hold slots for longer than INSTANCE_TTL_MS.
import { randomUUID } from 'node:crypto';
import type { Redis } from './redis.ts';
import { warnThrottled, type FallbackLog } from './fallback.ts';

export interface SocketSlots {
  /** Takes one of the sponsor's slots: answers the function that gives it back, or null when all are taken. */
  take(userId: string): Promise<(() => void) | null>;
  /** Stops the heartbeat and withdraws this process's counts. */
  close(): Promise<void>;
}

/** A count per sponsor in this process; `onChange` hears each new count (what Redis mirrors). */
function localCounts(onChange?: (userId: string, count: number) => void) {
  const counts = new Map<string, number>();
  return {
    counts,
    add(userId: string, by: 1 | -1): number {
      const next = Math.max(0, (counts.get(userId) ?? 0) + by);
      if (next > 0) counts.set(userId, next);
      else counts.delete(userId);
      onChange?.(userId, next);
      return next;
    },
  };
}

/** Gives a slot back once, however many times it is called (a socket's close and its connection's both call it). */
function once(release: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    release();
  };
}

export function memorySocketSlots(maxPerUser: number): SocketSlots {
  const local = localCounts();
  return {
    // Counted before any await: simultaneous upgrades of one sponsor cannot all pass the check first.
    take: async (userId) => {
      if ((local.counts.get(userId) ?? 0) >= maxPerUser) return null;
      local.add(userId, 1);
      return once(() => local.add(userId, -1));
    },
    close: async () => {},
  };
}

export interface RedisSocketSlotsOptions {
  redis: Redis;
  keyPrefix: string;
  /** This process's name in the cluster (a per-boot suffix is added: a restarted process starts from nothing). */
  nodeId: string;
  maxPerUser: number;
  log: FallbackLog;
  /** How often this instance says it is alive and rewrites its counts. */
  heartbeatMs?: number;
  /** How long after its last heartbeat an instance's counts stop counting. */
  instanceTtlMs?: number;
}

const HEARTBEAT_MS = 5_000;
const INSTANCE_TTL_MS = 15_000;

// Takes a slot if the sponsor's sockets on the live instances, with this instance's new count, stay
// within the cap; drops the fields of instances that are no longer alive. Writes this instance's
// count either way (the count it would have, or the one it keeps). Other instances' alive keys are
// read by name, which a single Redis (not Redis Cluster) allows.
const TAKE_LUA = `
local fields = redis.call('HGETALL', KEYS[1])
local others = 0
for i = 1, #fields, 2 do
  local instance = fields[i]
  if instance ~= ARGV[1] then
    if redis.call('EXISTS', ARGV[4] .. instance) == 1 then
      others = others + tonumber(fields[i + 1])
    else
      redis.call('HDEL', KEYS[1], instance)
    end
  end
end
local mine = tonumber(ARGV[2])
local ok = others + mine <= tonumber(ARGV[3])
if not ok then mine = mine - 1 end
if mine > 0 then redis.call('HSET', KEYS[1], ARGV[1], mine) else redis.call('HDEL', KEYS[1], ARGV[1]) end
redis.call('PEXPIRE', KEYS[1], ARGV[5])
if ok then return 1 end
return 0`;

type SlotsRedis = Redis & { ctfTakeSocketSlot(hash: string, instance: string, mine: number, max: number, alivePrefix: string, hashTtlMs: number): Promise<number> };

export function redisSocketSlots(opts: RedisSocketSlotsOptions): SocketSlots {
  const { redis, keyPrefix, maxPerUser } = opts;
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
  const instanceTtlMs = opts.instanceTtlMs ?? INSTANCE_TTL_MS;
  // A sponsor's hash outlives its instances' heartbeats a while, then goes by itself when nobody refreshes it.
  const hashTtlMs = instanceTtlMs * 4;
  const instance = `${opts.nodeId}:${randomUUID().slice(0, 8)}`;
  const alivePrefix = `${keyPrefix}sockets:alive:`;
  const aliveKey = `${alivePrefix}${instance}`;
  const hashOf = (userId: string) => `${keyPrefix}sockets:user:${userId}`;
  if (!('ctfTakeSocketSlot' in redis)) redis.defineCommand('ctfTakeSocketSlot', { numberOfKeys: 1, lua: TAKE_LUA });
  const r = redis as SlotsRedis;
  const warn = warnThrottled('sockets per sponsor', opts.log);
  /** Sponsors whose count reached 0 since the last heartbeat: their field is removed again then, in case that write was lost. */
  const emptied = new Set<string>();
  /** Closed (the process is shutting down): the sockets still closing are not written any more. */
  let closed = false;

  // Commands on one connection run in the order they were sent, so Redis ends up with the count of
  // the last change sent; a lost write (Redis away) is put right by the next heartbeat.
  const write = (userId: string, count: number) => {
    if (closed) return;
    const hash = hashOf(userId);
    if (count === 0) emptied.add(userId);
    else emptied.delete(userId);
    const command = count > 0 ? r.hset(hash, instance, count) : r.hdel(hash, instance);
    command.catch(warn);
  };
  const local = localCounts();

  const heartbeat = async () => {
    const batch = r.multi().set(aliveKey, '1', 'PX', instanceTtlMs);
    for (const [userId, count] of local.counts) batch.hset(hashOf(userId), instance, count).pexpire(hashOf(userId), hashTtlMs);
    for (const userId of emptied) if (!local.counts.has(userId)) batch.hdel(hashOf(userId), instance);
    emptied.clear();
    await batch.exec();
  };
  let beating: Promise<void> = heartbeat().catch(warn);
  const timer = setInterval(() => {
    beating = heartbeat().catch(warn);
  }, heartbeatMs);
  timer.unref();

  return {
    take: async (userId) => {
      // This instance's count goes up before the check (and back down if refused): a second upgrade
      // of the same sponsor sent meanwhile is checked with this one counted.
      const mine = local.add(userId, 1);
      let granted: boolean;
      try {
        granted = (await r.ctfTakeSocketSlot(hashOf(userId), instance, mine, maxPerUser, alivePrefix, hashTtlMs)) === 1;
      } catch (err) {
        // Redis away: this process's own count decides, as a server alone (the heartbeat writes it back later).
        warn(err);
        granted = mine <= maxPerUser;
      }
      if (!granted) {
        local.add(userId, -1);
        return null;
      }
      return once(() => write(userId, local.add(userId, -1)));
    },
    close: async () => {
      closed = true;
      clearInterval(timer);
      await beating;
      // Without its alive key this instance's fields count for nothing, and the next check removes them.
      await r.del(aliveKey).catch(warn);
    },
  };
}
