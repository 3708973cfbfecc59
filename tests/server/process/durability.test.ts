// The process as an operator runs it: SIGKILL must not lose accounts, on either database (the
// embedded DATA_DIR's own faults: data-dir.test.ts).
import { describe, expect, it } from 'vitest';
import { runDatabasePrefix } from '#tests/helpers/database.ts';
import { freshPostgresDatabase } from '#tests/helpers/postgres.ts';
import { processScratch, signIn, signUp } from '#tests/helpers/process-scratch.ts';
import { startServer } from '#tests/helpers/server-process.ts';

const { running, preparedDataDir } = processScratch();

// Real processes on real data directories: generous time, since a loaded CI machine is slow to start them.
describe('the server process under faults', { timeout: 180_000 }, () => {
  it('keeps every acknowledged account across SIGKILL and restart', async () => {
    const DATA_DIR = await preparedDataDir();
    // On a PostgreSQL run the same check runs against PostgreSQL.
    const db: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: await freshPostgresDatabase(process.env.DATABASE_URL, `${runDatabasePrefix()}proc_kill`) } : {};
    const first = await startServer({ DATA_DIR, ...db });
    running.push(first);
    const emails = ['k1@crawl.test', 'k2@crawl.test', 'k3@crawl.test'];
    for (const e of emails) await signUp(first.base, e);
    first.proc.kill('SIGKILL');
    await first.exited;

    const second = await startServer({ DATA_DIR, ...db });
    running.push(second);
    for (const e of emails) expect(await signIn(second.base, e), e).toBe(200);
    expect(await signIn(second.base, 'never@crawl.test')).toBe(401);
  });
});
