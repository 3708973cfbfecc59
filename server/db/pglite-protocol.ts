// What crosses between the server's thread and PGlite's worker thread (db/pglite-worker.ts, decision
// 0042): requests one way, answers the other, each checked by its receiver. Only data crosses (the
// structured clone): SQL text, parameters, the options drizzle passes reduced to data, result rows,
// and errors as their message and fields.
import { z } from 'zod';

/**
 * Drizzle's query options carry `parsers`: identity functions for a fixed list of type OIDs (dates,
 * intervals and their arrays stay strings). Functions cannot cross a thread, so the OIDs do and the
 * worker rebuilds identity parsers for them; pglite-worker-client.ts refuses any parser that is not one.
 */
const QueryOptions = z.object({
  rowMode: z.enum(['object', 'array']).optional(),
  identityParserOids: z.array(z.number().int()).optional(),
  paramTypes: z.array(z.number().int()).optional(),
});
export type WireQueryOptions = z.infer<typeof QueryOptions>;

const id = z.number().int().nonnegative();

/** One statement of a batch: what a query call carries. */
const Statement = z.object({ text: z.string(), params: z.array(z.unknown()), options: QueryOptions });
export type WireStatement = z.infer<typeof Statement>;

export const WorkerRequest = z.discriminatedUnion('op', [
  // `inTransaction`: sent by a transaction's handle; the worker checks it against its own state.
  z.object({ op: z.literal('query'), id, inTransaction: z.boolean(), text: z.string(), params: z.array(z.unknown()), options: QueryOptions }),
  z.object({ op: z.literal('exec'), id, inTransaction: z.boolean(), text: z.string() }),
  z.object({ op: z.literal('begin'), id }),
  /** The handle's own rollback(): the transaction is over, its callback still runs to its end. */
  z.object({ op: z.literal('rollback'), id }),
  /** The callback ended: commit when it returned, roll back when it threw. */
  z.object({ op: z.literal('end'), id, commit: z.boolean() }),
  z.object({ op: z.literal('close'), id }),
  /**
   * Statements the worker runs in one transaction of their own (BEGIN … COMMIT; ROLLBACK and the
   * error, its code kept, on the first that fails), answered once with their results in order: a
   * transaction that costs one crossing of the thread instead of one per statement.
   */
  z.object({ op: z.literal('batch'), id, statements: z.array(Statement).min(1) }),
  /**
   * The open transaction's last statements and its end in one request: the worker runs them in it,
   * then commits, and answers once with their results in order; on the first that fails it rolls
   * back and answers with that error (code kept). A transaction whose last writes need no answer
   * before its COMMIT saves a crossing of the thread.
   */
  z.object({ op: z.literal('commit'), id, statements: z.array(Statement) }),
]);
export type WorkerRequest = z.infer<typeof WorkerRequest>;

/** An error as data: its message, name and the fields our code reads (`code`: 23505, 40P01, …). */
export const WireError = z.object({
  message: z.string(),
  name: z.string(),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type WireError = z.infer<typeof WireError>;

export const WorkerAnswer = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('failed'), error: WireError }),
  z.object({ type: z.literal('done'), id, result: z.unknown() }),
  // id -1: a request without an id that the worker could not read (answered to no call).
  z.object({ type: z.literal('error'), id: z.number().int().min(-1), error: WireError }),
]);
export type WorkerAnswer = z.infer<typeof WorkerAnswer>;

/** Own properties of a primitive value are kept (PGlite's DatabaseError: code, detail, constraint, …). */
export function toWireError(err: unknown): WireError {
  if (!(err instanceof Error)) return { message: String(err), name: 'Error', fields: {} };
  const fields: WireError['fields'] = {};
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean | null;
  }
  return { message: err.message, name: err.name, fields };
}

/** The error again, in the receiving thread: an Error with the same message, name and fields. */
export function fromWireError(wire: WireError): Error {
  const err = Object.assign(new Error(wire.message), wire.fields);
  err.name = wire.name;
  return err;
}
