// Runs once before the unit/integration suite: says which database the run uses, and fails fast
// with a clear message when DATABASE_URL is set but PostgreSQL does not answer.
import pg from 'pg';

export default async function setup(): Promise<void> {
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
}
