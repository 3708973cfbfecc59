// The harness's figures from a set of runs, the budgets a first session should feel, and the table
// the bench prints. Pure: the runs in, numbers and text out.
import type { BalancePolicy, BotRun, SwingCount } from './types.ts';

/** Play minutes at which the survival curve is read. */
export const SURVIVAL_MINUTES = [1, 3, 5, 10, 20, 30, 45, 60] as const;

/**
 * What a player should feel in the first hour (the budgets): nearly everyone lives through the
 * first rooms past the entrance; the median crawler lasts a good while on floor 1; the first level
 * comes within the first minutes; an hour of play is dangerous (some die) and brings a handful of
 * levels, not a dozen; a boss kills some, not all, of the crawlers that fight it at the floor's level.
 * Two-sided where too easy is as wrong as too hard.
 */
export const BALANCE_BUDGETS = {
  /** Share of bots alive when they enter their fifth distinct room (the entrance and the first three rooms past it behind them). */
  firstRoomsSurvival: 0.95,
  firstRooms: 3,
  /** The median bot's life, in play minutes (bots still alive at the cap count as longer). */
  medianLifeMinutes: 20,
  /** The median bot reaches level 2 within this many play minutes. */
  level2Minutes: 5,
  /** A floor's boss kills between these shares of the bots that fight it at the floor's level (the boss trials: a crawler of level = floor, at full health, steps into the boss room): a threat, not a wall. */
  bossKillShare: [0.3, 0.7],
  /** The sensible bot alive after an hour of play: a permadeath game must be able to kill you, but most live. */
  aliveAfterHour: [0.6, 0.9],
  /** The sensible bot's median level after an hour of play (or at its death, or on clearing floors 1-3). */
  levelAfterHour: [5, 9],
  /** The policy the hour's budgets read: orders fight only what attacks them, a pace no player is held to. */
  hourPolicy: 'sensible',
} as const;

export interface PolicySummary {
  readonly policy: BalancePolicy;
  readonly bots: number;
  /** Share alive at each of SURVIVAL_MINUTES. */
  readonly survival: readonly number[];
  readonly firstRoomsSurvival: number;
  /** Share alive after 60 minutes of play (those that cleared floors 1-3 sooner count as alive). */
  readonly aliveAtHour: number;
  /** Median level at the end of the run, all bots. */
  readonly medianLevel: number;
  /** Median minutes of life; Infinity when half or more were alive at the end. */
  readonly medianLifeMinutes: number;
  /** Median minutes to level 2 over all bots (never: Infinity), and the share that got there. */
  readonly level2MedianMinutes: number;
  readonly level2Share: number;
  readonly deathsByCause: readonly (readonly [string, number])[];
  /** Deaths by doors from the floor's entrance (floor:doors). */
  readonly deathsByDistance: readonly (readonly [string, number])[];
  readonly playerCrit: { perSwing: number; perHit: number; swings: number };
  readonly mobCrit: { perSwing: number; perHit: number; swings: number };
  readonly goldPerHour: number;
  readonly playedHours: number;
  readonly cleared: number;
  readonly deepestFloor: readonly number[];
  /** Boss trials (crawlers at the floor's level): fights and the share the boss won. */
  readonly bossAtLevel: { fights: number; killShare: number };
  /** Boss fights met in play, at whatever level the bot had by then. */
  readonly bossInPlay: { fights: number; killShare: number };
  /** Per class: bots, share alive at the end, median level reached, trial fights the boss won. */
  readonly byClass: readonly { classification: string; bots: number; alive: number; medianLevel: number; bossKillShare: number }[];
}

function median(values: readonly number[]): number {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function countBy(keys: readonly string[]): (readonly [string, number])[] {
  const m = new Map<string, number>();
  for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

function crit(counts: readonly SwingCount[]): { perSwing: number; perHit: number; swings: number } {
  const swings = counts.reduce((t, c) => t + c.swings, 0);
  const hits = counts.reduce((t, c) => t + c.hits, 0);
  const crits = counts.reduce((t, c) => t + c.crits, 0);
  return { perSwing: swings ? crits / swings : 0, perHit: hits ? crits / hits : 0, swings };
}

function bossShare(fights: readonly { outcome: string }[]): { fights: number; killShare: number } {
  return { fights: fights.length, killShare: fights.length ? fights.filter((f) => f.outcome === 'bot_died').length / fights.length : NaN };
}

export function summarise(policy: BalancePolicy, all: readonly BotRun[], allTrials: readonly BotRun[] = []): PolicySummary {
  const runs = all.filter((r) => r.policy === policy);
  const trials = allTrials.filter((r) => r.policy === policy);
  const n = runs.length;
  const lifeMs = runs.map((r) => (r.death ? r.death.atMs : Infinity));
  const hours = runs.reduce((t, r) => t + r.playedMs, 0) / 3_600_000;
  const bossFights = runs.flatMap((r) => r.bossFights);
  return {
    policy,
    bots: n,
    survival: SURVIVAL_MINUTES.map((m) => lifeMs.filter((ms) => ms > m * 60_000).length / n),
    aliveAtHour: lifeMs.filter((ms) => ms > 60 * 60_000).length / n,
    medianLevel: median(runs.map((r) => r.level)),
    firstRoomsSurvival: runs.filter((r) => !r.death || r.death.roomsEntered > BALANCE_BUDGETS.firstRooms + 1).length / n,
    medianLifeMinutes: median(lifeMs) / 60_000,
    level2MedianMinutes: median(runs.map((r) => r.level2AtMs ?? Infinity)) / 60_000,
    level2Share: runs.filter((r) => r.level2AtMs !== null).length / n,
    deathsByCause: countBy(runs.flatMap((r) => (r.death ? [r.death.isBoss ? `${r.death.cause} (boss)` : r.death.cause] : []))),
    deathsByDistance: countBy(runs.flatMap((r) => (r.death ? [`floor ${r.death.floor} at ${r.death.doorsFromEntrance} doors`] : []))),
    playerCrit: crit(runs.map((r) => r.swings.player)),
    mobCrit: crit(runs.map((r) => r.swings.mobs)),
    goldPerHour: hours ? runs.reduce((t, r) => t + r.gold, 0) / hours : 0,
    playedHours: hours,
    cleared: runs.filter((r) => r.end === 'cleared').length,
    deepestFloor: [1, 2, 3].map((f) => runs.filter((r) => r.deepestFloor >= f).length / n),
    bossAtLevel: bossShare(trials.flatMap((r) => r.bossFights)),
    bossInPlay: bossShare(bossFights),
    byClass: [...new Set(runs.map((r) => r.classification))].sort().map((classification) => {
      const mine = runs.filter((r) => r.classification === classification);
      return {
        classification,
        bots: mine.length,
        alive: mine.filter((r) => !r.death).length / mine.length,
        medianLevel: median(mine.map((r) => r.level)),
        bossKillShare: bossShare(trials.filter((r) => r.classification === classification).flatMap((r) => r.bossFights)).killShare,
      };
    }),
  };
}

export interface BudgetVerdict {
  readonly budget: string;
  readonly measured: string;
  readonly met: boolean | null;
}

const pct = (v: number) => (Number.isNaN(v) ? 'n/a' : `${(v * 100).toFixed(1)} %`);
const mins = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} min` : 'beyond the cap');

const within = (v: number, [low, high]: readonly [number, number]) => v >= low && v <= high;

export function verdicts(s: PolicySummary, capMinutes: number): BudgetVerdict[] {
  const b = BALANCE_BUDGETS;
  return [
    { budget: `≥ ${pct(b.firstRoomsSurvival)} survive their first ${b.firstRooms} rooms`, measured: pct(s.firstRoomsSurvival), met: s.firstRoomsSurvival >= b.firstRoomsSurvival },
    { budget: `median life ≥ ${b.medianLifeMinutes} min`, measured: mins(s.medianLifeMinutes), met: s.medianLifeMinutes >= Math.min(b.medianLifeMinutes, capMinutes) },
    { budget: `median time to level 2 ≤ ${b.level2Minutes} min`, measured: `${mins(s.level2MedianMinutes)} (${pct(s.level2Share)} got there)`, met: s.level2MedianMinutes <= b.level2Minutes },
    {
      budget: `a boss kills ${pct(b.bossKillShare[0])}-${pct(b.bossKillShare[1])} of bots fighting it at the floor's level`,
      measured: `${pct(s.bossAtLevel.killShare)} of ${s.bossAtLevel.fights} trial fights (in play, at whatever level: ${pct(s.bossInPlay.killShare)} of ${s.bossInPlay.fights})`,
      met: s.bossAtLevel.fights === 0 ? null : within(s.bossAtLevel.killShare, b.bossKillShare),
    },
    {
      budget: `${pct(b.aliveAfterHour[0])}-${pct(b.aliveAfterHour[1])} alive after 60 min of play (${b.hourPolicy} bot)`,
      measured: pct(s.aliveAtHour),
      met: capMinutes < 60 || s.policy !== b.hourPolicy ? null : within(s.aliveAtHour, b.aliveAfterHour),
    },
    {
      budget: `median level after 60 min ${b.levelAfterHour[0]}-${b.levelAfterHour[1]} (${b.hourPolicy} bot)`,
      measured: `L${s.medianLevel}`,
      met: capMinutes < 60 || s.policy !== b.hourPolicy ? null : within(s.medianLevel, b.levelAfterHour),
    },
  ];
}

/** The summary as plain text lines (the bench prints them; bench/README.md quotes them). */
export function formatSummary(s: PolicySummary, capMinutes: number): string[] {
  const lines = [
    `policy ${s.policy}: ${s.bots} bots, ${s.playedHours.toFixed(1)} h of play; cleared floors 1-3: ${s.cleared}; reached floor 2 / 3: ${pct(s.deepestFloor[1]!)} / ${pct(s.deepestFloor[2]!)}`,
    `  survival (alive at minute): ${SURVIVAL_MINUTES.map((m, i) => `${m}: ${pct(s.survival[i]!)}`).join(', ')}`,
    `  median life ${mins(s.medianLifeMinutes)}; level 2: median ${mins(s.level2MedianMinutes)}, ${pct(s.level2Share)} reached it`,
    `  deaths by cause: ${s.deathsByCause.map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`,
    `  deaths by place: ${s.deathsByDistance.map(([k, v]) => `${k}: ${v}`).join('; ') || 'none'}`,
    `  crits: player ${pct(s.playerCrit.perSwing)} of ${s.playerCrit.swings} swings (${pct(s.playerCrit.perHit)} of hits); mobs ${pct(s.mobCrit.perSwing)} of ${s.mobCrit.swings} swings (${pct(s.mobCrit.perHit)} of hits)`,
    `  gold per hour of play: ${s.goldPerHour.toFixed(0)}`,
    `  by class: ${s.byClass.map((c) => `${c.classification} ${pct(c.alive)} alive at the end, median level ${c.medianLevel}, boss trials lost ${pct(c.bossKillShare)}`).join('; ')}`,
    `  budgets:`,
  ];
  for (const v of verdicts(s, capMinutes)) lines.push(`    ${v.met === null ? 'n/a   ' : v.met ? 'met   ' : 'MISSED'} ${v.budget}: ${v.measured}`);
  return lines;
}

/** The summaries side by side as a markdown table (bench/README.md), budgets last with their verdicts. */
export function formatMarkdown(summaries: readonly PolicySummary[], capMinutes: number): string[] {
  const top = (list: readonly (readonly [string, number])[], n: number) => list.slice(0, n).map(([k, v]) => `${k} (${v})`).join('; ') || 'none';
  const rows: [string, (s: PolicySummary) => string][] = [
    ['bots, hours of play', (s) => `${s.bots}, ${s.playedHours.toFixed(1)} h`],
    [`alive at ${SURVIVAL_MINUTES.join(' / ')} min`, (s) => s.survival.map((v) => (v * 100).toFixed(0)).join(' / ') + ' %'],
    ['median life', (s) => mins(s.medianLifeMinutes)],
    ['level 2: median (share reaching it)', (s) => `${mins(s.level2MedianMinutes)} (${pct(s.level2Share)})`],
    ['reached floor 2 / 3; cleared 1-3', (s) => `${pct(s.deepestFloor[1]!)} / ${pct(s.deepestFloor[2]!)}; ${s.cleared}`],
    ['deaths by cause (top 4)', (s) => top(s.deathsByCause, 4)],
    ['deaths by place (top 3)', (s) => top(s.deathsByDistance, 3)],
    ['crits per swing: player / mobs', (s) => `${pct(s.playerCrit.perSwing)} / ${pct(s.mobCrit.perSwing)}`],
    ['gold per hour of play', (s) => s.goldPerHour.toFixed(0)],
    ['by class: alive at the end, median level', (s) => s.byClass.map((c) => `${c.classification} ${pct(c.alive)}, L${c.medianLevel}`).join('; ')],
  ];
  const lines = [`| figure | ${summaries.map((s) => s.policy).join(' | ')} |`, `| --- |${summaries.map(() => ' --- |').join('')}`];
  for (const [label, cell] of rows) lines.push(`| ${label} | ${summaries.map(cell).join(' | ')} |`);
  const budgets = summaries.map((s) => verdicts(s, capMinutes));
  budgets[0]?.forEach((v, i) => {
    lines.push(`| budget: ${v.budget} | ${budgets.map((b) => `${b[i]!.met === null ? 'n/a' : b[i]!.met ? '**met**' : '**missed**'}: ${b[i]!.measured}`).join(' | ')} |`);
  });
  return lines;
}
