import { defineConfig } from 'vitest/config';

// Several server processes on one PostgreSQL: real processes, killed and stalled on
// purpose, timed against the lease's seconds. One file at a time; `npm test` (scripts/test-all.ts)
// runs them beside the timed journeys, after the unit tests and the other journeys: each group uses
// about half a core there, so neither takes the other's. PostgreSQL: DATABASE_URL, else CLUSTER_TEST_DATABASE_URL, else
// the local server (127.0.0.1:5432/test); a cluster cannot run on the embedded PGlite.
// They run on PostgreSQL in either pass, so the second CI pass (TEST_DATABASE_ONLY=1) skips them:
// once per CI run proves what they prove.
const databaseOnly = process.env.TEST_DATABASE_ONLY === '1';
if (databaseOnly) console.log('[tests] TEST_DATABASE_ONLY=1: the multi-process tests ran on the first pass; none here');

export default defineConfig({
  test: {
    include: databaseOnly ? [] : ['tests/cluster/**/*.test.ts'],
    passWithNoTests: databaseOnly,
    globalSetup: databaseOnly ? [] : ['tests/cluster/support/global-setup.ts'],
    testTimeout: 150_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
