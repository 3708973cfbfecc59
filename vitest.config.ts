import { defineConfig } from 'vitest/config';
import { databaseFreeTests } from './scripts/test-split.ts';
import SlowFirstSequencer from './tests/helpers/slow-first-sequencer.ts';

// The second CI pass (PostgreSQL) sets TEST_DATABASE_ONLY=1: the test files that never open a
// database, build the app or start a process prove the same thing on both databases, so that pass
// leaves them out. They are found by their imports (scripts/test-split.ts), not listed.
const databaseOnly = process.env.TEST_DATABASE_ONLY === '1';
// And the files whose every server or command runs on an embedded DATA_DIR whatever the run's
// database (their processes are given no DATABASE_URL): on the second pass they would run on PGlite
// again. Listed, as each says so in its header.
const EMBEDDED_ONLY = ['tests/server/process/data-dir.test.ts', 'tests/scripts/production-build.test.ts'];
const databaseFree = databaseOnly ? [...databaseFreeTests(), ...EMBEDDED_ONLY] : [];
if (databaseOnly) console.log(`[tests] TEST_DATABASE_ONLY=1: leaving out ${databaseFree.length} database-free or embedded-only test files (run on the first pass)`);

// The crash cycles (SIGKILL and restart of a real server, five times, players writing meanwhile) are
// the unit suite's longest file (51-64 s, about 30 s of CPU) and mostly wait on their server's
// starts: `npm test` runs them as a project of their own beside the browser journeys, whose phase
// leaves about a fifth of the cores idle, not in the unit phase, which keeps both busy
// (scripts/test-all.ts). `npx vitest run` runs both projects.
const CRASH_CYCLES = ['tests/reliability/crash.test.ts'];

// Unit and integration tests: pure game rules, contract, server through app.inject on a real database.
export default defineConfig({
  test: {
    exclude: ['tests/e2e/**', 'tests/cluster/**', 'node_modules/**', ...databaseFree],
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Three workers on two cores: with two, the cores were 80-86 % busy (the process tests wait on
    // their servers' starts and kills); a third fills that. Alternated on 2026-11-28 (10:05-10:18 UTC):
    // two workers 197 and 199 s, three 176 and 172 s (every file passed in each run). The time bounds
    // in these files are loose (a drain under 10 s, a Redis that does not answer within 10 s).
    maxWorkers: 3,
    sequence: { sequencer: SlowFirstSequencer },
    // Test files in one worker share its migrated database (tests/helpers/database.ts).
    isolate: false,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'], exclude: [...CRASH_CYCLES] } },
      { extends: true, test: { name: 'crash cycles', include: CRASH_CYCLES, maxWorkers: 1 } },
    ],
  },
});
