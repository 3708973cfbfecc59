// The business constants and the tuning numbers of our own rules (docs/rules.md states each rule),
// named and grouped. Every other file in game/ reads its numbers from here, so a balance change is a
// one-line edit that the tests then check.

/** A crawler's defaults at creation and the candidate offer. */
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

/** A sponsor's defaults (credits fixed at 1000 on the client at creation, reputation 0). */
export const SPONSOR = {
  startingCredits: 1000,
  startingReputation: 0,
} as const;

/**
 * Experience needed for the next level: round(scale · ln(level + levelOffset)).
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
 * Maximum vitals from attributes and level (ours: only the fields are given, not the formulas):
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
 * Candidate stat ranges (ours: only the stats are given, not their ranges). Attributes are rolled as 3d6 (3..18,
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

/** Hotbar configurator limits. */
export const HOTBAR = {
  maxSlots: 10,
  minSlots: 1,
  defaultVisible: 3,
  hotkeys: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'],
} as const;

/** Room geometry in feet and room-percent. */
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

/** Tactical canvas sizing. */
export const CANVAS = {
  maxPx: 600,
  maxWindowHeightFraction: 0.6,
  minPxPerSquare: 10,
} as const;

/**
 * Player movement in feet per second (our tuning in place of the spec's per-frame percent, which
 * crossed a 100 ft room in under a second): baseFeetPerSecond + agility · feetPerSecondPerAgility,
 * at most maxFeetPerSecond. A starting crawler (agility 10) walks 18.5 ft/s, a 100 ft room in ~5 s.
 * A key tap walks exactly one square (ROOM.feetPerSquare).
 */
export const MOVEMENT = {
  baseFeetPerSecond: 16,
  feetPerSecondPerAgility: 0.25,
  maxFeetPerSecond: 30,
  /** Displayed position eases this fraction of the remaining distance per frame. */
  easing: 0.05,
  keys: ['w', 'a', 's', 'd', 'ArrowUp', 'ArrowLeft', 'ArrowDown', 'ArrowRight'],
} as const;

/** Door zones and room transitions, in room-percent and milliseconds. */
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

/** The Eyes of D'Bug debug effect: scan range +100 for 10 minutes. */
export const EYES_OF_DEBUG = {
  scanBonus: 100,
  durationMs: 600_000,
} as const;

/** Combat rules. Ranges are in room units (percent). */
export const COMBAT = {
  tickMs: 200,
  cooldownMs: { basicAttack: 800, dodge: 3000, move: 0, roomViewAttack: 2000 },
  hitChance: { base: 50, min: 5, max: 95 },
  roll: { min: 1, max: 100 },
  /**
   * Criticals (ours, replacing the spec's 'or 20 or more over the hit threshold', which made most hits
   * critical): a hit is critical on a natural naturalMin..100; luck above luckBase widens that range by
   * one per luckPerStep points, by at most maxLuckBonus, so no attacker crits on more than 10 % of rolls.
   */
  critical: { naturalMin: 96, luckBase: 10, luckPerStep: 5, maxLuckBonus: 5, multiplier: 2 },
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

/** Pick-up rules. */
export const PICKUP = {
  groundItemRadiusFeet: 25,
  lootEntityRadiusFeet: 15,
  sweepIntervalMs: 500,
} as const;

/** NPC behaviour. */
export const NPC = {
  speechRadiusFeet: 15,
} as const;

/** Dungeon map panel. Levels are 1-based in the UI; default 3 of 5. */
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

/** Floor overview chips. */
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

/**
 * Dungeon generation (ours; ARCHITECTURE "Gaps": one shared dungeon per season, floors from a seed).
 * Rooms on floor f ≈ (roomsBase + roomsPerFloor · (f − 1)) · (1 ± roomsJitter), capped at roomsMax.
 * Special rooms: one of each kind per floor, plus one more for every `specialRoomsPer[kind]` rooms.
 */
export const DUNGEON = {
  defaultFloorCount: 10,
  maxFloorCount: 100,
  roomsBase: 32,
  roomsPerFloor: 17,
  roomsJitter: 0.18,
  roomsMax: 400,
  /** The layout grows inside a square box of about rooms · boxAreaPerRoom cells. */
  boxAreaPerRoom: 1.8,
  /** Growing tree: chance to extend from the newest room (long winding runs) instead of a random one. */
  newestBias: 0.55,
  /** Extra doors between adjacent rooms, as a fraction of the room count, so the floor is not a pure tree. */
  loopFraction: 0.12,
  /** From this floor on a boss room is the only way into the exit. */
  bossMinFloor: 2,
  /** From this floor on a few rooms allow crawler-versus-crawler fights: one more every pvpFloorsPerRoom floors. */
  pvpMinFloor: 3,
  pvpFloorsPerRoom: 2,
  specialRoomsPer: { treasure: 25, shop: 90, safe: 45, rest: 40, special: 35 },
  /** Factions per floor: min + one per floorsPerFaction floors below the first, at most max. */
  factions: { min: 2, max: 6, floorsPerFaction: 2 },
  /** Room sizes in feet by type, multiples of ROOM.feetPerSquare; corridors lie along their doors. */
  roomFeet: {
    min: 40,
    max: 200,
    corridor: { long: [120, 200], short: [40, 60] },
    chamber: [80, 140],
    intersection: [80, 120],
    deadend: [50, 90],
    entrance: [100, 100],
    exit: [100, 100],
    treasure: [60, 100],
    boss: [150, 200],
    safe: [80, 120],
    rest: [80, 120],
    shop: [60, 100],
    special: [100, 160],
    unknown: [100, 100],
  },
  /**
   * Where entities and interior features go, in room-percent: away from edges, features and the entry
   * point. Mobs also stand at least doorClearance from where a crawler steps in through each of the
   * room's doors (never within reach of a door), and in a room next to the entrance at least
   * quietClearance (beyond COMBAT.range.detection, so they notice nobody standing at a door).
   */
  placement: { min: 12, max: 88, spacing: 8, entryClearance: 10, featureClearance: 2, tries: 24, doorClearance: 20, quietClearance: 34, scanStep: 2 },
  /**
   * Difficulty by distance from the floor's entrance (in doors, breadth-first). A room `nearDoors` or
   * fewer doors away holds at most a patrol of nearMaxMobs of the family's basic creature at level ≤
   * the floor (or nobody, nearQuietChance of the time); one at most `midDoors` away brings one mob fewer
   * than usual at level ≤ the floor; farther rooms gain one level per levelEveryDoors doors beyond
   * midDoors, at most maxDistanceLevels.
   */
  threat: { nearDoors: 1, nearMaxMobs: 2, nearQuietChance: 0.5, midDoors: 2, levelEveryDoors: 10, maxDistanceLevels: 1 },
  /** Interior features stay in the corner quadrants [near, far] and [100 − far, 100 − near], so the cross of door lanes is clear. */
  featureBand: { near: 12, far: 33 },
  /** Chance a generic room holds loose loot (plus perFloor per floor), and a hidden chest in a dead end. */
  loot: { groundChance: 0.18, groundChancePerFloor: 0.01, deadendChestChance: 0.2, maxGroundItems: 2 },
  /** Chance a quiet generic room holds one neutral creature. */
  neutralMobChance: 0.15,
  /** Mobs per encounter: [min, max] plus one per `extraPerFloors` floors, never above maxPerRoom. */
  mobs: {
    patrol: [2, 3],
    ambush: [3, 4],
    lair: [3, 5],
    guarded_hoard: [2, 3],
    extraPerFloors: 5,
    maxPerRoom: 8,
  },
} as const;

/**
 * Mob stats from a creature's base stats (game/dungeon/creatures.ts) at a level ≈ floor (± levelSpread):
 * health · (1 + healthPerLevel · (level − 1)), other stats + perLevel · (level − 1), rounded.
 * Experience is the table's xp · xpScale at every level (xpPerLevel 0): deeper floors pay more only
 * through their stronger kinds, so the spec's nearly flat curve still gives about level 2 in the
 * first five minutes and level 5-9 after an hour (bench/README.md "Balance"), not level 13-17.
 * A boss is boss.levelBonus levels up, multiplies health, attack, experience and gold, and adds
 * boss.defenseBonus: the family's boss at the floor's level, its health as the table writes it and
 * its attack a little lower, so it kills about half the crawlers that fight it at the floor's level
 * (the balance harness's boss trials) instead of all of them. Damage is attack − defense, so
 * mob defense stays well below a
 * crawler's attack (might plus weapon) and mob attack a little above its defense (endurance plus armour).
 */
export const MOB_SCALING = {
  levelSpread: 1,
  healthPerLevel: 0.2,
  attackPerLevel: 1.6,
  defensePerLevel: 0.6,
  accuracyPerLevel: 2,
  evasionPerLevel: 1,
  xpPerLevel: 0,
  xpScale: 0.8,
  goldPerLevel: 0.4,
  boss: { levelBonus: 0, health: 1, attack: 0.9, defenseBonus: 1, xp: 5, gold: 6 },
} as const;

/**
 * The real-time room simulation (ours; ARCHITECTURE "Game authority"): the server steps every occupied
 * room each COMBAT.tickMs with game/room-sim.ts, the client runs the same step to predict.
 */
export const ROOM_SIM = {
  /** Mobs swing at the combat system's basic-attack pace (800 ms). */
  mobAttackCooldownMs: COMBAT.cooldownMs.basicAttack,
  /** A dodge (cooldown COMBAT.cooldownMs.dodge) makes the crawler untouchable for this long. */
  dodgeDurationMs: 600,
  /** A dead mob returns at full health at its home point after this long, except in a safe room. */
  mobRespawnMs: 60_000,
  /** The rule 'energy regen 5 per turn': one turn is this many ticks (25 × 200 ms = 5 s). */
  ticksPerTurn: 25,
  /** A mob with nothing to chase walks home at this fraction of its approach speed. */
  leashSpeedFactor: 0.5,
  /** Reach without a weapon, in squares: 1 × COMBAT.roomView.unitsPerRangeSquare = 10 units. */
  unarmedRangeSquares: 1,
  /** Defense of an entity that has none (the combat defaults cover accuracy, evasion and attack only). */
  defaultDefense: 0,
  /**
   * Arrival grace: no mob strikes a crawler in its first 2 s in a room, so walking through a door
   * never costs health before the player can see the room and act.
   */
  arrivalGraceMs: 2000,
} as const;
