// Work to run when a transaction ends, committed or rolled back. The read caches (docs/decisions/
// 0008-read-caches.md) forget what a transaction wrote both when it writes and when it ends: a read
// outside the transaction may refill the old committed row in between, and only the end makes the
// new one visible to everyone.
import type { Db } from './database.ts';

interface Hooks {
  work: ((committed: boolean) => void)[];
  ended: boolean;
  committed: boolean;
}

/** Every open transaction of a tracked handle (nested savepoints share their outermost's list). */
const open = new WeakMap<object, Hooks>();
/** Tracked handles, with what times their transactions (trackTransactions' `timed`). */
const tracked = new WeakMap<object, { timed: ((ms: number) => void) | undefined }>();

interface Transactional {
  transaction<T>(work: (tx: Transactional) => Promise<T>, config?: unknown): Promise<T>;
}

/** Registers `tx` (and any savepoint opened inside it) under `hooks`. */
function adopt(tx: Transactional, hooks: Hooks): void {
  open.set(tx, hooks);
  const nested = tx.transaction.bind(tx);
  tx.transaction = (work, config) => nested((inner) => (adopt(inner, hooks), work(inner)), config);
}

/**
 * The database handle whose transactions accept end-of-transaction work (onTransactionEnd). Applied
 * once where the app opens its handle; queries go to `db` itself (the result inherits from it).
 * `timed`, when given, is told how long each outermost transaction took (the metrics' database latency).
 */
export function trackTransactions(db: Db, timed?: (ms: number) => void): Db {
  if (tracked.has(db)) return db;
  const handle = Object.create(db) as Db;
  const begin = db.transaction.bind(db) as unknown as Transactional['transaction'];
  const transaction: Transactional['transaction'] = (work, config) => ended(timed, (hooks) => begin((tx) => (adopt(tx, hooks), work(tx)), config));
  (handle as unknown as Transactional).transaction = transaction;
  tracked.set(handle, { timed });
  return handle;
}

/** Runs a transaction (`run`), timed, then the end work registered under its hooks, told whether it committed. */
async function ended<T>(timed: ((ms: number) => void) | undefined, run: (hooks: Hooks) => Promise<T>): Promise<T> {
  const hooks: Hooks = { work: [], ended: false, committed: false };
  const started = timed ? performance.now() : 0;
  try {
    const result = await run(hooks);
    hooks.committed = true;
    return result;
  } finally {
    if (timed) timed(performance.now() - started);
    hooks.ended = true;
    for (const w of hooks.work) w(hooks.committed);
  }
}

/**
 * A transaction of `db` that does not go through its `transaction()` (a batch the driver runs whole,
 * db/batch.ts): `work` is given a token that stands for it, for onTransactionEnd (the read caches'
 * notes, the log's samples) and nothing else; `work` settling is the transaction's end, committed when
 * it resolves. Timed as trackTransactions times the handle's transactions.
 */
export function asTransaction<T>(db: Db, work: (token: object) => Promise<T>): Promise<T> {
  const token = Object.freeze(Object.create(null) as object);
  return ended(tracked.get(db)?.timed, (hooks) => {
    if (tracked.has(db)) open.set(token, hooks);
    return work(token);
  });
}

/** Whether `db` is a handle made by trackTransactions (so its transactions run end work). */
export const tracksTransactions = (db: Db): boolean => tracked.has(db);

/**
 * Runs `work` when the transaction `tx` ends (after its commit or rollback, told which; at once when
 * it already has). Returns false, running nothing, when `tx` is not a transaction of a tracked handle.
 */
export function onTransactionEnd(tx: object, work: (committed: boolean) => void): boolean {
  const hooks = open.get(tx);
  if (!hooks) return false;
  if (hooks.ended) work(hooks.committed);
  else hooks.work.push(work);
  return true;
}

/** PostgreSQL's answers that mean "run it again": a deadlock victim, a serialisation failure. */
const RETRYABLE = new Set(['40P01', '40001']);

function retryable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { code?: unknown; cause?: unknown };
  return (typeof e.code === 'string' && RETRYABLE.has(e.code)) || retryable(e.cause, depth + 1);
}

/**
 * Runs `work` (a whole transaction, or one statement) again when PostgreSQL chose it as a deadlock's
 * victim or could not serialise it: the database rolled it back, so running it again is safe. Two
 * writers of overlapping rows in different orders (a tick's health and a position flush; in a
 * cluster, two processes around a handover) can deadlock; the loser must not lose its facts.
 */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= attempts || !retryable(err)) throw err;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 10));
    }
  }
}
