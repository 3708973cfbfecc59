// The crawler page's first visit under a 4x CPU slowdown (Lighthouse's mobile CPU), as a Chromium
// trace: each long task of the main thread (over 50 ms) and what its time went to, by trace event
// (script evaluation, compile, function calls with their script, style, layout, paint, GC...), self
// time. Lighthouse's blocking time is the sum over these tasks of (duration - 50 ms), counted between
// its first paint and its time to interactive; this shows which work to cut.
// Run: node --import tsx bench/crawler-page-trace.ts <webDir> [<webDir> ...]
//   TRACE_RUNS (1) runs per build, alternating builds; TRACE_LOAD_MS (8000) traced after navigation;
//   TRACE_SAVE=dir keeps each trace (open it in Chrome DevTools' Performance panel).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '#tests/helpers/browser.ts';
import type { ServerProcess } from '#tests/helpers/server-process.ts';
import { startProductionServer } from './client/production-server.ts';
import { newSponsor, signedInMobileContext } from './client/signed-in-page.ts';
import { shortUrl, type TraceEvent } from './client/trace-event.ts';

const RUNS = Math.max(1, Number(process.env.TRACE_RUNS ?? 1));
const LOAD_MS = Number(process.env.TRACE_LOAD_MS ?? 8000);
const SAVE = process.env.TRACE_SAVE ? resolve(process.env.TRACE_SAVE) : null;
const DIRS = process.argv.slice(2).map((d) => resolve(d));
if (DIRS.length === 0) throw new Error('usage: crawler-page-trace.ts <webDir> [<webDir> ...]');

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink', 'toplevel', 'loading', 'blink.user_timing'];


/** The renderer's main thread that ran the page: the CrRendererMain with the most work. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const work = new Map<string, number>();
  for (const e of events) if (e.ph === 'X' && e.dur) work.set(`${e.pid}:${e.tid}`, (work.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const best = names.sort((a, b) => (work.get(`${b.pid}:${b.tid}`) ?? 0) - (work.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  if (!best) throw new Error('no renderer main thread in the trace');
  return { pid: best.pid, tid: best.tid };
}


/** What an event is called in the summary: script work carries its file. */
function label(e: TraceEvent): string {
  const url = shortUrl(e.args?.data?.url);
  if (e.name === 'FunctionCall') return `FunctionCall ${url}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''}`;
  if (e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule') return `${e.name} ${url}`;
  return e.name;
}

/** Long tasks of the main thread and each one's self time by event, longest first within a task. */
function longTasks(events: TraceEvent[], navStart: number): string[] {
  const { pid, tid } = mainThread(events);
  const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks = mine.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const out: string[] = [];
  let blocking = 0;
  let lastEnd = 0;
  for (const task of tasks) {
    // RunTask events nest (a task runner's task holds the scheduler's): count the outer one.
    if (task.ts < lastEnd) continue;
    lastEnd = task.ts + task.dur!;
    if (task.dur! < 50_000) continue;
    const end = task.ts + task.dur!;
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end);
    // Self time: an event's duration less its direct children's (events nest on one thread).
    const self = new Map<string, number>();
    const stack: TraceEvent[] = [];
    const selfOf = new Map<TraceEvent, number>();
    for (const e of inside) {
      while (stack.length > 0 && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop();
      const parent = stack.at(-1);
      if (parent) selfOf.set(parent, (selfOf.get(parent) ?? parent.dur!) - e.dur!);
      selfOf.set(e, selfOf.get(e) ?? e.dur!);
      stack.push(e);
    }
    let covered = 0;
    for (const [e, s] of selfOf) {
      self.set(label(e), (self.get(label(e)) ?? 0) + s);
      covered += s;
    }
    self.set('(task, no event)', task.dur! - covered);
    const parts = [...self].filter(([, v]) => v >= 3_000).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${Math.round(v / 1000)}`);
    blocking += task.dur! / 1000 - 50;
    out.push(`  @${Math.round((task.ts - navStart) / 1000)} ${Math.round(task.dur! / 1000)} ms: ${parts.join(', ')}`);
  }
  out.unshift(`  long tasks ${out.length}, blocking ${Math.round(blocking)} ms (whole trace, from navigation)`);
  return out;
}

async function traceRun(base: string, n: number, label: string): Promise<string> {
  const { token, id } = await newSponsor(base, 'trace', n);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await signedInMobileContext(browser, base, token);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${base}/crawler/${id}`);
    await page.waitForTimeout(LOAD_MS);
    const buffer = await browser.stopTracing();
    if (SAVE) {
      mkdirSync(SAVE, { recursive: true });
      writeFileSync(join(SAVE, `${label}.json`), buffer);
    }
    const parsed = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
    const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data !== undefined) ?? events.find((e) => e.name === 'navigationStart');
    return [`${label} (load average ${loadavg()[0]!.toFixed(2)})`, ...longTasks(events, nav?.ts ?? 0)].join('\n');
  } finally {
    await browser.close();
  }
}

const servers: { server: ServerProcess; dataDir: string }[] = [];
try {
  for (const dir of DIRS) servers.push(await startProductionServer(dir, 'trace'));
  for (let i = 0; i < RUNS; i++) {
    for (const [k, { server }] of servers.entries()) {
      console.log(await traceRun(server.base, i, `${DIRS[k]!.split('/').slice(-2).join('-')}-run${i + 1}`));
    }
  }
} finally {
  for (const { server, dataDir } of servers) {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
