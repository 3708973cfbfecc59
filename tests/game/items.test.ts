import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOOT } from '#game/constants.ts';
import { ITEM_CATALOGUE, itemByKey, rarityWeights, rollContainer, rollContainerContents, rollLoot, weaponKind } from '#game/items.ts';
import { createRng } from '#game/rng.ts';
import { rarityRank, slotForCategory } from '#game/vocabulary.ts';

describe('the equipment catalogue', () => {
  it('holds the spec sample weapons with their stats', () => {
    expect(itemByKey('iron_sword')).toMatchObject({ name: 'Iron Sword', category: 'weapon', mightBonus: 2, weapon: { kind: 'melee', range: 1.5 } });
    expect(itemByKey('hunting_bow')).toMatchObject({ name: 'Hunting Bow', category: 'weapon', agilityBonus: 3, weapon: { kind: 'ranged', range: 8 } });
  });

  it('has unique keys and names, weapon profiles exactly on weapons, and chests as containers', () => {
    expect(new Set(ITEM_CATALOGUE.map((t) => t.key)).size).toBe(ITEM_CATALOGUE.length);
    expect(new Set(ITEM_CATALOGUE.map((t) => t.name)).size).toBe(ITEM_CATALOGUE.length);
    expect(ITEM_CATALOGUE.length).toBeGreaterThanOrEqual(30);
    for (const t of ITEM_CATALOGUE) {
      expect(t.weapon !== null).toBe(t.category === 'weapon');
      expect(t.restores !== null).toBe(t.category === 'consumable');
      expect(t.minFloor).toBeGreaterThanOrEqual(1);
    }
    expect(itemByKey('wooden_chest')?.category).toBe('container');
    expect(itemByKey('iron_bound_chest')?.name).toBe('Iron-bound Chest');
    expect(slotForCategory(itemByKey('healing_tonic')!.category)).toBeNull();
  });

  it('cannot be rewritten by a caller', () => {
    const sword = itemByKey('iron_sword')!;
    expect(() => {
      (sword as { mightBonus: number }).mightBonus = 99;
    }).toThrow(TypeError);
  });
});

describe('weapon kinds from names', () => {
  it('reads bows and crossbows as ranged, staves, wands and wizards as magic, the rest melee', () => {
    expect(weaponKind('Iron Sword')).toBe('melee');
    expect(weaponKind('Hunting Bow')).toBe('ranged');
    expect(weaponKind('Heavy Crossbow')).toBe('ranged');
    expect(weaponKind('Oak Staff')).toBe('magic');
    expect(weaponKind('Wand of Sparks')).toBe('magic');
    expect(weaponKind("Wizard's Hat-Pin")).toBe('magic');
    expect(weaponKind('Ring of Intellect')).toBe('magic');
    expect(weaponKind('Glowing Rod', { intellectBonus: 2 })).toBe('magic');
    expect(weaponKind('Club')).toBe('melee');
  });

  it('agrees with the kind every catalogue weapon declares', () => {
    for (const t of ITEM_CATALOGUE.filter((i) => i.weapon)) expect(weaponKind(t.name, t)).toBe(t.weapon!.kind);
  });
});

const meanRank = (floor: number, seeds: number): { mean: number; commonShare: number } => {
  const items = Array.from({ length: seeds }, (_, s) => rollLoot(createRng(s).fork(`floor-${floor}`), floor, 10)).flat();
  return {
    mean: items.reduce((sum, t) => sum + rarityRank(t.rarity), 0) / items.length,
    commonShare: items.filter((t) => t.rarity === 'common').length / items.length,
  };
};

describe('loot rolls', () => {
  it('replays the same loot for the same seed', () => {
    expect(rollLoot(createRng(5), 4, 12)).toEqual(rollLoot(createRng(5), 4, 12));
    expect(rollContainerContents(createRng(5), 4)).toEqual(rollContainerContents(createRng(5), 4));
  });

  it('never drops items deeper than their floor, nor chests as loose loot', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 15 }), (seed, floor) => {
        for (const t of rollLoot(createRng(seed), floor, 20)) {
          expect(t.minFloor).toBeLessThanOrEqual(floor);
          expect(t.category).not.toBe('container');
        }
        const chest = rollContainer(createRng(seed), floor);
        expect(chest.category).toBe('container');
        expect(chest.minFloor).toBeLessThanOrEqual(floor);
      }),
    );
  });

  it('fills a chest with 2 to 5 items', () => {
    const sizes = new Set<number>();
    for (let seed = 0; seed < 300; seed++) {
      const n = rollContainerContents(createRng(seed), 3).length;
      expect(n).toBeGreaterThanOrEqual(LOOT.containerItemsMin);
      expect(n).toBeLessThanOrEqual(LOOT.containerItemsMax);
      sizes.add(n);
    }
    expect([...sizes].sort()).toEqual([2, 3, 4, 5]);
  });

  it('grows rarer with depth', () => {
    const w1 = rarityWeights(1);
    const w10 = rarityWeights(10);
    expect(w10.legendary / w10.common).toBeGreaterThan(w1.legendary / w1.common);
    const shallow = meanRank(1, 300);
    const mid = meanRank(5, 300);
    const deep = meanRank(10, 300);
    expect(mid.mean).toBeGreaterThan(shallow.mean);
    expect(deep.mean).toBeGreaterThan(mid.mean);
    expect(deep.commonShare).toBeLessThan(shallow.commonShare - 0.2);
  });

  it('refuses a floor below 1 or a negative count', () => {
    expect(() => rollLoot(createRng(1), 0, 1)).toThrow(RangeError);
    expect(() => rollLoot(createRng(1), 1, -1)).toThrow(RangeError);
  });
});
