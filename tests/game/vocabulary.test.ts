import { describe, expect, it } from 'vitest';
import {
  CRAWLER_CLASSES,
  HOTBAR_ACTION,
  className,
  displayStatus,
  isActivityType,
  isCrawlerClass,
  isCrawlerStatus,
  isEquipmentCategory,
  isRarity,
  rarityRank,
  slotForCategory,
  slotLabel,
} from '#game/vocabulary.ts';

describe('game vocabularies', () => {
  it('displays the three crawler statuses and anything else as unknown', () => {
    expect(displayStatus('active')).toBe('active');
    expect(displayStatus('resting')).toBe('resting');
    expect(displayStatus('dead')).toBe('dead');
    for (const other of ['Active', 'sleeping', '', null, undefined, 3, 'toString', '__proto__']) {
      expect(displayStatus(other)).toBe('unknown');
    }
    expect(isCrawlerStatus('toString')).toBe(false);
  });

  it('names the three classifications as the landing page does', () => {
    expect(CRAWLER_CLASSES.map(className)).toEqual(['Combat Veteran', 'Tech Specialist', 'Stealth Operative']);
    expect(isCrawlerClass('combat_veteran')).toBe(true);
    expect(isCrawlerClass('Combat Veteran')).toBe(false);
  });

  it('puts weapons, armour and accessories in their slots and nothing else anywhere', () => {
    expect(slotForCategory('weapon')).toBe('weapon');
    expect(slotForCategory('armor')).toBe('armor');
    expect(slotForCategory('accessory')).toBe('accessory');
    expect(slotForCategory('consumable')).toBeNull();
    expect(slotForCategory('container')).toBeNull();
    expect(['weapon', 'armor', 'accessory'].map((s) => slotLabel(s as 'weapon'))).toEqual(['Primary Weapon', 'Body Armor', 'Accessory']);
  });

  it('orders rarities from common to legendary', () => {
    expect(['common', 'uncommon', 'rare', 'epic', 'legendary'].map((r) => rarityRank(r as 'common'))).toEqual([0, 1, 2, 3, 4]);
    expect(isRarity('mythic')).toBe(false);
  });

  it('knows the spec activity types, categories and hotbar actions', () => {
    for (const t of ['crawler_created', 'floor_advance', 'combat_victory', 'combat_defeat', 'equipment_found', 'exploration', 'combat_start', 'encounter_choice']) {
      expect(isActivityType(t)).toBe(true);
    }
    expect(isActivityType('level_up')).toBe(false);
    expect(isEquipmentCategory('container')).toBe(true);
    expect(HOTBAR_ACTION).toEqual({
      basic_attack: { name: 'Attack', type: 'attack' },
      defend: { name: 'Defend', type: 'ability' },
      special: { name: 'Special', type: 'ability' },
    });
  });
});
