// The balance harness's shared shapes: what a policy sees, what it may do, and what one bot's run
// records. Times are play milliseconds from the bot's first step (injected, never read from a clock).
import type { Direction } from '../dungeon/vocabulary.ts';
import type { MovementRoom } from '../movement.ts';
import type { MobState, PlayerState } from '../room-sim/types.ts';
import type { CrawlerClass } from '../vocabulary.ts';

/** The two ways a bot is played: standing orders (with its sponsor only steering between rooms) or the sensible bot. */
export const BALANCE_POLICY = { orders: 'orders', sensible: 'sensible' } as const;
export type BalancePolicy = keyof typeof BALANCE_POLICY;
export const BALANCE_POLICIES = Object.keys(BALANCE_POLICY) as BalancePolicy[];

/** What a policy may do next; the runner carries it out through the same rules the server applies. */
export type BotAction =
  | { readonly kind: 'walk'; readonly toward: { readonly x: number; readonly y: number } }
  | { readonly kind: 'door'; readonly direction: Direction }
  | { readonly kind: 'stairs' }
  | { readonly kind: 'attack'; readonly targetId: string }
  | { readonly kind: 'pickup'; readonly index: number }
  | { readonly kind: 'rest' }
  | { readonly kind: 'wait' };

export interface LootInReach {
  /** Index into the room's remaining ground items. */
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly feetAway: number;
}

/** Everything a policy reads to decide; the runner builds it fresh for each decision. */
export interface BotView {
  readonly nowMs: number;
  readonly self: PlayerState;
  readonly agility: number;
  readonly floor: number;
  readonly room: {
    readonly isSafe: boolean;
    /** A room a crawler may rest in (game/recovery.ts canRestIn). */
    readonly canRest: boolean;
    readonly inCombat: boolean;
    readonly isExit: boolean;
    readonly exits: readonly Direction[];
    readonly movement: MovementRoom;
  };
  readonly mobs: readonly MobState[];
  readonly loot: readonly LootInReach[];
  /** The first door toward the nearest room the crawler may rest in; null when here or none. */
  readonly towardRest: Direction | null;
  /** The first door toward the nearest unexplored room (else toward the exit); null when in the exit with nothing left. */
  readonly towardExplore: Direction | null;
  /** The first door toward the floor's exit; null in the exit itself. */
  readonly towardExit: Direction | null;
  /** Every room of this floor has been entered. */
  readonly floorExplored: boolean;
}

export type Policy = (view: BotView) => BotAction;

/** How one bot's run ended. */
export const BOT_END = { died: 'died', cleared: 'cleared', time_up: 'time_up' } as const;
export type BotEnd = keyof typeof BOT_END;

export interface DeathRecord {
  readonly atMs: number;
  /** The creature type of the mob that dealt the last blow. */
  readonly cause: string;
  readonly isBoss: boolean;
  readonly floor: number;
  /** Doors from the floor's entrance to the room of death. */
  readonly doorsFromEntrance: number;
  readonly level: number;
  /** Distinct rooms entered by then (the first floor's entrance counts). */
  readonly roomsEntered: number;
}

/** A fight with a floor's boss: the bot struck it or was struck by it. */
export interface BossFight {
  readonly floor: number;
  /** The bot's level when the fight began. */
  readonly level: number;
  readonly outcome: 'bot_died' | 'boss_died' | 'left';
}

export interface BotRun {
  readonly policy: BalancePolicy;
  readonly classification: CrawlerClass;
  readonly seed: number;
  readonly end: BotEnd;
  readonly playedMs: number;
  readonly death: DeathRecord | null;
  /** Play time when level 2 was reached, or null. */
  readonly level2AtMs: number | null;
  readonly level: number;
  readonly deepestFloor: number;
  readonly gold: number;
  /** Distinct rooms entered (the first floor's entrance counts). */
  readonly roomsEntered: number;
  readonly kills: number;
  readonly itemsPicked: number;
  readonly restMs: number;
  readonly swings: { readonly player: SwingCount; readonly mobs: SwingCount };
  readonly bossFights: readonly BossFight[];
  /** Times the shared walker stalled against a feature and the bot detoured by the room's middle. */
  readonly stalls: number;
}

export interface SwingCount {
  readonly swings: number;
  readonly hits: number;
  readonly crits: number;
}
