import type { Item } from '#contract/crawler.ts';
import type { LoadoutView } from '#contract/loadout.ts';
import { isEquipmentCategory, isRarity, slotForCategory, type EquipmentSlot, type Rarity } from '#game/vocabulary.ts';

/** Rarity colours, common to legendary: grey, green, blue, purple, orange. */
export const RARITY_STYLE: Record<Rarity, { text: string; border: string }> = {
  common: { text: 'text-stone-300', border: 'border-stone-500/50' },
  uncommon: { text: 'text-green-400', border: 'border-green-500/50' },
  rare: { text: 'text-sky-400', border: 'border-sky-500/50' },
  epic: { text: 'text-purple-400', border: 'border-purple-500/50' },
  legendary: { text: 'text-orange-400', border: 'border-orange-500/60' },
};

export function rarityStyle(rarity: string): { text: string; border: string } {
  return isRarity(rarity) ? RARITY_STYLE[rarity] : RARITY_STYLE.common;
}

export function titleCase(word: string): string {
  return word
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** The item's non-zero bonuses as short labels ('+2 Might', 'Defense 3', 'Damage +4', 'Range 1.5'). */
export function itemBonuses(item: Item): string[] {
  const out: string[] = [];
  if (item.mightBonus) out.push(`${signed(item.mightBonus)} Might`);
  if (item.agilityBonus) out.push(`${signed(item.agilityBonus)} Agility`);
  if (item.enduranceBonus) out.push(`${signed(item.enduranceBonus)} Endurance`);
  if (item.intellectBonus) out.push(`${signed(item.intellectBonus)} Intellect`);
  if (item.defenseValue) out.push(`Defense ${item.defenseValue}`);
  if (item.weapon) {
    if (item.weapon.damageBonus) out.push(`Damage ${signed(item.weapon.damageBonus)}`);
    out.push(`${titleCase(item.weapon.kind)} • Range ${item.weapon.range}`);
  }
  return out;
}

/** Where an item can be worn, or null for consumables and containers. */
export function itemSlot(item: Item): EquipmentSlot | null {
  return isEquipmentCategory(item.category) ? slotForCategory(item.category) : null;
}

/** Every item the crawler owns, equipped ones first by slot, then the pack, without duplicates. */
export function allItems(view: Pick<LoadoutView, 'equipped' | 'inventory'>): Item[] {
  const seen = new Set<number>();
  const out: Item[] = [];
  for (const item of [...Object.values(view.equipped), ...view.inventory]) {
    if (!item || seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
  }
  return out;
}

/** Items that fit a slot and are not already worn there (the Equip picker). */
export function itemsForSlot(view: Pick<LoadoutView, 'equipped' | 'inventory'>, slot: EquipmentSlot): Item[] {
  return allItems(view).filter((item) => itemSlot(item) === slot && item.equippedSlot !== slot);
}
