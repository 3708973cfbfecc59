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
  isCritical,
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
  it('is accuracy − evasion + 50 (spec 9)', () => {
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

describe('criticals (our reading: a hit whose roll is ≥ 95 or ≥ 20 under the threshold)', () => {
  it('needs a hit', () => {
    expect(isCritical(96, 50)).toBe(false);
    expect(isCritical(61, 60)).toBe(false);
  });

  it('fires when the threshold beats the roll by 20 or more', () => {
    expect(isCritical(40, 60)).toBe(true);
    expect(isCritical(41, 60)).toBe(false);
    expect(isCritical(1, 21)).toBe(true);
    expect(isCritical(1, 20)).toBe(false);
  });

  it('fires on a roll of 95 when the threshold reaches it', () => {
    expect(isCritical(95, 95)).toBe(true);
    expect(isCritical(94, 95)).toBe(false);
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
    // Threshold 60 (accuracy 20, evasion 10): roll 50 is a plain hit, 30 a critical, 61 a miss.
    const attacker = { accuracy: 20, attack: 10, weaponMightBonus: 2 };
    const defender = { evasion: 10, defense: 3 };
    expect(rollAttack(scriptedRng([50]), attacker, defender)).toEqual({ roll: 50, threshold: 60, hit: true, critical: false, damage: 9 });
    expect(rollAttack(scriptedRng([30]), attacker, defender)).toEqual({ roll: 30, threshold: 60, hit: true, critical: true, damage: 21 });
    expect(rollAttack(scriptedRng([61]), attacker, defender)).toEqual({ roll: 61, threshold: 60, hit: false, critical: false, damage: 0 });
  });

  it('uses the spec defaults (accuracy 20, evasion 10, attack 10) and defense 0 for missing stats', () => {
    expect(withCombatDefaults({})).toEqual({ accuracy: 20, evasion: 10, attack: 10, defense: 0, weaponMightBonus: 0 });
    expect(rollAttack(scriptedRng([41]), {}, {})).toEqual({ roll: 41, threshold: 60, hit: true, critical: false, damage: 10 });
    expect(rollAttack(scriptedRng([60]), { accuracy: null }, { evasion: null })).toMatchObject({ hit: true, threshold: 60 });
  });

  it('on any roll: 1..100, a hit exactly when roll ≤ threshold, damage ≥ 1 on a hit and 0 on a miss', () => {
    const stat = fc.integer({ min: -50, max: 150 });
    fc.assert(
      fc.property(fc.integer(), stat, stat, stat, fc.integer({ min: 0, max: 20 }), stat, (seed, accuracy, attack, evasion, might, defense) => {
        const out = rollAttack(createRng(seed), { accuracy, attack, weaponMightBonus: might }, { evasion, defense });
        expect(out.roll).toBeGreaterThanOrEqual(1);
        expect(out.roll).toBeLessThanOrEqual(100);
        expect(out.threshold).toBe(hitChance(accuracy, evasion));
        expect(out.hit).toBe(out.roll <= out.threshold);
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
