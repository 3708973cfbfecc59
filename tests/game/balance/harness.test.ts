// The harness is deterministic and its runs say what happened: the same seeds give the same table,
// other seeds another; every class plays under every policy; a run ends by death, by clearing the
// floors or at the play cap.
import { describe, expect, it } from 'vitest';
import { BOSS_TRIAL_MINUTES, DEFAULT_BALANCE, runBalance, runBossTrials, runPlay, type BalanceConfig } from '#game/balance/harness.ts';
import { formatSummary, summarise } from '#game/balance/report.ts';
import { balanceDungeon } from '#game/balance/world.ts';
import { CRAWLER_CLASSES } from '#game/vocabulary.ts';

const small: BalanceConfig = { ...DEFAULT_BALANCE, seasonSeeds: [11, 12], perClass: 2, maxPlayMinutes: 6 };
const table = (config: BalanceConfig) => {
  const { runs, trials } = runBalance(config);
  return config.policies.flatMap((p) => formatSummary(summarise(p, runs, trials), config.maxPlayMinutes)).join('\n');
};

describe('the balance harness', () => {
  const runs = runPlay(small);

  it('gives the same runs and the same table for the same seeds, and another for other seeds', () => {
    expect(runPlay(small)).toEqual(runs);
    expect(table(small)).toBe(table(small));
    expect(table({ ...small, seasonSeeds: [13, 14] })).not.toBe(table(small));
  });

  it('plays perClass bots of every class under every policy', () => {
    for (const policy of small.policies) {
      for (const cls of CRAWLER_CLASSES) expect(runs.filter((r) => r.policy === policy && r.classification === cls)).toHaveLength(small.perClass);
    }
  });

  it('ends each run by a death, by clearing the floors, or at the cap, and a death names a creature of the room it happened in', () => {
    const floors = small.seasonSeeds.map((s) => balanceDungeon(s, small.floors));
    // Fresh crawlers rarely die in a few minutes since the fair start; the boss trials supply deaths.
    const trials = runBossTrials(small);
    expect([...runs, ...trials].some((r) => r.death !== null)).toBe(true);
    for (const r of runs) {
      expect(r.playedMs).toBeLessThanOrEqual(small.maxPlayMinutes * 60_000);
      if (r.end === 'time_up') expect(r.playedMs).toBe(small.maxPlayMinutes * 60_000);
    }
    for (const r of [...runs, ...trials]) {
      expect(r.death !== null).toBe(r.end === 'died');
      if (r.death) {
        const kinds = floors.flatMap((f) => f[r.death!.floor - 1]!.floor.rooms.filter((room) => f[r.death!.floor - 1]!.fromEntrance.get(room.key) === r.death!.doorsFromEntrance).flatMap((room) => room.mobs.map((m) => m.creatureType)));
        expect(kinds).toContain(r.death.cause);
      }
    }
  });

  it('counts what the bots did: they swing, the mobs swing back, and kills pay experience', () => {
    const swung = runs.filter((r) => r.swings.player.swings > 0);
    expect(swung.length).toBeGreaterThan(0);
    for (const r of runs) {
      expect(r.swings.player.crits).toBeLessThanOrEqual(r.swings.player.hits);
      expect(r.swings.player.hits).toBeLessThanOrEqual(r.swings.player.swings);
      if (r.level > 1) expect(r.kills).toBeGreaterThan(0);
      if (r.level2AtMs !== null) expect(r.level).toBeGreaterThanOrEqual(2);
    }
  });

  it("tries every bot against each floor's boss at the floor's level, and each trial ends with at most one boss fight", () => {
    const trials = runBossTrials({ ...small, perClass: 1 });
    const bossFloors = small.floors - 1;
    expect(trials).toHaveLength(small.policies.length * CRAWLER_CLASSES.length * bossFloors);
    for (const t of trials) {
      expect(t.level).toBeGreaterThanOrEqual(t.deepestFloor);
      expect(t.bossFights.length).toBeLessThanOrEqual(1);
      expect(t.playedMs).toBeLessThanOrEqual(BOSS_TRIAL_MINUTES * 60_000);
      for (const f of t.bossFights) expect(f.level).toBe(f.floor);
    }
    expect(trials.some((t) => t.bossFights.length === 1)).toBe(true);
  });
});
