// The cluster runs on PostgreSQL only (PGlite is one process's file). Its database is made ready
// before any process starts: reached, and created when it does not exist yet.
import pg from 'pg';

// The user is named, as in the README's PostgreSQL commands: without one, pg logs in as $USER,
// which is unset in some shells and rarely a PostgreSQL role.
export const DEFAULT_CLUSTER_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/crawl_to_fame';

export class DatabaseUnavailableError extends Error {}

/** Nothing answered (as opposed to a PostgreSQL that answered no: a wrong user or password). */
const NETWORK_ERRORS = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/** PostgreSQL's "database does not exist". */
const INVALID_CATALOG_NAME = '3D000';

/** Where a URL points, without its credentials (for messages). */
export function describeDatabase(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {}); // a connection lost after connect() is reported by the failing query
  await client.connect();
  return client;
}

/**
 * Checks that the database of `url` answers, creating it (through the server's `postgres`
 * database) when PostgreSQL says it does not exist. Throws DatabaseUnavailableError otherwise.
 */
export async function ensureDatabase(url: string): Promise<'existed' | 'created'> {
  const unavailable = (err: unknown) => {
    const silent = NETWORK_ERRORS.has((err as { code?: string }).code ?? '');
    return new DatabaseUnavailableError(
      `${silent ? 'PostgreSQL does not answer' : 'PostgreSQL refused the connection'} at ${describeDatabase(url)} (${(err as Error).message}). ` +
        `The cluster runs only on PostgreSQL: ${silent ? 'start it, or point DATABASE_URL at one' : 'check the user and password in DATABASE_URL'}. ` +
        'See README.md, "Several processes (cluster)" and "Running on PostgreSQL".',
    );
  };
  try {
    const client = await connect(url);
    await client.end();
    return 'existed';
  } catch (err) {
    if ((err as { code?: string }).code !== INVALID_CATALOG_NAME) throw unavailable(err);
  }
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  let client;
  try {
    client = await connect(admin.toString());
  } catch (err) {
    throw unavailable(err);
  }
  try {
    await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } catch (err) {
    // Another runner created it meanwhile: fine.
    if ((err as { code?: string }).code !== '42P04') throw new DatabaseUnavailableError(`Could not create database ${name}: ${(err as Error).message}`);
  } finally {
    await client.end();
  }
  return 'created';
}
