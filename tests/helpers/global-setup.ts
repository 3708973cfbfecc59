// Runs once before the unit/integration suite: says which database the run uses, and fails fast
// with a clear message when DATABASE_URL is set but PostgreSQL does not answer. It makes the PGlite
// template when it is missing (once per migration change), so that two workers do not both make it:
// the workers' in-memory databases load it, and the process tests' DATA_DIRs copy it (on either
// database: some of them start on PGlite whatever the run's database).
import pg from 'pg';
import { pgliteTemplate } from './pglite-template.ts';

export default async function setup(): Promise<void | (() => Promise<void>)> {
  await pgliteTemplate();
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('[tests] database: embedded PGlite (in memory, one per worker)');
    return;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    throw new Error(`DATABASE_URL is set but PostgreSQL does not answer (${(err as Error).message})`);
  } finally {
    await client.end().catch(() => {});
  }
  console.log(`[tests] database: PostgreSQL at ${new URL(url).host}`);
  // Drop this run's worker databases afterwards (their names carry this process's pid).
  return async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`ctf_test_${process.pid}_%`]);
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await admin.end();
    }
  };
}
