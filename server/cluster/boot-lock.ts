// Serialises the start of a cluster's processes: a PostgreSQL session advisory lock,
// taken before migrating and held until the process serves. PostgreSQL frees it if the process dies.
import pg from 'pg';

/** Arbitrary, fixed: the one advisory lock key the game uses for start-up. */
const BOOT_LOCK_KEY = 0x43_74_46_00; // 'CtF\0'

/** Waits for the boot lock; answers the function that gives it back. */
export async function bootLock(url: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  await client.connect();
  await client.query('select pg_advisory_lock($1)', [BOOT_LOCK_KEY]);
  return async () => {
    await client.query('select pg_advisory_unlock($1)', [BOOT_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  };
}
