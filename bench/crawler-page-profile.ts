// The crawler page's first visit under a 4x CPU slowdown (Lighthouse's mobile CPU), measured in ways
// that do not swing with the machine's load as much as Lighthouse's score does:
//  - React commits, and how many times each component rendered (a stand-in devtools hook, which
//    production React calls on every commit), in the first LOAD_MS and in the STEADY_MS after it;
//  - long tasks (PerformanceObserver) and main-thread script time (CDP Performance metrics);
//  - a CPU profile (CDP Profiler) summarised by function, with inclusive time for components.
// A build without minification keeps component names: `npx vite build --minify false --outDir /tmp/x`.
// Run: node --import tsx bench/crawler-page-profile.ts <webDir> [<webDir> ...]
//   PROFILE_RUNS (2) runs per build, alternating builds; PROFILE_SAVE=dir keeps the .cpuprofile files.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '#tests/helpers/browser.ts';
import type { ServerProcess } from '#tests/helpers/server-process.ts';
import { startProductionServer } from './client/production-server.ts';
import { newSponsor, signedInMobileContext } from './client/signed-in-page.ts';

const RUNS = Math.max(1, Number(process.env.PROFILE_RUNS ?? 2));
const LOAD_MS = Number(process.env.PROFILE_LOAD_MS ?? 8000);
const STEADY_MS = Number(process.env.PROFILE_STEADY_MS ?? 5000);
const SAVE = process.env.PROFILE_SAVE ? resolve(process.env.PROFILE_SAVE) : null;
const DIRS = process.argv.slice(2).map((d) => resolve(d));
if (DIRS.length === 0) throw new Error('usage: crawler-page-profile.ts <webDir> [<webDir> ...]');

// Runs in the page before React loads. A fiber rendered in a commit if it is new, or is a function
// component with PerformedWork (flag 1); a subtree whose child list is the previous tree's was not
// visited (the devtools' own rule).
const HOOK = `(() => {
  const counts = { load: {}, steady: {} };
  const commits = { load: 0, steady: 0 };
  let phase = 'load';
  window.__ctfPhase = (p) => { phase = p; };
  window.__ctfRenders = () => ({ counts, commits });
  const nameOf = (f) => {
    const t = f.type;
    if (!t || typeof t === 'string') return null;
    if (typeof t === 'function') return t.displayName || t.name || 'anonymous';
    if (t.render) return t.displayName || t.render.displayName || t.render.name || 'forwardRef';
    if (t.type) return t.displayName || t.type.displayName || t.type.name || 'memo';
    return null;
  };
  const FN = new Set([0, 1, 11, 14, 15]);
  // PROFILE_WHY: for these components, which props and which hooks' values changed at a re-render.
  const WATCH = new Set((window.__ctfWatch || '').split(',').filter(Boolean));
  const why = [];
  window.__ctfWhy = () => why;
  const describe = (v) => {
    if (v && typeof v === 'object' && 'fetchStatus' in v) return 'query(' + v.status + '/' + v.fetchStatus + (v.data && typeof v.data === 'object' ? ' ' + Object.keys(v.data).slice(0, 3).join('|') : '') + ')';
    if (Array.isArray(v)) return 'memo';
    if (v && typeof v === 'object') return 'obj{' + Object.keys(v).slice(0, 4).join('|') + '}';
    return typeof v + ':' + String(v).slice(0, 20);
  };
  const whyRendered = (f) => {
    const out = [];
    const a = f.alternate;
    for (const k of Object.keys(f.memoizedProps || {})) if (!Object.is(f.memoizedProps[k], a.memoizedProps && a.memoizedProps[k])) out.push('prop ' + k);
    let h = f.memoizedState, g = a.memoizedState, i = 0;
    while (h && g && typeof h === 'object' && 'next' in h) {
      const v = h.memoizedState;
      const isEffect = v && typeof v === 'object' && 'create' in v && 'deps' in v;
      if (!isEffect && v !== g.memoizedState && !(Array.isArray(v) && Array.isArray(g.memoizedState) && v[0] === g.memoizedState[0])) out.push('hook' + i + ' ' + describe(v));
      h = h.next; g = g.next; i++;
    }
    return out.join(', ');
  };
  const log = [];
  window.__ctfCommits = () => log;
  let current = null;
  const visit = (fiber, mounting) => {
    for (let f = fiber; f; f = f.sibling) {
      const isNew = mounting || f.alternate === null;
      const rendered = isNew || (FN.has(f.tag) && (f.flags & 1) === 1);
      if (rendered && FN.has(f.tag) && !isNew && WATCH.has(nameOf(f))) why.push(current.t + ' ' + nameOf(f) + ': ' + whyRendered(f));
      if (rendered && FN.has(f.tag)) {
        const n = nameOf(f);
        if (n) { counts[phase][n] = (counts[phase][n] || 0) + 1; current.n++; if (current.names.length < 4) current.names.push(n); }
      }
      if (isNew) visit(f.child, true);
      else if (f.child !== f.alternate.child) visit(f.child, false);
    }
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, isDisabled: false, renderers: new Map(),
    inject() { return 1; }, checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      commits[phase]++;
      current = { t: Math.round(performance.now()), n: 0, names: [] };
      visit(root.current.child, root.current.alternate === null);
      log.push(current.t + ':' + current.n + '(' + current.names.join(' ') + ')');
    },
  };
  window.__ctfLongTasks = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__ctfLongTasks.push([Math.round(e.startTime), Math.round(e.duration)]); })
    .observe({ type: 'longtask', buffered: true });
})();`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time by function, and inclusive time by function name (each name counted once per stack). */
function summarise(profile: CpuProfile, top = 25): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const incl = new Map<string, number>();
  const file = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const node = byId.get(profile.samples[i]!)!;
    const f = node.callFrame;
    const short = f.url.replace(/^.*\/assets\//, '');
    if (f.functionName === '(idle)' || f.functionName === '(program)' || f.functionName === '(root)') continue;
    const key = `${f.functionName || '(anon)'} ${short}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    file.set(short || f.functionName, (file.get(short || f.functionName) ?? 0) + dt);
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const name = byId.get(id)!.callFrame.functionName;
      if (name && !seen.has(name)) {
        seen.add(name);
        incl.set(name, (incl.get(name) ?? 0) + dt);
      }
    }
  }
  const rows = (m: Map<string, number>, n: number, filter: (k: string) => boolean = () => true) =>
    [...m].filter(([k]) => filter(k)).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `    ${v.toFixed(0).padStart(6)} ms  ${k}`).join('\n');
  return [
    '  self time by file:', rows(file, 12),
    '  self time by function:', rows(self, top),
    '  inclusive time of components (capitalised names):', rows(incl, top, (k) => /^[A-Z]/.test(k)),
    '  inclusive time of hooks (use*):', rows(incl, 15, (k) => /^use[A-Z]/.test(k)),
  ].join('\n');
}

const fmt = (m: Record<string, number>) =>
  Object.entries(m).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ');

async function profileRun(base: string, n: number, label: string): Promise<string> {
  const { token, id } = await newSponsor(base, 'profile', n);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await signedInMobileContext(browser, base, token);
    await context.addInitScript(`window.__ctfWatch = ${JSON.stringify(process.env.PROFILE_WHY ?? '')};`);
    await context.addInitScript(HOOK);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.PROFILE_CPU ?? 4) });
    await cdp.send('Performance.enable');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}/crawler/${id}`);
    await page.waitForTimeout(LOAD_MS);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const metricsAt = async () => Object.fromEntries(((await cdp.send('Performance.getMetrics')).metrics).map((m) => [m.name, m.value]));
    const m1 = await metricsAt();
    await page.evaluate(() => (window as unknown as { __ctfPhase: (p: string) => void }).__ctfPhase('steady'));
    await page.waitForTimeout(STEADY_MS);
    const m2 = await metricsAt();
    const { counts, commits } = await page.evaluate(() => (window as unknown as { __ctfRenders: () => { counts: Record<string, Record<string, number>>; commits: Record<string, number> } }).__ctfRenders());
    const whyLog = await page.evaluate(() => (window as unknown as { __ctfWhy: () => string[] }).__ctfWhy());
    const commitLog = await page.evaluate(() => (window as unknown as { __ctfCommits: () => string[] }).__ctfCommits());
    const longTasks = await page.evaluate(() => (window as unknown as { __ctfLongTasks: [number, number][] }).__ctfLongTasks);
    if (SAVE) {
      mkdirSync(SAVE, { recursive: true });
      writeFileSync(join(SAVE, `${label}.cpuprofile`), JSON.stringify(profile));
    }
    const loadTasks = longTasks.filter(([s]) => s < LOAD_MS);
    const blocking = loadTasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    return [
      `${label} (load average ${loadavg()[0]!.toFixed(2)})`,
      `  first ${LOAD_MS} ms: script ${(m1.ScriptDuration! * 1000).toFixed(0)} ms, layout ${(m1.LayoutDuration! * 1000).toFixed(0)} ms (${m1.LayoutCount} layouts), style ${(m1.RecalcStyleDuration! * 1000).toFixed(0)} ms (${m1.RecalcStyleCount} recalcs), task ${(m1.TaskDuration! * 1000).toFixed(0)} ms; ` +
        `${loadTasks.length} long tasks, ${blocking} ms over 50 ms: ${loadTasks.map(([s, d]) => `${d}@${s}`).join(' ')}`,
      `  next ${STEADY_MS} ms: script ${((m2.ScriptDuration! - m1.ScriptDuration!) * 1000).toFixed(0)} ms, task ${((m2.TaskDuration! - m1.TaskDuration!) * 1000).toFixed(0)} ms, ` +
        `long tasks ${longTasks.length - loadTasks.length}`,
      `  commits: load ${commits.load}, steady ${commits.steady}`,
      `  commit log (ms: components rendered (first ones)): ${commitLog.join(', ')}`,
      ...(whyLog.length > 0 ? [`  why (PROFILE_WHY):\n${whyLog.map((w) => `   ${w}`).join('\n')}`] : []),
      `  rendered components: load ${Object.values(counts.load!).reduce((a, b) => a + b, 0)}, steady ${Object.values(counts.steady!).reduce((a, b) => a + b, 0)}`,
      `  renders (load): ${fmt(counts.load!)}`,
      `  renders (steady): ${fmt(counts.steady!)}`,
      summarise(profile),
    ].join('\n');
  } finally {
    await browser.close();
  }
}

const servers: { server: ServerProcess; dataDir: string }[] = [];
try {
  for (const dir of DIRS) servers.push(await startProductionServer(dir, 'profile'));
  for (let i = 0; i < RUNS; i++) {
    for (const [k, { server }] of servers.entries()) {
      console.log(await profileRun(server.base, i, `${DIRS[k]!.split('/').pop()}-run${i + 1}`));
    }
  }
} finally {
  for (const { server, dataDir } of servers) {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
