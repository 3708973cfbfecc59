// What time restores without a fight: energy every turn (5 per turn; a turn is
// ROOM_SIM.ticksPerTurn ticks = TURN_MS), and, while resting in a safe or rest room, health.
import { ROOM_SIM } from './constants.ts';
import { regenEnergy, TURN_MS } from './room-sim/progress.ts';

export const RECOVERY = {
  /** Health regained per turn of rest, as a fraction of max health (full in about 20 turns, 100 s). */
  restHealthPerTurn: 0.05,
  /** Room types where a crawler may rest. */
  restRoomTypes: ['rest', 'safe', 'entrance'] as const,
} as const;

export function canRestIn(room: { type: string; isSafe: boolean }): boolean {
  return room.isSafe || (RECOVERY.restRoomTypes as readonly string[]).includes(room.type);
}

export interface RecoveryInput {
  status: string;
  isAlive: boolean;
  health: number;
  maxHealth: number;
  energy: number;
  maxEnergy: number;
  energyRegen: number;
  /** When energy was last brought up to date (ms). */
  lastEnergyRegenMs: number | null;
  /** When resting began, or null when not resting. */
  restStartedMs: number | null;
  /** Health when resting began. */
  restStartHealth: number | null;
}

export interface RecoveryResult {
  health: number;
  energy: number;
  status: 'active' | 'resting' | 'dead' | string;
  lastEnergyRegenMs: number | null;
  restDone: boolean;
}

type EnergyClock = Pick<RecoveryInput, 'energy' | 'maxEnergy' | 'energyRegen' | 'lastEnergyRegenMs'>;

/**
 * Energy regained up to `nowMs`, and the clock to store with it. The clock stands while energy is
 * full: nothing accrues, so there is nothing to store (a crawler at full energy is not rewritten
 * every turn it is read). Whatever takes energy below its maximum restarts the clock at that moment
 * (`energyOnNewMaximum`), or the turns spent full would refill it at once.
 */
function regainedEnergy(c: EnergyClock, nowMs: number): { energy: number; lastEnergyRegenMs: number | null } {
  if (c.energy >= c.maxEnergy) return { energy: c.energy, lastEnergyRegenMs: c.lastEnergyRegenMs };
  const since = c.lastEnergyRegenMs ?? nowMs;
  const turns = Math.floor(Math.max(0, nowMs - since) / TURN_MS);
  return { energy: regenEnergy(c.energy, c.maxEnergy, c.energyRegen, turns), lastEnergyRegenMs: since + turns * TURN_MS };
}

/**
 * Energy and its clock when the maximum changes to `maxEnergy` at `nowMs` (a level-up): what was
 * regained up to now, against the old maximum; a crawler that is full by now starts its clock now,
 * so only turns from here on fill the new room.
 */
export function energyOnNewMaximum(c: EnergyClock, maxEnergy: number, nowMs: number): { energy: number; lastEnergyRegenMs: number } {
  const r = regainedEnergy(c, nowMs);
  const stillFilling = r.energy < c.maxEnergy && r.energy < maxEnergy && r.lastEnergyRegenMs !== null;
  return { energy: r.energy, lastEnergyRegenMs: stillFilling ? r.lastEnergyRegenMs! : nowMs };
}

/** Brings energy and a rest up to `nowMs`. Pure: the caller stores the result. */
export function recover(c: RecoveryInput, nowMs: number): RecoveryResult {
  if (!c.isAlive) return { health: c.health, energy: c.energy, status: c.status, lastEnergyRegenMs: c.lastEnergyRegenMs, restDone: false };
  const { energy, lastEnergyRegenMs } = regainedEnergy(c, nowMs);
  if (c.status !== 'resting' || c.restStartedMs === null) return { health: c.health, energy, status: c.status, lastEnergyRegenMs, restDone: false };
  const restTurns = Math.floor(Math.max(0, nowMs - c.restStartedMs) / TURN_MS);
  const perTurn = Math.max(1, Math.round(c.maxHealth * RECOVERY.restHealthPerTurn));
  const health = Math.min(c.maxHealth, (c.restStartHealth ?? c.health) + restTurns * perTurn);
  const restDone = health >= c.maxHealth;
  return { health, energy, status: restDone ? 'active' : 'resting', lastEnergyRegenMs, restDone };
}

/** Turns needed to heal from `health` to full while resting. */
export function restTurnsToFull(health: number, maxHealth: number): number {
  const perTurn = Math.max(1, Math.round(maxHealth * RECOVERY.restHealthPerTurn));
  return Math.ceil(Math.max(0, maxHealth - health) / perTurn);
}

export const TICKS_PER_TURN = ROOM_SIM.ticksPerTurn;
