import { defineConfig } from 'vitest/config';

// Browser journeys: a real server process on the built web app, driven by playwright-core + Debian Chromium.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    // Real-time journeys (keyboard walking in a live room) depend on timing on a shared 2-core
    // machine: one retry absorbs a slow frame without hiding a broken feature, which fails twice.
    retry: 1,
  },
});
