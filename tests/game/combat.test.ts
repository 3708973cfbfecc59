import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attackRefusalToast,
  canAttack,
  COOLDOWN_MS,
  cooldownRemaining,
  distance,
  hitChance,
  hitDamage,
  criticalRange,
  isCritical,
  isHit,
  rollAttack,
  roomViewDamage,
  weaponRangeUnits,
  withCombatDefaults,
} from '#game/combat.ts';
import { COMBAT, ROOM_SIM } from '#game/constants.ts';
import { requireItem } from '#game/items.ts';
import { createRng, type Rng } from '#game/rng.ts';

/** An rng whose int() returns the given values in turn (each clamped to the asked range). */
function scriptedRng(values: number[]): Rng {
  const queue = [...values];
  const rng = createRng(0);
  return {
    ...rng,
    int(min: number, max: number) {
      const v = queue.shift();
      if (v === undefined) throw new Error('scripted rng ran out');
      return Math.min(max, Math.max(min, v));
    },
  };
}

describe('hit chance', () => {
  it('is accuracy − evasion + 50', () => {
    expect(hitChance(20, 10)).toBe(60);
    expect(hitChance(10, 10)).toBe(50);
    expect(hitChance(30, 45)).toBe(35);
  });

  it('is clamped to 5..95', () => {
    expect(hitChance(0, 100)).toBe(5);
    expect(hitChance(200, 0)).toBe(95);
    expect(hitChance(Number.NaN, 0)).toBe(5);
  });

  it('always lies within 5..95 for any accuracy and evasion', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (accuracy, evasion) => {
        const chance = hitChance(accuracy, evasion);
        expect(chance).toBeGreaterThanOrEqual(5);
        expect(chance).toBeLessThanOrEqual(95);
      }),
      { seed: 1 },
    );
  });
});

describe('criticals: a hit on a natural 96-100, plus one per 5 luck above 10, never more than 10 in 100', () => {
  it('hits with high rolls: the top `threshold` numbers of the d100', () => {
    expect(isHit(41, 60)).toBe(true);
    expect(isHit(40, 60)).toBe(false);
    expect(isHit(100, 5)).toBe(true);
    expect(isHit(96, 5)).toBe(true);
    expect(isHit(95, 5)).toBe(false);
    expect(isHit(6, 95)).toBe(true);
    expect(isHit(5, 95)).toBe(false);
  });

  it('is critical on a natural 96..100 without luck, whatever the threshold', () => {
    for (const threshold of [5, 50, 95]) {
      expect(isCritical(96, threshold)).toBe(true);
      expect(isCritical(100, threshold)).toBe(true);
      expect(isCritical(95, threshold)).toBe(false);
    }
    expect(isCritical(60, 95)).toBe(false);
  });

  it('widens by one per 5 luck above 10, at most 5 more', () => {
    expect(criticalRange()).toBe(5);
    expect(criticalRange(1)).toBe(5);
    expect(criticalRange(14)).toBe(5);
    expect(criticalRange(15)).toBe(6);
    expect(criticalRange(20)).toBe(7);
    expect(criticalRange(35)).toBe(10);
    expect(criticalRange(1000)).toBe(10);
    expect(criticalRange(Number.NaN)).toBe(5);
    expect(isCritical(95, 60, 15)).toBe(true);
    expect(isCritical(94, 60, 15)).toBe(false);
  });

  it('a luck-widened roll that misses is no critical', () => {
    // Threshold 5: only 96..100 hit; luck 35 widens the range to 91..100, but 91..95 miss.
    expect(isCritical(93, 5, 35)).toBe(false);
    expect(isCritical(96, 5, 35)).toBe(true);
  });

  it('over 20,000 seeded rolls per luck, the critical rate stays in its stated band and never above 10 %', () => {
    const rolls = 20_000;
    for (const luck of [1, 10, 15, 20, 30, 60]) {
      const rng = createRng(1000 + luck);
      let crits = 0;
      let hits = 0;
      for (let i = 0; i < rolls; i++) {
        const out = rollAttack(rng, { accuracy: 20, attack: 10, luck }, { evasion: 10 });
        if (out.critical) crits++;
        if (out.hit) hits++;
      }
      const expected = criticalRange(luck) / 100;
      expect(crits / rolls, `luck ${luck}`).toBeGreaterThan(expected - 0.01);
      expect(crits / rolls, `luck ${luck}`).toBeLessThan(expected + 0.01);
      expect(crits / rolls).toBeLessThanOrEqual(0.105);
      // The hit chance is untouched by the critical rule: 60 % at accuracy 20 against evasion 10.
      expect(hits / rolls).toBeGreaterThan(0.58);
      expect(hits / rolls).toBeLessThan(0.62);
    }
  });

  it('a strong attacker against a weak defender (threshold 95) still crits on only 5 % of swings', () => {
    const rng = createRng(7);
    let crits = 0;
    for (let i = 0; i < 20_000; i++) if (rollAttack(rng, { accuracy: 200 }, { evasion: 0 }).critical) crits++;
    expect(crits / 20_000).toBeGreaterThan(0.04);
    expect(crits / 20_000).toBeLessThan(0.06);
  });
});

describe('damage', () => {
  it('doubles the base on a critical, then subtracts defense, at least 1', () => {
    expect(hitDamage(12, false, 0)).toBe(12);
    expect(hitDamage(12, true, 0)).toBe(24);
    expect(hitDamage(12, true, 4)).toBe(20);
    expect(hitDamage(12, false, 4)).toBe(8);
    expect(hitDamage(3, false, 50)).toBe(1);
    expect(hitDamage(3, true, 50)).toBe(1);
  });

  it('rolls a hit with exact numbers: attack + weapon might, doubled on a critical, minus defense', () => {
    // Threshold 60 (accuracy 20, evasion 10): roll 50 is a plain hit, 97 a critical, 40 a miss.
    const attacker = { accuracy: 20, attack: 10, weaponMightBonus: 2 };
    const defender = { evasion: 10, defense: 3 };
    expect(rollAttack(scriptedRng([50]), attacker, defender)).toEqual({ roll: 50, threshold: 60, hit: true, critical: false, damage: 9 });
    expect(rollAttack(scriptedRng([97]), attacker, defender)).toEqual({ roll: 97, threshold: 60, hit: true, critical: true, damage: 21 });
    expect(rollAttack(scriptedRng([40]), attacker, defender)).toEqual({ roll: 40, threshold: 60, hit: false, critical: false, damage: 0 });
  });

  it('uses the spec defaults (accuracy 20, evasion 10, attack 10) and defense 0 for missing stats', () => {
    expect(withCombatDefaults({})).toEqual({ accuracy: 20, evasion: 10, attack: 10, defense: 0, weaponMightBonus: 0 });
    expect(rollAttack(scriptedRng([41]), {}, {})).toEqual({ roll: 41, threshold: 60, hit: true, critical: false, damage: 10 });
    expect(rollAttack(scriptedRng([41]), { accuracy: null }, { evasion: null })).toMatchObject({ hit: true, threshold: 60 });
  });

  it('on any roll: 1..100, a hit exactly when roll > 100 − threshold, damage ≥ 1 on a hit and 0 on a miss', () => {
    const stat = fc.integer({ min: -50, max: 150 });
    fc.assert(
      fc.property(fc.integer(), stat, stat, stat, fc.integer({ min: 0, max: 20 }), stat, (seed, accuracy, attack, evasion, might, defense) => {
        const out = rollAttack(createRng(seed), { accuracy, attack, weaponMightBonus: might }, { evasion, defense });
        expect(out.roll).toBeGreaterThanOrEqual(1);
        expect(out.roll).toBeLessThanOrEqual(100);
        expect(out.threshold).toBe(hitChance(accuracy, evasion));
        expect(out.hit).toBe(out.roll > 100 - out.threshold);
        if (out.critical) expect(out.hit).toBe(true);
        if (out.hit) {
          expect(out.damage).toBeGreaterThanOrEqual(1);
          expect(out.damage).toBe(Math.max(1, (attack + might) * (out.critical ? 2 : 1) - defense));
        } else {
          expect(out.damage).toBe(0);
        }
      }),
      { seed: 2, numRuns: 500 },
    );
  });

  it('replays the same roll from the same seed', () => {
    const a = rollAttack(createRng(42), { accuracy: 25 }, { evasion: 12 });
    const b = rollAttack(createRng(42), { accuracy: 25 }, { evasion: 12 });
    expect(a).toEqual(b);
  });
});

describe('room-view attack', () => {
  it('deals a random 5..19 plus the weapon bonus', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 20 }), (seed, bonus) => {
        const dmg = roomViewDamage(createRng(seed), bonus);
        expect(dmg - bonus).toBeGreaterThanOrEqual(COMBAT.roomView.damageMin);
        expect(dmg - bonus).toBeLessThanOrEqual(COMBAT.roomView.damageMax);
        expect(Number.isInteger(dmg)).toBe(true);
      }),
      { seed: 3 },
    );
    expect(COMBAT.roomView).toMatchObject({ damageMin: 5, damageMax: 19 });
  });

  it('reaches weapon range × 10 units; unarmed reaches 1 square = 10 units', () => {
    expect(weaponRangeUnits(requireItem('iron_sword').weapon)).toBe(15);
    expect(weaponRangeUnits(requireItem('hunting_bow').weapon)).toBe(80);
    expect(weaponRangeUnits(null)).toBe(10);
    expect(ROOM_SIM.unarmedRangeSquares).toBe(1);
  });
});

describe('cooldowns', () => {
  it('are the spec values', () => {
    expect(COOLDOWN_MS).toEqual({ BASIC_ATTACK: 800, DODGE: 3000, MOVE: 0, ROOM_VIEW_ATTACK: 2000 });
  });

  it('count down from the last use', () => {
    expect(cooldownRemaining(null, 2000, 5000)).toBe(0);
    expect(cooldownRemaining(1000, 2000, 1500)).toBe(1500);
    expect(cooldownRemaining(1000, 2000, 3000)).toBe(0);
    expect(cooldownRemaining(1000, 2000, 9000)).toBe(0);
    expect(cooldownRemaining(1000, 0, 1000)).toBe(0);
  });
});

describe('canAttack', () => {
  const base = {
    nowMs: 10_000,
    lastAttackAt: null,
    cooldownMs: 2000,
    attacker: { x: 50, y: 50 },
    target: { x: 60, y: 50, isAlive: true },
    rangeUnits: 15,
  };

  it('accepts a living target in range once the cooldown is over', () => {
    expect(canAttack(base)).toEqual({ ok: true });
    expect(canAttack({ ...base, lastAttackAt: 8000 })).toEqual({ ok: true });
    expect(canAttack({ ...base, target: { x: 65, y: 50, isAlive: true } })).toEqual({ ok: true });
  });

  it('refuses on cooldown with the milliseconds left', () => {
    expect(canAttack({ ...base, lastAttackAt: 9500 })).toEqual({ ok: false, reason: 'cooldown', msLeft: 1500 });
  });

  it('refuses a missing or dead target', () => {
    expect(canAttack({ ...base, target: null })).toEqual({ ok: false, reason: 'invalid_target' });
    expect(canAttack({ ...base, target: { x: 55, y: 50, isAlive: false } })).toEqual({ ok: false, reason: 'invalid_target' });
  });

  it('refuses out of range, reporting distance and range', () => {
    expect(canAttack({ ...base, target: { x: 80, y: 90, isAlive: true } })).toEqual({ ok: false, reason: 'out_of_range', distance: 50, range: 15 });
  });

  it('checks in the spec order: cooldown, then target, then range', () => {
    expect(canAttack({ ...base, lastAttackAt: 9999, target: null })).toMatchObject({ reason: 'cooldown' });
    expect(canAttack({ ...base, target: { x: 0, y: 0, isAlive: false } })).toMatchObject({ reason: 'invalid_target' });
  });

  it('words the spec toasts', () => {
    expect(attackRefusalToast({ ok: false, reason: 'cooldown', msLeft: 1500 })).toEqual({ title: 'On Cooldown', description: 'Attack ready in 1.5s' });
    expect(attackRefusalToast({ ok: false, reason: 'invalid_target' })).toEqual({ title: 'Invalid Target', description: 'Target no longer exists' });
    expect(attackRefusalToast({ ok: false, reason: 'out_of_range', distance: 50.4, range: 15 })).toEqual({
      title: 'Out of Range',
      description: 'Target is 50 units away, weapon range is 15',
    });
  });
});

describe('distance', () => {
  it('is Euclidean in room units', () => {
    expect(distance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(distance({ x: 10, y: 10 }, { x: 10, y: 10 })).toBe(0);
  });
});
