import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMBAT, CRAWLER, ROOM_SIM } from '#game/constants.ts';
import { maxVitals } from '#game/progression.ts';
import { requireItem } from '#game/items.ts';
import { createRng } from '#game/rng.ts';
import { awardExperience, isTurnTick, mobFromSpec, playerWeaponFrom, regenEnergy, TURN_MS, turnsBetween } from '#game/room-sim.ts';
import type { MobSpec } from '#game/dungeon/types.ts';
import { ATTRIBUTES, type Attributes } from '#game/vocabulary.ts';

const ATTRS: Attributes = { might: 12, agility: 10, endurance: 10, intellect: 9, charisma: 8, wisdom: 11 };

describe('turns and energy', () => {
  it('a turn is 25 ticks of 200 ms = 5 s', () => {
    expect(ROOM_SIM.ticksPerTurn).toBe(25);
    expect(COMBAT.tickMs).toBe(200);
    expect(TURN_MS).toBe(5000);
  });

  it('counts turn boundaries crossed between ticks', () => {
    expect(turnsBetween(0, 25)).toBe(1);
    expect(turnsBetween(24, 25)).toBe(1);
    expect(turnsBetween(25, 49)).toBe(0);
    expect(turnsBetween(0, 100)).toBe(4);
    expect(turnsBetween(30, 10)).toBe(0);
    expect([0, 24, 25, 50, 51].map(isTurnTick)).toEqual([false, false, true, true, false]);
  });

  it('regains the default 5 energy per turn up to the maximum', () => {
    expect(CRAWLER.energyRegenDefault).toBe(5);
    expect(regenEnergy(50, 100, 5, 1)).toBe(55);
    expect(regenEnergy(50, 100, 5, 3)).toBe(65);
    expect(regenEnergy(98, 100, 5, 1)).toBe(100);
    expect(regenEnergy(50, 100, 5, 0)).toBe(50);
    expect(regenEnergy(120, 100, 5, 2)).toBe(120);
    expect(regenEnergy(50, 100, -5, 2)).toBe(50);
  });

  it('never exceeds the maximum (unless already above) and never loses energy', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 300 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 100 }), (cur, max, regen, turns) => {
        const out = regenEnergy(cur, max, regen, turns);
        expect(out).toBeGreaterThanOrEqual(cur);
        if (cur <= max) expect(out).toBeLessThanOrEqual(max);
      }),
      { seed: 11 },
    );
  });
});

describe('awardExperience', () => {
  const holder = { level: 1, experience: 60, attributes: ATTRS, classification: 'combat_veteran' as const };

  it('adds experience without a level-up: no gains, same vitals', () => {
    const out = awardExperience(holder, 5, createRng(1));
    expect(out).toEqual({
      level: 1,
      experience: 65,
      levelsGained: 0,
      statGains: Object.fromEntries(ATTRIBUTES.map((a) => [a, 0])),
      attributes: ATTRS,
      vitals: maxVitals(ATTRS, 1),
    });
  });

  it('levels up with carry-over, two attribute points per level and new max vitals', () => {
    const out = awardExperience(holder, 9 + 110 + 5, createRng(7)) // 60 + 124 = 69 + 110 + 5;
    expect(out.level).toBe(3);
    expect(out.experience).toBe(5);
    expect(out.levelsGained).toBe(2);
    expect(ATTRIBUTES.reduce((sum, a) => sum + out.statGains[a], 0)).toBe(4);
    for (const a of ATTRIBUTES) expect(out.attributes[a]).toBe(ATTRS[a] + out.statGains[a]);
    expect(out.vitals).toEqual(maxVitals(out.attributes, 3));
    expect(out.vitals.maxHealth).toBeGreaterThan(maxVitals(ATTRS, 1).maxHealth);
  });

  it('is deterministic for a seed', () => {
    expect(awardExperience(holder, 500, createRng(3))).toEqual(awardExperience(holder, 500, createRng(3)));
  });
});

describe('entities from stored data', () => {
  it('spawns a mob from its spec at full health, at home', () => {
    const spec: MobSpec = {
      key: 'r1:mob-0', creatureType: 'goblin', name: 'Goblin', isBoss: false, level: 2, maxHealth: 34, attack: 15, defense: 3,
      accuracy: 22, evasion: 11, speed: 2, xpReward: 18, goldReward: 7, disposition: 'hostile', x: 30, y: 40,
    };
    expect(mobFromSpec(12, spec)).toMatchObject({
      id: 12, x: 30, y: 40, homeX: 30, homeY: 40, health: 34, maxHealth: 34, isAlive: true, lastAttackAt: null, aggroOn: null, diedAt: null,
    });
  });

  it('reads a catalogue weapon: Iron Sword melee 15 units, Hunting Bow ranged 80 units', () => {
    expect(playerWeaponFrom(requireItem('iron_sword'))).toEqual({ name: 'Iron Sword', kind: 'melee', rangeUnits: 15, mightBonus: 2, damageBonus: 0 });
    expect(playerWeaponFrom(requireItem('hunting_bow'))).toEqual({ name: 'Hunting Bow', kind: 'ranged', rangeUnits: 80, mightBonus: 0, damageBonus: 2 });
    expect(playerWeaponFrom(requireItem('padded_vest'))).toBeNull();
  });
});
