// The server's thread's side of PGlite on a worker thread (decision 0042): an object with the part of
// PGlite's interface that drizzle-orm/pglite and database.ts call (query, exec, transaction, close,
// closed, waitReady), which posts each call to db/pglite-worker.ts and resolves with its answer.
//
// Order is PGlite's: calls reach the worker in the order they were made, and the worker runs them one
// at a time. A transaction holds the connection for its whole callback, as PGlite's own transaction
// lock does: calls made meanwhile outside it wait, and are sent, in order, once it has ended.
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { fromWireError, WorkerAnswer, type WireQueryOptions, type WireStatement, type WorkerRequest } from './pglite-protocol.ts';

/** A statement of a batch, as query() takes it. */
export interface BatchStatement {
  text: string;
  params?: unknown[];
  options?: QueryOptions;
}

/**
 * Set by scripts/build/server-bundle.ts in the compiled server: where the worker's bundle is, from
 * this source file's folder (a bundle's `import.meta.url` is rewritten to its source's address).
 */
declare const PGLITE_WORKER_BUNDLE: string | undefined;

/** Starts the worker thread: the compiled bundle, or from the sources through tsx (pglite-worker-tsx.mjs says why). */
function startThread(dataDir: string): Worker {
  const entry = typeof PGLITE_WORKER_BUNDLE === 'string' ? PGLITE_WORKER_BUNDLE : './pglite-worker-tsx.mjs';
  return new Worker(new URL(entry, import.meta.url), { workerData: { dataDir } });
}

/** Drizzle's parsers are identities (dates stay strings); anything else could not cross the thread. */
const PROBE = '\u0000pglite-worker-probe';

function wireOptions(options: QueryOptions | undefined): WireQueryOptions {
  if (!options) return {};
  const { rowMode, parsers, paramTypes, ...rest } = options;
  const unsupported = Object.keys(rest).filter((key) => rest[key as keyof typeof rest] !== undefined);
  if (unsupported.length > 0) throw new Error(`PGlite on a worker thread does not take the query option(s) ${unsupported.join(', ')}`);
  const wire: WireQueryOptions = {};
  if (rowMode) wire.rowMode = rowMode;
  if (paramTypes) wire.paramTypes = paramTypes;
  if (parsers) {
    const oids = Object.keys(parsers).map(Number);
    for (const oid of oids) {
      if (parsers[oid]!(PROBE) !== PROBE) throw new Error(`PGlite on a worker thread takes identity parsers only (type ${oid})`);
    }
    wire.identityParserOids = oids;
  }
  return wire;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

/** Calls waiting for an open transaction to end; `run` sends them (synchronously, so in order). */
interface Waiting {
  exclusive: boolean;
  run: () => void;
}

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export interface PgliteWorkerOptions {
  /**
   * The worker died (an uncaught error, or its thread ended) while the database was open: every call
   * in flight has failed. The server's default ends the process with code 1 so its supervisor starts
   * it again: a server without its database must not go on accepting players.
   */
  onCrash?: (err: Error) => void;
}

function exitOnCrash(err: Error): void {
  console.error(`The database's worker thread stopped: ${err.message}. Exiting.`);
  process.exit(1);
}

export class PgliteWorkerClient {
  /** The thread itself (tests end it to see a crash handled). */
  readonly thread: Worker;
  /** Settles once the cluster is open and migrated, or with why it could not be. */
  readonly waitReady: Promise<void>;
  readonly #pending = new Map<number, Pending>();
  readonly #waiting: Waiting[] = [];
  readonly #onCrash: (err: Error) => void;
  #nextId = 0;
  /** A transaction or close holds the connection: other calls wait in #waiting. */
  #held = false;
  #closed = false;
  /** close() has begun: the thread's end is expected from now on. */
  #closing = false;
  #closeDone: Promise<void> | null = null;
  /** The thread has ended (or thrown). */
  #dead = false;
  #ready = false;

  constructor(dataDir: string, options: PgliteWorkerOptions = {}) {
    this.#onCrash = options.onCrash ?? exitOnCrash;
    this.thread = startThread(dataDir);
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.thread.on('message', (message: unknown) => {
        const parsed = WorkerAnswer.safeParse(message);
        if (!parsed.success) {
          // Both sides are this file's and pglite-worker.ts: an answer it cannot read is a bug, and
          // the database's state unknown. Treated as the worker's crash.
          this.#stopped(new Error(`unreadable answer from the worker: ${parsed.error.message}`), reject);
          void this.thread.terminate();
          return;
        }
        const answer = parsed.data;
        if (answer.type === 'ready') {
          this.#ready = true;
          resolve();
        } else if (answer.type === 'failed') reject(fromWireError(answer.error));
        else this.#settle(answer);
      });
      this.thread.on('error', (err) => this.#stopped(err, reject));
      this.thread.on('exit', (code) => this.#stopped(new Error(`the thread exited with code ${code}`), reject));
    });
  }

  get closed(): boolean {
    return this.#closed;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    let wire: WireQueryOptions;
    try {
      wire = wireOptions(options);
    } catch (err) {
      return Promise.reject(err as Error);
    }
    return this.#schedule(false, () => this.#call({ op: 'query', inTransaction: false, text, params, options: wire })) as Promise<Results<T>>;
  }

  exec(text: string): Promise<Results[]> {
    return this.#schedule(false, () => this.#call({ op: 'exec', inTransaction: false, text })) as Promise<Results[]>;
  }

  /**
   * Runs `work` in one transaction: committed when it returns, rolled back when it throws (then the
   * error is thrown again). Everything else waits meanwhile.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#schedule(true, async () => {
      try {
        // BEGIN is not awaited: the calls behind it are sent at once (the worker runs them after it),
        // and its failure is thrown by the first of them to be awaited. A round trip fewer.
        const begun = this.#call({ op: 'begin' });
        begun.catch(() => {});
        const afterBegin = async <R>(answer: Promise<R>): Promise<R> => {
          try {
            await begun;
          } catch (err) {
            answer.catch(() => {});
            throw err;
          }
          return answer;
        };
        let ended = false;
        /** Sent by commitWith: the worker ends the transaction itself (no `end` after it). */
        let finalCommit: Promise<unknown> | null = null;
        const alive = () => {
          if (ended) throw new Error('Transaction is closed');
        };
        const tx = {
          query: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
            alive();
            const wire = wireOptions(options);
            return (await afterBegin(this.#call({ op: 'query', inTransaction: true, text, params, options: wire }))) as Results<R>;
          },
          exec: async (text: string) => {
            alive();
            return (await afterBegin(this.#call({ op: 'exec', inTransaction: true, text }))) as Results[];
          },
          rollback: async () => {
            alive();
            await afterBegin(this.#call({ op: 'rollback' }));
            ended = true;
          },
          // The transaction's last statements, sent with its COMMIT (db/batch.ts commitWith): the
          // transaction is over once this is called, committed when it resolves.
          commitWith: (statements: readonly BatchStatement[]) => {
            alive();
            ended = true;
            let wire: WireStatement[];
            try {
              wire = statements.map((s) => ({ text: s.text, params: s.params ?? [], options: wireOptions(s.options) }));
            } catch (err) {
              // Nothing was sent: the callback's throw rolls it back.
              ended = false;
              return Promise.reject(err as Error);
            }
            finalCommit = afterBegin(this.#call({ op: 'commit', statements: wire }));
            finalCommit.catch(() => {});
            return finalCommit;
          },
          get closed() {
            return ended;
          },
        } as unknown as Transaction;
        let result: T;
        try {
          result = await work(tx);
        } catch (err) {
          ended = true;
          // After commitWith the worker has ended the transaction: committed (its answer awaited
          // here, so the caller hears of a failed COMMIT) or rolled back.
          if (finalCommit) await finalCommit;
          else await afterBegin(this.#call({ op: 'end', commit: false }));
          throw err;
        }
        ended = true;
        await (finalCommit ?? afterBegin(this.#call({ op: 'end', commit: true })));
        return result;
      } finally {
        this.#release();
      }
    });
  }

  /**
   * Runs the statements `build` returns in one transaction of their own, answered once (one crossing
   * of the thread, not one per statement plus BEGIN and COMMIT): all committed, or all rolled back and
   * the first failure thrown, its fields (`code`, …) kept. `build` runs when the batch is sent, after
   * every call made before it and before any made after it, so what it takes from memory (a log's
   * samples) is ordered as the database's work is. Other calls do not wait for it: the worker runs
   * them after it.
   */
  batch(build: () => readonly BatchStatement[]): Promise<Results[]> {
    return this.#schedule(false, () => {
      let statements: WireStatement[];
      try {
        statements = build().map((s) => ({ text: s.text, params: s.params ?? [], options: wireOptions(s.options) }));
      } catch (err) {
        return Promise.reject(err as Error);
      }
      if (!statements.length) return Promise.resolve([]);
      return this.#call({ op: 'batch', statements }) as Promise<Results[]>;
    });
  }

  /** Closes PGlite in the worker (after every call made before), then ends the thread. */
  close(): Promise<void> {
    if (this.#closed && !this.#closeDone) return Promise.resolve();
    this.#closeDone ??= this.#schedule(true, async () => {
      this.#closing = true;
      try {
        await this.#call({ op: 'close' });
      } finally {
        this.#closed = true;
        this.#release();
      }
    }).finally(() => this.thread.terminate());
    return this.#closeDone;
  }

  #schedule<T>(exclusive: boolean, run: () => Promise<T>): Promise<T> {
    if (!this.#held && this.#waiting.length === 0) {
      if (exclusive) this.#held = true;
      return run();
    }
    return new Promise<T>((resolve, reject) => this.#waiting.push({ exclusive, run: () => void run().then(resolve, reject) }));
  }

  /** The transaction (or close) ended: send what waited, in order, up to the next transaction. */
  #release(): void {
    this.#held = false;
    while (!this.#held && this.#waiting.length > 0) {
      const next = this.#waiting.shift()!;
      if (next.exclusive) this.#held = true;
      next.run();
    }
  }

  #call(request: Request): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      try {
        this.thread.postMessage({ ...request, id });
      } catch (err) {
        // A parameter that cannot be cloned (a function, a class instance with private state).
        reject(err instanceof Error ? err : new Error(String(err)));
        return;
      }
      this.#pending.set(id, { resolve, reject });
    });
  }

  #settle(answer: Extract<WorkerAnswer, { type: 'done' | 'error' }>): void {
    const pending = this.#pending.get(answer.id);
    if (!pending) return;
    this.#pending.delete(answer.id);
    if (answer.type === 'done') pending.resolve(answer.result);
    else pending.reject(fromWireError(answer.error));
  }

  /** The thread ended or threw: on purpose after close(), a crash otherwise. */
  #stopped(err: Error, rejectStart: (err: Error) => void): void {
    // An uncaught error is followed by the thread's exit: one crash.
    if (this.#dead) return;
    this.#dead = true;
    const crashed = !this.#closing;
    this.#closed = true;
    const why = Object.assign(new Error(`PGlite is closed: its worker thread stopped (${err.message})`), { cause: err });
    for (const pending of this.#pending.values()) pending.reject(why);
    this.#pending.clear();
    if (!this.#ready) rejectStart(why);
    else if (crashed) this.#onCrash(why);
  }
}

/** Starts the worker on DATA_DIR and waits until its cluster is open and migrated. */
export async function startPgliteWorker(dataDir: string, options: PgliteWorkerOptions = {}): Promise<PgliteWorkerClient> {
  const client = new PgliteWorkerClient(dataDir, options);
  try {
    await client.waitReady;
  } catch (err) {
    await client.thread.terminate();
    throw err;
  }
  return client;
}
