// The worker thread that owns DATA_DIR's PGlite (decision 0042): it opens and migrates the cluster
// as the main thread would (database.ts openDataDirPglite), then runs what the server's thread asks,
// strictly one request at a time in arrival order. The server's thread (pglite-worker-client.ts)
// sends nothing else while a transaction is open, so the requests in between are that transaction's.
// A request this file cannot run is a bug of the client: it answers it with an error, never dies of it.
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { z } from 'zod';
import { openDataDirPglite } from './database.ts';
import { preparedQueries, type PreparedQueries } from './pglite-prepared.ts';
import { toWireError, WorkerRequest, type WireQueryOptions, type WorkerAnswer } from './pglite-protocol.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread (db/pglite-worker-client.ts starts it)');
const { dataDir } = z.object({ dataDir: z.string().min(1) }).parse(workerData);

const send = (answer: WorkerAnswer) => port.postMessage(answer);
const identity = (value: unknown) => value;

/** Identity parsers by their OID list (drizzle sends the same few lists again and again). */
const parserSets = new Map<string, Record<number, (value: string) => unknown>>();

function queryOptions(wire: WireQueryOptions): QueryOptions {
  const options: QueryOptions = {};
  if (wire.rowMode) options.rowMode = wire.rowMode;
  if (wire.paramTypes) options.paramTypes = wire.paramTypes;
  if (wire.identityParserOids) {
    const key = wire.identityParserOids.join(',');
    let parsers = parserSets.get(key);
    if (!parsers) {
      parsers = Object.fromEntries(wire.identityParserOids.map((oid) => [oid, identity]));
      parserSets.set(key, parsers);
    }
    options.parsers = parsers;
  }
  return options;
}

/** Thrown into PGlite's transaction callback to make it roll back (the client's callback threw). */
class RollBack extends Error {}

/**
 * The open transaction: PGlite's own `transaction()` holds it (so BEGIN, COMMIT, ROLLBACK and its
 * "commit of a failed transaction" check are PGlite's), its callback waiting for the client's `end`.
 */
interface Open {
  tx: Transaction;
  end: (commit: boolean) => void;
  settled: Promise<void>;
}
let open: Open | null = null;

function begin(pg: PGlite): Promise<void> {
  return new Promise<void>((begun, failed) => {
    let started = false;
    const settled = pg
      .transaction(async (tx) => {
        const commit = await new Promise<boolean>((end) => {
          open = { tx, end, settled };
          started = true;
          begun();
        });
        if (!commit) throw new RollBack();
      })
      .then(
        () => undefined,
        (err: unknown) => {
          if (!(err instanceof RollBack)) throw err;
        },
      )
      .finally(() => {
        open = null;
      });
    // BEGIN itself failed: the transaction never opened.
    settled.catch((err: unknown) => {
      if (!started) failed(err);
    });
  });
}

async function run(pg: PGlite, prepared: PreparedQueries, request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
    case 'exec': {
      if (request.inTransaction !== (open !== null)) {
        throw new Error(request.inTransaction ? 'no transaction is open' : 'a statement outside the open transaction');
      }
      // PGlite's own transaction handle refuses a statement once it is rolled back; so does this path.
      if (open?.tx.closed) throw new Error('Transaction is closed');
      if (request.op === 'query') return prepared.query(request.text, request.params, queryOptions(request.options), open !== null);
      return (open ? open.tx : pg).exec(request.text);
    }
    case 'begin':
      if (open) throw new Error('a transaction is already open');
      return begin(pg);
    case 'rollback':
      if (!open) throw new Error('no transaction is open');
      return open.tx.rollback();
    case 'end': {
      if (!open) throw new Error('no transaction is open');
      const { end, settled } = open;
      end(request.commit);
      return settled;
    }
    case 'commit': {
      if (!open) throw new Error('no transaction is open');
      const { tx, end, settled } = open;
      const results = [];
      try {
        // Rolled back already (its handle's rollback): the last statements are refused, as PGlite's handle refuses them.
        if (tx.closed) throw new Error('Transaction is closed');
        for (const s of request.statements) results.push(await prepared.query(s.text, s.params, queryOptions(s.options), true));
      } catch (err) {
        end(false);
        await settled;
        throw err;
      }
      end(true);
      await settled;
      return results;
    }
    case 'close':
      if (!pg.closed) await pg.close();
      return undefined;
    case 'batch':
      if (open) throw new Error('a batch inside the open transaction');
      // PGlite's own transaction: BEGIN, COMMIT, and ROLLBACK when a statement throws (the error,
      // code and all, is the batch's answer).
      return pg.transaction(async () => {
        const results = [];
        for (const s of request.statements) results.push(await prepared.query(s.text, s.params, queryOptions(s.options), true));
        return results;
      });
  }
}

let pg: PGlite;
try {
  pg = await openDataDirPglite(dataDir);
} catch (err) {
  send({ type: 'failed', error: toWireError(err) });
  process.exit(1);
}
send({ type: 'ready' });
const prepared = preparedQueries(pg);

let queue = Promise.resolve();
port.on('message', (message: unknown) => {
  const parsed = WorkerRequest.safeParse(message);
  if (!parsed.success) {
    const id = typeof (message as { id?: unknown } | null)?.id === 'number' ? (message as { id: number }).id : -1;
    send({ type: 'error', id, error: toWireError(new Error(`bad request to the PGlite worker: ${parsed.error.message}`)) });
    return;
  }
  const request = parsed.data;
  queue = queue.then(async () => {
    try {
      send({ type: 'done', id: request.id, result: await run(pg, prepared, request) });
    } catch (err) {
      send({ type: 'error', id: request.id, error: toWireError(err) });
    }
    // Closed: nothing more to run; the thread ends once its port is closed.
    if (request.op === 'close') port.close();
  });
});
