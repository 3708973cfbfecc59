// What the process tests (tests/server/process/) share: the servers and data directories a test
// started, cleaned up after each test, and an account signed up and signed in over plain HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect } from 'vitest';
import { dataDirFromTemplate } from './pglite-template.ts';
import type { ServerProcess } from './server-process.ts';

const PASSWORD = 'durable-password';

/** Servers and directories of the calling file's tests, SIGKILLed and removed after each test. */
export function processScratch() {
  const running: ServerProcess[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  return {
    running,
    /** An empty DATA_DIR: its first start creates the cluster. */
    tempDataDir(): string {
      const dir = mkdtempSync(join(tmpdir(), 'ctf-data-'));
      dirs.push(dir);
      return dir;
    },
    /** A DATA_DIR already holding a migrated cluster, when a first start is not the test's subject. */
    async preparedDataDir(): Promise<string> {
      const dir = await dataDirFromTemplate('ctf-data-', tmpdir());
      dirs.push(dir);
      return dir;
    },
  };
}

export async function signUp(base: string, email: string): Promise<void> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, name: 'D' }),
  });
  expect(res.status).toBe(200);
}

/** The status of a sign-in with the password signUp used. */
export async function signIn(base: string, email: string): Promise<number> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  return res.status;
}
