// What a tick's events turn into on the crawler's record, computed here and persisted by the server:
// energy regained per turn and experience with its level-ups.
import { COMBAT, ROOM_SIM } from '../constants.ts';
import { applyExperience, maxVitals, statGainsBetween, type MaxVitals } from '../progression.ts';
import type { Rng } from '../rng.ts';
import { ATTRIBUTES, type Attributes, type CrawlerClass } from '../vocabulary.ts';

/** The rule 'energy regen 5 per turn': one turn is ROOM_SIM.ticksPerTurn ticks (25 × 200 ms = 5 s). */
export const TURN_MS = ROOM_SIM.ticksPerTurn * COMBAT.tickMs;

/** Turn boundaries crossed going from tick `fromTick` to tick `toTick` (turns end on multiples of ticksPerTurn). */
export function turnsBetween(fromTick: number, toTick: number): number {
  if (toTick <= fromTick) return 0;
  return Math.floor(toTick / ROOM_SIM.ticksPerTurn) - Math.floor(fromTick / ROOM_SIM.ticksPerTurn);
}

/** Whether this tick ends a turn (the server then applies one turn of regeneration). */
export function isTurnTick(tick: number): boolean {
  return tick > 0 && tick % ROOM_SIM.ticksPerTurn === 0;
}

/**
 * Energy after `turns` turns of regeneration at `regen` per turn, capped at `max`. Energy already
 * above the cap (e.g. after the maximum dropped) is left alone, never cut; negative inputs count as 0.
 */
export function regenEnergy(current: number, max: number, regen: number, turns: number): number {
  if (current >= max) return current;
  const gained = Math.max(0, regen) * Math.max(0, Math.floor(turns));
  return Math.min(max, current + gained);
}

export interface ExperienceHolder {
  readonly level: number;
  readonly experience: number;
  /** Base attributes (no equipment), as stored on the crawler. */
  readonly attributes: Attributes;
  readonly classification: CrawlerClass;
}

export interface ExperienceAward {
  readonly level: number;
  readonly experience: number;
  readonly levelsGained: number;
  /** Attribute points gained over all the new levels (all zero without a level-up). */
  readonly statGains: Attributes;
  /** Base attributes with the gains added. */
  readonly attributes: Attributes;
  /** Maximum vitals for the new attributes and level (progression.maxVitals). */
  readonly vitals: MaxVitals;
}

/**
 * Adds experience (progression.applyExperience: carry-over, several levels at once) and, for every
 * level gained, that level's attribute points (progression.statGainsForLevel, one rng fork per level,
 * so the same seed gives the same gains however the experience arrived).
 */
export function awardExperience(holder: ExperienceHolder, xp: number, rng: Rng): ExperienceAward {
  const result = applyExperience({ level: holder.level, experience: holder.experience }, xp);
  const statGains = statGainsBetween(holder.classification, holder.level, result.level, rng);
  const attributes = Object.fromEntries(ATTRIBUTES.map((a) => [a, holder.attributes[a] + statGains[a]])) as Attributes;
  return {
    level: result.level,
    experience: result.experience,
    levelsGained: result.levelsGained,
    statGains,
    attributes,
    vitals: maxVitals(attributes, result.level),
  };
}
