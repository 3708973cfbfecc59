import { defineConfig } from 'vitest/config';

// Several server processes on one PostgreSQL (issue 18): real processes, killed and stalled on
// purpose, timed against the lease's seconds. Run alone, after the unit tests, so their timing is
// not shared with a parallel worker. PostgreSQL: DATABASE_URL, else CLUSTER_TEST_DATABASE_URL, else
// the local server (127.0.0.1:5432/test); a cluster cannot run on the embedded PGlite.
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    globalSetup: ['tests/cluster/support/global-setup.ts'],
    testTimeout: 150_000,
    hookTimeout: 180_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
