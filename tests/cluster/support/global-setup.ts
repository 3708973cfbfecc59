// Runs once before the multi-process tests: they need PostgreSQL (a cluster cannot share PGlite) and
// Redis (a cluster counts its limits there), and say clearly when one does not answer rather than
// timing out in a child process.
import pg from 'pg';
import { testRedis } from '#tests/helpers/redis.ts';
import { clusterPostgresUrl, clusterRedisUrl } from './nodes.ts';

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
  const redis = await testRedis();
  redis.disconnect();
  console.log(`[tests] cluster: PostgreSQL at ${new URL(url).host}, Redis at ${new URL(clusterRedisUrl()).host}`);
}
