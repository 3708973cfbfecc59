// Carries the read caches' writes between the processes of a cluster
// (docs/decisions/0015-cluster.md) over PostgreSQL LISTEN/NOTIFY: the database every process already
// shares, so no other service is needed. Each process sends the keys it wrote once they are
// committed (CacheGroup.send), a few milliseconds' worth in one notification, and forgets the keys
// the others send. When it cannot be sure it heard everything (the listening connection dropped, or a
// process died between a commit and its notification), it forgets everything instead.
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { ALL, type CacheGroup, type CacheWrite } from '../db/coherent-cache.ts';
import { LEFT_CHANNEL } from '../repositories/cluster-repository.ts';

export const CACHE_CHANNEL = 'ctf_cache_writes';
/** PostgreSQL refuses payloads of 8,000 bytes or more; a longer batch goes as several notifications. */
const MAX_PAYLOAD = 7_000;
/** Writes gathered this long go out as one notification. */
const GATHER_MS = 5;
const RECONNECT_MS = 500;

interface Payload {
  from: string;
  /** name -> keys written, or '*' for every key. */
  w: Record<string, unknown[] | '*'>;
}

export function createCacheBus(opts: {
  url: string;
  nodeId: string;
  group: CacheGroup;
  log: FastifyBaseLogger;
  /**
   * Another process left the cluster on purpose (LEFT_CHANNEL, sent as its leases were released):
   * heard on the same listening connection, the cluster's only one.
   */
  onPeerLeft?: (nodeId: string) => void;
}) {
  const { group, nodeId, log } = opts;
  let client: pg.Client | null = null;
  let stopped = false;
  let pending = new Map<string, Set<unknown> | typeof ALL>();
  let timer: NodeJS.Timeout | null = null;
  let sending: Promise<void> = Promise.resolve();
  let heard = 0;
  let sent = 0;

  function onNotification(msg: pg.Notification): void {
    if (msg.channel === LEFT_CHANNEL && msg.payload && msg.payload !== nodeId) return opts.onPeerLeft?.(msg.payload);
    if (msg.channel !== CACHE_CHANNEL || !msg.payload) return;
    let payload: Payload;
    try {
      payload = JSON.parse(msg.payload) as Payload;
    } catch {
      return;
    }
    if (payload.from === nodeId) return;
    heard++;
    for (const [name, keys] of Object.entries(payload.w)) group.heard(name, keys === '*' ? ALL : keys);
  }

  async function connect(): Promise<void> {
    while (!stopped) {
      const c = new pg.Client({ connectionString: opts.url, connectionTimeoutMillis: 5_000 });
      try {
        await c.connect();
        c.on('notification', onNotification);
        c.on('error', (err) => {
          log.warn({ err }, 'cache bus connection lost');
          if (client === c) lost();
        });
        await c.query(`listen ${CACHE_CHANNEL}; listen ${LEFT_CHANNEL}`);
        client = c;
        // Whatever was written while we were not listening went unheard.
        group.heard(null, ALL);
        if (pending.size) timer ??= setTimeout(flush, 0);
        return;
      } catch (err) {
        log.warn({ err }, 'cache bus cannot listen: retrying');
        await c.end().catch(() => {});
        group.heard(null, ALL);
        await new Promise((r) => setTimeout(r, RECONNECT_MS));
      }
    }
  }

  function lost(): void {
    const c = client;
    client = null;
    void c?.end().catch(() => {});
    group.heard(null, ALL);
    if (!stopped) void connect();
  }

  function send(write: CacheWrite): void {
    const had = pending.get(write.name);
    if (write.keys === ALL) pending.set(write.name, ALL);
    else if (had !== ALL) {
      const set = had ?? new Set<unknown>();
      for (const k of write.keys) set.add(k);
      pending.set(write.name, set);
    }
    timer ??= setTimeout(flush, GATHER_MS);
  }

  /** The gathered writes as notification payloads, each under MAX_PAYLOAD. */
  function payloads(batch: Map<string, Set<unknown> | typeof ALL>): string[] {
    const out: string[] = [];
    let current: Payload = { from: nodeId, w: {} };
    let size = 0;
    const push = () => {
      if (size) out.push(JSON.stringify(current));
      current = { from: nodeId, w: {} };
      size = 0;
    };
    for (const [name, keys] of batch) {
      if (keys === ALL) {
        current.w[name] = '*';
        size += name.length + 8;
        continue;
      }
      for (const key of keys) {
        const piece = JSON.stringify(key).length + 1;
        if (size + piece + name.length + 64 > MAX_PAYLOAD) push();
        const list = (current.w[name] ??= []) as unknown[];
        list.push(key);
        size += piece + (list.length === 1 ? name.length + 8 : 0);
      }
    }
    push();
    return out;
  }

  function flush(): void {
    timer = null;
    const c = client;
    // Not connected: the batch waits for the connection (connect() sends it).
    if (!c) return;
    const batch = pending;
    pending = new Map();
    sending = sending
      .then(async () => {
        for (const p of payloads(batch)) {
          await c.query('select pg_notify($1, $2)', [CACHE_CHANNEL, p]);
          sent++;
        }
      })
      .catch((err: unknown) => log.warn({ err }, 'cache bus could not send'));
  }

  return {
    async start(): Promise<void> {
      group.send = send;
      await connect();
    },
    /** A process left without a word (its lease expired): what it committed last may not have been told. */
    peerGone(): void {
      group.heard(null, ALL);
    },
    stats: () => ({ heard, sent }),
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      flush();
      await sending;
      group.send = null;
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
export type CacheBus = ReturnType<typeof createCacheBus>;
