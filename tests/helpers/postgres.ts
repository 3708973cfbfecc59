import pg from 'pg';

/** Drops and re-creates database `name` on the server of `url`; returns the URL pointing at it. */
export async function freshPostgresDatabase(url: string, name: string): Promise<string> {
  await dropPostgresDatabase(url, name);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** Drops database `name` on the server of `url` (the admin connection), if it exists. */
export async function dropPostgresDatabase(url: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
