// Opens the database: embedded PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Both speak the same SQL and run the same checked-in migrations. Each driver is imported when it is
// opened, so a server on one never loads the other (PGlite alone takes ~0.3 s to load at start-up).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { pgliteWorkerFromEnv } from '../env.ts';
import { startPgliteWorker } from './pglite-worker-client.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';
export type StatementObserver = (sql: string, ms: number) => void;

/**
 * Wraps a driver's query(text, ...) so each call is timed for the current observer; with none it
 * costs one property read. The text is the first argument, or its `text` (a pg query config).
 */
function timeQueries(target: { query: (...args: never[]) => Promise<unknown> }): (observer: StatementObserver | null) => void {
  let observer: StatementObserver | null = null;
  const query = target.query.bind(target) as (...args: unknown[]) => Promise<unknown>;
  (target as { query: (...args: unknown[]) => Promise<unknown> }).query = (...args: unknown[]) => {
    const seen = observer;
    if (!seen) return query(...args);
    const started = performance.now();
    const first = args[0];
    const text = typeof first === 'string' ? first : String((first as { text?: unknown } | null)?.text ?? '');
    return query(...args).finally(() => seen(text, performance.now() - started));
  };
  return (next) => {
    observer = next;
  };
}

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Runs a trivial query; throws when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * From now on, `observer` is told of every statement the driver runs outside a transaction, with
   * its wall time (the metrics' database latency; null stops it). Transactions are timed as a whole
   * by db/transactions.ts instead.
   */
  observeStatements(observer: StatementObserver | null): void;
  close(): Promise<void>;
}

/** A ping that gets no answer within this long counts as a failure (a hung database must not hang /api/health). */
export const PING_TIMEOUT_MS = 2_000;

/** Rejects with a connection-timeout error when `work` does not settle within `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`database did not answer within ${ms} ms`), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
const PGDATA = 'pgdata';
const INIT_PREFIX = 'pgdata.init-';

/** PGlite's client: the in-process PGlite itself, or its stand-in that runs it on a worker thread. */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close' | 'closed'>;

/** A PGlite (in memory, from a dump, or in `dir`), ready and migrated; what openPglite and the worker thread open. */
export async function openMigratedPglite(dir?: string, options: { loadDataDir?: Blob } = {}): Promise<PGlite> {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = dir ? new PGlite(dir) : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await client.waitReady;
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR });
  return client;
}

/** The Database over a migrated PGlite client, in this thread or on the worker (drizzle sees the same interface). */
async function pgliteDatabase(client: PgliteClient): Promise<Database> {
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const db = drizzlePglite({ client: client as PGlite, schema });
  const observeStatements = timeQueries(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    observeStatements,
    ping: async () => void (await withTimeout(client.query('select 1'), PING_TIMEOUT_MS)),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** PGlite in this thread, its statements prepared as the worker's are (decision 0048; loaded with PGlite, not before). */
async function inThread(opening: Promise<PGlite>): Promise<PgliteClient> {
  const [{ preparedClient }, pg] = await Promise.all([import('./pglite-prepared.ts'), opening]);
  return preparedClient(pg);
}

/**
 * PGlite in memory (tests) or in a directory, in this thread; migrated before it is returned.
 * `loadDataDir` starts an in-memory one from a cluster's dump (PGlite's dumpDataDir) instead of an
 * empty initdb: tests load a migrated template that way in under a second of CPU, against about 6 s
 * to create one.
 */
export async function openPglite(dir?: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  return pgliteDatabase(await inThread(openMigratedPglite(dir, options)));
}

/**
 * Opens DATA_DIR's cluster, migrated. A brand-new cluster is created and migrated in a scratch
 * directory and renamed into place only when complete, so a first start killed half-way leaves
 * nothing that blocks the next start. Runs in the thread that will own the cluster.
 */
export async function openDataDirPglite(dataDir: string): Promise<PGlite> {
  mkdirSync(dataDir, { recursive: true });
  for (const entry of readdirSync(dataDir)) {
    if (entry.startsWith(INIT_PREFIX)) rmSync(join(dataDir, entry), { recursive: true, force: true });
  }
  const target = join(dataDir, PGDATA);
  if (!existsSync(target)) {
    const scratch = join(dataDir, `${INIT_PREFIX}${process.pid}`);
    const fresh = await openMigratedPglite(scratch);
    await fresh.close();
    renameSync(scratch, target);
  }
  return openMigratedPglite(target);
}

/**
 * Opens DATA_DIR's PGlite for a process (the server, its commands). By default the cluster runs on a
 * worker thread (db/pglite-worker.ts), so its WebAssembly does not take the event loop's time from
 * ticks and sockets (docs/decisions/0042-pglite-on-a-worker.md); `worker: false` (PGLITE_WORKER=0)
 * keeps it in this thread.
 */
export async function openDataDir(dataDir: string, options: { worker?: boolean } = {}): Promise<Database> {
  if (!(options.worker ?? pgliteWorkerFromEnv())) return pgliteDatabase(await inThread(openDataDirPglite(dataDir)));
  // The thread starts within this call (no import awaited first): the server loads its other
  // modules while the thread opens the cluster (server/main.ts).
  return pgliteDatabase(await startPgliteWorker(dataDir));
}

export async function openPostgres(url: string, poolSize = 8): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // A connection attempt that hangs (database host unreachable) fails after a few seconds instead of
  // holding the request forever; the pool reconnects by itself when the database is back.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
  const observeStatements = timeQueries(pool as unknown as { query: (...args: never[]) => Promise<unknown> });
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    observeStatements,
    ping: async () => void (await withTimeout(pool.query('select 1'), PING_TIMEOUT_MS)),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
