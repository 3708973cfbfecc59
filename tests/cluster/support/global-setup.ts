// Runs once before the multi-process tests: they need PostgreSQL (a cluster cannot share PGlite), and
// say clearly when it does not answer rather than timing out in a child process.
import pg from 'pg';
import { clusterPostgresUrl } from './nodes.ts';

export default async function setup(): Promise<void> {
  const url = clusterPostgresUrl();
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    throw new Error(`The cluster tests need PostgreSQL (README "Running on PostgreSQL"): ${new URL(url).host} does not answer (${(err as Error).message})`);
  } finally {
    await client.end().catch(() => {});
  }
  console.log(`[tests] cluster: PostgreSQL at ${new URL(url).host}`);
}
