// Summarises a V8 .cpuprofile (node --cpu-prof): top functions by self time (function + file:line),
// self time by package or project file, and top project functions by inclusive time. Prints markdown.
// Run: node --import tsx bench/profile-summary.ts <file.cpuprofile> [top=25] [fromMsBeforeEnd toMsBeforeEnd]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const META = new Set(['(root)', '(program)', '(idle)', '(garbage collector)']);

/** Where a frame's code lives: a project file, a package, node's own code, or V8. */
function placeOf(url: string): string {
  if (!url) return '(V8 / native)';
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  if (path.startsWith('node:')) return 'node (core)';
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = path.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? path);
  }
  return path.startsWith(ROOT) ? path.slice(ROOT.length) : path;
}

function shortFile(url: string): string {
  if (!url) return '';
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) return path.slice(nm + 'node_modules/'.length);
  return path.startsWith(ROOT) ? path.slice(ROOT.length) : path;
}

function keyOf(f: CallFrame): string {
  const name = f.functionName || '(anonymous)';
  if (META.has(name)) return name;
  const file = shortFile(f.url);
  return file ? `${name}  ${file}:${f.lineNumber + 1}` : name;
}

function isProject(url: string): boolean {
  if (!url.startsWith('file://') && !url.startsWith('/')) return false;
  const path = url.startsWith('file://') ? fileURLToPath(url) : url;
  return path.startsWith(ROOT) && !path.includes('node_modules/');
}

/** Only the samples between these two points, in ms before the profile's end (the process exit). */
export interface ProfileWindow {
  fromMsBeforeEnd: number;
  toMsBeforeEnd: number;
}

export function summariseProfile(profile: CpuProfile, top = 25, windows: readonly ProfileWindow[] = []): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  // timeDeltas[i] is the time before sample i: the time after sample i belongs to it.
  const selfUs = new Map<number, number>();
  const spans = windows.map((w) => [profile.endTime - w.fromMsBeforeEnd * 1000, profile.endTime - w.toMsBeforeEnd * 1000] as const);
  const inside = (t: number) => spans.length === 0 || spans.some(([a, b]) => t >= a && t <= b);
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (!inside(at)) continue;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    const id = profile.samples[i]!;
    selfUs.set(id, (selfUs.get(id) ?? 0) + dt);
  }
  let total = 0;
  let idle = 0;
  const fnSelf = new Map<string, number>();
  const placeSelf = new Map<string, number>();
  const projectInclusive = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const node = byId.get(id)!;
    total += us;
    const name = node.callFrame.functionName;
    if (name === '(idle)') {
      idle += us;
      continue;
    }
    const key = keyOf(node.callFrame);
    fnSelf.set(key, (fnSelf.get(key) ?? 0) + us);
    const place = META.has(name) ? name : placeOf(node.callFrame.url);
    placeSelf.set(place, (placeSelf.get(place) ?? 0) + us);
    // Inclusive time of project functions: each on the stack once per sample, however deep.
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const f = byId.get(cur)!.callFrame;
      if (!isProject(f.url)) continue;
      const k = keyOf(f);
      if (seen.has(k)) continue;
      seen.add(k);
      projectInclusive.set(k, (projectInclusive.get(k) ?? 0) + us);
    }
  }
  const busy = total - idle;
  const ms = (us: number) => (us / 1000).toFixed(1);
  const pct = (us: number) => `${((us / busy) * 100).toFixed(1)}%`;
  const table = (title: string, head: string, rows: [string, number][]) => [
    `### ${title}`,
    '',
    `| ${head} | ms | % of busy |`,
    '| --- | ---: | ---: |',
    ...rows.map(([k, us]) => `| \`${k.replace(/\|/g, '\\|')}\` | ${ms(us)} | ${pct(us)} |`),
    '',
  ];
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    `Sampled ${ms(total)} ms${spans.length ? ` (within ${spans.length} window(s))` : ''}, of which idle ${ms(idle)} ms and busy ${ms(busy)} ms (percentages are of busy time).`,
    '',
    ...table(`Top ${top} functions by self time`, 'function  file:line', sorted(fnSelf)),
    ...table('Self time by package or project file', 'where', sorted(placeSelf)),
    ...table(`Top ${top} project functions by inclusive time`, 'function  file:line', sorted(projectInclusive)),
  ].join('\n');
}

export function summariseProfileFile(path: string, top = 25, windows: readonly ProfileWindow[] = []): string {
  return summariseProfile(JSON.parse(readFileSync(path, 'utf8')) as CpuProfile, top, windows);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file, n, fromMs, toMs] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node --import tsx bench/profile-summary.ts <file.cpuprofile> [top] [fromMsBeforeEnd toMsBeforeEnd]');
    process.exitCode = 2;
  } else {
    const windows = fromMs && toMs ? [{ fromMsBeforeEnd: Number(fromMs), toMsBeforeEnd: Number(toMs) }] : [];
    console.log(summariseProfileFile(file, n ? Number(n) : 25, windows));
  }
}
