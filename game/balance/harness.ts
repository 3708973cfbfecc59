// Many bots: for each policy, N candidates of every class (the same candidates for both policies, so
// the policies are compared on the same crawlers), each run through floors 1..n of one season.
import { generateCandidates, type Candidate } from '../candidates.ts';
import { hashString } from '../rng.ts';
import { CRAWLER_CLASSES } from '../vocabulary.ts';
import { DEFAULT_STANDING_ORDERS } from '../standing-orders.ts';
import { ORDERS_DECIDE_EVERY_TICKS, ordersPolicy, steerToBoss } from './policy-orders.ts';
import { SENSIBLE, sensiblePolicy } from './policy-sensible.ts';
import { runBot } from './run.ts';
import { BALANCE_POLICIES, type BalancePolicy, type BotRun, type Policy } from './types.ts';
import { balanceDungeon } from './world.ts';

export interface BalanceConfig {
  /** The seasons played; bot i plays season i mod their count, so no one dungeon's luck decides the table. */
  readonly seasonSeeds: readonly number[];
  /** Bots per class and policy. */
  readonly perClass: number;
  readonly floors: number;
  readonly maxPlayMinutes: number;
  readonly policies: readonly BalancePolicy[];
  /** Wear the starting kit from the first step. */
  readonly equipKit: boolean;
}

export const DEFAULT_BALANCE: BalanceConfig = { seasonSeeds: [20261127, 7, 1_000_003, 424_242], perClass: 20, floors: 3, maxPlayMinutes: 60, policies: BALANCE_POLICIES, equipKit: true };

/**
 * Each policy as it plays, and as it meets a boss in a trial: there it stands and fights to the end
 * (no retreat, no flight), so the trial measures what the boss does to a crawler at the floor's level
 * rather than how quickly a crawler can leave; a crawler on orders is walked up to the boss by its
 * sponsor (its orders only answer attacks).
 */
const POLICIES: Record<BalancePolicy, { make: () => Policy; trial: () => Policy; decideEveryTicks: number }> = {
  orders: { make: () => ordersPolicy(), trial: () => ordersPolicy({ ...DEFAULT_STANDING_ORDERS, retreatBelowPercent: 0 }, steerToBoss), decideEveryTicks: ORDERS_DECIDE_EVERY_TICKS },
  sensible: { make: () => sensiblePolicy(), trial: () => sensiblePolicy({ fleeBelow: 0 }), decideEveryTicks: SENSIBLE.decideEveryTicks },
};

/** perClass candidates of every class, each from an offer seeded by the season and its number. */
export function balanceCandidates(seasonSeed: number, perClass: number): { candidate: Candidate; seed: number }[] {
  const out: { candidate: Candidate; seed: number }[] = [];
  for (let i = 0; i < perClass; i++) {
    const seed = hashString(`balance:${seasonSeed}:${i}`);
    const offer = generateCandidates(seed, CRAWLER_CLASSES.length);
    for (const cls of CRAWLER_CLASSES) out.push({ candidate: offer.find((c) => c.classification === cls)!, seed: hashString(`${seed}:${cls}`) });
  }
  return out;
}

/** A boss trial is over within this much play: long enough for any fight a bot stays in. */
export const BOSS_TRIAL_MINUTES = 5;

export interface BalanceResult {
  /** Fresh crawlers through floors 1..n. */
  readonly runs: BotRun[];
  /** The same crawlers at level = floor, stepping into each floor's boss room (floors with a boss room). */
  readonly trials: BotRun[];
}

export function runBalance(config: BalanceConfig): BalanceResult {
  return { runs: runPlay(config), trials: runBossTrials(config) };
}

/** Each bot, at the floor's level and full health, against each floor's boss (DUNGEON.bossMinFloor and deeper). */
export function runBossTrials(config: BalanceConfig): BotRun[] {
  const seasons = config.seasonSeeds.map((seed) => balanceDungeon(seed, config.floors));
  const bots = balanceCandidates(config.seasonSeeds[0] ?? 0, config.perClass);
  const trials: BotRun[] = [];
  for (const name of config.policies) {
    const { trial: make, decideEveryTicks } = POLICIES[name];
    for (const [i, { candidate, seed }] of bots.entries()) {
      const floors = seasons[Math.floor(i / CRAWLER_CLASSES.length) % seasons.length]!;
      for (const f of floors) {
        if (f.floor.bossKey === null) continue;
        const trial = { floor: f.floor.number, level: f.floor.number };
        trials.push(runBot({ floors, candidate, policyName: name, policy: make(), decideEveryTicks, seed, crawlerId: i + 1, maxPlayMs: BOSS_TRIAL_MINUTES * 60_000, equipKit: config.equipKit, bossTrial: trial }));
      }
    }
  }
  return trials;
}

export function runPlay(config: BalanceConfig): BotRun[] {
  const seasons = config.seasonSeeds.map((seed) => balanceDungeon(seed, config.floors));
  const bots = balanceCandidates(config.seasonSeeds[0] ?? 0, config.perClass);
  const runs: BotRun[] = [];
  for (const name of config.policies) {
    const { make, decideEveryTicks } = POLICIES[name];
    for (const [i, { candidate, seed }] of bots.entries()) {
      const floors = seasons[Math.floor(i / CRAWLER_CLASSES.length) % seasons.length]!;
      runs.push(runBot({ floors, candidate, policyName: name, policy: make(), decideEveryTicks, seed, crawlerId: i + 1, maxPlayMs: config.maxPlayMinutes * 60_000, equipKit: config.equipKit }));
    }
  }
  return runs;
}
