// Combat stats derived from a crawler's attributes and what it wears (Loadout Combat Stats,
// with equipment made real), and the loadout's equipment power rating.
import { POWER_RATING } from './constants.ts';
import type { EquipmentStats } from './item-catalogue.ts';
import { EQUIPMENT_SLOTS, RARITY_ORDER, rarityRank, type Attributes, type EquipmentSlot } from './vocabulary.ts';

/** What a crawler has on, one item (or nothing) per slot. */
export type EquippedItems = Partial<Record<EquipmentSlot, EquipmentStats | null>>;

export interface CombatStats {
  totalAttack: number;
  totalDefense: number;
  speed: number;
  accuracy: number;
}

function equippedList(equipped: EquippedItems): EquipmentStats[] {
  return EQUIPMENT_SLOTS.map((slot) => equipped[slot]).filter((item): item is EquipmentStats => item != null);
}

/** Attributes with every equipped item's bonuses added. */
export function effectiveAttributes(attributes: Attributes, equipped: EquippedItems): Attributes {
  const items = equippedList(equipped);
  const sum = (pick: (item: EquipmentStats) => number): number => items.reduce((total, item) => total + pick(item), 0);
  return {
    ...attributes,
    might: attributes.might + sum((i) => i.mightBonus),
    agility: attributes.agility + sum((i) => i.agilityBonus),
    endurance: attributes.endurance + sum((i) => i.enduranceBonus),
    intellect: attributes.intellect + sum((i) => i.intellectBonus),
  };
}

/**
 * The loadout's combat stats. With nothing equipped they are the spec's: attack = might, defense =
 * endurance, speed = agility, accuracy = wisdom + intellect. Equipment adds its attribute bonuses,
 * the weapon's flat damage bonus to attack, and every item's defense value to defense.
 */
export function combatStats(input: { attributes: Attributes; equipped: EquippedItems }): CombatStats {
  const effective = effectiveAttributes(input.attributes, input.equipped);
  const items = equippedList(input.equipped);
  const weaponDamage = input.equipped.weapon?.weapon?.damageBonus ?? 0;
  return {
    totalAttack: effective.might + weaponDamage,
    totalDefense: effective.endurance + items.reduce((total, item) => total + item.defenseValue, 0),
    speed: effective.agility,
    accuracy: effective.wisdom + effective.intellect,
  };
}

/** The sum of an item's bonuses, its defense value and (for a weapon) its flat damage. */
export function itemBonusTotal(item: EquipmentStats): number {
  return (
    item.mightBonus + item.agilityBonus + item.enduranceBonus + item.intellectBonus + item.defenseValue + (item.weapon?.damageBonus ?? 0)
  );
}

/**
 * Equipment power rating, 0..100 (weights in POWER_RATING, constants.ts): each slot is worth up to
 * a third, split between the item's rarity and its bonuses. 0 when nothing is equipped.
 */
export function equipmentPowerRating(equipped: EquippedItems): number {
  const perSlot = equippedList(equipped).map((item) => {
    const rarityPart = (rarityRank(item.rarity) + 1) / RARITY_ORDER.length;
    const bonusPart = Math.min(1, Math.max(0, itemBonusTotal(item)) / POWER_RATING.bonusForFullShare);
    return POWER_RATING.rarityShare * rarityPart + POWER_RATING.bonusShare * bonusPart;
  });
  const score = perSlot.reduce((total, s) => total + s, 0) / POWER_RATING.slots;
  return Math.min(POWER_RATING.max, Math.round(POWER_RATING.max * score));
}
