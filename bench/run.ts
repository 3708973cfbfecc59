// `npm run bench`: the whole suite, one benchmark after another, in a profile sized to finish within
// 15 minutes on the 2-core machine: every row is still a median of 3 runs, with shorter
// windows than each benchmark's own default. Each benchmark prints its own figures and stops every
// process it started; run one alone (bench/README.md) for its full profile. Prints only.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
/** The suite profile: shorter windows, same number of runs. */
const SUITE_ENV: Record<string, Record<string, string>> = {
  'http.bench.ts': { BENCH_RUNS: '3', BENCH_SECONDS: '3' },
  'live-rooms.bench.ts': { BENCH_LIVE_N: '500,2000', BENCH_LIVE_RUNS: '3', BENCH_LIVE_WARMUP_S: '5', BENCH_LIVE_WINDOW_S: '10' },
  'durable-actions.bench.ts': { BENCH_QUICK: '1' },
  'startup.bench.ts': { BENCH_QUICK: '1' },
  'client-navigation.bench.ts': { BENCH_QUICK: '1' },
  'event-log-size.bench.ts': { BENCH_LOG_MINUTES: '5' },
  'ladder.bench.ts': { BENCH_QUICK: '1' },
  /** The balance harness's own profile is already small (about a minute of CPU); the suite runs it as is. */
  'balance.bench.ts': {},
};
/**
 * Not in the suite unless named (`npm run bench -- cluster`): the cluster bench needs PostgreSQL on
 * 127.0.0.1:5432 and the suite has no PostgreSQL-only profile; it runs alone (bench/README.md).
 * Lighthouse (`npm run bench -- lighthouse`) takes 3-6 minutes of the 15 and measures what the
 * client-navigation bench already sizes (JS per route); it runs alone too.
 */
const ONLY_WHEN_NAMED = new Set(['cluster.bench.ts', 'lighthouse.bench.ts']);
const only = process.argv.slice(2);
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => (only.length === 0 ? !ONLY_WHEN_NAMED.has(f) : only.some((o) => f.startsWith(o))))
  .sort();
const started = performance.now();
const took: string[] = [];
for (const file of benches) {
  console.log(`\n== ${file}`);
  const t = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${file}`], { stdio: 'inherit', env: { ...process.env, ...SUITE_ENV[file] } });
  took.push(`${file}: ${((performance.now() - t) / 1000).toFixed(0)} s${run.status === 0 ? '' : ` (exit ${run.status})`}`);
  if (run.status !== 0) process.exitCode = 1;
}
console.log(`\n== suite: ${((performance.now() - started) / 60_000).toFixed(1)} min\n  ${took.join('\n  ')}`);
