// Loot rules over the catalogue: how a weapon reaches, which items drop at which depth, what a
// chest holds. Every roll draws only from the rng it is given, so a seed replays the same loot.
import { LOOT } from './constants.ts';
import { ITEM_CATALOGUE, type ItemTemplate } from './item-catalogue.ts';
import type { Rng } from './rng.ts';
import { RARITY_ORDER, type EquipmentCategory, type Rarity, type WeaponKind } from './vocabulary.ts';

export { ITEM_CATALOGUE, itemByKey, isItemKey, requireItem } from './item-catalogue.ts';
export type { EquipmentStats, ItemTemplate, Restores, WeaponProfile } from './item-catalogue.ts';

/** Name fragments that decide a weapon's kind; ranged is tested first, as in the spec. */
export const WEAPON_NAME_KEYWORDS = {
  ranged: ['crossbow', 'bow'],
  magic: ['staff', 'wand', 'wizard', 'intellect'],
} as const;

/**
 * A weapon's kind from its name: bow or crossbow → ranged; staff, wand, wizard or
 * intellect → magic; anything else melee. A weapon that boosts intellect also counts as magic.
 */
export function weaponKind(name: string, bonuses: { intellectBonus?: number } = {}): WeaponKind {
  const lower = name.toLowerCase();
  if (WEAPON_NAME_KEYWORDS.ranged.some((k) => lower.includes(k))) return 'ranged';
  if (WEAPON_NAME_KEYWORDS.magic.some((k) => lower.includes(k))) return 'magic';
  if ((bonuses.intellectBonus ?? 0) > 0) return 'magic';
  return 'melee';
}

function assertFloor(floor: number): void {
  if (!Number.isInteger(floor) || floor < 1) throw new RangeError(`floor must be an integer ≥ 1, got ${floor}`);
}

function assertCount(count: number): void {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be an integer ≥ 0, got ${count}`);
}

/** The rarity weights on a floor (formula in LOOT, game/constants.ts). */
export function rarityWeights(floor: number): Record<Rarity, number> {
  assertFloor(floor);
  const depth = floor - 1;
  return Object.fromEntries(
    RARITY_ORDER.map((r) => [r, LOOT.rarityBaseWeight[r] * Math.max(0, 1 + LOOT.rarityDepthGrowth[r] * depth)]),
  ) as Record<Rarity, number>;
}

/** Items that may drop on this floor, of the given categories. */
export function itemsAvailable(floor: number, categories: readonly EquipmentCategory[]): ItemTemplate[] {
  assertFloor(floor);
  return ITEM_CATALOGUE.filter((t) => t.minFloor <= floor && categories.includes(t.category));
}

function rollFrom(rng: Rng, floor: number, pool: readonly ItemTemplate[]): ItemTemplate {
  const weights = rarityWeights(floor);
  // Only rarities with something to give take part, so a shallow floor never rolls an empty tier.
  const tiers = RARITY_ORDER.map((r) => [r, pool.some((t) => t.rarity === r) ? weights[r] : 0] as const);
  const rarity = rng.weighted(tiers);
  return rng.pick(pool.filter((t) => t.rarity === rarity));
}

/** Categories that drop as loose loot; containers are placed by the room, not rolled as loot. */
export const LOOT_CATEGORIES = ['weapon', 'armor', 'accessory', 'consumable'] as const satisfies readonly EquipmentCategory[];

/** `count` loose items for a floor, rarer the deeper the floor, never above the floor's minFloor. */
export function rollLoot(rng: Rng, floor: number, count: number): ItemTemplate[] {
  assertCount(count);
  const pool = itemsAvailable(floor, LOOT_CATEGORIES);
  return Array.from({ length: count }, () => rollFrom(rng, floor, pool));
}

/** A chest to place in a room on this floor; better chests appear deeper. */
export function rollContainer(rng: Rng, floor: number): ItemTemplate {
  return rollFrom(rng, floor, itemsAvailable(floor, ['container']));
}

/** What opening a chest on this floor spawns: LOOT.containerItemsMin..Max loose items. */
export function rollContainerContents(rng: Rng, floor: number): ItemTemplate[] {
  assertFloor(floor);
  return rollLoot(rng, floor, rng.int(LOOT.containerItemsMin, LOOT.containerItemsMax));
}
