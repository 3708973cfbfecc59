// Client timings of the crawler page on the production build, in headless Debian Chromium
// (playwright-core), against the real server (server/main.ts, PGlite, 2-floor test-seed dungeon):
//  - navigation → room drawn: from navigation start to the tactical canvas drawing the crawler's room
//    (its `data-drawn-room` attribute, set by routes/crawler/tactical/room-canvas.tsx after it draws),
//    cold (new browser context, empty cache) and warm (reload, assets cached);
//  - a room transition: the crawler walks through a door with the keyboard (as
//    tests/e2e/dungeon.e2e.ts does); door crossing (the POST move request) → the next room drawn, which
//    includes the spec's DOOR_ZONE.animationMs (1.5 s) slide, so the time past it is printed too, with the
//    move request's own duration; and the long tasks (PerformanceObserver 'longtask', > 50 ms) from key
//    down to 0.5 s after that draw;
//  - JS shipped per route, gzip (zlib default level), from the build's manifest: the entry chunk and
//    its static imports, plus each lazily loaded screen's chunk and its static imports.
// Each run is a new sponsor and crawler starting in the same entrance room. Full profile 5 runs;
// BENCH_QUICK=1 runs 3. Prints medians; asserts nothing. The build goes to bench/out/nav-web (dist/web is
// left alone). Budgets (bench/README.md): landing ≤ 150 KB and crawler route ≤ 350 KB of JS gzip.
// Run: node --import tsx bench/client-navigation.bench.ts
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { DEV_TOKEN_KEY } from '#contract/auth.ts';
import type { Candidate } from '#contract/crawler.ts';
import { DOOR_ZONE } from '#game/constants.ts';
import { DESKTOP, launchBrowser } from '#tests/helpers/browser.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { freePort, ROOT, spawnServer, waitHealthy, type ServerProcess } from '#tests/helpers/server-process.ts';
import { payloadOf } from '#tests/helpers/sponsor.ts';
import { summary } from './stats.ts';
import { api } from './api.ts';

const QUICK = process.env.BENCH_QUICK === '1';
const RUNS = QUICK ? 3 : 5;
const OUT = join(ROOT, 'bench/out/nav-web');
const KEY = { north: 'w', south: 's', east: 'd', west: 'a' } as const;
const SETTLE_MS = 500;
const BUDGET_KB = { landing: 150, crawler: 350 } as const;

// ---- JS per route from the manifest ----

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The chunk and everything it statically imports (what loads with it). */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const k of manifest[key]?.imports ?? []) closure(manifest, k, into);
  return into;
}

function jsPerRoute(): { rows: [string, number][]; landing: number; crawler: number | undefined } {
  const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gz = new Map<string, number>();
  const size = (keys: Set<string>) =>
    [...keys].reduce((sum, k) => {
      const file = manifest[k]!.file;
      if (!file.endsWith('.js')) return sum;
      if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(OUT, file))).length);
      return sum + gz.get(file)!;
    }, 0);
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error('no entry in the manifest');
  const entry = closure(manifest, entryKey);
  const rows: [string, number][] = [[`landing (entry ${basename(manifest[entryKey]!.file)} + ${entry.size - 1} static imports)`, size(entry)]];
  let crawler: number | undefined;
  for (const [key, chunk] of Object.entries(manifest)) {
    // The crawler page's module is in the 'crawler' group's chunk (scripts/crawler-chunks.ts), which
    // the manifest does not mark as a dynamic entry.
    const isCrawler = chunk.src?.endsWith('crawler/crawler-page.tsx') === true || chunk.name === 'crawler';
    if (!chunk.isDynamicEntry && !isCrawler) continue;
    const all = closure(manifest, key, new Set(entry));
    const bytes = size(all);
    rows.push([`entry + ${basename(chunk.src ?? key)} (+ its imports)`, bytes]);
    if (isCrawler) crawler = bytes;
  }
  return { rows, landing: size(entry), crawler };
}

// ---- the server's API, from Node ----

/** A new sponsor with a primary crawler, placed in the entrance room; returns its token, id and first door. */
async function newCrawler(base: string, n: number): Promise<{ token: string; id: number; roomId: number; door: keyof typeof KEY }> {
  const { access_token: token } = await api<{ access_token: string }>(base, 'POST', '/api/auth/dev-login', undefined, { email: `nav-${process.pid}-${n}@bench.test` });
  const [candidate] = await api<Candidate[]>(base, 'GET', '/api/crawlers/candidates', token);
  const { id } = await api<{ id: number }>(base, 'POST', '/api/crawlers', token, payloadOf(candidate!));
  const here = await api<{ room: { id: number; connections: { direction: string }[] } }>(base, 'GET', `/api/crawlers/${id}/current-room`, token);
  const door = here.room.connections.map((c) => c.direction).find((d): d is keyof typeof KEY => d in KEY);
  if (!door) throw new Error('the entrance room has no door to walk through');
  return { token, id, roomId: here.room.id, door };
}

// ---- in the page ----

interface PageProbe {
  drawn: { room: number; t: number }[];
  longtasks: { start: number; duration: number }[];
}
type ProbeWindow = Window & { __probe: PageProbe };

/** Runs before the app on every navigation: the token, and observers for the canvas draw and long tasks. */
function installProbe(arg: { key: string; token: string }): void {
  localStorage.setItem(arg.key, arg.token);
  const probe: PageProbe = { drawn: [], longtasks: [] };
  (window as unknown as ProbeWindow).__probe = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((records) => {
    for (const r of records) {
      const room = (r.target as Element).getAttribute('data-drawn-room');
      if (room) probe.drawn.push({ room: Number(room), t: performance.now() });
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-drawn-room'] });
}

const probe = (page: Page) => page.evaluate(() => (window as unknown as ProbeWindow).__probe);

/** ms from navigation start until the canvas first drew a room, and the long tasks before it. */
async function loadTiming(page: Page): Promise<{ drawnMs: number; longBefore: number }> {
  await page.waitForFunction(() => (window as unknown as ProbeWindow).__probe?.drawn.length > 0, undefined, { timeout: 30_000 });
  const p = await probe(page);
  const drawnMs = p.drawn[0]!.t;
  return { drawnMs, longBefore: p.longtasks.filter((l) => l.start < drawnMs).reduce((s, l) => s + l.duration, 0) };
}

interface Transition {
  crossingToDrawnMs: number;
  /** The POST move request, start to response end. */
  moveMs: number;
  walkMs: number;
  longCount: number;
  longTotal: number;
  longMax: number;
}

/** Holds the door's key until the canvas draws another room; the long tasks from key down to SETTLE_MS after. */
async function walkThroughDoor(page: Page, from: number, door: keyof typeof KEY): Promise<Transition> {
  const t0 = await page.evaluate(() => performance.now());
  await page.keyboard.down(KEY[door]);
  try {
    await page.waitForFunction((room) => (window as unknown as ProbeWindow).__probe.drawn.some((d) => d.room !== room), from, { timeout: 20_000 });
  } finally {
    await page.keyboard.up(KEY[door]);
  }
  await page.waitForTimeout(SETTLE_MS);
  const p = await probe(page);
  const drawn = p.drawn.find((d) => d.room !== from)!.t;
  const request = await page.evaluate((since) => {
    const e = performance.getEntriesByType('resource').find((r) => r.startTime >= since && /\/api\/crawlers\/\d+\/move$/.test(r.name)) as PerformanceResourceTiming | undefined;
    return e ? { start: e.startTime, end: e.responseEnd } : null;
  }, t0);
  if (request === null) throw new Error('no move request seen during the walk');
  const move = request.start;
  const long = p.longtasks.filter((l) => l.start >= t0 && l.start <= drawn + SETTLE_MS);
  return {
    crossingToDrawnMs: drawn - move,
    moveMs: request.end - request.start,
    walkMs: move - t0,
    longCount: long.length,
    longTotal: long.reduce((s, l) => s + l.duration, 0),
    longMax: long.reduce((m, l) => Math.max(m, l.duration), 0),
  };
}

// ---- main ----

let server: ServerProcess | null = null;
let browser: Browser | null = null;
let dataDir = '';
async function stopAll(): Promise<void> {
  await browser?.close().catch(() => {});
  browser = null;
  await server?.stop('SIGTERM');
  server = null;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
process.once('SIGINT', () => {
  console.error('\ninterrupted: stopping the server and the browser');
  void stopAll().finally(() => process.exit(130));
});

try {
  await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir: OUT, emptyOutDir: true, manifest: true } });
  const js = jsPerRoute();
  console.log('JS shipped per route (production build, gzip, kB = 1000 bytes):');
  for (const [label, bytes] of js.rows) console.log(`  ${label.padEnd(58)} ${(bytes / 1000).toFixed(1).padStart(7)} kB`);

  dataDir = mkdtempSync(join(tmpdir(), 'ctf-bench-nav-'));
  server = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir, SERVE_WEB: 'true', WEB_DIST: OUT, LOG_LEVEL: 'warn', DUNGEON_FLOORS: '2', SEASON_SEED: String(TEST_SEASON_SEED) });
  browser = await launchBrowser();
  await waitHealthy(server, 120_000);
  const base = server.base;
  const cold: number[] = [];
  const warm: number[] = [];
  const coldLong: number[] = [];
  const transitions: Transition[] = [];
  for (let run = 0; run < RUNS; run++) {
    const c = await newCrawler(base, run);
    const context = await browser.newContext({ baseURL: base, viewport: DESKTOP });
    try {
      await context.addInitScript(installProbe, { key: DEV_TOKEN_KEY, token: c.token });
      const page = await context.newPage();
      await page.goto(`/crawler/${c.id}`, { waitUntil: 'commit' });
      const first = await loadTiming(page);
      await page.reload({ waitUntil: 'commit' });
      const again = await loadTiming(page);
      const tr = await walkThroughDoor(page, c.roomId, c.door);
      cold.push(first.drawnMs);
      coldLong.push(first.longBefore);
      warm.push(again.drawnMs);
      transitions.push(tr);
      console.log(
        `  run ${run + 1}: room drawn ${first.drawnMs.toFixed(0)} ms cold (long tasks ${first.longBefore.toFixed(0)} ms before it), ${again.drawnMs.toFixed(0)} ms warm; ` +
          `door ${c.door}: walk ${tr.walkMs.toFixed(0)} ms, crossing → next room drawn ${tr.crossingToDrawnMs.toFixed(0)} ms (move request ${tr.moveMs.toFixed(0)} ms), long tasks ${tr.longCount} (total ${tr.longTotal.toFixed(0)} ms, max ${tr.longMax.toFixed(0)} ms)`,
      );
    } finally {
      await context.close();
    }
  }
  const m = (xs: number[]) => summary(xs).median;
  const kb = (b: number | undefined) => (b === undefined ? 'n/a' : `${(b / 1000).toFixed(1)} kB`);
  console.log(
    `client navigation (median of ${RUNS} runs): navigation → room drawn ${m(cold).toFixed(0)} ms cold, ${m(warm).toFixed(0)} ms warm (long tasks before it ${m(coldLong).toFixed(0)} ms cold); ` +
      `room transition: door crossing → next room drawn ${m(transitions.map((t) => t.crossingToDrawnMs)).toFixed(0)} ms ` +
      `(${(m(transitions.map((t) => t.crossingToDrawnMs)) - DOOR_ZONE.animationMs).toFixed(0)} ms past the ${DOOR_ZONE.animationMs} ms door animation; move request ${m(transitions.map((t) => t.moveMs)).toFixed(0)} ms), long tasks ${m(transitions.map((t) => t.longCount))} ` +
      `(total ${m(transitions.map((t) => t.longTotal)).toFixed(0)} ms, max ${m(transitions.map((t) => t.longMax)).toFixed(0)} ms); ` +
      `JS gzip: landing ${kb(js.landing)} (${((js.landing / 1000 / BUDGET_KB.landing) * 100).toFixed(0)}% of ${BUDGET_KB.landing} kB), crawler route ${kb(js.crawler)}` +
      (js.crawler === undefined ? '' : ` (${((js.crawler / 1000 / BUDGET_KB.crawler) * 100).toFixed(0)}% of ${BUDGET_KB.crawler} kB)`),
  );
} finally {
  await stopAll();
}
