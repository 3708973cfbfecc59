// The equipment catalogue: every item a crawler can find, start with or pull out of a chest. Item
// numbers are data, tuned here together; loot rules live in items.ts.
import type { EquipmentCategory, Rarity, WeaponKind } from './vocabulary.ts';

export interface WeaponProfile {
  readonly kind: WeaponKind;
  /** Reach in squares (5 ft each); the room view multiplies by COMBAT.roomView.unitsPerRangeSquare. */
  readonly range: number;
  /** Flat damage on top of the wielder's might and the weapon's might bonus. */
  readonly damageBonus: number;
}

export interface Restores {
  readonly health: number;
  readonly energy: number;
  readonly power: number;
}

/** What combat and the power rating read from an item; equipped database rows carry the same. */
export interface EquipmentStats {
  readonly category: EquipmentCategory;
  readonly rarity: Rarity;
  readonly mightBonus: number;
  readonly agilityBonus: number;
  readonly enduranceBonus: number;
  readonly intellectBonus: number;
  readonly defenseValue: number;
  readonly weapon: WeaponProfile | null;
}

export interface ItemTemplate extends EquipmentStats {
  readonly key: string;
  readonly name: string;
  readonly description: string;
  /** Worth in gold. */
  readonly value: number;
  /** The shallowest floor where the item can drop. */
  readonly minFloor: number;
  /** What a consumable restores when used; null for everything else. */
  readonly restores: Restores | null;
}

type Draft = Pick<ItemTemplate, 'key' | 'name' | 'description' | 'category' | 'rarity' | 'value' | 'minFloor'> &
  Partial<Omit<ItemTemplate, 'key' | 'name' | 'description' | 'category' | 'rarity' | 'value' | 'minFloor'>>;

function item(draft: Draft): ItemTemplate {
  // Frozen, so a caller holding a rolled template cannot rewrite the catalogue for everyone.
  return Object.freeze({
    mightBonus: 0,
    agilityBonus: 0,
    enduranceBonus: 0,
    intellectBonus: 0,
    defenseValue: 0,
    weapon: null,
    restores: null,
    ...draft,
  });
}

const weapon = (kind: WeaponKind, range: number, damageBonus: number): WeaponProfile => Object.freeze({ kind, range, damageBonus });
const restores = (health: number, energy: number, power: number): Restores => Object.freeze({ health, energy, power });

const WEAPONS: ItemTemplate[] = [
  item({ key: 'iron_sword', name: 'Iron Sword', description: 'Standard-issue. The warranty expired on the way down.', category: 'weapon', rarity: 'common', value: 25, minFloor: 1, mightBonus: 2, weapon: weapon('melee', 1.5, 0) }),
  item({ key: 'hunting_bow', name: 'Hunting Bow', description: 'Light, quiet and absolutely not for hunting interns.', category: 'weapon', rarity: 'common', value: 30, minFloor: 1, agilityBonus: 3, weapon: weapon('ranged', 8, 2) }),
  item({ key: 'rusty_dagger', name: 'Rusty Dagger', description: 'Tetanus is a status effect.', category: 'weapon', rarity: 'common', value: 10, minFloor: 1, agilityBonus: 1, weapon: weapon('melee', 1, 1) }),
  item({ key: 'spiked_club', name: 'Spiked Club', description: 'A team-building exercise with nails in it.', category: 'weapon', rarity: 'common', value: 18, minFloor: 1, mightBonus: 3, weapon: weapon('melee', 1.5, 0) }),
  item({ key: 'apprentice_wand', name: 'Apprentice Wand', description: 'Came free with an online certification.', category: 'weapon', rarity: 'common', value: 28, minFloor: 1, intellectBonus: 2, weapon: weapon('magic', 5, 1) }),
  item({ key: 'static_staff', name: 'Static Staff', description: 'Crackles whenever someone says "synergy".', category: 'weapon', rarity: 'uncommon', value: 60, minFloor: 1, intellectBonus: 3, weapon: weapon('magic', 5, 2) }),
  item({ key: 'steel_longsword', name: 'Steel Longsword', description: 'Balanced, sharp, and expensed.', category: 'weapon', rarity: 'uncommon', value: 70, minFloor: 2, mightBonus: 4, weapon: weapon('melee', 2, 1) }),
  item({ key: 'light_crossbow', name: 'Light Crossbow', description: 'Point, click, invoice.', category: 'weapon', rarity: 'uncommon', value: 75, minFloor: 2, agilityBonus: 2, weapon: weapon('ranged', 7, 4) }),
  item({ key: 'compound_bow', name: 'Compound Bow', description: 'Its draw weight compounds quarterly.', category: 'weapon', rarity: 'rare', value: 160, minFloor: 3, agilityBonus: 5, weapon: weapon('ranged', 10, 4) }),
  item({ key: 'storm_staff', name: 'Storm Staff', description: 'Brainstorms, literally.', category: 'weapon', rarity: 'rare', value: 170, minFloor: 3, intellectBonus: 5, weapon: weapon('magic', 6, 4) }),
  item({ key: 'serrated_machete', name: 'Serrated Machete', description: 'For cutting through red tape and other things.', category: 'weapon', rarity: 'rare', value: 150, minFloor: 3, mightBonus: 5, agilityBonus: 1, weapon: weapon('melee', 1.5, 3) }),
  item({ key: 'quarterly_warhammer', name: 'Warhammer of Quarterly Earnings', description: 'Hits harder every fiscal period.', category: 'weapon', rarity: 'epic', value: 420, minFloor: 6, mightBonus: 8, enduranceBonus: 2, weapon: weapon('melee', 2, 5) }),
  item({ key: 'executive_crossbow', name: 'Executive Crossbow', description: 'Mahogany stock, gold-plated bolts, board approval.', category: 'weapon', rarity: 'epic', value: 450, minFloor: 6, agilityBonus: 7, weapon: weapon('ranged', 10, 6) }),
  item({ key: 'severance_wand', name: "Wizard's Severance Wand", description: 'One wave and you are let go.', category: 'weapon', rarity: 'epic', value: 440, minFloor: 6, intellectBonus: 8, weapon: weapon('magic', 6, 6) }),
  item({ key: 'golden_parachute', name: 'Golden Parachute Blade', description: 'Whoever holds it always lands softly.', category: 'weapon', rarity: 'legendary', value: 1200, minFloor: 9, mightBonus: 12, agilityBonus: 4, weapon: weapon('melee', 2, 9) }),
  item({ key: 'takeover_staff', name: 'Staff of Hostile Takeover', description: 'Acquires whatever it points at.', category: 'weapon', rarity: 'legendary', value: 1250, minFloor: 9, intellectBonus: 12, weapon: weapon('magic', 7, 9) }),
];

const ARMOR: ItemTemplate[] = [
  item({ key: 'padded_vest', name: 'Padded Vest', description: 'Quilted from old motivational posters.', category: 'armor', rarity: 'common', value: 20, minFloor: 1, defenseValue: 2 }),
  item({ key: 'leather_jerkin', name: 'Leather Jerkin', description: 'Smells faintly of a corner office.', category: 'armor', rarity: 'common', value: 30, minFloor: 1, defenseValue: 3, agilityBonus: 1 }),
  item({ key: 'chainmail_shirt', name: 'Chainmail Shirt', description: 'Every link a signed non-compete.', category: 'armor', rarity: 'uncommon', value: 80, minFloor: 2, defenseValue: 5 }),
  item({ key: 'riot_vest', name: 'Riot Vest', description: 'Surplus from a shareholder meeting.', category: 'armor', rarity: 'uncommon', value: 90, minFloor: 2, defenseValue: 4, enduranceBonus: 2 }),
  item({ key: 'scale_hauberk', name: 'Scale Hauberk', description: 'Scales with your responsibilities.', category: 'armor', rarity: 'rare', value: 200, minFloor: 4, defenseValue: 8, enduranceBonus: 1 }),
  item({ key: 'mirrorplate', name: 'Mirrorplate', description: 'Reflects attacks and accountability.', category: 'armor', rarity: 'epic', value: 480, minFloor: 6, defenseValue: 12, enduranceBonus: 3 }),
  item({ key: 'limited_liability_aegis', name: 'Aegis of Limited Liability', description: 'Nothing that happens to you is your fault.', category: 'armor', rarity: 'legendary', value: 1300, minFloor: 9, defenseValue: 18, enduranceBonus: 5 }),
];

const ACCESSORIES: ItemTemplate[] = [
  item({ key: 'lucky_lanyard', name: 'Lucky Lanyard', description: 'Still holds a badge for a company that no longer exists.', category: 'accessory', rarity: 'common', value: 15, minFloor: 1, agilityBonus: 1 }),
  item({ key: 'copper_ring', name: 'Copper Ring', description: 'Turns your finger green and your spine steel.', category: 'accessory', rarity: 'common', value: 18, minFloor: 1, enduranceBonus: 1 }),
  item({ key: 'diagnostic_goggles', name: 'Diagnostic Goggles', description: 'Overlays a loading bar on everything.', category: 'accessory', rarity: 'common', value: 35, minFloor: 1, intellectBonus: 2 }),
  item({ key: 'middle_management_signet', name: 'Signet of Middle Management', description: 'Delegates a little of every blow.', category: 'accessory', rarity: 'uncommon', value: 85, minFloor: 2, mightBonus: 1, enduranceBonus: 2 }),
  item({ key: 'swift_exit_boots', name: 'Boots of Swift Exit', description: 'Standard issue for anyone near a layoff.', category: 'accessory', rarity: 'rare', value: 190, minFloor: 3, agilityBonus: 4 }),
  item({ key: 'plausible_deniability_amulet', name: 'Amulet of Plausible Deniability', description: 'It was never here.', category: 'accessory', rarity: 'epic', value: 460, minFloor: 6, agilityBonus: 3, intellectBonus: 3, defenseValue: 2 }),
  item({ key: 'ceo_crown', name: 'Crown of the CEO', description: 'Grants every bonus and no oversight.', category: 'accessory', rarity: 'legendary', value: 1400, minFloor: 9, mightBonus: 4, agilityBonus: 4, enduranceBonus: 4, intellectBonus: 4 }),
];

const CONSUMABLES: ItemTemplate[] = [
  item({ key: 'healing_tonic', name: 'Healing Tonic', description: 'Tastes like cough syrup and fine print.', category: 'consumable', rarity: 'common', value: 12, minFloor: 1, restores: restores(25, 0, 0) }),
  item({ key: 'grind_energy_drink', name: "'Grind' Energy Drink", description: 'Now with 40% more overtime.', category: 'consumable', rarity: 'common', value: 10, minFloor: 1, restores: restores(0, 30, 0) }),
  item({ key: 'power_cell', name: 'Power Cell', description: 'Recharges arcane and electrical ambitions alike.', category: 'consumable', rarity: 'uncommon', value: 30, minFloor: 1, restores: restores(0, 0, 35) }),
  item({ key: 'greater_healing_tonic', name: 'Greater Healing Tonic', description: 'The premium tier of not dying.', category: 'consumable', rarity: 'rare', value: 90, minFloor: 3, restores: restores(60, 0, 0) }),
  item({ key: 'overtime_elixir', name: 'Elixir of Overtime', description: 'Restores everything, bills you later.', category: 'consumable', rarity: 'epic', value: 300, minFloor: 6, restores: restores(100, 60, 60) }),
];

const CONTAINERS: ItemTemplate[] = [
  item({ key: 'wooden_chest', name: 'Wooden Chest', description: 'Unlocked. Suspicious.', category: 'container', rarity: 'common', value: 5, minFloor: 1 }),
  item({ key: 'supply_crate', name: 'Supply Crate', description: 'Stencilled: PROPERTY OF LOGISTICS. DO NOT LOOT.', category: 'container', rarity: 'common', value: 5, minFloor: 1 }),
  item({ key: 'iron_bound_chest', name: 'Iron-bound Chest', description: 'Someone cared about what is inside.', category: 'container', rarity: 'uncommon', value: 20, minFloor: 2 }),
  item({ key: 'gilded_coffer', name: 'Gilded Coffer', description: 'Petty cash of a very large company.', category: 'container', rarity: 'rare', value: 60, minFloor: 4 }),
  item({ key: 'vault_safe', name: 'Vault Safe', description: 'The combination is on a sticky note on the back.', category: 'container', rarity: 'epic', value: 150, minFloor: 7 }),
];

export const ITEM_CATALOGUE: readonly ItemTemplate[] = Object.freeze([...WEAPONS, ...ARMOR, ...ACCESSORIES, ...CONSUMABLES, ...CONTAINERS]);

const BY_KEY = new Map(ITEM_CATALOGUE.map((t) => [t.key, t]));

export function itemByKey(key: string): ItemTemplate | undefined {
  return BY_KEY.get(key);
}

export function isItemKey(key: unknown): key is string {
  return typeof key === 'string' && BY_KEY.has(key);
}

/** For keys this module itself names (starting kits): a missing key is a programming error. */
export function requireItem(key: string): ItemTemplate {
  const found = BY_KEY.get(key);
  if (!found) throw new Error(`no catalogue item '${key}'`);
  return found;
}
