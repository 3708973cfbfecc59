// Building simulation entities from what the rest of the game stores: a generated mob, a wielded item.
import { weaponRangeUnits } from '../combat.ts';
import type { MobSpec } from '../dungeon/types.ts';
import type { WeaponProfile } from '../item-catalogue.ts';
import type { MobState, PlayerWeapon } from './types.ts';

/** A freshly spawned mob from its generated spec: full health, at home, no cooldown, no grudge. */
export function mobFromSpec(id: number, spec: MobSpec): MobState {
  return {
    id,
    name: spec.name,
    creatureType: spec.creatureType,
    isBoss: spec.isBoss,
    level: spec.level,
    x: spec.x,
    y: spec.y,
    homeX: spec.x,
    homeY: spec.y,
    health: spec.maxHealth,
    maxHealth: spec.maxHealth,
    attack: spec.attack,
    defense: spec.defense,
    accuracy: spec.accuracy,
    evasion: spec.evasion,
    speed: spec.speed,
    xpReward: spec.xpReward,
    goldReward: spec.goldReward,
    disposition: spec.disposition,
    isAlive: true,
    lastAttackAt: null,
    aggroOn: null,
    diedAt: null,
  };
}

/** The simulation's view of a wielded item; null when it is not a weapon. */
export function playerWeaponFrom(item: { readonly name: string; readonly mightBonus: number; readonly weapon: WeaponProfile | null }): PlayerWeapon | null {
  if (!item.weapon) return null;
  return {
    name: item.name,
    kind: item.weapon.kind,
    rangeUnits: weaponRangeUnits(item.weapon),
    mightBonus: item.mightBonus,
    damageBonus: item.weapon.damageBonus,
  };
}
