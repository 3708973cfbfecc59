// The scratch copy one step works on. stepRoom copies every mob and player into it, mutates only the
// copies, and freezes nothing it was given: the caller's state is never touched.
import { ROOM_SIM } from '../constants.ts';
import type { Rng } from '../rng.ts';
import { crawlerEntityId, mobEntityId, type EntityId, type MobState, type PlayerState, type RoomEvent, type RoomState } from './types.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type MobWork = Mutable<MobState>;
export type PlayerWork = Mutable<PlayerState>;
export type EventDraft = DistributiveOmit<RoomEvent, 'tick'>;

export interface StepContext {
  readonly nowMs: number;
  readonly rng: Rng;
}

export interface Work {
  /** The state the step started from (never mutated). */
  readonly from: RoomState;
  readonly roomId: number;
  readonly tick: number;
  readonly nowMs: number;
  readonly rng: Rng;
  readonly isSafe: boolean;
  readonly isPvp: boolean;
  mobs: MobWork[];
  players: PlayerWork[];
  inCombat: boolean;
  readonly events: RoomEvent[];
  /** A crawler attacked a mob this tick: that starts combat whatever the distance. */
  mobAttacked: boolean;
}

export function startWork(state: RoomState, ctx: StepContext): Work {
  return {
    from: state,
    roomId: state.roomId,
    tick: state.tick + 1,
    nowMs: ctx.nowMs,
    rng: ctx.rng,
    isSafe: state.isSafe,
    isPvp: state.isPvp,
    mobs: state.mobs.map((m) => ({ ...m })),
    players: state.players.map((p) => ({ ...p })),
    inCombat: state.inCombat,
    events: [],
    mobAttacked: false,
  };
}

export function finishWork(work: Work): { state: RoomState; events: RoomEvent[] } {
  const state: RoomState = {
    roomId: work.roomId,
    tick: work.tick,
    isSafe: work.isSafe,
    isPvp: work.isPvp,
    mobs: keepUnchanged(work.from.mobs, work.mobs),
    players: keepUnchanged(work.from.players, work.players),
    inCombat: work.inCombat,
  };
  return { state, events: work.events };
}

/**
 * The step's copies, except that a copy equal field by field to the entity it was copied from is
 * answered as that entity, and the whole array as the original when nothing in it changed: a quiet
 * tick keeps the objects that readers memoise on (a room's entities, a crawler's room view).
 */
function keepUnchanged<T extends object>(originals: readonly T[], copies: readonly T[]): readonly T[] {
  let same = originals.length === copies.length;
  const out = copies.map((copy, i) => {
    const original = originals[i];
    if (original !== undefined && sameFields(original, copy)) return original;
    same = false;
    return copy;
  });
  return same ? originals : out;
}

function sameFields<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(b) as (keyof T)[];
  if (keys.length !== Object.keys(a).length) return false;
  for (const k of keys) if (!Object.is(a[k], b[k])) return false;
  return true;
}

export function emit(work: Work, event: EventDraft): void {
  work.events.push({ ...event, tick: work.tick } as RoomEvent);
}

export function findPlayer(work: Work, crawlerId: number): PlayerWork | undefined {
  return work.players.find((p) => p.crawlerId === crawlerId);
}

export function findMob(work: Work, id: number): MobWork | undefined {
  return work.mobs.find((m) => m.id === id);
}

export function isDodging(player: PlayerState, nowMs: number): boolean {
  return player.dodgingUntil !== null && nowMs < player.dodgingUntil;
}

/** Whether the crawler is still in its first ROOM_SIM.arrivalGraceMs in the room (no mob strikes it yet). */
export function inArrivalGrace(player: PlayerState, nowMs: number): boolean {
  const since = player.enteredAtMs;
  return since !== undefined && since !== null && nowMs - since < ROOM_SIM.arrivalGraceMs;
}

/** A mob that fights: alive and hostile, or alive and retaliating against someone. */
export function isThreat(mob: MobState): boolean {
  return mob.isAlive && (mob.disposition === 'hostile' || mob.aggroOn !== null);
}

/** Takes `damage` off a player; at 0 the player dies (health never below 0) and mobs let go of it. */
export function hurtPlayer(work: Work, player: PlayerWork, damage: number, by: EntityId): void {
  player.health = Math.max(0, player.health - damage);
  if (player.health > 0) return;
  player.isAlive = false;
  player.dodgingUntil = null;
  for (const mob of work.mobs) if (mob.aggroOn === player.crawlerId) mob.aggroOn = null;
  emit(work, { type: 'died', id: crawlerEntityId(player.crawlerId), killedBy: by, victimType: 'player' });
}

/** Takes `damage` off a mob; at 0 it dies and, killed by a crawler, pays that crawler its rewards. */
export function hurtMob(work: Work, mob: MobWork, damage: number, killer: PlayerState): void {
  mob.health = Math.max(0, mob.health - damage);
  if (mob.health > 0) return;
  mob.isAlive = false;
  mob.aggroOn = null;
  mob.diedAt = work.nowMs;
  emit(work, { type: 'died', id: mobEntityId(mob.id), killedBy: crawlerEntityId(killer.crawlerId), victimType: 'mob' });
  emit(work, { type: 'reward', crawlerId: killer.crawlerId, xp: mob.xpReward, gold: mob.goldReward, mobId: mob.id });
}
