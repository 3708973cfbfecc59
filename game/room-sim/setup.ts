// Building simulation entities from what the rest of the game stores: a generated mob, a wielded item.
import { weaponRangeUnits } from '../combat.ts';
import { combatStats } from '../crawler-stats.ts';
import type { MobSpec } from '../dungeon/types.ts';
import type { ItemTemplate, WeaponProfile } from '../item-catalogue.ts';
import type { Attributes, EquipmentSlot } from '../vocabulary.ts';
import type { MobState, PlayerState, PlayerWeapon } from './types.ts';

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

/** What the simulation reads of a crawler: its record, and the catalogue items it wears. */
export interface CrawlerForRoom {
  readonly crawlerId: number;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly health: number;
  readonly maxHealth: number;
  readonly level: number;
  /** Base attributes, without equipment. */
  readonly attributes: Attributes;
  readonly luck: number;
  readonly equipped: Partial<Record<EquipmentSlot, ItemTemplate>>;
  readonly isAlive: boolean;
  readonly isSecondary: boolean;
}

/**
 * A crawler as a room player: combat stats from its attributes and equipment (crawler-stats.ts),
 * evasion from its speed (nimble crawlers are harder to hit), its weapon's reach, no cooldowns yet.
 * The server builds its live players with this, and pure simulations (tests, the balance harness) too.
 */
export function playerFromCrawler(c: CrawlerForRoom): PlayerState {
  const stats = combatStats({ attributes: c.attributes, equipped: c.equipped });
  const wielded = c.equipped.weapon;
  return {
    crawlerId: c.crawlerId,
    name: c.name,
    x: c.x,
    y: c.y,
    health: c.health,
    maxHealth: c.maxHealth,
    level: c.level,
    attack: stats.totalAttack,
    defense: stats.totalDefense,
    accuracy: stats.accuracy,
    evasion: stats.speed,
    weapon: wielded ? playerWeaponFrom(wielded) : null,
    isAlive: c.isAlive && c.health > 0,
    lastAttackAt: null,
    lastDodgeAt: null,
    dodgingUntil: null,
    isSecondary: c.isSecondary,
    luck: c.luck,
  };
}
