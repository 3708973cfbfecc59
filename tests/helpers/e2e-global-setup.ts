// Runs before the browser journeys. On the embedded database it creates one migrated PGlite
// cluster with the server's own code (openDataDir), which each journey's server then starts from
// (tests/helpers/e2e-server.ts copies it into its fresh DATA_DIR): creating and migrating a
// cluster costs about 6 s of CPU, copying it a few milliseconds, and a DATA_DIR's very first start
// is proven by tests/server/process/durability.test.ts. On PostgreSQL each journey gets a fresh
// database instead, as before.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDataDir } from '#server/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR holding a migrated, empty PGlite cluster (its `pgdata`), or '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

async function createTemplate(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'ctf-e2e-template-'));
  const database = await openDataDir(dir);
  await database.close();
  return dir;
}

// Vitest runs a global setup once per project (and once more for the root), each in a module of
// its own: the run's one template is kept on globalThis, which they share.
const shared = globalThis as { ctfE2ETemplate?: Promise<string> };

export default async function setup(project: TestProject): Promise<void | (() => void)> {
  const first = shared.ctfE2ETemplate === undefined;
  shared.ctfE2ETemplate ??= process.env.DATABASE_URL ? Promise.resolve('') : createTemplate();
  if (first && process.env.TEST_DATABASE_ONLY === '1') console.log('[tests] TEST_DATABASE_ONLY=1: the cluster journey ran on the first pass; not here');
  const dir = await shared.ctfE2ETemplate;
  project.provide('pgliteTemplate', dir);
  return first && dir ? () => rmSync(dir, { recursive: true, force: true }) : undefined;
}
