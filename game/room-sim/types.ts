// The room simulation's state, intents and events (ARCHITECTURE "Game authority"). Entities are named
// on the wire as 'mob-12' and 'crawler-7', the ids the client targets with.
import type { Disposition } from '../dungeon/vocabulary.ts';
import type { WeaponKind } from '../vocabulary.ts';

export type MobEntityId = `mob-${number}`;
export type CrawlerEntityId = `crawler-${number}`;
export type EntityId = MobEntityId | CrawlerEntityId;

export function mobEntityId(id: number): MobEntityId {
  return `mob-${id}`;
}

export function crawlerEntityId(id: number): CrawlerEntityId {
  return `crawler-${id}`;
}

/** Reads 'mob-12' / 'crawler-7' (a non-negative integer id); anything else is null. */
export function parseEntityId(value: string): { kind: 'mob' | 'crawler'; id: number } | null {
  const match = /^(mob|crawler)-(\d{1,15})$/.exec(value);
  if (!match) return null;
  return { kind: match[1] === 'mob' ? 'mob' : 'crawler', id: Number(match[2]) };
}

export interface MobState {
  readonly id: number;
  readonly name: string;
  readonly creatureType: string;
  readonly isBoss: boolean;
  readonly level: number;
  readonly x: number;
  readonly y: number;
  /** Where it spawned: it walks back here with nothing to fight and respawns here. */
  readonly homeX: number;
  readonly homeY: number;
  readonly health: number;
  readonly maxHealth: number;
  readonly attack: number;
  readonly defense: number;
  readonly accuracy: number;
  readonly evasion: number;
  readonly speed: number;
  readonly xpReward: number;
  readonly goldReward: number;
  readonly disposition: Disposition;
  readonly isAlive: boolean;
  readonly lastAttackAt: number | null;
  /** The crawler that attacked it and that it now goes for, or null. */
  readonly aggroOn: number | null;
  readonly diedAt: number | null;
}

/** A wielded weapon as the simulation reads it; rangeUnits = weaponRangeUnits(profile) (game/combat.ts). */
export interface PlayerWeapon {
  readonly name: string;
  readonly kind: WeaponKind;
  readonly rangeUnits: number;
  readonly mightBonus: number;
  readonly damageBonus: number;
}

export interface PlayerState {
  readonly crawlerId: number;
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly health: number;
  readonly maxHealth: number;
  readonly level: number;
  readonly attack: number;
  readonly defense: number;
  readonly accuracy: number;
  readonly evasion: number;
  readonly weapon: PlayerWeapon | null;
  readonly isAlive: boolean;
  readonly lastAttackAt: number | null;
  readonly lastDodgeAt: number | null;
  /** While nowMs < dodgingUntil the crawler takes no damage. */
  readonly dodgingUntil: number | null;
  /** A secondary sponsorship's crawler (limited control): never part of a crawler-versus-crawler fight. */
  readonly isSecondary: boolean;
  /** Widens the crawler's critical range (game/combat.ts criticalRange); absent counts as no bonus. */
  readonly luck?: number;
  /**
   * When the crawler came into this room (ms, the step clock). Mobs hold their strikes for
   * ROOM_SIM.arrivalGraceMs after it; a join without one is stamped with the step's time.
   */
  readonly enteredAtMs?: number | null;
}

export interface RoomState {
  readonly roomId: number;
  /** Ticks stepped so far; each step adds one. */
  readonly tick: number;
  readonly isSafe: boolean;
  readonly isPvp: boolean;
  readonly mobs: readonly MobState[];
  readonly players: readonly PlayerState[];
  readonly inCombat: boolean;
}

export type Intent =
  | { readonly kind: 'attack'; readonly crawlerId: number; readonly targetId: string }
  | { readonly kind: 'dodge'; readonly crawlerId: number }
  /** Already validated by the server (speed, walls, doors); the simulation applies it (clamped to 0-100). */
  | { readonly kind: 'move'; readonly crawlerId: number; readonly x: number; readonly y: number }
  | { readonly kind: 'join'; readonly player: PlayerState }
  | { readonly kind: 'leave'; readonly crawlerId: number };

export type IntentKind = Intent['kind'];

/** Why an intent changed nothing. */
export const REFUSAL_REASON = {
  cooldown: 'cooldown',
  invalid_target: 'invalid_target',
  out_of_range: 'out_of_range',
  pvp_not_allowed: 'pvp_not_allowed',
  safe_room: 'safe_room',
  dead: 'dead',
  not_in_room: 'not_in_room',
  already_in_room: 'already_in_room',
} as const;
export type RefusalReason = keyof typeof REFUSAL_REASON;
export function isRefusalReason(value: unknown): value is RefusalReason {
  return typeof value === 'string' && Object.hasOwn(REFUSAL_REASON, value);
}

/** cooldown: msLeft; out_of_range: distance and range in room units; otherwise null. */
export type RefusalDetail = { readonly msLeft: number } | { readonly distance: number; readonly range: number } | null;

export const ROOM_EVENT_TYPES = [
  'moved', 'attacked', 'died', 'combat_started', 'combat_ended', 'reward', 'refused', 'joined', 'left', 'dodge_started', 'respawned',
] as const;
export type RoomEventType = (typeof ROOM_EVENT_TYPES)[number];

export type RoomEvent =
  | { readonly type: 'moved'; readonly tick: number; readonly id: EntityId; readonly x: number; readonly y: number }
  | {
      readonly type: 'attacked';
      readonly tick: number;
      readonly attackerId: EntityId;
      readonly targetId: EntityId;
      readonly hit: boolean;
      readonly critical: boolean;
      /** The d100 roll (null when the target was dodging and no roll was made). */
      readonly roll: number | null;
      readonly damage: number;
      readonly targetHealth: number;
      /** The target was dodging: no roll was made and nothing landed. */
      readonly dodged: boolean;
      /** For the animation (600 / 800 / 1000 ms); unarmed crawlers and mobs strike in melee. */
      readonly weaponKind: WeaponKind;
    }
  | { readonly type: 'died'; readonly tick: number; readonly id: EntityId; readonly killedBy: EntityId; readonly victimType: 'mob' | 'player' }
  | { readonly type: 'combat_started'; readonly tick: number }
  | { readonly type: 'combat_ended'; readonly tick: number }
  | { readonly type: 'reward'; readonly tick: number; readonly crawlerId: number; readonly xp: number; readonly gold: number; readonly mobId: number }
  | {
      readonly type: 'refused';
      readonly tick: number;
      readonly crawlerId: number;
      readonly intent: IntentKind;
      readonly reason: RefusalReason;
      readonly detail: RefusalDetail;
    }
  | { readonly type: 'joined'; readonly tick: number; readonly crawlerId: number }
  | { readonly type: 'left'; readonly tick: number; readonly crawlerId: number }
  | { readonly type: 'dodge_started'; readonly tick: number; readonly crawlerId: number; readonly untilMs: number }
  | { readonly type: 'respawned'; readonly tick: number; readonly id: MobEntityId; readonly x: number; readonly y: number; readonly health: number };
