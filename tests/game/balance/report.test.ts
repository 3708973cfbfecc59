// The figures the bench prints, computed from runs made up here so each number can be checked by hand.
import { describe, expect, it } from 'vitest';
import { formatMarkdown, summarise, verdicts } from '#game/balance/report.ts';
import type { BotRun } from '#game/balance/types.ts';

const MIN = 60_000;

function run(over: Partial<BotRun>): BotRun {
  return {
    policy: 'sensible', classification: 'combat_veteran', seed: 1, end: 'time_up', playedMs: 60 * MIN, death: null, level2AtMs: null, level: 1,
    deepestFloor: 1, gold: 0, roomsEntered: 10, kills: 0, itemsPicked: 0, restMs: 0,
    swings: { player: { swings: 0, hits: 0, crits: 0 }, mobs: { swings: 0, hits: 0, crits: 0 } }, bossFights: [], stalls: 0, ...over,
  };
}

const died = (atMin: number, roomsEntered: number, cause = 'goblin') =>
  run({ end: 'died', playedMs: atMin * MIN, death: { atMs: atMin * MIN, cause, isBoss: false, floor: 1, doorsFromEntrance: 2, level: 1, roomsEntered } });

describe('the balance report', () => {
  const runs = [
    died(2, 3),
    died(8, 6, 'spider'),
    died(25, 12),
    run({ level2AtMs: 4 * MIN, level: 2, gold: 120, swings: { player: { swings: 10, hits: 6, crits: 1 }, mobs: { swings: 20, hits: 10, crits: 5 } } }),
    run({ policy: 'orders' }),
  ];
  const s = summarise('sensible', runs);

  it('reads the survival curve, the median life and the first rooms from deaths', () => {
    expect(s.bots).toBe(4);
    expect(s.survival.slice(0, 5)).toEqual([1, 0.75, 0.75, 0.5, 0.5]);
    expect(s.medianLifeMinutes).toBe(16.5);
    expect(s.firstRoomsSurvival).toBe(0.75);
  });

  it('counts deaths by cause and place, crits per swing and per hit, and gold per hour', () => {
    expect(s.deathsByCause).toEqual([['goblin', 2], ['spider', 1]]);
    expect(s.deathsByDistance).toEqual([['floor 1 at 2 doors', 3]]);
    expect(s.playerCrit).toEqual({ perSwing: 0.1, perHit: 1 / 6, swings: 10 });
    expect(s.mobCrit.perSwing).toBe(0.25);
    expect(s.goldPerHour).toBeCloseTo(120 / ((2 + 8 + 25 + 60) / 60));
    expect(s.byClass).toEqual([{ classification: 'combat_veteran', bots: 4, alive: 0.25, medianLevel: 1, bossKillShare: NaN }]);
  });

  it('states each budget met or missed', () => {
    const v = verdicts(s, 60);
    // First rooms, median life, level 2, boss trials (none), alive after an hour (25 %), median level (1).
    expect(v.map((x) => x.met)).toEqual([false, false, false, null, false, false]);
    const trials = [run({ bossFights: [{ floor: 2, level: 2, outcome: 'bot_died' }] }), run({ bossFights: [{ floor: 2, level: 2, outcome: 'boss_died' }] })];
    const lived = run({ level2AtMs: 3 * MIN, level: 6 });
    const fine = summarise('sensible', [lived, lived, lived, { ...died(40, 12), level: 5 }], trials);
    expect(fine.bossAtLevel).toEqual({ fights: 2, killShare: 0.5 });
    expect(fine.aliveAtHour).toBe(0.75);
    expect(fine.medianLevel).toBe(6);
    expect(verdicts(fine, 60).map((x) => x.met)).toEqual([true, true, true, true, true, true]);
  });

  it('misses the two-sided budgets when the game is too easy as well as too hard', () => {
    const wall = [run({ bossFights: [{ floor: 2, level: 2, outcome: 'bot_died' }] })];
    const easy = summarise('sensible', [run({ level2AtMs: 3 * MIN, level: 15 })], wall);
    // A boss that wins every fight, everyone alive after an hour, level 15.
    expect(verdicts(easy, 60).slice(3).map((x) => x.met)).toEqual([false, false, false]);
    // The hour's budgets read the sensible bot only, and only when the runs last an hour.
    expect(verdicts({ ...easy, policy: 'orders' }, 60).slice(4).map((x) => x.met)).toEqual([null, null]);
    expect(verdicts(easy, 6).slice(4).map((x) => x.met)).toEqual([null, null]);
  });
});

describe('the balance table', () => {
  it('puts the policies side by side with every budget and its verdict', () => {
    const a = summarise('orders', [run({ policy: 'orders', level2AtMs: 2 * MIN })]);
    const b = summarise('sensible', [died(2, 3)]);
    const lines = formatMarkdown([a, b], 60);
    expect(lines[0]).toBe('| figure | orders | sensible |');
    expect(lines.find((l) => l.startsWith('| deaths by cause'))).toBe('| deaths by cause (top 4) | none | goblin (1) |');
    expect(lines.filter((l) => l.startsWith('| budget:'))).toHaveLength(6);
    expect(lines.find((l) => l.startsWith('| budget: median time to level 2'))).toContain('| **met**: 2.0 min (100.0 % got there) | **missed**: beyond the cap');
  });
});
