// The creature catalogue: families of creatures that factions are built from, each with a few
// kinds and one boss. Stats are level-1 values; mobs.ts scales them with depth (MOB_SCALING).

export interface CreatureKind {
  /** snake_case, e.g. 'cave_goblin'. */
  readonly type: string;
  /** Display name, e.g. 'Cave Goblin'. */
  readonly name: string;
  /** The shallowest floor where it spawns. */
  readonly minFloor: number;
  readonly health: number;
  readonly attack: number;
  readonly defense: number;
  readonly accuracy: number;
  readonly evasion: number;
  /** Approach speed (hostiles move at speed × 0.3 per tick). */
  readonly speed: number;
  readonly xp: number;
  readonly gold: number;
}

export interface CreatureFamily {
  readonly key: string;
  /** The shallowest floor where a faction of this family can form. */
  readonly minFloor: number;
  /** Words for faction names: 'The Gnawing Syndicate'. */
  readonly adjectives: readonly string[];
  /** The family's kinds, the basic one first (it spawns most often). */
  readonly kinds: readonly CreatureKind[];
  readonly boss: CreatureKind;
}

/** Names the client lets repeat in one room (the tactical entity acceptance rule: other names are dropped as duplicates). */
export const COMMON_CREATURE_NAMES = ['Goblin', 'Orc', 'Skeleton', 'Spider', 'Rat', 'Wolf', 'Bandit'] as const;
export function isCommonCreatureName(name: string): boolean {
  return (COMMON_CREATURE_NAMES as readonly string[]).includes(name);
}

type Stats = readonly [health: number, attack: number, defense: number, accuracy: number, evasion: number, speed: number];

function kind(type: string, name: string, minFloor: number, stats: Stats, xp: number, gold: number): CreatureKind {
  const [health, attack, defense, accuracy, evasion, speed] = stats;
  return Object.freeze({ type, name, minFloor, health, attack, defense, accuracy, evasion, speed, xp, gold });
}

function family(key: string, adjectives: readonly string[], kinds: readonly CreatureKind[], boss: CreatureKind): CreatureFamily {
  const minFloor = Math.min(...kinds.map((k) => k.minFloor));
  return Object.freeze({ key, minFloor, adjectives, kinds: Object.freeze(kinds), boss });
}

export const CREATURE_FAMILIES: readonly CreatureFamily[] = Object.freeze([
  family('rat', ['Gnawing', 'Scurrying', 'Verminous'], [
    kind('rat', 'Rat', 1, [16, 11, 0, 18, 12, 3], 8, 2),
    kind('giant_rat', 'Giant Rat', 1, [24, 12, 1, 18, 10, 3], 12, 3),
    kind('plague_rat', 'Plague Rat', 3, [22, 14, 1, 20, 14, 3], 16, 4),
  ], kind('rat_king', 'The Rat King', 1, [45, 14, 3, 24, 12, 3], 30, 20)),
  family('goblin', ['Grasping', 'Grinning', 'Sticky-fingered'], [
    kind('goblin', 'Goblin', 1, [28, 13, 2, 20, 10, 2], 12, 5),
    kind('cave_goblin', 'Cave Goblin', 1, [30, 13, 3, 18, 10, 2], 13, 5),
    kind('goblin_scout', 'Goblin Scout', 1, [24, 12, 1, 24, 16, 3], 14, 6),
    kind('goblin_shaman', 'Goblin Shaman', 3, [26, 16, 1, 26, 10, 2], 20, 9),
  ], kind('goblin_chieftain', 'Goblin Chieftain', 1, [50, 15, 4, 24, 10, 2], 35, 30)),
  family('spider', ['Weaving', 'Skittering', 'Eight-legged'], [
    kind('spider', 'Spider', 1, [22, 13, 1, 22, 16, 3], 11, 2),
    kind('cave_spider', 'Cave Spider', 1, [26, 14, 2, 22, 14, 3], 13, 3),
    kind('venom_spitter', 'Venom Spitter', 3, [24, 16, 1, 26, 14, 2], 18, 4),
  ], kind('spider_broodmother', 'Spider Broodmother', 1, [48, 15, 3, 24, 14, 3], 35, 20)),
  family('wolf', ['Howling', 'Moonbound', 'Hungry'], [
    kind('wolf', 'Wolf', 1, [30, 14, 2, 20, 14, 4], 13, 1),
    kind('dire_wolf', 'Dire Wolf', 1, [40, 16, 3, 20, 12, 4], 18, 2),
    kind('shadow_wolf', 'Shadow Wolf', 5, [36, 17, 2, 24, 18, 4], 22, 3),
  ], kind('alpha_wolf', 'Alpha Wolf', 1, [52, 16, 3, 24, 14, 4], 35, 15)),
  family('bandit', ['Cutpurse', 'Masked', 'Light-fingered'], [
    kind('bandit', 'Bandit', 1, [32, 14, 3, 20, 12, 2], 14, 10),
    kind('bandit_archer', 'Bandit Archer', 1, [26, 15, 2, 26, 12, 2], 15, 10),
    kind('cutthroat', 'Cutthroat', 3, [30, 17, 2, 24, 16, 3], 20, 14),
  ], kind('bandit_captain', 'Bandit Captain', 1, [52, 16, 4, 26, 12, 2], 40, 50)),
  family('skeleton', ['Rattling', 'Hollow', 'Bone-dry'], [
    kind('skeleton', 'Skeleton', 2, [34, 14, 4, 18, 8, 2], 15, 4),
    kind('bone_archer', 'Bone Archer', 2, [28, 15, 3, 26, 8, 2], 16, 4),
    kind('skeleton_knight', 'Skeleton Knight', 4, [46, 17, 4, 22, 8, 2], 24, 8),
  ], kind('bone_lord', 'The Bone Lord', 2, [55, 16, 4, 24, 8, 2], 40, 25)),
  family('orc', ['Iron-tusk', 'Bloodied', 'Warbanded'], [
    kind('orc', 'Orc', 2, [48, 16, 3, 20, 8, 2], 20, 8),
    kind('orc_brute', 'Orc Brute', 2, [60, 18, 4, 18, 6, 2], 24, 9),
    kind('orc_berserker', 'Orc Berserker', 5, [55, 21, 4, 22, 10, 3], 28, 12),
  ], kind('orc_warchief', 'Orc Warchief', 2, [65, 18, 4, 24, 8, 2], 45, 35)),
  family('slime', ['Oozing', 'Bubbling', 'Gelatinous'], [
    kind('green_slime', 'Green Slime', 3, [40, 13, 2, 16, 4, 1], 16, 3),
    kind('acid_ooze', 'Acid Ooze', 3, [44, 16, 3, 18, 4, 1], 20, 4),
    kind('gelatinous_cube', 'Gelatinous Cube', 6, [70, 18, 3, 18, 2, 1], 30, 10),
  ], kind('slime_monarch', 'The Slime Monarch', 3, [70, 16, 4, 20, 4, 1], 45, 25)),
  family('cultist', ['Whispering', 'Ledgerbound', 'Hooded'], [
    kind('cultist', 'Cultist', 4, [34, 16, 3, 24, 12, 2], 20, 12),
    kind('cult_accountant', 'Cult Accountant', 4, [30, 18, 2, 28, 12, 2], 22, 16),
    kind('doom_priest', 'Doom Priest', 6, [40, 20, 3, 28, 12, 2], 28, 18),
  ], kind('high_auditor', 'The High Auditor', 4, [60, 19, 4, 28, 12, 2], 50, 60)),
  family('wraith', ['Wailing', 'Spectral', 'Pale'], [
    kind('wraith', 'Wraith', 6, [40, 18, 4, 26, 20, 3], 26, 8),
    kind('banshee', 'Banshee', 6, [36, 20, 3, 28, 20, 3], 28, 8),
    kind('revenant', 'Revenant', 8, [55, 21, 4, 26, 14, 2], 34, 12),
  ], kind('lich', 'Lich of Deferred Payments', 6, [65, 21, 3, 30, 16, 2], 60, 70)),
  family('golem', ['Grinding', 'Unyielding', 'Load-bearing'], [
    kind('clay_golem', 'Clay Golem', 7, [70, 18, 5, 18, 2, 1], 30, 6),
    kind('iron_golem', 'Iron Golem', 7, [85, 20, 6, 18, 2, 1], 34, 10),
    kind('rune_golem', 'Rune Golem', 9, [80, 23, 6, 24, 4, 1], 40, 14),
  ], kind('colossus', 'The Colossus', 7, [100, 21, 7, 22, 2, 1], 65, 60)),
  family('drake', ['Smouldering', 'Scaled', 'Ember-eyed'], [
    kind('drakeling', 'Drakeling', 8, [45, 19, 3, 24, 14, 3], 32, 14),
    kind('fire_drake', 'Fire Drake', 8, [60, 22, 4, 26, 12, 3], 38, 20),
    kind('ash_wyrm', 'Ash Wyrm', 10, [80, 25, 5, 26, 10, 2], 46, 28),
  ], kind('elder_drake', 'Elder Drake', 8, [90, 23, 5, 28, 12, 3], 80, 100)),
]);

const BY_TYPE = new Map<string, CreatureKind>(CREATURE_FAMILIES.flatMap((f) => [...f.kinds, f.boss].map((k) => [k.type, k] as const)));

export function creatureByType(type: string): CreatureKind | undefined {
  return BY_TYPE.get(type);
}

/** The family's kinds that spawn on this floor, basic one first. */
export function kindsOnFloor(family: CreatureFamily, floor: number): CreatureKind[] {
  return family.kinds.filter((k) => k.minFloor <= floor);
}

/** 'cave_goblin' → 'cave goblin' (the floor overview shows underscores as spaces). */
export function creatureTypeLabel(type: string): string {
  return type.replace(/_/g, ' ');
}
