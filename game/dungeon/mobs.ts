// Mobs: which creatures an encounter brings, at what level, and their stats scaled with depth
// (MOB_SCALING in game/constants.ts). Positions and keys are given by room-contents.ts.
import { DUNGEON, MOB_SCALING } from '../constants.ts';
import type { Rng } from '../rng.ts';
import { isCommonCreatureName, kindsOnFloor, type CreatureFamily, type CreatureKind } from './creatures.ts';
import type { MobSpec } from './types.ts';
import type { Disposition, EncounterType } from './vocabulary.ts';

export type UnplacedMob = Omit<MobSpec, 'key' | 'x' | 'y'>;

/** Added to a repeated, uncommon name so the client does not drop it as a duplicate. */
export const MOB_SOBRIQUETS = [
  'the Intern', 'the Lesser', 'the Bold', 'Junior', 'the Twice-Promoted', 'the Redundant', 'the Understudy',
  'the Temp', 'the Overachiever', 'the Middle Child', 'the Contractor', 'the Unremarkable',
] as const;

/** How hard a room's encounter may be (DUNGEON.threat): caps near the entrance, levels far from it. */
export interface Threat {
  /** At most this many mobs (null: the encounter's own size). */
  readonly maxMobs: number | null;
  /** One mob fewer than the encounter's usual size (at least one). */
  readonly fewer: boolean;
  /** Levels never above this (null: no cap). */
  readonly maxLevel: number | null;
  /** Levels added for the distance from the entrance. */
  readonly levelBonus: number;
  /** Only the family's basic creature (its weakest kind). */
  readonly basicOnly: boolean;
}

/** No cap, no bonus: what a room with no known distance (or far enough) gets. */
export const USUAL_THREAT: Threat = { maxMobs: null, fewer: false, maxLevel: null, levelBonus: 0, basicOnly: false };

/** The threat of a room `doorsFromEntrance` doors from its floor's entrance (DUNGEON.threat). */
export function threatAt(floor: number, doorsFromEntrance: number): Threat {
  const t = DUNGEON.threat;
  if (doorsFromEntrance <= t.nearDoors) return { maxMobs: t.nearMaxMobs, fewer: false, maxLevel: floor, levelBonus: 0, basicOnly: true };
  if (doorsFromEntrance <= t.midDoors) return { maxMobs: null, fewer: true, maxLevel: floor, levelBonus: 0, basicOnly: false };
  const levelBonus = Math.min(t.maxDistanceLevels, Math.floor((doorsFromEntrance - t.midDoors) / t.levelEveryDoors));
  return { ...USUAL_THREAT, levelBonus };
}

/** A mob's level: about the floor number, never below 1; the threat's bonus added and its cap applied. */
export function mobLevel(rng: Rng, floor: number, threat: Threat = USUAL_THREAT): number {
  const level = floor + rng.int(-MOB_SCALING.levelSpread, MOB_SCALING.levelSpread) + threat.levelBonus;
  return Math.max(1, threat.maxLevel === null ? level : Math.min(threat.maxLevel, level));
}

/** A creature's stats at a level, boss multipliers applied when `isBoss`. */
export function scaleCreature(kind: CreatureKind, level: number, isBoss: boolean, disposition: Disposition): UnplacedMob {
  const up = level - 1;
  const boss = MOB_SCALING.boss;
  return {
    creatureType: kind.type,
    name: kind.name,
    isBoss,
    level,
    maxHealth: Math.round(kind.health * (1 + MOB_SCALING.healthPerLevel * up) * (isBoss ? boss.health : 1)),
    attack: Math.round((kind.attack + MOB_SCALING.attackPerLevel * up) * (isBoss ? boss.attack : 1)),
    defense: Math.round(kind.defense + MOB_SCALING.defensePerLevel * up + (isBoss ? boss.defenseBonus : 0)),
    accuracy: Math.round(kind.accuracy + MOB_SCALING.accuracyPerLevel * up),
    evasion: Math.round(kind.evasion + MOB_SCALING.evasionPerLevel * up),
    speed: kind.speed,
    xpReward: Math.round(kind.xp * MOB_SCALING.xpScale * (1 + MOB_SCALING.xpPerLevel * up) * (isBoss ? boss.xp : 1)),
    goldReward: Math.round(kind.gold * (1 + MOB_SCALING.goldPerLevel * up) * (isBoss ? boss.gold : 1)),
    disposition,
  };
}

/** How many mobs an encounter brings on a floor, within the threat's caps. */
export function encounterSize(rng: Rng, encounter: EncounterType, floor: number, threat: Threat = USUAL_THREAT): number {
  switch (encounter) {
    case 'patrol':
    case 'ambush':
    case 'lair':
    case 'guarded_hoard': {
      const [min, max] = DUNGEON.mobs[encounter];
      const extra = Math.floor((floor - 1) / DUNGEON.mobs.extraPerFloors);
      const usual = Math.min(DUNGEON.mobs.maxPerRoom, rng.int(min, max) + extra);
      const size = threat.fewer ? Math.max(1, usual - 1) : usual;
      return threat.maxMobs === null ? size : Math.min(threat.maxMobs, size);
    }
    case 'boss':
      return 1;
    case 'none':
    case 'merchant':
    case 'sanctuary':
    case 'quest':
      return 0;
  }
}

/** A kind from the family, the basic one likeliest. */
export function pickKind(rng: Rng, family: CreatureFamily, floor: number): CreatureKind {
  const kinds = kindsOnFloor(family, floor);
  return rng.weighted(kinds.map((k, i) => [k, Math.max(1, 3 - i)] as const));
}

/** Gives repeated uncommon names a sobriquet, so every name in the room is unique but the spec's common ones. */
export function distinctNames(mobs: readonly UnplacedMob[]): UnplacedMob[] {
  const seen = new Set<string>();
  return mobs.map((mob) => {
    if (isCommonCreatureName(mob.name) || !seen.has(mob.name)) {
      seen.add(mob.name);
      return mob;
    }
    const free = MOB_SOBRIQUETS.map((s) => `${mob.name} ${s}`).find((n) => !seen.has(n)) ?? `${mob.name} ${seen.size + 1}`;
    seen.add(free);
    return { ...mob, name: free };
  });
}

/** The hostile mobs of an encounter, within the threat; a boss encounter brings the family's boss alone. */
export function rollEncounterMobs(rng: Rng, encounter: EncounterType, family: CreatureFamily, floor: number, threat: Threat = USUAL_THREAT): UnplacedMob[] {
  if (encounter === 'boss') {
    return [scaleCreature(family.boss, mobLevel(rng, floor, threat) + MOB_SCALING.boss.levelBonus, true, 'hostile')];
  }
  const count = encounterSize(rng, encounter, floor, threat);
  const kind = (): CreatureKind => (threat.basicOnly ? kindsOnFloor(family, floor)[0]! : pickKind(rng, family, floor));
  const mobs = Array.from({ length: count }, () => scaleCreature(kind(), mobLevel(rng, floor, threat), false, 'hostile'));
  return distinctNames(mobs);
}
