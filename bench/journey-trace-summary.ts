// Where a browser journey's Chromium time goes: reads the traces a journey run leaves with
// E2E_TRACE_DIR (tests/helpers/browser.ts) and prints, for every thread kind, its busy time (the
// top-level tasks' wall time), and for the renderers' main threads their self time by event (script
// by file, style, layout, paint, compile, GC...), largest first. A journey's CPU is mostly its
// browser (about three quarters, 2026-11-27), so this says which of the page's work to cut to make
// the suite faster (and the page cheaper on a phone).
// Run: E2E_TRACE_DIR=.tmp/traces TEST_COMPILED_SERVER=1 npx vitest run --config vitest.e2e.config.ts tests/e2e/x.e2e.ts
//      node --import tsx bench/journey-trace-summary.ts .tmp/traces [top]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shortUrl, type TraceEvent } from './client/trace-event.ts';


const dir = process.argv[2];
if (!dir) throw new Error('usage: journey-trace-summary.ts <traceDir> [top]');
const TOP = Number(process.argv[3] ?? 25);

function label(e: TraceEvent): string {
  const url = shortUrl(e.args?.data?.url);
  if (e.name === 'FunctionCall') return `FunctionCall ${url}`;
  if (['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule'].includes(e.name)) return `${e.name} ${url}`;
  return e.name;
}
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

const busyByThread = new Map<string, number>();
const selfByLabel = new Map<string, number>();
let files = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  files++;
  const raw = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
  const threadName = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadName.set(`${e.pid}:${e.tid}`, (e.args?.name ?? '?').replace(/\d+$/, ''));
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined) continue;
    const key = `${e.pid}:${e.tid}`;
    (byThread.get(key) ?? byThread.set(key, []).get(key)!).push(e);
  }
  for (const [key, list] of byThread) {
    const kind = threadName.get(key) ?? 'unnamed';
    list.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    // Busy: the top-level tasks' wall time (nested tasks not counted twice).
    let end = -1;
    for (const e of list) {
      if (!TASKS.has(e.name) || e.ts < end) continue;
      busyByThread.set(kind, (busyByThread.get(kind) ?? 0) + e.dur!);
      end = e.ts + e.dur!;
    }
    if (kind !== 'CrRendererMain') continue;
    // Self time: each event's duration less its direct children's.
    const stack: { e: TraceEvent; child: number }[] = [];
    const close = (until: number) => {
      while (stack.length && stack.at(-1)!.e.ts + stack.at(-1)!.e.dur! <= until) {
        const { e, child } = stack.pop()!;
        const self = e.dur! - child;
        selfByLabel.set(label(e), (selfByLabel.get(label(e)) ?? 0) + self);
        if (stack.length) stack.at(-1)!.child += e.dur!;
      }
    };
    for (const e of list) {
      close(e.ts);
      stack.push({ e, child: 0 });
    }
    close(Number.POSITIVE_INFINITY);
  }
}

const s = (us: number) => `${(us / 1e6).toFixed(2)} s`;
console.log(`${files} trace file(s) in ${dir}`);
console.log('\nbusy time by thread kind (top-level tasks):');
for (const [kind, us] of [...busyByThread].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${s(us).padStart(9)}  ${kind}`);
console.log(`\nrenderer main threads, self time by event (top ${TOP}):`);
for (const [name, us] of [...selfByLabel].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${s(us).padStart(9)}  ${name}`);
