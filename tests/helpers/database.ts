// One migrated database per test worker, emptied between tests (never one per test: a fresh PGlite
// costs seconds; the worker's own is loaded from the run's template, tests/helpers/pglite-template.ts). DATABASE_URL=postgres://… runs the same tests on real PostgreSQL, each worker in
// a database of its own.
import { pgliteTemplateDump } from './pglite-template.ts';
import { freshPostgresDatabase } from './postgres.ts';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type Database } from '#server/db/database.ts';

let shared: Promise<Database> | null = null;

export const usingPostgres = (): boolean => Boolean(process.env.DATABASE_URL);

/**
 * Worker databases are named after the test run (the vitest process, this worker's parent) so two
 * runs on one PostgreSQL server never drop each other's databases; global-setup drops them after.
 */
export const runDatabasePrefix = (runPid: number = process.ppid) => `ctf_test_${runPid}_`;

async function createWorkerPostgres(url: string): Promise<Database> {
  const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0';
  return openPostgres(await freshPostgresDatabase(url, `${runDatabasePrefix()}w${worker}`), 4);
}

/** The worker's database, migrated; created on first use. */
export function workerDatabase(): Promise<Database> {
  shared ??= usingPostgres() ? createWorkerPostgres(process.env.DATABASE_URL!) : pgliteTemplateDump().then((loadDataDir) => openPglite(undefined, { loadDataDir }));
  return shared;
}

interface Relations {
  tables: string[];
  /** The sequences the tables' serial and identity columns own (what `truncate ... restart identity` restarts). */
  sequences: string[];
}

const relationsOf = new WeakMap<Database, Promise<Relations>>();

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

/** The app's tables and their sequences, read once per database (the migrations ran before). */
function relations(database: Database): Promise<Relations> {
  let known = relationsOf.get(database);
  if (!known) {
    known = (async () => {
      const tables = rowsOf<{ tablename: string }>(await database.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`));
      const sequences = rowsOf<{ name: string }>(
        await database.db.execute(sql`select s.relname as name from pg_class s join pg_namespace n on n.oid = s.relnamespace
          join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i') where s.relkind = 'S' and n.nspname = 'public'`),
      );
      return { tables: tables.map((r) => `"${r.tablename}"`), sequences: sequences.map((r) => `"${r.name}"`) };
    })();
    relationsOf.set(database, known);
  }
  return known;
}

/** Empties every table the app writes and restarts their ids, keeping the schema and migrations. */
export async function resetDatabase(database: Database): Promise<void> {
  const { tables, sequences } = await relations(database);
  if (!tables.length) return;
  if (database.kind === 'postgres') {
    await database.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
    return;
  }
  // On PGlite a truncate makes new files for every table and index, and the next test's inserts
  // fill them from nothing: deleting the rows (foreign keys unchecked for the moment, as every table
  // is emptied) and restarting the sequences leaves the same empty tables at about 0.12 s less CPU
  // per test app (measured: a reset, createTestApp and a dev login 0.21 s of CPU before, 0.14 s
  // after, once warm; no slow-down over 200 in a row).
  // One round trip: PGlite's exec takes several statements (drizzle's execute, one).
  const client = (database.db as unknown as { $client: { exec(statements: string): Promise<unknown> } }).$client;
  await client.exec(
    ['begin', 'set local session_replication_role = replica', ...tables.map((t) => `delete from ${t}`), ...sequences.map((q) => `alter sequence ${q} restart`), 'commit'].join(';\n'),
  );
}
