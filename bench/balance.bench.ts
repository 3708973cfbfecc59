// The balance harness (game/balance/): seeded bots of every class played by standing orders and by a
// sensible bot through floors 1-3 of a generated season, stepping the server's room simulation with
// injected time. Prints the survival curve, time to level 2, deaths by cause and place, crit rates,
// gold per hour and each budget met or missed, and how fast the simulation ran. Prints only.
// Knobs: BALANCE_N (bots per class and policy, default 20), BALANCE_MINUTES (play cap per bot, 60),
// BALANCE_SEEDS (comma-separated season seeds), BALANCE_KIT=1 (wear the starting kit from the first step).
import { performance } from 'node:perf_hooks';
import { DEFAULT_BALANCE, runBalance } from '#game/balance/harness.ts';
import { formatMarkdown, formatSummary, summarise } from '#game/balance/report.ts';

const env = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const config = {
  ...DEFAULT_BALANCE,
  perClass: env('BALANCE_N', DEFAULT_BALANCE.perClass),
  maxPlayMinutes: env('BALANCE_MINUTES', DEFAULT_BALANCE.maxPlayMinutes),
  seasonSeeds: process.env.BALANCE_SEEDS ? process.env.BALANCE_SEEDS.split(',').map(Number) : DEFAULT_BALANCE.seasonSeeds,
  equipKit: process.env.BALANCE_KIT ? process.env.BALANCE_KIT === '1' : DEFAULT_BALANCE.equipKit,
};
const started = performance.now();
const { runs, trials } = runBalance(config);
const seconds = (performance.now() - started) / 1000;
const playedHours = [...runs, ...trials].reduce((t, r) => t + r.playedMs, 0) / 3_600_000;
console.log(`balance: seasons ${config.seasonSeeds.join(', ')}, ${config.perClass} bots per class and policy, floors 1-${config.floors}, cap ${config.maxPlayMinutes} min, starting kit ${config.equipKit ? 'worn' : 'in the pack'}`);
console.log(`simulated ${playedHours.toFixed(1)} h of play (${runs.length} runs, ${trials.length} boss trials) in ${seconds.toFixed(1)} s (${(playedHours / seconds).toFixed(1)} h of play per second)`);
const summaries = config.policies.map((policy) => summarise(policy, runs, trials));
for (const s of summaries) for (const line of formatSummary(s, config.maxPlayMinutes)) console.log(line);
// The same figures as the table bench/README.md keeps.
console.log(`\n${formatMarkdown(summaries, config.maxPlayMinutes).join('\n')}`);
