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

/** Empties every table the app writes, keeping the schema and migrations. */
export async function resetDatabase(database: Database): Promise<void> {
  const result = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const rows = (result as unknown as { rows?: { tablename: string }[] }).rows ?? (result as unknown as { tablename: string }[]);
  const tables = rows.map((r) => `"${r.tablename}"`);
  if (tables.length) await database.db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`));
}
