// The embedded database's directory as an operator meets it: DATA_DIR is single-owner, a first start
// killed part-way leaves nothing a later start trips on, and a bad setting stops the start with its
// name. Each server here runs on DATA_DIR whatever the run's database (spawnServer passes no
// DATABASE_URL), so the PostgreSQL pass leaves this file out (vitest.config.ts, EMBEDDED_ONLY).
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { processScratch, signIn, signUp } from '#tests/helpers/process-scratch.ts';
import { freePort, spawnServer, startServer, waitHealthy } from '#tests/helpers/server-process.ts';

const { running, preparedDataDir, tempDataDir } = processScratch();

// Real processes on real data directories: generous time, since a loaded CI machine is slow to start them.
describe('the embedded database directory', { timeout: 180_000 }, () => {
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
