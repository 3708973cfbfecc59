import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROGRESSION } from '#game/constants.ts';
import { applyExperience, maxVitals, statGainsBetween, statGainsForLevel, xpForNextLevel } from '#game/progression.ts';
import { createRng } from '#game/rng.ts';
import { ATTRIBUTES, CRAWLER_CLASSES, primaryAttributes } from '#game/vocabulary.ts';

describe('experience and levels', () => {
  it('needs round(100·ln(level+1)) experience for the next level', () => {
    expect(xpForNextLevel(1)).toBe(69);
    expect(xpForNextLevel(2)).toBe(110);
    expect(xpForNextLevel(3)).toBe(139);
    expect(() => xpForNextLevel(0)).toThrow(RangeError);
  });

  it('levels up once and keeps the remainder', () => {
    expect(applyExperience({ level: 1, experience: 60 }, 10)).toEqual({ level: 2, experience: 1, levelsGained: 1 });
    expect(applyExperience({ level: 1, experience: 0 }, 68)).toEqual({ level: 1, experience: 68, levelsGained: 0 });
  });

  it('carries experience over several level-ups', () => {
    // 69 + 110 + 139 = 318 reaches level 4; 5 more carry over.
    expect(applyExperience({ level: 1, experience: 0 }, 323)).toEqual({ level: 4, experience: 5, levelsGained: 3 });
  });

  it('never loses experience: total spent plus remainder equals what went in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 20_000 }), (level, start, gained) => {
        const experience = Math.min(start, xpForNextLevel(level) - 1);
        const out = applyExperience({ level, experience }, gained);
        let spent = 0;
        for (let l = level; l < out.level; l++) spent += xpForNextLevel(l);
        expect(spent + out.experience).toBe(experience + gained);
        expect(out.levelsGained).toBe(out.level - level);
        if (out.level < PROGRESSION.maxLevel) expect(out.experience).toBeLessThan(xpForNextLevel(out.level));
      }),
    );
  });

  it('stops at the maximum level and refuses nonsense', () => {
    expect(applyExperience({ level: 1, experience: 0 }, 10_000_000).level).toBe(PROGRESSION.maxLevel);
    expect(() => applyExperience({ level: 1, experience: 0 }, -1)).toThrow(RangeError);
    expect(() => applyExperience({ level: 1, experience: 0 }, 1.5)).toThrow(RangeError);
  });
});

describe('stat gains and vitals', () => {
  it('gains two deterministic points per level, one in a class primary attribute', () => {
    for (const cls of CRAWLER_CLASSES) {
      for (let seed = 0; seed < 50; seed++) {
        const gains = statGainsForLevel(cls, createRng(seed));
        expect(gains).toEqual(statGainsForLevel(cls, createRng(seed)));
        expect(ATTRIBUTES.reduce((sum, a) => sum + gains[a], 0)).toBe(PROGRESSION.primaryPointsPerLevel + PROGRESSION.freePointsPerLevel);
        expect(primaryAttributes(cls).some((a) => gains[a] >= PROGRESSION.primaryPointsPerLevel)).toBe(true);
      }
    }
    const over = statGainsBetween('combat_veteran', 1, 4, createRng(9));
    expect(ATTRIBUTES.reduce((sum, a) => sum + over[a], 0)).toBe(3 * 2);
  });

  it('gives an average level-1 crawler about 100 health, energy and power, growing with level', () => {
    const average = { endurance: 10, intellect: 10, wisdom: 10 };
    expect(maxVitals(average, 1)).toEqual({ maxHealth: 100, maxEnergy: 100, maxPower: 100 });
    const later = maxVitals(average, 5);
    expect(later.maxHealth).toBeGreaterThan(100);
    expect(later.maxEnergy).toBeGreaterThan(100);
    expect(later.maxPower).toBeGreaterThan(100);
    expect(maxVitals({ ...average, endurance: 18 }, 1).maxHealth).toBeGreaterThan(maxVitals({ ...average, endurance: 3 }, 1).maxHealth);
  });
});
