// The harness is deterministic and its runs say what happened: the same seeds give the same table,
// other seeds another; every class plays under every policy; a run ends by death, by clearing the
// floors or at the play cap.
import { describe, expect, it } from 'vitest';
import { DEFAULT_BALANCE, runBalance, type BalanceConfig } from '#game/balance/harness.ts';
import { formatSummary, summarise } from '#game/balance/report.ts';
import { balanceDungeon } from '#game/balance/world.ts';
import { CRAWLER_CLASSES } from '#game/vocabulary.ts';

const small: BalanceConfig = { ...DEFAULT_BALANCE, seasonSeeds: [11, 12], perClass: 2, maxPlayMinutes: 6 };
const table = (config: BalanceConfig) => {
  const runs = runBalance(config);
  return config.policies.flatMap((p) => formatSummary(summarise(p, runs), config.maxPlayMinutes)).join('\n');
};

describe('the balance harness', () => {
  const runs = runBalance(small);

  it('gives the same runs and the same table for the same seeds, and another for other seeds', () => {
    expect(runBalance(small)).toEqual(runs);
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
    expect(runs.some((r) => r.death !== null)).toBe(true);
    for (const r of runs) {
      expect(r.playedMs).toBeLessThanOrEqual(small.maxPlayMinutes * 60_000);
      if (r.end === 'time_up') expect(r.playedMs).toBe(small.maxPlayMinutes * 60_000);
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
});
