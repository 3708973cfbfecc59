// Runs before the browser journeys. On the embedded database each journey's server starts from the
// migrated PGlite template (tests/helpers/pglite-template.ts; e2e-server.ts copies it into the
// journey's fresh DATA_DIR): creating and migrating a cluster costs about 6 s of CPU, copying it a
// few milliseconds, and the template is made once per migration change (by the unit tests' global
// setup, which `npm test` runs first), not once per journey run. A DATA_DIR's very first start is
// proven by tests/server/process/durability.test.ts. On PostgreSQL each journey gets a fresh
// database instead.
import type { TestProject } from 'vitest/node';
import { pgliteTemplate } from './pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A DATA_DIR holding a migrated, empty PGlite cluster (its `pgdata`), or '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

// Vitest runs a global setup once per project (and once more for the root), each in a module of
// its own: the run's one answer is kept on globalThis, which they share.
const shared = globalThis as { ctfE2ETemplate?: Promise<string> };

export default async function setup(project: TestProject): Promise<void> {
  const first = shared.ctfE2ETemplate === undefined;
  shared.ctfE2ETemplate ??= process.env.DATABASE_URL ? Promise.resolve('') : pgliteTemplate();
  if (first && process.env.TEST_DATABASE_ONLY === '1') console.log('[tests] TEST_DATABASE_ONLY=1: the cluster journey and the input journeys (movement, touch-and-text, keyboard-scope) ran on the first pass; not here');
  project.provide('pgliteTemplate', await shared.ctfE2ETemplate);
}
