// Levels, experience and the vitals that grow with them. Experience is progress toward the next
// level: a level-up spends the threshold and carries the remainder over.
import { PROGRESSION, VITALS } from './constants.ts';
import type { Rng } from './rng.ts';
import { ATTRIBUTES, primaryAttributes, type Attributes, type CrawlerClass } from './vocabulary.ts';

function assertLevel(level: number): void {
  if (!Number.isInteger(level) || level < 1) throw new RangeError(`level must be an integer ≥ 1, got ${level}`);
}

/** Experience needed to go from `level` to `level + 1`: round(100 · ln(level + 1)). */
export function xpForNextLevel(level: number): number {
  assertLevel(level);
  return Math.round(PROGRESSION.xpScale * Math.log(level + PROGRESSION.xpLevelOffset));
}

export interface ExperienceState {
  level: number;
  /** Experience gathered toward the next level, 0 ≤ experience. */
  experience: number;
}

export interface ExperienceResult extends ExperienceState {
  levelsGained: number;
}

/**
 * Adds experience and levels up as many times as it pays for, carrying the remainder over. At
 * PROGRESSION.maxLevel no further levels are gained and the experience simply accumulates.
 */
export function applyExperience(state: ExperienceState, gained: number): ExperienceResult {
  assertLevel(state.level);
  if (!Number.isInteger(state.experience) || state.experience < 0) {
    throw new RangeError(`experience must be an integer ≥ 0, got ${state.experience}`);
  }
  if (!Number.isInteger(gained) || gained < 0) throw new RangeError(`gained experience must be an integer ≥ 0, got ${gained}`);
  let level = state.level;
  let experience = state.experience + gained;
  while (level < PROGRESSION.maxLevel && experience >= xpForNextLevel(level)) {
    experience -= xpForNextLevel(level);
    level += 1;
  }
  return { level, experience, levelsGained: level - state.level };
}

function zeroAttributes(): Attributes {
  return Object.fromEntries(ATTRIBUTES.map((a) => [a, 0])) as Attributes;
}

/**
 * Attribute points gained on reaching a new level: some to one of the class's primary attributes
 * and some to any attribute, so classes drift toward their strengths without being locked in.
 */
export function statGainsForLevel(cls: CrawlerClass, rng: Rng): Attributes {
  const gains = zeroAttributes();
  gains[rng.pick(primaryAttributes(cls))] += PROGRESSION.primaryPointsPerLevel;
  gains[rng.pick(ATTRIBUTES)] += PROGRESSION.freePointsPerLevel;
  return gains;
}

/** Adds per-level gains for every level from `fromLevel + 1` to `toLevel`, each from its own fork. */
export function statGainsBetween(cls: CrawlerClass, fromLevel: number, toLevel: number, rng: Rng): Attributes {
  const total = zeroAttributes();
  for (let level = fromLevel + 1; level <= toLevel; level++) {
    const gains = statGainsForLevel(cls, rng.fork(`level-${level}`));
    for (const a of ATTRIBUTES) total[a] += gains[a];
  }
  return total;
}

export interface MaxVitals {
  maxHealth: number;
  maxEnergy: number;
  maxPower: number;
}

/**
 * Maximum vitals (formulas in VITALS, game/constants.ts): health from endurance, energy from
 * intellect, power from wisdom, each plus a fixed amount per level above 1. A level-1 crawler with
 * 10 in each has 100 / 100 / 100.
 */
export function maxVitals(attributes: Pick<Attributes, 'endurance' | 'intellect' | 'wisdom'>, level: number): MaxVitals {
  assertLevel(level);
  const above = level - 1;
  return {
    maxHealth: Math.round(VITALS.healthBase + VITALS.healthPerEndurance * attributes.endurance) + VITALS.healthPerLevel * above,
    maxEnergy: VITALS.energyBase + VITALS.energyPerIntellect * attributes.intellect + VITALS.energyPerLevel * above,
    maxPower: VITALS.powerBase + VITALS.powerPerWisdom * attributes.wisdom + VITALS.powerPerLevel * above,
  };
}
