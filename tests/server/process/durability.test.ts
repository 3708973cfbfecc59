// The process as an operator runs it: SIGKILL must not lose accounts, and DATA_DIR is single-owner.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dataDirFromTemplate } from '#tests/helpers/pglite-template.ts';
import { freshPostgresDatabase } from '#tests/helpers/postgres.ts';
import { freePort, spawnServer, startServer, waitHealthy, type ServerProcess } from '#tests/helpers/server-process.ts';

const running: ServerProcess[] = [];
const dirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ctf-data-'));
  dirs.push(dir);
  return dir;
}
/** A DATA_DIR already holding a migrated cluster: the first start is the third test's subject, not the others'. */
async function preparedDataDir(): Promise<string> {
  const dir = await dataDirFromTemplate('ctf-data-', tmpdir());
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function signUp(base: string, email: string): Promise<void> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'durable-password', name: 'D' }),
  });
  expect(res.status).toBe(200);
}

async function signIn(base: string, email: string): Promise<number> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'durable-password' }),
  });
  return res.status;
}

// Real processes on real data directories: generous time, since a loaded CI machine is slow to start them.
describe('the server process under faults', { timeout: 180_000 }, () => {
  it('keeps every acknowledged account across SIGKILL and restart', async () => {
    const DATA_DIR = await preparedDataDir();
    // On a PostgreSQL run the same check runs against PostgreSQL.
    const db: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: await freshPostgresDatabase(process.env.DATABASE_URL, 'ctf_proc_kill') } : {};
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

  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const DATA_DIR = await preparedDataDir();
    const owner = await startServer({ DATA_DIR });
    running.push(owner);
    const intruder = spawnServer({ DATA_DIR, PORT: String(await freePort()) });
    running.push(intruder);
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toMatch(/already in use by another Crawl to Fame server \(pid \d+\)/);
    // The owner is unharmed.
    expect((await fetch(`${owner.base}/api/health`)).status).toBe(200);
  });

  it('starts cleanly after a first start killed part-way, and after a clean stop', async () => {
    const DATA_DIR = tempDataDir();
    // Kill the very first start at a few points during database creation.
    for (const delayMs of [300, 900, 1800]) {
      const early = spawnServer({ DATA_DIR, PORT: String(await freePort()) });
      running.push(early);
      await new Promise((r) => setTimeout(r, delayMs));
      early.proc.kill('SIGKILL');
      await early.exited;
    }
    const server = await startServer({ DATA_DIR });
    running.push(server);
    await signUp(server.base, 'after@crawl.test');
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(readdirSync(DATA_DIR)).not.toContain('server.lock');

    const again = spawnServer({ DATA_DIR, PORT: String(await freePort()) });
    running.push(again);
    await waitHealthy(again);
    expect(await signIn(again.base, 'after@crawl.test')).toBe(200);
  });

  it('exits with a clear message on invalid configuration', async () => {
    const bad = spawnServer({ DATA_DIR: tempDataDir(), PORT: 'not-a-port' });
    running.push(bad);
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toMatch(/Invalid configuration:\n\s+PORT:/);
  });
});
