// The operator's season command as an operator runs it (scripts/season.ts): argument mistakes exit
// 2 before touching anything; the embedded DATA_DIR is refused while a server holds it and works once
// the server has stopped (the restarted server serves what the command did: with none scheduled, the
// next season, started by the command); on PostgreSQL it runs alongside the server.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dataDirFromTemplate } from '#tests/helpers/pglite-template.ts';
import { runDatabasePrefix } from '#tests/helpers/database.ts';
import { freshPostgresDatabase } from '#tests/helpers/postgres.ts';
import { entryArgs, freePort, ROOT, spawnServer, waitHealthy, type ServerProcess } from '#tests/helpers/server-process.ts';

const running: ServerProcess[] = [];
const dirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ctf-season-'));
  dirs.push(dir);
  return dir;
}
/** A server process, healthy; a fresh embedded DATA_DIR's first start is slow on a loaded machine. */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer({ ...env, PORT: String(await freePort()) });
  running.push(server);
  await waitHealthy(server, 150_000);
  return server;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Runs `npm run season -- ...args` (the script itself, as npm would) and collects its output. */
function season(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string; err: string }> {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'DATABASE_URL'));
  const proc = spawn(process.execPath, [...entryArgs('scripts/season.ts'), ...args], {
    cwd: ROOT,
    env: { ...clean, NODE_ENV: 'development', DUNGEON_FLOORS: '2', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  proc.stdout.on('data', (d) => (out += String(d)));
  proc.stderr.on('data', (d) => (err += String(d)));
  return new Promise((resolve) => proc.on('exit', (code) => resolve({ code, out, err })));
}

describe('npm run season', { timeout: 300_000 }, () => {
  it('exits 2 with the mistake and the usage on bad arguments, before opening anything', async () => {
    const DATA_DIR = join(tempDataDir(), 'never-created');
    const bad = await season(['end', '--season', 'one'], { DATA_DIR });
    expect(bad).toMatchObject({ code: 2, out: '' });
    expect(bad.err).toMatch(/^--season must be a whole number\.\n\nUsage: npm run season -- <command>/);
    const future = await season(['end', '--at', '2999-01-01'], { DATA_DIR });
    expect(future.code).toBe(2);
    expect(future.err).toMatch(/is in the future: to end a season later, schedule its end/);
    // Nothing was opened: no database was created.
    expect(existsSync(DATA_DIR)).toBe(false);
    const badEnv = await season(['status'], { DATA_DIR, DATABASE_URL: 'mysql://nope' });
    expect(badEnv).toMatchObject({ code: 2, err: expect.stringMatching(/^Invalid configuration:\n\s+DATABASE_URL:/) });
  });

  it('refuses an embedded DATA_DIR held by a running server, and works once it has stopped', async () => {
    const DATA_DIR = await dataDirFromTemplate('ctf-season-', tmpdir());
    dirs.push(DATA_DIR);
    const server = await startServer({ DATA_DIR });
    const refused = await season(['end'], { DATA_DIR });
    expect(refused.code).toBe(3);
    expect(refused.err).toMatch(new RegExp(`in use by a running Crawl to Fame server \\(pid ${server.proc.pid}\\)\\. .*stop the server, run this command, then start the server again`));
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    expect(await server.stop('SIGTERM')).toBe(0);

    // None was scheduled: the game does not close, the next season starts at once with a dungeon of its own.
    const ended = await season(['end'], { DATA_DIR });
    expect(ended, ended.err).toMatchObject({ code: 0, out: expect.stringMatching(/^Season 1 ended at .*: 0 crawler\(s\) retired, 0 hall of fame place\(s\) written\.\nSeason 2 is live from .* \(seed \d+\); Season 1 no longer active\.\n$/) });
    const again = await season(['end', '--season', '1'], { DATA_DIR });
    expect(again).toMatchObject({ code: 0, out: expect.stringMatching(/^Season 1 already ended at .*: nothing to do\.\n$/) });

    const restarted = await startServer({ DATA_DIR });
    const hall = await fetch(`${restarted.base}/api/seasons/1/hall-of-fame?category=gold`);
    expect(hall.status).toBe(200);
    expect(await (await fetch(`${restarted.base}/api/seasons`)).json()).toEqual([expect.objectContaining({ seasonNumber: 1, status: 'ended' }), expect.objectContaining({ seasonNumber: 2, status: 'live' })]);
    // Sponsoring works in it.
    const login = await fetch(`${restarted.base}/api/auth/dev-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'cli@crawl.test' }) });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const auth = { authorization: `Bearer ${token}` };
    const [candidate] = (await (await fetch(`${restarted.base}/api/crawlers/candidates`, { headers: auth })).json()) as Record<string, unknown>[];
    const { name, serial, stats, competencies, background } = candidate!;
    const sponsoredRes = await fetch(`${restarted.base}/api/crawlers`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name, serial, stats, competencies, background, sponsorship: 'primary' }),
    });
    expect(sponsoredRes.status).toBe(201);
  });

  // Only a PostgreSQL run has a database another process can share (CI runs the suite on both).
  if (process.env.DATABASE_URL) it('runs alongside a running server on PostgreSQL', async () => {
    const DATABASE_URL = await freshPostgresDatabase(process.env.DATABASE_URL!, `${runDatabasePrefix()}proc_season`);
    const server = await startServer({ DATA_DIR: tempDataDir(), DATABASE_URL });
    const scheduled = await season(['schedule', '--season', '2', '--name', 'Season 2: Deeper', '--start', '2000-01-01', '--end', '2999-01-01'], { DATABASE_URL });
    expect(scheduled, scheduled.err).toMatchObject({ code: 0, out: expect.stringMatching(/^Season 2 scheduled/) });
    expect((await season(['end'], { DATABASE_URL })).code).toBe(0);
    // The server's clock starts Season 2 (its start has passed) within its interval.
    const deadline = Date.now() + 30_000;
    let current: { seasonNumber?: number; status?: string } = {};
    while (Date.now() < deadline && !(current.seasonNumber === 2 && current.status === 'live')) {
      await new Promise((r) => setTimeout(r, 250));
      current = (await (await fetch(`${server.base}/api/season/current`)).json()) as typeof current;
    }
    expect(current).toMatchObject({ seasonNumber: 2, status: 'live' });
    expect((await fetch(`${server.base}/api/seasons/1/hall-of-fame`)).status).toBe(200);
  });
});
