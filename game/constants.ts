// The spec's business constants (section 9 unless noted) and the tuning numbers of our own rules,
// named and grouped. Every other file in game/ reads its numbers from here, so a balance change is a
// one-line edit that the tests then check.

/** A crawler's defaults at creation and the candidate offer (spec 3, 9). */
export const CRAWLER = {
  startingLevel: 1,
  startingFloor: 1,
  startingGold: 0,
  startingExperience: 0,
  memoryDefault: 10,
  /** Energy regained per turn. */
  energyRegenDefault: 5,
  candidatesPerOffer: 30,
} as const;

/** A sponsor's defaults (spec 3: credits fixed at 1000 on the client at creation, reputation 0). */
export const SPONSOR = {
  startingCredits: 1000,
  startingReputation: 0,
} as const;

/**
 * Experience needed for the next level: round(scale · ln(level + levelOffset)) (spec 9).
 * maxLevel is ours, not the spec's: it bounds the level-up loop against absurd experience grants.
 */
export const PROGRESSION = {
  xpScale: 100,
  xpLevelOffset: 1,
  maxLevel: 100,
  /** Attribute points gained per level: one to a class primary attribute, one to any attribute. */
  primaryPointsPerLevel: 1,
  freePointsPerLevel: 1,
} as const;

/**
 * Maximum vitals from attributes and level (ours; spec 3 only names the fields):
 *   maxHealth = round(healthBase + healthPerEndurance · endurance) + healthPerLevel · (level − 1)
 *   maxEnergy = energyBase + energyPerIntellect · intellect + energyPerLevel · (level − 1)
 *   maxPower  = powerBase + powerPerWisdom · wisdom + powerPerLevel · (level − 1)
 * With the candidate attribute range 3..18, level-1 health spans 83..120 and an average crawler
 * (endurance 10) has 100 health, 100 energy (intellect 10) and 100 power (wisdom 10).
 */
export const VITALS = {
  healthBase: 75,
  healthPerEndurance: 2.5,
  healthPerLevel: 10,
  energyBase: 50,
  energyPerIntellect: 5,
  energyPerLevel: 5,
  powerBase: 50,
  powerPerWisdom: 5,
  powerPerLevel: 5,
} as const;

/**
 * Candidate stat ranges (ours; spec 3 names the stats). Attributes are rolled as 3d6 (3..18,
 * mean 10.5); a class's two primary attributes roll 4d6 and keep the best three (still 3..18, mean
 * about 12.2). Health is the level-1 maxHealth derived from endurance (VITALS), kept in 80..120.
 */
export const CANDIDATE = {
  attributeMin: 3,
  attributeMax: 18,
  attributeDice: 3,
  primaryAttributeDice: 4,
  dieSides: 6,
  healthMin: 80,
  healthMax: 120,
  luckMin: 1,
  luckMax: 10,
  /** A lucky class (Stealth Operative) rolls luck this many times and keeps the best. */
  luckyRolls: 2,
  competenciesMin: 2,
  competenciesMax: 4,
  startingEquipmentMin: 1,
  startingEquipmentMax: 3,
  /** Chance of a second, class-flavoured sentence in the background. */
  backgroundSecondSentenceChance: 0.6,
  /** Serial 'CR-7F3A-21': a 4-hex-digit block and a 2-digit batch. */
  serialHexMax: 0xffff,
  serialHexDigits: 4,
  serialBatchMax: 99,
  serialBatchDigits: 2,
} as const;

/** Hotbar configurator limits (spec 4, 5, 9). */
export const HOTBAR = {
  maxSlots: 10,
  minSlots: 1,
  defaultVisible: 3,
  hotkeys: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'],
} as const;

/** Room geometry in feet and room-percent (spec 2, 5, 9). */
export const ROOM = {
  defaultSizeFeet: 100,
  feetPerSquare: 5,
  percentMin: 0,
  percentMax: 100,
  entryPosition: { x: 50, y: 50 },
  /** Movement stays inside walkMin..walkMax and this far from walls and doors (door zones exempt). */
  walkMin: 2,
  walkMax: 98,
  obstacleClearance: 2,
} as const;

/** Tactical canvas sizing (spec 9). */
export const CANVAS = {
  maxPx: 600,
  maxWindowHeightFraction: 0.6,
  minPxPerSquare: 10,
} as const;

/** Player movement per frame in room-percent: baseSpeed · baseFactor + agility · agilityFactor. */
export const MOVEMENT = {
  baseSpeed: 0.8,
  baseFactor: 0.4,
  agilityFactor: 0.2,
  /** Displayed position eases this fraction of the remaining distance per frame. */
  easing: 0.05,
  keys: ['w', 'a', 's', 'd', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'ArrowRight'],
} as const;

/** Door zones and room transitions (spec 4, 9), in room-percent and milliseconds. */
export const DOOR_ZONE = {
  edgePercent: 5,
  crossAxisMin: 35,
  crossAxisMax: 65,
  triggerPercent: 3,
  minIntervalMs: 1000,
  animationMs: 1500,
  slideFraction: 0.6,
  beyondFraction: 0.4,
} as const;

/** The Eyes of D'Bug debug effect (spec 9): scan range +100 for 10 minutes. */
export const EYES_OF_DEBUG = {
  scanBonus: 100,
  durationMs: 600_000,
} as const;

/** Combat rules (spec 4, 9). Ranges are in room units (percent). */
export const COMBAT = {
  tickMs: 200,
  cooldownMs: { basicAttack: 800, dodge: 3000, move: 0, roomViewAttack: 2000 },
  hitChance: { base: 50, min: 5, max: 95 },
  roll: { min: 1, max: 100 },
  critical: { minRoll: 95, marginOverThreshold: 20, multiplier: 2 },
  minDamage: 1,
  defaults: { accuracy: 20, evasion: 10, attack: 10 },
  range: { detection: 30, attack: 8, combatStart: 25 },
  /** Hostiles approach at speed × this factor per tick. */
  approachSpeedFactor: 0.3,
  animationMs: { melee: 600, ranged: 800, magic: 1000 },
  actionLogLimit: 50,
  /** Room-view attacks: damage rolled in damageMin..damageMax plus the weapon bonus. */
  roomView: { damageMin: 5, damageMax: 19, unitsPerRangeSquare: 10 },
} as const;

/** Pick-up rules (spec 9). */
export const PICKUP = {
  groundItemRadiusFeet: 25,
  lootEntityRadiusFeet: 15,
  sweepIntervalMs: 500,
} as const;

/** NPC behaviour (spec 9). */
export const NPC = {
  speechRadiusFeet: 15,
} as const;

/** Dungeon map panel (spec 4, 9). Levels are 1-based in the UI; default 3 of 5. */
export const MAP = {
  zoomLevels: [
    { gridSize: 15, roomSize: 12 },
    { gridSize: 20, roomSize: 16 },
    { gridSize: 25, roomSize: 20 },
    { gridSize: 30, roomSize: 24 },
    { gridSize: 35, roomSize: 28 },
  ],
  defaultZoomLevel: 3,
  panelPx: 256,
} as const;

/** Floor overview chips (spec 2, 9). */
export const FLOOR_OVERVIEW = {
  maxFactions: 4,
  maxCreatureTypes: 3,
} as const;

/**
 * Loot (ours). Rarity weight on floor f = baseWeight · max(0, 1 + depthGrowth · (f − 1)), so common
 * items thin out and rare ones thicken as crawlers go deeper.
 */
export const LOOT = {
  rarityBaseWeight: { common: 60, uncommon: 25, rare: 10, epic: 4, legendary: 1 },
  rarityDepthGrowth: { common: -0.04, uncommon: 0.15, rare: 0.3, epic: 0.5, legendary: 0.7 },
  containerItemsMin: 2,
  containerItemsMax: 5,
} as const;

/**
 * Equipment power rating out of 100 (ours; the spec shows a fixed '0 / 100'). Each of the three
 * slots contributes up to a third: rarityShare by rarity rank (common 1/5 … legendary 5/5) and
 * bonusShare by the item's summed bonuses, full at bonusForFullShare.
 */
export const POWER_RATING = {
  max: 100,
  slots: 3,
  rarityShare: 0.6,
  bonusShare: 0.4,
  bonusForFullShare: 20,
} as const;
