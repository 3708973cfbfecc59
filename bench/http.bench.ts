// HTTP intents and reads against the real server (server/main.ts as a child process, 127.0.0.1), on
// PGlite and on PostgreSQL, compared with a bare Fastify 5 ceiling (bench/http/bare-server.ts, its own
// child process) measured in the same run with the same load generator (autocannon, in this process).
// 1,600 signed-in players (one crawler each, about 10 to a quiet room: bench/http/fleet.ts); every
// route's requests rotate over them. Per route: req/s, accepted/s, p50/p99 latency, non-2xx, and the
// ratio of accepted/s to its ceiling (POSTs to the bare validated POST, GETs to the bare GET), taken
// in each run against the ceiling measured seconds before it and reported as the median of those
// ratios: this machine's speed drifts by up to 2× over minutes, alike for the server and the ceiling. Budgets:
// position intents >= 40% of the POST ceiling; reads >= 50% of the GET ceiling. Moves have no budget:
// a crawler may take one door per second, so accepted moves/s is capped by the number of crawlers.
// Medians of 3 runs of 10 s per route. Prints figures and a markdown table; asserts nothing.
// Run: node --import tsx bench/http.bench.ts
// Short profile (1 run of 3 s per route): BENCH_QUICK=1 node --import tsx bench/http.bench.ts
// Knobs: BENCH_DB=pglite|postgres|pglite,postgres (default both), BENCH_PG_URL (admin URL, default
// postgres://postgres@127.0.0.1:5432/postgres), BENCH_USERS, BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_RUNS.
// BENCH_ROUTES=position,leaderboard (comma-separated keys) measures only those routes.
// BENCH_BARE_BYTES=n makes the bare GET answer n bytes of JSON (a ceiling sized like a large read). BENCH_PER_ROOM
// (default 10) sets how many players share a room (room-data-batch grows with it).
// Profiling: BENCH_PROFILE=position|current-room|room-data-batch|leaderboard|move runs only that route
// (and those BENCH_ROUTES lists, e.g. position before a read, unsummarised), with the server under node --cpu-prof (profile under bench/out/profiles/, not committed), and writes
// a summary of the measured runs to bench/profiles/http-<route>.md (see bench/profile-summary.ts).
// BENCH_PROFILE_REFILL=1 summarises instead a read's first pass after the door moves (BENCH_ROUTES
// must list move), written to bench/profiles/http-<route>-after-moves.md.
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTENT_RATE_LIMITS } from '#contract/realtime.ts';
import { DOOR_ZONE } from '#game/constants.ts';
import { ROOT } from '#tests/helpers/server-process.ts';
import { closeClients } from './http/client.ts';
import { occupancy, primeFleet, readOnce, refreshFleet, SETUP_CONCURRENCY, seedPlayers, type Player } from './http/fleet.ts';
import { medianOf, runLoad, type RunFigures } from './http/load.ts';
import { startBare, startReal, scratchDatabase, stopAll, wasInterrupted, type Child, type DbKind } from './http/processes.ts';
import { CEILINGS, ROUTES, sizedCeiling, type CeilingKind, type Route } from './http/routes.ts';
import { summariseProfileFile, type ProfileWindow } from './profile-summary.ts';
import { summary } from './stats.ts';

const env = process.env;
const QUICK = env.BENCH_QUICK === '1';
const RUNS = Number(env.BENCH_RUNS ?? (QUICK ? 1 : 3));
const SECONDS = Number(env.BENCH_SECONDS ?? (QUICK ? 3 : 10));
// 1,600 players: their position limit (20/s each, 32,000/s in all) stays above what the server
// answers, so the position rows measure the server, not the per-user limit (at 800 players the
// server came within reach of 16,000/s and part of each run was refused with 429).
const USERS = Number(env.BENCH_USERS ?? 1_600);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
// Long enough for every player to be asked at least once per route before measuring, so the first
// run does not fill 1,600 players' caches (a 1 s warm-up left the first batch run at 771 req/s).
const WARMUP_SECONDS = 3;
/** Players per room, as in the live-rooms benchmark. */
const PER_ROOM = Number(env.BENCH_PER_ROOM ?? 10);
/** Season 88 has ~20 quiet rooms next to another quiet room per floor: 203 on 8 floors, 160 needed for 1,600 players. */
const SEASON_SEED = '88';
const DUNGEON_FLOORS = String(Math.max(4, Math.ceil(USERS / PER_ROOM / 20)));
const PROFILE = env.BENCH_PROFILE;
/** BENCH_PROFILE_REFILL=1: the profile summarises the profiled read's first pass after the door moves (prepare), not its runs. */
const PROFILE_REFILL = env.BENCH_PROFILE_REFILL === '1';
const ONLY = env.BENCH_ROUTES ? new Set(env.BENCH_ROUTES.split(',').map((k) => k.trim())) : null;
const PG_URL = env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DBS = (env.BENCH_DB ?? 'pglite,postgres').split(',').map((s) => s.trim()) as DbKind[];

for (const k of ONLY ?? []) if (!ROUTES.some((r) => r.key === k)) throw new Error(`BENCH_ROUTES: unknown route ${k} (one of ${ROUTES.map((r) => r.key).join(', ')})`);
if (PROFILE && !ROUTES.some((r) => r.key === PROFILE)) throw new Error(`BENCH_PROFILE must be one of ${ROUTES.map((r) => r.key).join(', ')}`);
for (const db of DBS) if (db !== 'pglite' && db !== 'postgres') throw new Error(`BENCH_DB: unknown database ${db}`);

interface Pass {
  db: DbKind;
  ceilings: Record<CeilingKind, RunFigures>;
  /**
   * `ratios`: each run's accepted/s over the ceiling measured just before it in the same run;
   * `cpuRatios`: each run's server CPU per answer of the ceiling over the route's (the same ceiling run);
   * `sized`: a size-matched route's runs of the bare GET of its answer size, and its ratios to them.
   */
  routes: { route: Route; figures: RunFigures | null; ratios: number[]; cpuRatios: number[]; sized: { figures: RunFigures | null; ratios: number[] } | null }[];
  movers: number;
  rooms: { rooms: number; busiest: number };
  /** BENCH_PROFILE: where the server's .cpuprofile went, and the measured windows in it. */
  profile?: { dir: string; windows: ProfileWindow[] };
  /** Reads asked once per player after the door moves, before their runs (prepare): each pass's ms. */
  refills: Refills;
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const breakdown = (t: Record<string, number>) => Object.entries(t).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ×${v}`).join(', ');

function show(label: string, f: RunFigures | null): void {
  if (!f) return void console.log(`    ${label}: skipped`);
  const extra = [breakdown(f.tally.refused), breakdown(f.tally.errors), f.failures ? `${f.failures} transport errors/timeouts` : ''].filter(Boolean).join('; ');
  console.log(`    ${label}: ${fmt(f.rps)} req/s, accepted ${fmt(f.acceptedRps)}/s, p50 ${f.p50} ms, p99 ${f.p99} ms, non-2xx ${f.non2xx}, ${fmt(f.bytesPerAnswer)} bytes per answer${f.cpuUsPerAnswer === null ? '' : `, server CPU ${fmt(f.cpuUsPerAnswer, 1)} µs per answer`}${extra ? ` (${extra})` : ''}`);
}

async function measure(server: Child, route: Route, players: readonly Player[], seconds: number): Promise<RunFigures | null> {
  if (wasInterrupted()) throw new Error('interrupted');
  return runLoad(server.base, route, players, { seconds, connections: CONNECTIONS, serverPid: server.pid });
}

/** A pass's reads that were refilled after the door moves (see prepare): route key → each pass's ms. */
type Refills = Map<string, number[]>;

/**
 * Before a route's run: positions are reported from where each crawler stands now, each crawler
 * already in its live room (moves take them out); moves leave from there, once every crawler may
 * move again. A read that the door moves made stale (every crawler stands in another room) is asked
 * once per player first, as each client does on entering a room, so that its run measures the reads
 * that follow, as the warm-up meant it to: that first pass is timed and reported on its own
 * (`refills`), not hidden.
 */
async function prepare(base: string, route: Route, players: Player[], stale: Set<string>, refills: Refills): Promise<void> {
  if (route.key === 'move') for (const r of ROUTES) if (r.readPath) stale.add(r.key);
  if (route.readPath && stale.delete(route.key)) {
    const ms = await readOnce(base, players, route.readPath);
    refills.set(route.key, [...(refills.get(route.key) ?? []), ms]);
  }
  if (route.key !== 'position' && route.key !== 'move') return;
  if (route.key === 'move') await new Promise((r) => setTimeout(r, DOOR_ZONE.minIntervalMs + 200));
  await refreshFleet(base, players);
  if (route.key === 'position') await primeFleet(base, players);
}

async function pass(db: DbKind): Promise<Pass> {
  console.log(`\n== ${db}: ${USERS} players, ${CONNECTIONS} connections, ${RUNS} run(s) × ${SECONDS} s per route`);
  const database = await scratchDatabase(db, PG_URL);
  const bare = await startBare();
  const profileDir = PROFILE ? join(ROOT, 'bench/out/profiles', `http-${PROFILE}-${db}-${Date.now()}`) : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const t0 = Date.now();
  // The first start generates the season's dungeon; the players are seeded with the server stopped.
  const serverEnv = { ...database.env, SEASON_SEED, DUNGEON_FLOORS };
  await (await startReal(serverEnv)).stop();
  const players = await seedPlayers({ pgUrl: database.env.DATABASE_URL ?? null, dataDir: database.env.DATA_DIR! }, USERS, PER_ROOM);
  const real = await startReal(serverEnv, profileDir);
  const rooms = occupancy(players);
  const movers = players.filter((p) => p.shuttle).length;
  console.log(`  fleet ready in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${rooms.rooms} rooms hold crawlers (at most ${rooms.busiest} in one), ${movers} can shuttle between two quiet rooms`);

  // BENCH_PROFILE with BENCH_ROUTES: the listed routes run too (position reports keep the rooms live
  // for a read), but only the profiled route's runs are summarised.
  const routes = ROUTES.filter((r) => (PROFILE ? r.key === PROFILE || ONLY?.has(r.key) : !ONLY || ONLY.has(r.key)));
  // Warm-up (JIT, caches, connection pools): not recorded.
  for (const kind of ['post', 'get'] as const) await measure(bare, CEILINGS[kind], players, WARMUP_SECONDS);
  const stale = new Set<string>();
  const refills: Refills = new Map();
  for (const route of routes) {
    await prepare(real.base, route, players, stale, refills);
    await measure(real, route, players, WARMUP_SECONDS);
  }

  const ceilingRuns: Record<CeilingKind, RunFigures[]> = { post: [], get: [] };
  const routeRuns = new Map<string, RunFigures[]>(routes.map((r) => [r.key, []]));
  const routeRatios = new Map<string, number[]>(routes.map((r) => [r.key, []]));
  const cpuRatios = new Map<string, number[]>(routes.map((r) => [r.key, []]));
  const sizedRuns = new Map<string, { runs: RunFigures[]; ratios: number[] }>(routes.filter((r) => r.sizeMatched).map((r) => [r.key, { runs: [], ratios: [] }]));
  const measured: { start: number; end: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    console.log(`  run ${run + 1}/${RUNS}`);
    const thisRun: Partial<Record<CeilingKind, RunFigures>> = {};
    for (const kind of ['post', 'get'] as const) {
      const f = await measure(bare, CEILINGS[kind], players, SECONDS);
      if (f) ceilingRuns[kind].push((thisRun[kind] = f));
      show(CEILINGS[kind].label, f);
    }
    for (const route of routes) {
      const refillStart = Date.now();
      await prepare(real.base, route, players, stale, refills);
      if (PROFILE_REFILL && route.key === PROFILE) measured.push({ start: refillStart, end: Date.now() });
      const start = Date.now();
      const f = await measure(real, route, players, SECONDS);
      if (!PROFILE || (route.key === PROFILE && !PROFILE_REFILL)) measured.push({ start, end: Date.now() });
      if (f) routeRuns.get(route.key)!.push(f);
      const ceiling = thisRun[route.ceiling];
      if (f && ceiling) routeRatios.get(route.key)!.push(f.acceptedRps / ceiling.rps);
      if (f?.cpuUsPerAnswer && ceiling?.cpuUsPerAnswer) cpuRatios.get(route.key)!.push(ceiling.cpuUsPerAnswer / f.cpuUsPerAnswer);
      show(route.label, f);
      const sized = sizedRuns.get(route.key);
      if (f && sized) {
        const same = sizedCeiling(f.bytesPerAnswer);
        const g = await measure(bare, same, players, SECONDS);
        if (g) {
          sized.runs.push(g);
          sized.ratios.push(f.acceptedRps / g.rps);
        }
        show(same.label, g);
      }
    }
  }

  await real.stop();
  const exitAt = Date.now();
  await bare.stop();
  await database.drop();
  // Only the measured runs of the profiled route (not start-up, sign-ins or warm-up) are summarised.
  const profile = profileDir ? { dir: profileDir, windows: measured.map((m) => ({ fromMsBeforeEnd: exitAt - m.start, toMsBeforeEnd: exitAt - m.end })) } : undefined;
  return {
    db,
    ceilings: { post: medianOf(ceilingRuns.post), get: medianOf(ceilingRuns.get) },
    routes: routes.map((route) => {
      const runs = routeRuns.get(route.key)!;
      const sized = sizedRuns.get(route.key);
      return { route, figures: runs.length ? medianOf(runs) : null, ratios: routeRatios.get(route.key)!, cpuRatios: cpuRatios.get(route.key)!, sized: sized ? { figures: sized.runs.length ? medianOf(sized.runs) : null, ratios: sized.ratios } : null };
    }),
    movers,
    rooms,
    profile,
    refills,
  };
}

/**
 * The main thread's .cpuprofile of a pass, summarised as a markdown section. Node names each thread's
 * file CPU.<date>.<time>.<pid>.<thread>.<seq>: the main thread is 0 (the largest file is not always
 * it: the database worker's can be larger when the main thread is mostly idle between requests).
 */
function profileSection(p: Pass): string {
  const { dir, windows } = p.profile!;
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')).map((f) => join(dir, f));
  const main = files.find((f) => /\.\d+\.0\.\d+\.cpuprofile$/.test(f)) ?? files.sort((a, b) => statSync(b).size - statSync(a).size)[0];
  if (!main) return `## ${p.db}\n\nNo .cpuprofile was written under \`${dir.slice(ROOT.length)}\`.\n`;
  const r = p.routes.find((x) => x.route.key === PROFILE)!;
  const f = r.figures;
  const figures = f
    ? `${fmt(f.rps)} req/s, accepted ${fmt(f.acceptedRps)}/s (${fmt((f.acceptedRps / p.ceilings[r.route.ceiling].rps) * 100, 1)}% of the bare ${r.route.ceiling.toUpperCase()} ceiling, ${fmt(p.ceilings[r.route.ceiling].rps)} req/s), p50 ${f.p50} ms, p99 ${f.p99} ms, under the profiler`
    : 'no figures';
  return [`## ${p.db}`, '', `${figures}. Profile: \`${main.slice(ROOT.length)}\` (not committed).`, '', summariseProfileFile(main, 30, windows), ''].join('\n');
}

/** BENCH_PROFILE: bench/profiles/http-<route>.md, one section per database. */
function writeProfileSummaries(passes: Pass[]): void {
  const route = ROUTES.find((r) => r.key === PROFILE)!;
  const out = join(ROOT, 'bench/profiles', `http-${PROFILE}${PROFILE_REFILL ? '-after-moves' : ''}.md`);
  mkdirSync(join(ROOT, 'bench/profiles'), { recursive: true });
  const header = [
    `# CPU profile of the server: ${route.label}`,
    '',
    `\`BENCH_PROFILE=${PROFILE}${PROFILE_REFILL ? ' BENCH_PROFILE_REFILL=1' : ''}${ONLY ? ` BENCH_ROUTES=${[...ONLY].join(',')}` : ''} BENCH_DB=${DBS.join(',')} BENCH_USERS=${USERS} BENCH_SECONDS=${SECONDS} BENCH_RUNS=${RUNS} node --import tsx bench/http.bench.ts\`: ${CONNECTIONS} connections; the server ran under \`--cpu-prof\` and only ${PROFILE_REFILL ? `each crawler's first read of this route after the door moves (${SETUP_CONCURRENCY} at a time) is summarised` : 'the measured runs of this route are summarised'} (not start-up, sign-ins or warm-up). Self time is where the CPU went; inclusive time of project functions stops at \`await\`s, so it undercounts async work.`,
    '',
  ].join('\n');
  writeFileSync(out, `${header}\n${passes.map(profileSection).join('\n')}`);
  console.log(`profile summary written to ${out.slice(ROOT.length)}`);
}

function table(passes: Pass[]): string {
  const rows = [
    '| database | route | req/s | accepted/s | p50 ms | p99 ms | bytes per answer | ceiling req/s | accepted / ceiling (median of per-run ratios) | budget | accepted / a bare GET of the same size |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: |',
  ];
  const figuresOf = (f: RunFigures) => `${fmt(f.rps)} | ${fmt(f.acceptedRps)} | ${f.p50} | ${f.p99} | ${fmt(f.bytesPerAnswer)}`;
  for (const p of passes) {
    for (const kind of ['post', 'get'] as const) rows.push(`| ${p.db} | ${CEILINGS[kind].label} | ${figuresOf(p.ceilings[kind])} | — | — | ceiling | — |`);
    for (const { route, figures: f, ratios, sized } of p.routes) {
      if (!f || !ratios.length) {
        rows.push(`| ${p.db} | ${route.label} | — | — | — | — | — | — | — | skipped | — |`);
        continue;
      }
      const ceiling = p.ceilings[route.ceiling].rps;
      const ratio = summary(ratios).median;
      const verdict = route.budget === undefined ? 'none' : `≥ ${route.budget * 100}%: ${ratio >= route.budget ? 'met' : 'MISSED'}`;
      const same = sized?.figures && sized.ratios.length ? `${fmt(summary(sized.ratios).median * 100, 1)}% (${sized.ratios.map((r) => fmt(r * 100, 1)).join(', ')})` : '—';
      rows.push(`| ${p.db} | ${route.label} | ${figuresOf(f)} | ${fmt(ceiling)} | ${fmt(ratio * 100, 1)}% (${ratios.map((r) => fmt(r * 100, 1)).join(', ')}) | ${verdict} | ${same} |`);
      if (sized?.figures) rows.push(`| ${p.db} | ${sizedCeiling(sized.figures.bytesPerAnswer).label} | ${figuresOf(sized.figures)} | — | — | same-size ceiling | — |`);
    }
  }
  return rows.join('\n');
}

function notes(passes: Pass[]): string[] {
  const out: string[] = [];
  for (const p of passes) {
    out.push(`- ${p.db}: crawlers in ${p.rooms.rooms} rooms (at most ${p.rooms.busiest} in one); ${p.movers} shuttle crawlers, so at most ~${fmt(p.movers / ((DOOR_ZONE.minIntervalMs + 50) / 1000))} moves/s can be accepted; position reports are limited to ${INTENT_RATE_LIMITS.position}/s per user (${fmt(USERS * INTENT_RATE_LIMITS.position)}/s over ${USERS} users).`);
    for (const { route, figures: f, cpuRatios: cpu } of p.routes) {
      if (!f) continue;
      const ceiling = p.ceilings[route.ceiling];
      if (cpu.length && f.cpuUsPerAnswer !== null && ceiling.cpuUsPerAnswer !== null) {
        out.push(`- ${p.db}, ${route.label}: server CPU ${fmt(f.cpuUsPerAnswer, 1)} µs per answer against the bare ${route.ceiling.toUpperCase()}'s ${fmt(ceiling.cpuUsPerAnswer, 1)} µs: the ceiling's cost is ${fmt(summary(cpu).median * 100, 1)}% of the route's (median of per-run ratios: ${cpu.map((r) => fmt(r * 100, 1)).join(', ')})`);
      }
      const parts = [breakdown(f.tally.refused) && `refused in a 200: ${breakdown(f.tally.refused)}`, breakdown(f.tally.errors) && `non-2xx: ${breakdown(f.tally.errors)}`, f.failures ? `${f.failures} transport errors/timeouts` : ''].filter(Boolean);
      if (parts.length) out.push(`- ${p.db}, ${route.label} (all runs): ${parts.join('; ')}`);
      const refilled = p.refills.get(route.key);
      if (refilled?.length) {
        const ms = summary(refilled).median;
        out.push(`- ${p.db}, ${route.label}: after the door moves, each crawler's first read (${USERS} of them, ${SETUP_CONCURRENCY} at a time, before the run) took ${fmt(ms)} ms in all, ${fmt((USERS / ms) * 1000)} a second (median of ${refilled.length}: ${refilled.map((x) => fmt(x)).join(' / ')} ms)`);
      }
    }
  }
  return out;
}

const passes: Pass[] = [];
try {
  for (const db of DBS) {
    try {
      passes.push(await pass(db));
    } catch (err) {
      // No PostgreSQL server here: say so and measure the rest, rather than fail the whole bench.
      if (db !== 'postgres' || (err as { code?: unknown }).code !== 'ECONNREFUSED') throw err;
      console.log(`  skipped: no PostgreSQL answers at ${PG_URL} (set BENCH_PG_URL, or BENCH_DB=pglite)`);
      await stopAll();
    }
  }
} catch (err) {
  // Interrupted: requests under way fail as their servers stop; the SIGINT handler ends the process.
  if (!wasInterrupted()) throw err;
} finally {
  closeClients();
  await stopAll();
}
if (wasInterrupted()) await new Promise(() => {}); // the SIGINT handler exits once everything is stopped
console.log(`\nHTTP intents and reads vs bare Fastify (median of ${RUNS} run(s) × ${SECONDS} s, ${USERS} players, ${CONNECTIONS} connections)\n`);
console.log(table(passes));
console.log('');
for (const line of notes(passes)) console.log(line);
if (PROFILE) writeProfileSummaries(passes);
