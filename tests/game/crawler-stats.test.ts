import { describe, expect, it } from 'vitest';
import { combatStats, equipmentPowerRating } from '#game/crawler-stats.ts';
import { itemByKey } from '#game/items.ts';
import type { Attributes } from '#game/vocabulary.ts';

const attributes: Attributes = { might: 12, agility: 9, endurance: 11, intellect: 8, charisma: 10, wisdom: 7 };

describe('combat stats', () => {
  it('are the spec loadout stats with nothing equipped', () => {
    expect(combatStats({ attributes, equipped: {} })).toEqual({ totalAttack: 12, totalDefense: 11, speed: 9, accuracy: 15 });
    expect(combatStats({ attributes, equipped: { weapon: null, armor: null, accessory: null } })).toEqual({
      totalAttack: 12,
      totalDefense: 11,
      speed: 9,
      accuracy: 15,
    });
  });

  it('add equipment bonuses, weapon damage and armour defense', () => {
    const sword = itemByKey('iron_sword')!; // might +2
    const bow = itemByKey('hunting_bow')!; // agility +3, damage +2
    const riot = itemByKey('riot_vest')!; // defense 4, endurance +2
    const goggles = itemByKey('diagnostic_goggles')!; // intellect +2
    expect(combatStats({ attributes, equipped: { weapon: sword } })).toEqual({ totalAttack: 14, totalDefense: 11, speed: 9, accuracy: 15 });
    expect(combatStats({ attributes, equipped: { weapon: bow, armor: riot, accessory: goggles } })).toEqual({
      totalAttack: 12 + 2,
      totalDefense: 11 + 2 + 4,
      speed: 9 + 3,
      accuracy: 15 + 2,
    });
  });
});

describe('equipment power rating', () => {
  it('is 0 with nothing equipped and grows with rarity, within 0..100', () => {
    expect(equipmentPowerRating({})).toBe(0);
    const starter = equipmentPowerRating({ weapon: itemByKey('iron_sword')!, armor: itemByKey('padded_vest')! });
    const epic = equipmentPowerRating({ weapon: itemByKey('quarterly_warhammer')!, armor: itemByKey('mirrorplate')! });
    const legendary = equipmentPowerRating({
      weapon: itemByKey('golden_parachute')!,
      armor: itemByKey('limited_liability_aegis')!,
      accessory: itemByKey('ceo_crown')!,
    });
    expect(starter).toBeGreaterThan(0);
    expect(epic).toBeGreaterThan(starter);
    expect(legendary).toBeGreaterThan(epic);
    expect(legendary).toBeLessThanOrEqual(100);
    expect(Number.isInteger(starter)).toBe(true);
  });
});
