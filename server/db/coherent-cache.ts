// A read cache kept coherent with the writes of this process (docs/decisions/0008-read-caches.md).
// Rules: every write forgets the keys it touched; a write inside a transaction forgets them again
// when the transaction ends, and until then no read refills them (a read outside the transaction
// would see the old committed value); a fill whose read raced a write (the key was written after the
// read began) answers its caller but is not stored. Size is bounded (oldest first out); a long TTL is
// only a safety net.
import { onTransactionEnd } from './transactions.ts';

export interface CoherentCacheOptions {
  /** Entries kept at most; the oldest stored goes first. */
  maxEntries: number;
  /** An entry older than this is read again (a safety net, not the coherence mechanism). */
  ttlMs: number;
  now?: () => number;
  /**
   * Where this cache's writes are told to other processes: its group (one per app,
   * cacheGroupOf) and its name there. Without one, the cache hears of this process's writes only.
   */
  shared?: { group: CacheGroup; name: string };
}

/** What goes to the other processes of a cluster: a cache's name and the keys written (or every key). */
export type CacheWrite = { name: string; keys: readonly unknown[] | typeof ALL };

/**
 * The caches of one app, by name, and the link that carries their writes to the other processes of
 * a cluster (server/cluster/cache-bus.ts). A write is sent once it is visible to others: after its
 * transaction ends, or at once for a statement of its own; another process forgets those keys when
 * it hears of it (docs/decisions/0015-cluster.md).
 */
/** Anything that keeps what another process may write: a CoherentCache, the session cache. */
export interface ForgetsRemote {
  forgetRemote(keys: readonly unknown[] | typeof ALL): void;
}

export class CacheGroup {
  private readonly caches = new Map<string, ForgetsRemote[]>();
  /** Set by the cluster's cache bus; null in a single process. */
  send: ((write: CacheWrite) => void) | null = null;

  add(name: string, cache: ForgetsRemote): void {
    const list = this.caches.get(name) ?? [];
    list.push(cache);
    this.caches.set(name, list);
  }

  /** Another process wrote `keys` of cache `name` (or we cannot know what it wrote: name null, every cache). */
  heard(name: string | null, keys: readonly unknown[] | typeof ALL): void {
    const targets = name === null ? [...this.caches.values()].flat() : (this.caches.get(name) ?? []);
    for (const c of targets) c.forgetRemote(keys);
  }
}

const groups = new WeakMap<object, CacheGroup>();
/** The cache group of an app's database handle (every repository built on it shares one). */
export function cacheGroupOf(db: object): CacheGroup {
  let group = groups.get(db);
  if (!group) groups.set(db, (group = new CacheGroup()));
  return group;
}

/** Every key of the cache: a write that may change any entry. */
export const ALL = Symbol('all keys');

export class CoherentCache<K, V> {
  private readonly entries = new Map<K, { value: V; at: number }>();
  /** Write sequence number; `touched` holds each key's last write while any fill is in flight. */
  private seq = 0;
  private fills = 0;
  private readonly touched = new Map<K, number>();
  private touchedAll = -1;
  /** Open transactions that wrote a key (or every key). */
  private readonly openWrites = new Map<K, number>();
  private openAll = 0;
  private disabled = false;
  private readonly now: () => number;

  constructor(private readonly options: CoherentCacheOptions) {
    this.now = options.now ?? Date.now;
    options.shared?.group.add(options.shared.name, this);
  }

  /** Tells the other processes (when there are any) that `keys` were written and are now visible. */
  private announce(keys: readonly K[] | typeof ALL): void {
    const shared = this.options.shared;
    if (shared?.group.send) shared.group.send({ name: shared.name, keys });
  }

  /** A write made by another process, now committed: forget its keys (fills racing it are not stored). */
  forgetRemote(keys: readonly unknown[] | typeof ALL): void {
    this.forget(keys as readonly K[] | typeof ALL);
  }

  /**
   * Changes with every write this cache is told of (and is never equal to itself while the cache is
   * disabled): a reader that noted it before reading knows, while it is the same, that nothing it
   * read from this cache has been written since.
   */
  get version(): number {
    return this.disabled ? Number.NaN : this.seq;
  }

  get(key: K): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (this.now() - hit.at >= this.options.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  /** The cached value, or `read()`'s, stored when no write raced it. null answers are not stored. */
  async getOrFill(key: K, read: () => Promise<V | null>): Promise<V | null> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const found = await this.fill([key], async () => {
      const value = await read();
      return new Map(value === null ? [] : [[key, value]]);
    });
    return found.get(key) ?? null;
  }

  /**
   * The values of `keys`: cached ones, and the others from one `read` of the missing keys (keys it
   * leaves out are answered as absent and not stored).
   */
  async getMany(keys: Iterable<K>, read: (missing: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>> {
    const out = new Map<K, V>();
    const missing: K[] = [];
    for (const key of keys) {
      const cached = this.get(key);
      if (cached !== undefined) out.set(key, cached);
      else missing.push(key);
    }
    if (!missing.length) return out;
    for (const [key, value] of await this.fill(missing, read)) out.set(key, value);
    return out;
  }

  /** One key through a many-key reader (getMany's, e.g. a coalesced one); a hit is answered as it is, not in a promise. */
  getOne(key: K, read: (missing: K[]) => Promise<Map<K, V>>): V | Promise<V | undefined> {
    return this.get(key) ?? this.getMany([key], read).then((found) => found.get(key));
  }

  private async fill(keys: K[], read: (missing: K[]) => Promise<Map<K, V>>): Promise<Map<K, V>> {
    const start = this.seq;
    this.fills++;
    let found: Map<K, V>;
    try {
      found = await read(keys);
    } finally {
      this.fills--;
    }
    for (const [key, value] of found) if (this.mayStore(key, start)) this.store(key, value);
    if (this.fills === 0) {
      this.touched.clear();
      this.touchedAll = -1;
    }
    return found;
  }

  private mayStore(key: K, start: number): boolean {
    if (this.disabled || this.openAll > 0 || this.openWrites.has(key)) return false;
    return this.touchedAll <= start && (this.touched.get(key) ?? -1) <= start;
  }

  private store(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: this.now() });
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
  }

  private forget(keys: readonly K[] | typeof ALL): void {
    const seq = ++this.seq;
    if (keys === ALL) {
      this.entries.clear();
      if (this.fills > 0) this.touchedAll = seq;
      return;
    }
    for (const key of keys) {
      this.entries.delete(key);
      if (this.fills > 0) this.touched.set(key, seq);
    }
  }

  /**
   * A write of `keys` (or ALL) happened, or is about to. `tx`: the transaction it ran in, or null
   * for a statement of its own (autocommit).
   */
  wrote(keys: readonly K[] | typeof ALL, tx: object | null): void {
    this.forget(keys);
    if (keys !== ALL && keys.length === 0) return;
    if (tx === null) return this.announce(keys);
    if (keys === ALL) this.openAll++;
    else for (const key of keys) this.openWrites.set(key, (this.openWrites.get(key) ?? 0) + 1);
    const ended = () => {
      if (keys === ALL) this.openAll--;
      else {
        for (const key of keys) {
          const n = (this.openWrites.get(key) ?? 1) - 1;
          if (n > 0) this.openWrites.set(key, n);
          else this.openWrites.delete(key);
        }
      }
      this.forget(keys);
      this.announce(keys);
    };
    // A transaction whose end cannot be seen (not opened through trackTransactions): never trust
    // this cache again rather than risk a stale answer.
    if (!onTransactionEnd(tx, ended)) {
      ended();
      this.disable();
    }
  }

  /**
   * `value` is what `key` holds once `tx` commits, written by a statement that told `wrote` of it
   * first, under a row lock `tx` holds to its end (so no other transaction writes the key meanwhile):
   * it is stored at the commit instead of being read back by the next reader. Not stored after a
   * rollback, nor when another open transaction (or every-key write) still holds the key, nor when
   * a later write of `tx` forgot the key again (its end work runs after this one and forgets it).
   */
  storeOnCommit(key: K, value: V, tx: object): void {
    onTransactionEnd(tx, (committed) => {
      if (committed && !this.disabled && this.openAll === 0 && !this.openWrites.has(key)) {
        const seq = ++this.seq;
        if (this.fills > 0) this.touched.set(key, seq);
        this.store(key, value);
      }
    });
  }

  /**
   * Applies an autocommitted write to a cached entry (the statement's own semantics, decided on the
   * cached value) instead of forgetting it; fills racing it are not stored.
   */
  patch(key: K, apply: (value: V) => V): void {
    const hit = this.entries.get(key);
    const seq = ++this.seq;
    if (this.fills > 0) this.touched.set(key, seq);
    if (hit) hit.value = apply(hit.value);
    // Another process cannot apply the statement's rule to its copy: it forgets the row instead.
    this.announce([key]);
  }

  /** Forgets everything (a write this process did not make, e.g. a test's raw SQL). */
  clear(): void {
    this.forget(ALL);
  }

  /** Stops storing for good (see wrote). */
  disable(): void {
    this.disabled = true;
    this.forget(ALL);
  }
}
