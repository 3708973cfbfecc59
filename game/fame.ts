// Fame: what a crawler earns from its audience and its feats (docs/decisions/0035-fame.md). One table
// of awards, the closed vocabulary of reasons, and the pure decisions of which facts earn what and how
// an award reads ("gained 12 fame: first to reach floor 3"). The server writes every award through one
// path (server/repositories/fame-writes.ts): the crawler's total, its log entry and its sponsor's pay.

/** Why fame was gained. `quest`: a quest's reward (the quest names itself in the detail). */
export const FAME_REASON = {
  spectators: 'spectators',
  boss_kill: 'boss_kill',
  first_to_floor: 'first_to_floor',
  low_health_kill: 'low_health_kill',
  room_explored: 'room_explored',
  quest: 'quest',
} as const;
export type FameReason = keyof typeof FAME_REASON;
export const FAME_REASONS = Object.keys(FAME_REASON) as FameReason[];
export function isFameReason(value: unknown): value is FameReason {
  return typeof value === 'string' && Object.hasOwn(FAME_REASON, value);
}

/** Each reason as the report names it. */
export const FAME_REASON_LABEL: Record<FameReason, string> = {
  spectators: 'Spectators',
  boss_kill: 'Boss kills',
  first_to_floor: 'First to a floor',
  low_health_kill: 'Kills on the brink',
  room_explored: 'Rooms discovered',
  quest: 'Quests',
};

/** The awards. Quests name their own amount (their table holds it). */
export const FAME = {
  /** Per minute one other sponsor's screen watches the crawler's room (two watching: twice). */
  perSpectatorMinute: 1,
  /** Killing a boss (a mob with isBoss). */
  bossKill: 25,
  /** First crawler of the season to reach a floor: this much per floor number (floor 3: 12). */
  firstToFloorPerFloor: 4,
  /** The first floor whose first arrival is news: floor 1 is where everyone starts. */
  firstToFloorMin: 2,
  /** A kill made while the killer's health is below this fraction of its maximum. */
  lowHealthFraction: 0.2,
  lowHealthKill: 5,
  /** Entering a room this crawler had never entered (entered_room with discovered). */
  roomExplored: 1,
  /** A spectator minute in ms: time watched is paid per whole minute. */
  spectatorMinuteMs: 60_000,
} as const;

/** One award: how much, why, and the words after "gained N fame: ". */
export interface FameAward {
  amount: number;
  reason: FameReason;
  detail: string;
}

/** How an award reads: "gained 12 fame: first to reach floor 3". */
export function fameText(award: Pick<FameAward, 'amount' | 'detail'>): string {
  return `gained ${award.amount} fame: ${award.detail}`;
}

/** A kill's awards: a boss, and (besides) a kill made below FAME.lowHealthFraction of the killer's health. */
export function fameForKill(kill: { victimName: string; victimIsBoss: boolean; killerHealth: number; killerMaxHealth: number }): FameAward[] {
  const awards: FameAward[] = [];
  if (kill.victimIsBoss) awards.push({ amount: FAME.bossKill, reason: 'boss_kill', detail: `slew the boss ${kill.victimName}` });
  if (isLowHealth(kill.killerHealth, kill.killerMaxHealth)) {
    awards.push({ amount: FAME.lowHealthKill, reason: 'low_health_kill', detail: `killed ${kill.victimName} below ${Math.round(FAME.lowHealthFraction * 100)}% health` });
  }
  return awards;
}

/** Below FAME.lowHealthFraction of the maximum, and still standing. */
export function isLowHealth(health: number, maxHealth: number): boolean {
  return health > 0 && maxHealth > 0 && health < maxHealth * FAME.lowHealthFraction;
}

/** A room entered: fame only on a first visit. */
export function fameForRoom(room: { discovered: boolean; roomName: string }): FameAward[] {
  return room.discovered ? [{ amount: FAME.roomExplored, reason: 'room_explored', detail: `discovered ${room.roomName}` }] : [];
}

/** Whether reaching `floor` can be a season's first (floor 1 is where every crawler starts). */
export function isFloorFirstWorthy(floor: number): boolean {
  return Number.isInteger(floor) && floor >= FAME.firstToFloorMin;
}

/** The award for being the season's first crawler on `floor` (the database decides who was first). */
export function fameForFirstToFloor(floor: number): FameAward[] {
  return isFloorFirstWorthy(floor) ? [{ amount: FAME.firstToFloorPerFloor * floor, reason: 'first_to_floor', detail: `first to reach floor ${floor}` }] : [];
}

/** Spectator time: the whole minutes in `ms` and what is left over for the next award. */
export function spectatorMinutes(ms: number): { minutes: number; restMs: number } {
  const whole = Math.max(0, Math.floor(ms / FAME.spectatorMinuteMs));
  return { minutes: whole, restMs: Math.max(0, ms - whole * FAME.spectatorMinuteMs) };
}

/** The award for `minutes` spectator-minutes (none for zero). */
export function fameForSpectators(minutes: number): FameAward[] {
  if (!(minutes >= 1)) return [];
  const m = Math.floor(minutes);
  return [{ amount: FAME.perSpectatorMinute * m, reason: 'spectators', detail: `watched by spectators for ${m} ${m === 1 ? 'minute' : 'minutes'}` }];
}

/** A quest's reward (feat/quests names the quest). */
export function fameForQuest(amount: number, questName: string): FameAward[] {
  return amount > 0 ? [{ amount: Math.floor(amount), reason: 'quest', detail: `completed the quest ${questName}` }] : [];
}
