// A write transaction given as its list of statements, for the database to run whole (decision 0042,
// 2026-11-28): on PGlite's worker thread it crosses the thread once (BEGIN, the statements and COMMIT
// in one request) instead of once per statement, each answer waiting for a turn of the busy event loop.
// Only for writes that need no answer before the next statement (no row read, no lock to inspect).
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';
import type { BatchStatement } from './pglite-worker-client.ts';
import { asTransaction } from './transactions.ts';

/** Turns `sql` templates into text and parameters, as drizzle's session does before it calls the driver. */
const dialect = new PgDialect();

/** A statement as the worker takes it: text, parameters, rows as objects. */
function toWire(statement: SQL): BatchStatement {
  const { sql, params } = dialect.sqlToQuery(statement);
  return { text: sql, params, options: { rowMode: 'object' } };
}

/**
 * Builds a batch's statements; `tx` stands for its transaction (onTransactionEnd: the read caches'
 * notes, the log's samples given back on a rollback). Called when the batch is about to run, after the
 * database's earlier work, so what it takes from memory is ordered with it.
 */
export type BuildBatch = (tx: object) => SQL[];

/** Runs a batch in one transaction: committed, or rolled back and its first failure thrown (code kept). */
export type RunBatch = (build: BuildBatch) => Promise<void>;

interface BatchingClient {
  batch(build: () => readonly BatchStatement[]): Promise<unknown>;
}

const isBatching = (client: unknown): client is BatchingClient => typeof (client as Partial<BatchingClient> | null)?.batch === 'function';
/** PGlite in this thread (its own transaction(); pg's Pool has none). */
const isPglite = (client: unknown): boolean => typeof (client as { transaction?: unknown } | null)?.transaction === 'function';

/**
 * The batch runner of `db`, or null on PostgreSQL. On PGlite's worker, one request. On PGlite in this
 * thread, the statements run in a transaction one after another (no thread to cross; the same
 * statements, so tests in memory prove what the worker runs). On PostgreSQL, null: its transactions
 * run side by side on a pool, so a batch's samples (taken when it is built, before its row locks)
 * could be numbered after later ones; its writers keep their interactive transactions.
 */
export function batchRunner(db: Db): RunBatch | null {
  const client = (db as { $client?: unknown }).$client;
  if (isBatching(client)) {
    return (build) =>
      asTransaction(db, async (tx) => {
        await client.batch(() => build(tx).map(toWire));
      });
  }
  if (isPglite(client)) {
    return (build) =>
      db.transaction(async (tx) => {
        for (const statement of build(tx)) await tx.execute(statement);
      });
  }
  return null;
}

interface Committing {
  commitWith(statements: readonly BatchStatement[]): Promise<unknown>;
}

/** The driver's handle under a drizzle transaction (its session's client). */
const handleOf = (tx: object): unknown => (tx as { session?: { client?: unknown } }).session?.client;

const isCommitting = (handle: unknown): handle is Committing => typeof (handle as Partial<Committing> | null)?.commitWith === 'function';

/**
 * Waits for every statement sent, then throws the first failure in the order they were sent (its
 * code kept, for the deadlock retry): none is still running when the caller goes on or throws.
 */
export async function settled(sent: readonly Promise<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(sent);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/**
 * A transaction's last statements, whose answers nothing reads (decision 0042, 2026-11-28 session 19).
 * On PGlite's worker thread they go with its COMMIT in one request: the transaction is over when this
 * resolves (committed) and the callback must return without using `tx` again; when it throws, the
 * worker has rolled it back. Elsewhere (PGlite in this thread, PostgreSQL) they are sent one after
 * another without waiting in between, and the COMMIT when the callback returns.
 */
export async function commitWith(tx: object, statements: readonly SQL[]): Promise<void> {
  const handle = handleOf(tx);
  if (isCommitting(handle)) {
    await handle.commitWith(statements.map(toWire));
    return;
  }
  const executing = tx as { execute(statement: SQL): Promise<unknown> };
  await settled(statements.map((statement) => executing.execute(statement)));
}
