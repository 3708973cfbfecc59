import { defineConfig } from 'vitest/config';

// Unit and integration tests: pure game rules, contract, server through app.inject on a real database.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**', 'tests/cluster/**', 'node_modules/**'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // Test files in one worker share its migrated database (tests/helpers/database.ts).
    isolate: false,
  },
});
