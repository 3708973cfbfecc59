// `npm test`: the whole suite, in three phases that keep both cores busy without letting a CPU-bound
// group slow the frames and lease seconds another group times.
//
//   1. unit and integration tests (three workers on two cores, CPU-bound), with the web build for the journeys;
//   2. the browser journeys that time nothing, two at a time (each keeps about three quarters of a
//      core busy, mostly its browser: a third lane only made each slower), beside the crash cycles;
//   3. three lanes side by side, each one file at a time: the timed journeys, the multi-process
//      tests, and the journeys that mostly wait (a spectator's minute, a cluster's takeover).
//
// Before them the server is compiled (esbuild, under a second): the servers and commands the tests
// start run from that bundle, as production runs them, at about half the CPU of a start through tsx.
//
// Each group is its own Vitest run (the configs say what runs in it and why). The first group of a
// phase prints as it goes; the other's output follows when it ends, so the lines do not interleave.
// Every group runs even after a failure (a CI run then reports all of them); the exit code is 1 if
// any failed. TEST_DATABASE_ONLY=1 (the second CI pass) is passed through: the configs leave out
// what ran on the first pass.
// Run: node --import tsx scripts/test-all.ts   (what `npm test` runs)
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { failedTests } from './test-failures.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VITEST = ['node_modules/vitest/vitest.mjs', 'run'];
// Each Vitest group also writes a JSON report here, read back at the end so that the run's last lines
// name every test that failed (CI keeps only the tail of the output: the groups' own failure lines
// scroll away above the summary).
const REPORTS = join(ROOT, '.tmp', 'test-reports');
const reportArgs = (file: string) => ['--reporter=default', '--reporter=json', `--outputFile.json=${join(REPORTS, file)}`];

interface Group {
  name: string;
  args: string[];
  /** The group's JSON report in REPORTS (Vitest groups only). */
  report?: string;
}

interface Outcome extends Pick<Group, 'name' | 'report'> {
  code: number;
  seconds: number;
}

/** A Vitest run whose JSON report (in REPORTS, as `report`) names its failures at the end. */
const vitest = (name: string, report: string, ...args: string[]): Group => ({ name, args: [...VITEST, ...args, ...reportArgs(report)], report });

const SERVER_BUILD: Group = { name: 'server build', args: ['--import', 'tsx', 'scripts/build-server.ts'] };
const UNIT = vitest('unit and integration', 'unit.json', '--project', 'unit');
const CRASH = vitest('crash cycles', 'crash.json', '--project', 'crash cycles');
const BUILD: Group = { name: 'web build (if stale)', args: ['--import', 'tsx', 'scripts/build-if-stale.ts'] };
const JOURNEYS = vitest('journeys', 'journeys.json', '--config', 'vitest.e2e.config.ts', '--project', 'journeys');
const TIMED = vitest('timed journeys', 'timed.json', '--config', 'vitest.e2e.config.ts', '--project', 'timed journeys');
const WAITING = vitest('waiting journeys', 'waiting.json', '--config', 'vitest.e2e.config.ts', '--project', 'waiting journeys');
const CLUSTER = vitest('multi-process', 'cluster.json', '--config', 'vitest.cluster.config.ts');

// The timed journeys, the multi-process tests and the waiting journeys (a spectator's minute, a
// takeover in a three-process cluster) share the last phase, one lane each. Each times real seconds,
// but each leaves most of a core idle (52, 27 and under 40 %): side by side they took about as long as
// each alone (2026-11-28 09:22-09:30 UTC: 165, 115 and 91 s; twice, no retry; the phase 77-87 % busy
// in the CI runs since), where one after another the
// timed journeys and then the multi-process tests beside the waiting journey took 281 s. (On
// 2026-11-27 the timed journeys and the multi-process tests missed their bounds beside each other;
// the takeover and drain have been faster since: sockets reach their room's owner, decision 0041.)
// On the second CI pass (TEST_DATABASE_ONLY=1) there are no multi-process tests and only the timed
// journey and the economy journey that the database can change.
// The crash cycles (vitest.config.ts) ride beside the journeys: they mostly wait on their server's
// starts, and the journeys leave about a fifth of the cores idle (79-87 %, 2026-11-28).
const PHASES: Group[][] = [[UNIT, BUILD], [JOURNEYS, CRASH], [TIMED, CLUSTER, WAITING]];

interface Finished extends Outcome {
  /** A held group's output (empty for the live one, which printed as it went). */
  output: Buffer;
}

function run(group: Group, live: boolean): Promise<Finished> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, group.args, { cwd: ROOT, env: process.env, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    const done = (code: number) => resolve({ name: group.name, code, seconds: (performance.now() - started) / 1000, output: Buffer.concat(held), report: group.report });
    child.on('error', (error) => {
      held.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** The machine's CPU time so far, busy and in all (ms, every core): what a phase used of it is the difference. */
function cpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    const all = times.user + times.nice + times.sys + times.irq + times.idle;
    total += all;
    busy += all - times.idle;
  }
  return { busy, total };
}

/** How busy the machine's cores were between two readings: a phase near 100 % is CPU-bound, and more lanes would not shorten it. */
function busyShare(from: { busy: number; total: number }, to: { busy: number; total: number }): string {
  const total = to.total - from.total;
  return total > 0 ? `${Math.round((100 * (to.busy - from.busy)) / total)} % of ${cpus().length} cores busy` : 'CPU not measured';
}

const verdict = (o: Outcome) => `${o.code === 0 ? 'passed' : `FAILED (exit ${o.code})`} in ${o.seconds.toFixed(0)} s`;

async function main(): Promise<void> {
  const started = performance.now();
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const outcomes: Outcome[] = [];
  const phaseSummaries: string[] = [];
  // The servers the tests start run compiled, as production runs them (tests/helpers/server-process.ts,
  // entryArgs): compiled now, from this checkout's sources, so they cannot be stale.
  const compiled = await run(SERVER_BUILD, true);
  outcomes.push(compiled);
  if (compiled.code === 0) process.env.TEST_COMPILED_SERVER = '1';
  for (const phase of PHASES) {
    console.log(`\n== ${phase.map((g) => g.name).join(' | ')}`);
    const phaseStarted = performance.now();
    const cpuBefore = cpuTimes();
    const [first, ...beside] = phase;
    const held = beside.map((g) => run(g, false));
    const live = await run(first!, true);
    console.log(`== ${live.name}: ${verdict(live)}`);
    outcomes.push(live);
    for (const finished of await Promise.all(held)) {
      console.log(`\n== ${finished.name} (ran beside ${live.name}):`);
      process.stdout.write(finished.output);
      console.log(`== ${finished.name}: ${verdict(finished)}`);
      outcomes.push(finished);
    }
    const phaseSummary = `phase ${phase.map((g) => g.name).join(' | ')}: ${((performance.now() - phaseStarted) / 1000).toFixed(0)} s, ${busyShare(cpuBefore, cpuTimes())}`;
    phaseSummaries.push(phaseSummary);
    console.log(`== ${phaseSummary}`);
  }
  console.log(`\n== npm test: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  for (const o of outcomes) console.log(`   ${o.code === 0 ? 'passed' : 'FAILED'}  ${o.seconds.toFixed(0).padStart(4)} s  ${o.name}`);
  // Machine-wide: anything else running on the machine counts too.
  for (const line of phaseSummaries) console.log(`   ${line}`);
  printFailures(outcomes);
  process.exitCode = outcomes.some((o) => o.code !== 0) ? 1 : 0;
}

/** The tests that failed or passed only on their retry, each with its first error line; a failed group whose report names no failed test says so. */
function printFailures(outcomes: Outcome[]): void {
  const lines: string[] = [];
  for (const o of outcomes) {
    const tests = o.report ? (failedTests(join(REPORTS, o.report), ROOT) ?? []) : [];
    for (const t of tests) lines.push(`   ${t.outcome === 'failed' ? 'FAILED' : 'passed on its retry'}: ${o.name}: ${t.file} > ${t.title}\n      ${t.message}`);
    if (o.code !== 0 && !tests.some((t) => t.outcome === 'failed')) lines.push(`   FAILED: ${o.name}: exit ${o.code} with no failed test in its report (a crash, a time-out or an error outside a test: its output above says)`);
  }
  if (lines.length > 0) console.log(`\n== tests that failed or needed their retry:\n${lines.join('\n')}`);
}

await main();
