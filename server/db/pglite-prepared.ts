// Named prepared statements for PGlite (decision 0048). PGlite's own `query` parses, analyses and
// plans every statement again (an unnamed statement) and crosses into its WebAssembly six times a
// statement. A live room's tick sends the same few statements dozens of times a second, so this
// keeps each text it has seen parsed under a name, and runs it again as one crossing: Bind,
// Describe, Execute and Sync in one message. PostgreSQL keeps the plan (a generic one, after five
// runs, when it is no dearer than the custom ones: plan_cache_mode's default).
//
// The answer is PGlite's own: its parameter serializers, result parsers and `parseResults`, so a
// caller cannot tell the two paths apart, errors included (a DatabaseError with its code, the query
// and its parameters, as `query` throws it).
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** How many texts stay prepared: drizzle's `in (…)` lists make a text per list length, so the set is bounded by eviction, not by the code. */
export const PREPARED_MAX = 256;

interface Prepared {
  name: string;
  /** The parameters' type OIDs, from the statement's description: how each value is serialised. */
  paramTypes: number[];
}

/** Names are unique in the thread, so two sets of statements on one PGlite (tests) never collide. */
let named = 0;

/** The messages joined into one buffer: PGlite runs them in one crossing. */
function joined(parts: readonly Uint8Array[]): Uint8Array {
  let size = 0;
  for (const part of parts) size += part.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** PGlite's `query` adds these to a failed statement's error; so does this. */
function withQuery(err: unknown, text: string, params: readonly unknown[], options: QueryOptions | undefined): unknown {
  if (err instanceof Error) Object.assign(err, { query: text, params, queryOptions: options });
  return err;
}

export interface PreparedQueries {
  /** PGlite's `query(text, params, options)`, through a named statement; `inTransaction` as PGlite tracks it (outside one, the file system is synced after, as `query` does). */
  query<T>(text: string, params: readonly unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>>;
  /** Texts prepared now (tests, metrics). */
  readonly size: number;
}

/**
 * Prepared statements on `pg`, which must not be used by another caller between a call's start and
 * its end (the worker runs one request at a time: pglite-worker.ts). It takes none of PGlite's locks,
 * so it runs inside PGlite's `transaction` callback as well as outside one. A statement without
 * parameters is not kept (those are rare, and DDL is among them): it runs unnamed, in one crossing.
 */
export function preparedQueries(pg: PGlite, max = PREPARED_MAX): PreparedQueries {
  const { serialize } = protocol;
  const statements = new Map<string, Prepared>();

  /** Sends `messages`, then Describe, Execute and Sync, in one crossing; the statement's answer as `query` gives it. */
  async function execute<T>(messages: Uint8Array[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    const answer = await pg.execProtocol(joined([...messages, serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]), { syncToFs: !inTransaction });
    return parse.parseResults(answer.messages, pg.parsers, options)[0] as Results<T>;
  }

  async function prepare(key: string, text: string, options: QueryOptions | undefined, inTransaction: boolean): Promise<Prepared> {
    const name = `ctf_${(++named).toString(36)}`;
    // Past the bound, the least recently used is closed in the same message as this Parse.
    const closing: Uint8Array[] = [];
    if (statements.size >= max) {
      const [oldest, evicted] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldest);
      closing.push(serialize.close({ type: 'S', name: evicted.name }));
    }
    const { messages } = await pg.execProtocol(
      joined([...closing, serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: !inTransaction },
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(key, prepared);
    return prepared;
  }

  return {
    get size() {
      return statements.size;
    },
    async query<T>(text: string, params: readonly unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
      try {
        // Unnamed, as PGlite's `query` would run it, but in one crossing.
        if (params.length === 0) return await execute<T>([serialize.parse({ text, types: options?.paramTypes }), serialize.bind({})], options, inTransaction);
        const key = options?.paramTypes ? `${options.paramTypes.join(',')}\u0000${text}` : text;
        let prepared = statements.get(key);
        if (prepared) {
          // Most recently used last: the map's first key is the one to evict.
          statements.delete(key);
          statements.set(key, prepared);
        } else {
          prepared = await prepare(key, text, options, inTransaction);
        }
        const values = params.map((param, i) => {
          if (param === null || param === undefined) return null;
          const oid = prepared.paramTypes[i]!;
          const serializer = options?.serializers?.[oid] ?? pg.serializers[oid];
          return serializer ? serializer(param) : String(param);
        });
        return await execute<T>([serialize.bind({ statement: prepared.name, values })], options, inTransaction);
      } catch (err) {
        throw withQuery(err, text, params, options);
      }
    },
  };
}

/**
 * PGlite in this thread (the tests' in-memory databases, `PGLITE_WORKER=0`) with its statements run
 * through `preparedQueries`, so those run what the worker runs. Here several callers share the
 * PGlite, so each statement takes PGlite's own locks as its `query` does: outside a transaction it
 * waits for any open one to end; inside one it runs in that transaction's turn.
 */
export function preparedClient(pg: PGlite): Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close' | 'closed'> {
  const prepared = preparedQueries(pg);
  const run = <T>(text: string, params: readonly unknown[] | undefined, options: QueryOptions | undefined, inTransaction: boolean) =>
    pg.runExclusive(() => prepared.query<T>(text, params ?? [], options, inTransaction));
  return {
    // As PGlite's `query`: ready (or closed: its error) first, then its turn after any open transaction.
    query: async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      await pg._checkReady();
      return pg._runExclusiveTransaction(() => run<T>(text, params, options, false));
    },
    exec: (text, options) => pg.exec(text, options),
    transaction: (callback) =>
      pg.transaction((tx) =>
        callback({
          query: <T>(text: string, params?: unknown[], options?: QueryOptions) => {
            // PGlite's handle refuses a statement once it is rolled back; so does this one.
            if (tx.closed) throw new Error('Transaction is closed');
            return run<T>(text, params, options, true);
          },
          sql: (...args) => tx.sql(...args),
          exec: (text, options) => tx.exec(text, options),
          rollback: () => tx.rollback(),
          listen: (channel, listener) => tx.listen(channel, listener),
          get closed() {
            return tx.closed;
          },
        }),
      ),
    close: () => pg.close(),
    get closed() {
      return pg.closed;
    },
  };
}
