// The combat formulas ("Combat system" and the room-view attack) as small pure functions,
// plus the attack check behind the spec's 'On Cooldown', 'Invalid Target' and 'Out of Range' toasts.
// Distances and ranges are room units (room-percent, 0-100 on each axis).
import { COMBAT, ROOM, ROOM_SIM } from './constants.ts';
import type { Rng } from './rng.ts';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Euclidean distance between two points, in room units. */
export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A room position clamped to 0-100 on each axis (NaN becomes 0). */
export function clampToRoom(p: Point): { x: number; y: number } {
  const c = (v: number): number => (Number.isFinite(v) ? clamp(v, ROOM.percentMin, ROOM.percentMax) : ROOM.percentMin);
  return { x: c(p.x), y: c(p.y) };
}

/** Hit chance = accuracy − evasion + 50, clamped to 5..95 (a percentage). */
export function hitChance(accuracy: number, evasion: number): number {
  const { base, min, max } = COMBAT.hitChance;
  const chance = accuracy - evasion + base;
  return Number.isNaN(chance) ? min : clamp(chance, min, max);
}

/** What an attack reads from the attacker. Missing stats take the spec's defaults. */
export interface AttackerStats {
  readonly accuracy?: number | null;
  readonly attack?: number | null;
  /** The wielded weapon's might bonus (0 unarmed). */
  readonly weaponMightBonus?: number | null;
  /** Widens the critical range (criticalRange); mobs have none. */
  readonly luck?: number | null;
}

/** What an attack reads from the defender. Missing stats take the spec's defaults (defense: ours, 0). */
export interface DefenderStats {
  readonly evasion?: number | null;
  readonly defense?: number | null;
}

export interface AttackRoll {
  /** The d100 roll, 1..100; high rolls hit (isHit). */
  readonly roll: number;
  /** The hit threshold the roll was made against (hitChance). */
  readonly threshold: number;
  readonly hit: boolean;
  readonly critical: boolean;
  /** 0 on a miss, at least COMBAT.minDamage on a hit. */
  readonly damage: number;
}

/** Defaults (accuracy 20, evasion 10, attack 10) for entities lacking a stat; defense 0 (ours). */
export function withCombatDefaults(stats: AttackerStats & DefenderStats): {
  accuracy: number;
  evasion: number;
  attack: number;
  defense: number;
  weaponMightBonus: number;
} {
  const d = COMBAT.defaults;
  return {
    accuracy: stats.accuracy ?? d.accuracy,
    evasion: stats.evasion ?? d.evasion,
    attack: stats.attack ?? d.attack,
    defense: stats.defense ?? ROOM_SIM.defaultDefense,
    weaponMightBonus: stats.weaponMightBonus ?? 0,
  };
}

/**
 * How many rolls at the top of the d100 are criticals for an attacker with this luck: the natural
 * COMBAT.critical.naturalMin..100 (5 rolls), plus one per luckPerStep luck above luckBase, at most
 * maxLuckBonus more (so never above 10 rolls in 100). Missing or non-finite luck counts as none.
 */
export function criticalRange(luck: number | null | undefined = null): number {
  const { naturalMin, luckBase, luckPerStep, maxLuckBonus } = COMBAT.critical;
  const natural = COMBAT.roll.max - naturalMin + 1;
  const l = luck ?? luckBase;
  const bonus = Number.isFinite(l) ? clamp(Math.floor((l - luckBase) / luckPerStep), 0, maxLuckBonus) : 0;
  return natural + bonus;
}

/**
 * Whether a roll hits: the d100 is rolled high, and a roll hits when it lands in the top `threshold`
 * numbers (roll > 100 − threshold), so the chance of a hit is exactly hitChance percent.
 */
export function isHit(roll: number, threshold: number): boolean {
  return roll > COMBAT.roll.max - threshold;
}

/**
 * Our one critical rule (it replaces the spec's 'or 20 or more over the hit threshold', which made
 * most hits critical): a hit is critical when its roll is in the top criticalRange(luck) of the d100,
 * i.e. a natural 96-100, widened by luck. A critical is always a hit as well: hitChance is at least
 * 5, so rolls 96..100 always hit; a luck-widened roll that misses is no critical.
 */
export function isCritical(roll: number, threshold: number, luck: number | null = null): boolean {
  return isHit(roll, threshold) && roll > COMBAT.roll.max - criticalRange(luck);
}

/**
 * Damage of a hit: base (attack + weapon might bonus), doubled on a critical, minus the
 * defender's defense, at least 1.
 */
export function hitDamage(base: number, critical: boolean, defense: number): number {
  const dealt = base * (critical ? COMBAT.critical.multiplier : 1) - defense;
  return Math.max(COMBAT.minDamage, Math.round(dealt));
}

/** Rolls d100 against hitChance; the roll decides hit and critical (isHit, isCritical), and the damage follows. */
export function resolveHit(
  rng: Rng,
  accuracy: number,
  evasion: number,
  luck: number | null = null,
): { roll: number; threshold: number; hit: boolean; critical: boolean } {
  const threshold = hitChance(accuracy, evasion);
  const roll = rng.int(COMBAT.roll.min, COMBAT.roll.max);
  return { roll, threshold, hit: isHit(roll, threshold), critical: isCritical(roll, threshold, luck) };
}

/**
 * The combat system's attack: one d100 roll against hitChance(accuracy, evasion) (isHit,
 * isCritical); on a hit,
 * damage = (attack + weapon might bonus) × 2 on a critical − defense, at least 1; 0 on a miss.
 * Draws exactly one number from the rng.
 */
export function rollAttack(rng: Rng, attacker: AttackerStats, defender: DefenderStats): AttackRoll {
  const a = withCombatDefaults(attacker);
  const d = withCombatDefaults(defender);
  const { roll, threshold, hit, critical } = resolveHit(rng, a.accuracy, d.evasion, attacker.luck ?? null);
  return { roll, threshold, hit, critical, damage: hit ? hitDamage(a.attack + a.weaponMightBonus, critical, d.defense) : 0 };
}

/** The room-view attack's raw damage: a random 5..19 plus the weapon bonus. One rng draw. */
export function roomViewDamage(rng: Rng, weaponBonus: number): number {
  return rng.int(COMBAT.roomView.damageMin, COMBAT.roomView.damageMax) + weaponBonus;
}

/**
 * Weapon reach in room units ('weapon range = weapon range × 10 units'): range in squares ×
 * COMBAT.roomView.unitsPerRangeSquare. Iron Sword 1.5 → 15, Hunting Bow 8 → 80. Unarmed (null) is
 * ours: ROOM_SIM.unarmedRangeSquares = 1 square → 10 units, a little short of the default sword.
 */
export function weaponRangeUnits(weapon: { readonly range: number } | null | undefined): number {
  const squares = weapon ? weapon.range : ROOM_SIM.unarmedRangeSquares;
  return squares * COMBAT.roomView.unitsPerRangeSquare;
}

/** Cooldowns in milliseconds. */
export const COOLDOWN_MS = {
  BASIC_ATTACK: COMBAT.cooldownMs.basicAttack,
  DODGE: COMBAT.cooldownMs.dodge,
  MOVE: COMBAT.cooldownMs.move,
  ROOM_VIEW_ATTACK: COMBAT.cooldownMs.roomViewAttack,
} as const;

/** Milliseconds until an action used at `lastAt` (null: never) is ready again; 0 when ready. */
export function cooldownRemaining(lastAt: number | null, cooldownMs: number, nowMs: number): number {
  if (lastAt === null) return 0;
  return Math.max(0, lastAt + cooldownMs - nowMs);
}

export type AttackRefusal =
  | { readonly ok: false; readonly reason: 'cooldown'; readonly msLeft: number }
  | { readonly ok: false; readonly reason: 'invalid_target' }
  | { readonly ok: false; readonly reason: 'out_of_range'; readonly distance: number; readonly range: number };

export type AttackCheck = { readonly ok: true } | AttackRefusal;

export interface AttackCheckInput {
  readonly nowMs: number;
  readonly lastAttackAt: number | null;
  readonly cooldownMs: number;
  readonly attacker: Point;
  /** null when the target does not exist (left the room, unknown id). */
  readonly target: (Point & { readonly isAlive: boolean }) | null;
  readonly rangeUnits: number;
}

/**
 * 'An attack needs the cooldown elapsed, a living target, and the target within weapon
 * range', checked in that order. Distance equal to the range is in range.
 */
export function canAttack(input: AttackCheckInput): AttackCheck {
  const msLeft = cooldownRemaining(input.lastAttackAt, input.cooldownMs, input.nowMs);
  if (msLeft > 0) return { ok: false, reason: 'cooldown', msLeft };
  if (!input.target || !input.target.isAlive) return { ok: false, reason: 'invalid_target' };
  const d = distance(input.attacker, input.target);
  if (d > input.rangeUnits) return { ok: false, reason: 'out_of_range', distance: d, range: input.rangeUnits };
  return { ok: true };
}

/** The spec's toast for a refused attack: a title and a description. */
export function attackRefusalToast(refusal: AttackRefusal): { title: string; description: string } {
  switch (refusal.reason) {
    case 'cooldown':
      return { title: 'On Cooldown', description: `Attack ready in ${(refusal.msLeft / 1000).toFixed(1)}s` };
    case 'invalid_target':
      return { title: 'Invalid Target', description: 'Target no longer exists' };
    case 'out_of_range':
      return {
        title: 'Out of Range',
        description: `Target is ${Math.round(refusal.distance)} units away, weapon range is ${Math.round(refusal.range)}`,
      };
  }
}
