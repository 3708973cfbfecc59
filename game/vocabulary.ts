// Closed vocabularies of the game: each is an `as const` object, a union type derived
// from it and an `is*` predicate, so server, contract and client switch on the same words.

function hasKey<T extends object>(table: T, value: unknown): value is keyof T {
  return typeof value === 'string' && Object.hasOwn(table, value);
}

/** The six attributes every crawler has. */
export const ATTRIBUTES = ['might', 'agility', 'endurance', 'intellect', 'charisma', 'wisdom'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];
export type Attributes = Record<Attribute, number>;
export function isAttribute(value: unknown): value is Attribute {
  return typeof value === 'string' && (ATTRIBUTES as readonly string[]).includes(value);
}

/** `retired`: the season ended with the crawler alive; like the dead, it can no longer act. */
export const CRAWLER_STATUS = { active: 'active', resting: 'resting', dead: 'dead', retired: 'retired' } as const;
export type CrawlerStatus = keyof typeof CRAWLER_STATUS;
export function isCrawlerStatus(value: unknown): value is CrawlerStatus {
  return hasKey(CRAWLER_STATUS, value);
}
export const UNKNOWN_STATUS = 'unknown';
/** Anything outside the vocabulary displays as 'unknown'. */
export function displayStatus(status: unknown): CrawlerStatus | typeof UNKNOWN_STATUS {
  return isCrawlerStatus(status) ? status : UNKNOWN_STATUS;
}

/**
 * The three crawler classifications with what each one leans on: its primary attributes
 * roll higher at creation and grow at each level; a lucky class also rolls its luck higher.
 */
export const CRAWLER_CLASS = {
  combat_veteran: { name: 'Combat Veteran', primary: ['might', 'endurance'], lucky: false },
  tech_specialist: { name: 'Tech Specialist', primary: ['intellect', 'wisdom'], lucky: false },
  stealth_operative: { name: 'Stealth Operative', primary: ['agility'], lucky: true },
} as const satisfies Record<string, { name: string; primary: readonly Attribute[]; lucky: boolean }>;
export type CrawlerClass = keyof typeof CRAWLER_CLASS;
export const CRAWLER_CLASSES = Object.keys(CRAWLER_CLASS) as CrawlerClass[];
export function isCrawlerClass(value: unknown): value is CrawlerClass {
  return hasKey(CRAWLER_CLASS, value);
}
export function className(cls: CrawlerClass): string {
  return CRAWLER_CLASS[cls].name;
}
export function primaryAttributes(cls: CrawlerClass): readonly Attribute[] {
  return CRAWLER_CLASS[cls].primary;
}

export const ACTIVITY_TYPE = {
  crawler_created: 'crawler_created',
  floor_advance: 'floor_advance',
  combat_victory: 'combat_victory',
  combat_defeat: 'combat_defeat',
  equipment_found: 'equipment_found',
  exploration: 'exploration',
  combat_start: 'combat_start',
  encounter_choice: 'encounter_choice',
} as const;
export type ActivityType = keyof typeof ACTIVITY_TYPE;
export function isActivityType(value: unknown): value is ActivityType {
  return hasKey(ACTIVITY_TYPE, value);
}

/** Primary: full control, one per season. Secondary: limited control, always available. */
export const SPONSORSHIP_KIND = { primary: 'primary', secondary: 'secondary' } as const;
export type SponsorshipKind = keyof typeof SPONSORSHIP_KIND;
export function isSponsorshipKind(value: unknown): value is SponsorshipKind {
  return hasKey(SPONSORSHIP_KIND, value);
}

export const EQUIPMENT_CATEGORY = {
  weapon: 'weapon',
  armor: 'armor',
  accessory: 'accessory',
  consumable: 'consumable',
  /** A chest: opening it spawns items instead of picking it up. */
  container: 'container',
} as const;
export type EquipmentCategory = keyof typeof EQUIPMENT_CATEGORY;
export function isEquipmentCategory(value: unknown): value is EquipmentCategory {
  return hasKey(EQUIPMENT_CATEGORY, value);
}

/** Rarities from most to least common; the order drives loot weights and the power rating. */
export const RARITY_ORDER = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITY_ORDER)[number];
export const RARITY = {
  common: 'common',
  uncommon: 'uncommon',
  rare: 'rare',
  epic: 'epic',
  legendary: 'legendary',
} as const satisfies Record<Rarity, Rarity>;
export function isRarity(value: unknown): value is Rarity {
  return hasKey(RARITY, value);
}
/** 0 for common up to 4 for legendary. */
export function rarityRank(rarity: Rarity): number {
  return RARITY_ORDER.indexOf(rarity);
}

/** Weapon kinds by how they reach (bows ranged, staves and wands magic). */
export const WEAPON_KIND = { melee: 'melee', ranged: 'ranged', magic: 'magic' } as const;
export type WeaponKind = keyof typeof WEAPON_KIND;
export function isWeaponKind(value: unknown): value is WeaponKind {
  return hasKey(WEAPON_KIND, value);
}

/** The three equipment slots with their loadout labels. */
export const EQUIPMENT_SLOT = {
  weapon: { label: 'Primary Weapon' },
  armor: { label: 'Body Armor' },
  accessory: { label: 'Accessory' },
} as const;
export type EquipmentSlot = keyof typeof EQUIPMENT_SLOT;
export const EQUIPMENT_SLOTS = Object.keys(EQUIPMENT_SLOT) as EquipmentSlot[];
export function isEquipmentSlot(value: unknown): value is EquipmentSlot {
  return hasKey(EQUIPMENT_SLOT, value);
}
export function slotLabel(slot: EquipmentSlot): string {
  return EQUIPMENT_SLOT[slot].label;
}
/** Where an item of this category is worn; consumables and containers are never equipped. */
export function slotForCategory(category: EquipmentCategory): EquipmentSlot | null {
  switch (category) {
    case 'weapon':
      return 'weapon';
    case 'armor':
      return 'armor';
    case 'accessory':
      return 'accessory';
    case 'consumable':
    case 'container':
      return null;
  }
}

export const HOTBAR_ACTION_TYPE = { attack: 'attack', ability: 'ability' } as const;
export type HotbarActionType = keyof typeof HOTBAR_ACTION_TYPE;
export function isHotbarActionType(value: unknown): value is HotbarActionType {
  return hasKey(HOTBAR_ACTION_TYPE, value);
}

/** Actions a hotbar slot can hold. */
export const HOTBAR_ACTION = {
  basic_attack: { name: 'Attack', type: 'attack' },
  defend: { name: 'Defend', type: 'ability' },
  special: { name: 'Special', type: 'ability' },
} as const satisfies Record<string, { name: string; type: HotbarActionType }>;
export type HotbarAction = keyof typeof HOTBAR_ACTION;
export function isHotbarAction(value: unknown): value is HotbarAction {
  return hasKey(HOTBAR_ACTION, value);
}
