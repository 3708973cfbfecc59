// Crash safety, short profile: a few SIGKILL-and-restart cycles of the real server process
// on this run's database, through tests/reliability/crash/crash-cycles.ts. The long profile (≥ 50
// cycles per database) is the same driver run by hand: see tests/reliability/README.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCrashCycles } from './crash/crash-cycles.ts';

const CYCLES = Number(process.env.CRASH_CYCLES ?? 5);
const db = process.env.DATABASE_URL ? 'postgres' : 'pglite';

describe('crash safety', () => {
  it(`keeps every acknowledged fact through ${CYCLES} SIGKILL-and-restart cycles, starting cleanly each time (${db})`, { timeout: 60_000 + CYCLES * 60_000 }, async () => {
    const report = await runCrashCycles({ cycles: CYCLES, db, seed: Number(process.env.CRASH_SEED ?? 20261121), killWindowMs: [500, 10_000] });
    mkdirSync('.tmp/reliability', { recursive: true });
    writeFileSync(`.tmp/reliability/crash${db === 'postgres' ? '.postgres' : ''}.json`, JSON.stringify(report, null, 2));
    expect(report.lost).toEqual([]);
    expect(report.failedStarts).toEqual([]);
    expect(report.cleanStarts).toBe(CYCLES + 1);
    // The players really played: accounts, crawlers and moves were acknowledged, and checked after restarts.
    expect(report.acknowledged.accounts).toBeGreaterThanOrEqual(CYCLES - 1);
    expect(report.acknowledged.moves).toBeGreaterThan(0);
    expect(report.factsChecked).toBeGreaterThan(CYCLES * 5);
  });
});
