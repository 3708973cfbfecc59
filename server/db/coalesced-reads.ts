// Reads of many keys that concurrent requests share (docs/decisions/0008-read-caches.md). A cache
// refill asks for its missing keys; the keys asked before the next turn of the event loop, and all
// those asked while a read is in flight, go to the database together in one query. PGlite answers one
// query at a time on the main thread at a fixed cost each (0.2–0.4 ms), so after a burst of writes
// (door moves forget rows, explored rooms and occupants) a thousand requests refill with a few dozen
// queries instead of a few thousand.

/** Reads the values of `keys`; keys it leaves out are absent. */
export type ReadMany<K, V> = (keys: K[]) => Promise<Map<K, V>>;

interface Batch<K, V> {
  keys: Set<K>;
  result: Promise<Map<K, V>>;
}

/**
 * `read`, shared: a call joins the batch still being gathered (or starts one, sent after the current
 * turn of the event loop and after the read in flight), and is answered only its own keys. A batch
 * already sent is never joined, so a key asked after a write is read after it.
 */
export function coalesced<K, V>(read: ReadMany<K, V>): ReadMany<K, V> {
  let inFlight: Promise<unknown> = Promise.resolve();
  let gathering: Batch<K, V> | null = null;

  function start(): Batch<K, V> {
    const keys = new Set<K>();
    const previous = inFlight;
    const result = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => previous)
      .then(() => {
        if (gathering?.keys === keys) gathering = null;
        return read([...keys]);
      });
    inFlight = result.catch(() => undefined);
    return { keys, result };
  }

  return async (keys) => {
    const batch = (gathering ??= start());
    for (const key of keys) batch.keys.add(key);
    const all = await batch.result;
    const mine = new Map<K, V>();
    for (const key of keys) {
      const value = all.get(key);
      if (value !== undefined) mine.set(key, value);
    }
    return mine;
  };
}

/** Rows grouped by `keyOf`, every one of `keys` answered ([] when no row has it). */
export function groupedBy<K, R, V>(keys: readonly K[], rows: readonly R[], keyOf: (row: R) => K, valueOf: (row: R) => V): Map<K, V[]> {
  const grouped = new Map<K, V[]>(keys.map((k) => [k, []]));
  for (const row of rows) grouped.get(keyOf(row))?.push(valueOf(row));
  return grouped;
}
