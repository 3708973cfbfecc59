// The production build (scripts/build/server-bundle.ts): the server compiled to JavaScript starts
// with plain `node` (no tsx, no TypeScript at run time) on a fresh embedded database, migrates it
// from the checkout's migrations, and answers /api/health. In production the launcher that npm's
// scripts run (scripts/launch.mjs) runs the compiled commands, and refuses a missing or stale build.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_ENTRIES, buildServer, compiledPath, ROOT } from '../../scripts/build/server-bundle.ts';
import { freePort } from '../helpers/server-process.ts';

const scratch = mkdtempSync(join(ROOT, '.tmp', 'production-build-'));
const outDir = join(scratch, 'dist');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the production build', () => {
  beforeAll(async () => {
    const built = await buildServer(outDir);
    expect(built.files).toEqual(BUNDLED_ENTRIES.map((e) => compiledPath(e, outDir)));
  });

  it('a rebuild never leaves a bundle missing: a server started meanwhile finds the old one or the new one', async () => {
    // `npm run build` beside the tests (or under a running cluster) rebuilds what they start.
    let missing = 0;
    let looks = 0;
    let building = true;
    const rebuilt = buildServer(outDir).finally(() => (building = false));
    while (building) {
      looks++;
      for (const entry of BUNDLED_ENTRIES) if (!existsSync(compiledPath(entry, outDir))) missing++;
      await new Promise((r) => setImmediate(r));
    }
    await rebuilt;
    expect(looks).toBeGreaterThan(10);
    expect(missing).toBe(0);
  });

  it('runs compiled through the launcher in production, and refuses a missing or stale build', () => {
    const launch = (dist: string) =>
      spawnSync(process.execPath, ['scripts/launch.mjs', 'scripts/season.ts', 'no-such-command'], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DIST_DIR: dist },
        encoding: 'utf8',
        timeout: 20_000,
      });
    // The compiled season command itself answers the bad argument (exit 2, its usage).
    const ran = launch(outDir);
    expect(ran.status, ran.stderr).toBe(2);
    expect(ran.stderr).toContain('npm run season --');

    const missing = launch(join(scratch, 'nothing-built'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('Run npm run build first');

    const old = new Date('2001-01-01T00:00:00Z');
    utimesSync(compiledPath('scripts/season.ts', outDir), old, old);
    const stale = launch(outDir);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toMatch(/season\.js is older than the sources\. Run npm run build first/);
  });

  it('serves with plain node', async () => {

    const main = compiledPath('server/main.ts', outDir);
    const code = readFileSync(main, 'utf8');
    // Our modules are inside the bundle: nothing left for node to load as TypeScript.
    expect(code).not.toMatch(/from\s*["'][^"']*\.ts["']/);
    expect(code).not.toMatch(/["']#(server|game|contract)\//);

    const port = await freePort();
    // Only what the server needs: no NODE_OPTIONS (a --import tsx there would hide the point).
    const env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      AUTH_SECRET: 'production-test-secret-0123456789-abcdef',
      DATA_DIR: join(scratch, 'data'),
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      DUNGEON_FLOORS: '2',
      LOG_LEVEL: 'info',
      // The compiled worker bundle is what this proves starts with plain node (it is off by default).
      PGLITE_WORKER: '1',
    };
    const child = spawn(process.execPath, [main], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    try {
      let health: { status?: string; database?: string } | null = null;
      // A fresh embedded database is created first (a few seconds; far more on a loaded machine).
      const deadline = Date.now() + 60_000;
      while (!health && Date.now() < deadline && child.exitCode === null) {
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) });
          if (res.status === 200) health = (await res.json()) as typeof health;
        } catch {
          /* not listening yet */
        }
        if (!health) await new Promise((r) => setTimeout(r, 100));
      }
      expect(health, `no healthy answer; the server said:\n${out}`).toMatchObject({ status: 'healthy', database: 'pglite' });
      // Production logs are JSON, one object a line.
      const first = out.split('\n').find(Boolean) ?? '';
      expect(JSON.parse(first)).toMatchObject({ level: 30, msg: 'database ready' });
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, out).toBe(0);
  }, 90_000);
});
