// Mobs: which creatures an encounter brings, at what level, and their stats scaled with depth
// (MOB_SCALING in game/constants.ts). Positions and keys are given by room-contents.ts.
import { DUNGEON, MOB_SCALING } from '../constants.ts';
import type { Rng } from '../rng.ts';
import { isCommonCreatureName, kindsOnFloor, type CreatureFamily, type CreatureKind } from './creatures.ts';
import type { MobSpec } from './types.ts';
import type { Disposition, EncounterType } from './vocabulary.ts';

export type UnplacedMob = Omit<MobSpec, 'key' | 'x' | 'y'>;

/** Added to a repeated, uncommon name so the client does not drop it as a duplicate (spec 5). */
export const MOB_SOBRIQUETS = [
  'the Intern', 'the Lesser', 'the Bold', 'Junior', 'the Twice-Promoted', 'the Redundant', 'the Understudy',
  'the Temp', 'the Overachiever', 'the Middle Child', 'the Contractor', 'the Unremarkable',
] as const;

/** A mob's level: about the floor number, never below 1. */
export function mobLevel(rng: Rng, floor: number): number {
  return Math.max(1, floor + rng.int(-MOB_SCALING.levelSpread, MOB_SCALING.levelSpread));
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
    xpReward: Math.round(kind.xp * (1 + MOB_SCALING.xpPerLevel * up) * (isBoss ? boss.xp : 1)),
    goldReward: Math.round(kind.gold * (1 + MOB_SCALING.goldPerLevel * up) * (isBoss ? boss.gold : 1)),
    disposition,
  };
}

/** How many mobs an encounter brings on a floor. */
export function encounterSize(rng: Rng, encounter: EncounterType, floor: number): number {
  switch (encounter) {
    case 'patrol':
    case 'ambush':
    case 'lair':
    case 'guarded_hoard': {
      const [min, max] = DUNGEON.mobs[encounter];
      const extra = Math.floor((floor - 1) / DUNGEON.mobs.extraPerFloors);
      return Math.min(DUNGEON.mobs.maxPerRoom, rng.int(min, max) + extra);
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

/** The hostile mobs of an encounter; a boss encounter brings the family's boss alone. */
export function rollEncounterMobs(rng: Rng, encounter: EncounterType, family: CreatureFamily, floor: number): UnplacedMob[] {
  if (encounter === 'boss') {
    return [scaleCreature(family.boss, mobLevel(rng, floor) + MOB_SCALING.boss.levelBonus, true, 'hostile')];
  }
  const count = encounterSize(rng, encounter, floor);
  const mobs = Array.from({ length: count }, () => scaleCreature(pickKind(rng, family, floor), mobLevel(rng, floor), false, 'hostile'));
  return distinctNames(mobs);
}
