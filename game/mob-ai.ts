// One mob's decision for one simulation tick ("Client combat", run by the server): pick a
// target, close in at speed × 0.3 units per tick, strike within 8 units when off cooldown, and walk
// home slowly when there is nothing to fight.
import { clampToRoom, cooldownRemaining, distance, type Point } from './combat.ts';
import { COMBAT, ROOM_SIM } from './constants.ts';
import type { Disposition } from './dungeon/vocabulary.ts';

/** What the AI reads of a mob (a MobState from room-sim.ts satisfies it). */
export interface MobMind {
  readonly x: number;
  readonly y: number;
  readonly homeX: number;
  readonly homeY: number;
  readonly speed: number;
  readonly disposition: Disposition;
  readonly isAlive: boolean;
  readonly lastAttackAt: number | null;
  /** The crawler this mob retaliates against (it attacked the mob), or null. */
  readonly aggroOn: number | null;
  /** A mob-specific attack cooldown; by default ROOM_SIM.mobAttackCooldownMs (the spec's basic 800 ms). */
  readonly attackCooldownMs?: number;
}

/** A crawler (player or ally) the mob may go for. */
export interface MobTarget {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly isAlive: boolean;
}

export type MobDecision =
  | { readonly kind: 'idle' }
  | { readonly kind: 'move'; readonly to: { readonly x: number; readonly y: number } }
  | { readonly kind: 'attack'; readonly targetId: number };

export interface MobRoom {
  /** No mob chases or attacks in a safe room. */
  readonly isSafe: boolean;
}

const IDLE: MobDecision = { kind: 'idle' };

/** How far a mob may move in one tick: speed × 0.3 units; a negative speed counts as 0. */
export function approachStep(speed: number): number {
  return Math.max(0, Number.isFinite(speed) ? speed : 0) * COMBAT.approachSpeedFactor;
}

/** How far a mob walks home in one tick: its approach step × ROOM_SIM.leashSpeedFactor. */
export function leashStep(speed: number): number {
  return approachStep(speed) * ROOM_SIM.leashSpeedFactor;
}

/**
 * A point at most `maxStep` from `from` on the way to `to` (never past it), clamped to 0-100. From a
 * point inside the room, clamping onto the room square never lengthens the step.
 */
export function stepToward(from: Point, to: Point, maxStep: number): { x: number; y: number } {
  const d = distance(from, to);
  if (d === 0 || maxStep <= 0) return clampToRoom(from);
  if (d <= maxStep) return clampToRoom(to);
  const f = maxStep / d;
  return clampToRoom({ x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f });
}

/**
 * The crawler a mob goes for, or null. The one it is aggroed on comes first, at any distance in the
 * room (it was attacked and knows where from). Otherwise a hostile mob takes the nearest living
 * crawler within the detection range (30), ties broken by the lower id; neutral and friendly mobs
 * only ever retaliate.
 */
export function chooseTarget(mob: MobMind, targets: readonly MobTarget[]): MobTarget | null {
  const living = targets.filter((t) => t.isAlive);
  const aggro = mob.aggroOn === null ? undefined : living.find((t) => t.id === mob.aggroOn);
  if (aggro) return aggro;
  if (mob.disposition !== 'hostile') return null;
  let best: MobTarget | null = null;
  let bestDistance = Infinity;
  for (const t of living) {
    const d = distance(mob, t);
    if (d > COMBAT.range.detection) continue;
    if (d < bestDistance || (d === bestDistance && best !== null && t.id < best.id)) {
      best = t;
      bestDistance = d;
    }
  }
  return best;
}

function leashHome(mob: MobMind): MobDecision {
  const home = { x: mob.homeX, y: mob.homeY };
  if (distance(mob, home) === 0) return IDLE;
  const to = stepToward(mob, home, leashStep(mob.speed));
  return to.x === mob.x && to.y === mob.y ? IDLE : { kind: 'move', to };
}

/**
 * One mob's decision this tick. A dead mob idles. In a safe room, or with no target, a mob walks home
 * (leash). With a target within the attack range (8) it attacks when its cooldown has run out and
 * otherwise holds its ground; farther away it steps toward the target by speed × 0.3.
 */
export function decideMob(mob: MobMind, targets: readonly MobTarget[], nowMs: number, room: MobRoom): MobDecision {
  if (!mob.isAlive) return IDLE;
  const target = room.isSafe ? null : chooseTarget(mob, targets);
  if (!target) return leashHome(mob);
  const d = distance(mob, target);
  if (d <= COMBAT.range.attack) {
    const cooldownMs = mob.attackCooldownMs ?? ROOM_SIM.mobAttackCooldownMs;
    return cooldownRemaining(mob.lastAttackAt, cooldownMs, nowMs) === 0 ? { kind: 'attack', targetId: target.id } : IDLE;
  }
  const to = stepToward(mob, target, approachStep(mob.speed));
  return to.x === mob.x && to.y === mob.y ? IDLE : { kind: 'move', to };
}
