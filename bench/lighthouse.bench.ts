// Lighthouse (mobile profile, Lighthouse's default: a mid-range phone's screen, 4x CPU slowdown and a
// slow 4G link, simulated) against the server in production mode, in Debian's Chromium:
//  - the landing page '/' for a visitor;
//  - the crawler page '/crawler/{id}' of a signed-in sponsor with a freshly sponsored crawler.
// Each run is a new browser with an empty profile and cache (a first visit); the sponsor's token is
// put in the page's localStorage before the run, as a returning sponsor has it. Prints each page's
// four category scores and key metrics, medians of LIGHTHOUSE_RUNS runs (3), the JS the landing
// loads (gzip, from the build's manifest) and the machine's load average while it ran.
// The server: NODE_ENV=production with a 32+ char AUTH_SECRET, DEV_LOGIN=1 (production has no dev
// sign-in otherwise; it only creates the bench's sponsors), SERVE_WEB, a temp DATA_DIR, run with tsx.
// The web build goes to bench/out/lighthouse-web (dist/web is left alone).
// Run: node --import tsx bench/lighthouse.bench.ts
// Two builds side by side: LIGHTHOUSE_COMPARE=/tmp/main-web,/tmp/branch-web (see below).
// Targets (bench/README.md): landing performance ≥ 90; crawler page performance ≥ 70, layout shift
// ≤ 0.1, total blocking time ≤ 600 ms.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { DEV_TOKEN_KEY } from '#contract/auth.ts';
import type { Candidate } from '#contract/crawler.ts';
import { CHROMIUM } from '#tests/helpers/browser.ts';
import { freePort, ROOT, type ServerProcess } from '#tests/helpers/server-process.ts';
import { payloadOf } from '#tests/helpers/sponsor.ts';
import { summary } from './stats.ts';
import { api } from './api.ts';
import { startProductionServer } from './client/production-server.ts';

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
// LIGHTHOUSE_SAVE=1 keeps each run's full report (JSON) in bench/out/lighthouse/ for a closer look.
const HELP_SEEN = process.env.LIGHTHOUSE_HELP_SEEN === '1';
// LIGHTHOUSE_PAGES=crawler (or landing): only that page; both by default.
const PAGES = new Set((process.env.LIGHTHOUSE_PAGES ?? 'landing,crawler').split(','));
// LIGHTHOUSE_COMPARE=dirA,dirB: no build; each web build given (`vite build --outDir dirA` of main,
// then of a branch) is served by its own server and the runs alternate between them, so a shared
// machine's load falls on both alike. Compare their medians, not one run against another.
const COMPARE = (process.env.LIGHTHOUSE_COMPARE ?? '').split(',').filter((d) => d !== '');
const SAVE = process.env.LIGHTHOUSE_SAVE === '1' ? join(ROOT, 'bench/out/lighthouse') : null;
// LIGHTHOUSE_DETAIL=1: after each run, where its main-thread time went (Lighthouse's audits
// bootup-time, mainthread-work-breakdown and long-tasks, in its simulated 4x-CPU milliseconds).
const DETAIL = process.env.LIGHTHOUSE_DETAIL === '1';
const OUT = join(ROOT, 'bench/out/lighthouse-web');
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
  tti: 'interactive',
} as const;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<keyof typeof METRICS, number>;
  unusedJsKb: number;
  transferKb: number;
}

// ---- the server and its data ----

/** A new sponsor with a primary crawler; returns its token and the crawler's id. */
async function newSponsor(base: string, n: number): Promise<{ token: string; id: number }> {
  const { access_token: token } = await api<{ access_token: string }>(base, 'POST', '/api/auth/dev-login', undefined, { email: `lighthouse-${process.pid}-${n}@bench.test` });
  const [candidate] = await api<Candidate[]>(base, 'GET', '/api/crawlers/candidates', token);
  const { id } = await api<{ id: number }>(base, 'POST', '/api/crawlers', token, payloadOf(candidate!));
  // LIGHTHOUSE_HELP_SEEN=1: a sponsor who has already dismissed the first visit's controls help.
  if (HELP_SEEN) await api(base, 'PUT', '/api/account/onboarding', token, { controlsHelpSeen: true });
  return { token, id };
}

/** What '/' loads before it is interactive: the entry chunk and its static imports, gzip. */
function landingJsGzipKb(): number {
  type Chunk = { file: string; isEntry?: boolean; imports?: string[] };
  const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const k of manifest[key]?.imports ?? []) visit(k);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const files = [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(join(OUT, f))).length, 0) / 1024;
}

// ---- one Lighthouse run in a fresh browser ----

async function lighthouseRun(url: string, storage: Record<string, string> | null, label: string): Promise<Run> {
  const profile = mkdtempSync(join(tmpdir(), 'ctf-lighthouse-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [...CHROME_FLAGS, `--remote-debugging-port=${port}`],
  });
  try {
    if (storage) {
      // A same-origin page that is not the app (no asset enters the cache), to write localStorage.
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(new URL('/api/health', url).href);
      await page.evaluate((entries) => {
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      }, storage);
      await page.goto('about:blank');
    }
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      // Keeps the token written above; the profile is new, so the cache is empty all the same.
      disableStorageReset: storage !== null,
    });
    if (!result) throw new Error('lighthouse returned no result');
    const { lhr } = result;
    if (SAVE) {
      mkdirSync(SAVE, { recursive: true });
      writeFileSync(join(SAVE, `${label}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (DETAIL) console.log(detail(label, lhr.audits));
    const audit = (id: string) => lhr.audits[id];
    const metrics = Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, audit(id)?.numericValue ?? Number.NaN])) as Run['metrics'];
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? Number.NaN) * 100)])) as Run['scores'];
    const unused = audit('unused-javascript')?.details as { overallSavingsBytes?: number } | undefined;
    const weight = audit('total-byte-weight')?.numericValue ?? Number.NaN;
    return { scores, metrics, unusedJsKb: (unused?.overallSavingsBytes ?? 0) / 1024, transferKb: weight / 1024 };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

type Audits = Record<string, { numericValue?: number; details?: unknown } | undefined>;
const fileOf = (url: unknown) => (typeof url === 'string' ? (url.split('/').at(-1) ?? url) : String(url));

/** One run's main-thread time: by script (bootup-time), by kind of work, and its longest tasks. */
function detail(label: string, audits: Audits): string {
  const items = (id: string) => ((audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []);
  const ms = (v: unknown) => Math.round(Number(v));
  const bootup = items('bootup-time')
    .slice(0, 6)
    .map((i) => `${fileOf(i.url)} ${ms(i.total)} (script ${ms(i.scripting)}, compile ${ms(i.scriptParseCompile)})`);
  const work = items('mainthread-work-breakdown').map((i) => `${String(i.groupLabel ?? i.group)} ${ms(i.duration)}`);
  const tasks = items('long-tasks')
    .slice(0, 10)
    .map((i) => `${fileOf(i.url)} @${ms(i.startTime)} ${ms(i.duration)}`);
  return [`  ${label} main thread ${ms(audits['mainthread-work-breakdown']?.numericValue)} ms: ${work.join(', ')}`, `    by script: ${bootup.join('; ')}`, `    long tasks: ${tasks.join('; ')}`].join('\n');
}

/** Lighthouse's trace now and then misses its navigation start on a busy machine: up to 3 tries. */
async function measured(url: string, storage: Record<string, string> | null, label: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, storage, label);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  ${label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}; trying again`);
    }
  }
}

// ---- report ----

const med = (xs: number[]) => summary(xs).median;

function report(name: string, runs: Run[]): string {
  const scores = CATEGORIES.map((c) => `${c} ${med(runs.map((r) => r.scores[c]))}`).join(', ');
  const m = (k: keyof typeof METRICS) => med(runs.map((r) => r.metrics[k]));
  const perRun = runs.map((r) => r.scores.performance).join(' / ');
  return [
    `${name}: ${scores} (performance per run: ${perRun})`,
    `  first paint ${(m('fcp') / 1000).toFixed(1)} s, largest paint ${(m('lcp') / 1000).toFixed(1)} s, speed index ${(m('si') / 1000).toFixed(1)} s, ` +
      `interactive ${(m('tti') / 1000).toFixed(1)} s, blocking time ${Math.round(m('tbt'))} ms, layout shift ${m('cls').toFixed(3)}`,
    `  transferred ${Math.round(med(runs.map((r) => r.transferKb)))} KB, unused script ${Math.round(med(runs.map((r) => r.unusedJsKb)))} KB`,
  ].join('\n');
}

async function main(): Promise<void> {
  console.log(`lighthouse ${RUNS} runs per page, load average at start ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  if (COMPARE.length === 0) {
    await build({ configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { outDir: OUT, emptyOutDir: true, manifest: true } });
    console.log(`landing JS (entry + static imports): ${landingJsGzipKb().toFixed(1)} KB gzip`);
  }
  const webDirs = COMPARE.length > 0 ? COMPARE : [OUT];
  const servers: { server: ServerProcess; dataDir: string }[] = [];
  try {
    for (const dir of webDirs) servers.push(await startProductionServer(dir, 'lighthouse'));
    const name = (k: number) => (COMPARE.length > 0 ? ` [${webDirs[k]}]` : '');
    const loads: number[] = [];
    // Run i of every build before run i + 1 of any: builds compared see the same load.
    const landing: Run[][] = webDirs.map(() => []);
    for (let i = 0; i < (PAGES.has('landing') ? RUNS : 0); i++) {
      for (const [k, { server }] of servers.entries()) {
        loads.push(loadavg()[0]!);
        landing[k]!.push(await measured(`${server.base}/`, null, `landing${k > 0 ? `-${k}` : ''}-${i + 1}`));
      }
    }
    for (const [k, runs] of landing.entries()) if (runs.length > 0) console.log(report(`landing /${name(k)}`, runs));
    const crawler: Run[][] = webDirs.map(() => []);
    for (let i = 0; i < (PAGES.has('crawler') ? RUNS : 0); i++) {
      for (const [k, { server }] of servers.entries()) {
        const { token, id } = await newSponsor(server.base, i);
        loads.push(loadavg()[0]!);
        crawler[k]!.push(await measured(`${server.base}/crawler/${id}`, { [DEV_TOKEN_KEY]: token }, `crawler${k > 0 ? `-${k}` : ''}-${i + 1}`));
      }
    }
    for (const [k, runs] of crawler.entries()) if (runs.length > 0) console.log(report(`crawler /crawler/{id} (signed in)${name(k)}`, runs));
    console.log(`1-minute load average during the runs: ${Math.min(...loads).toFixed(2)}-${Math.max(...loads).toFixed(2)} (2 cores)`);
  } finally {
    for (const { server, dataDir } of servers) {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

await main();
