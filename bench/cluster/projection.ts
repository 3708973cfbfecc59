// The arithmetic for 20 processes on 10 machines, from what the cluster benchmark
// measured here: not a simulation. Assumptions: 2 processes per 2-core machine (a core each), a
// load balancer spreading sockets evenly (so 19 in 20 land on a process that does not own their
// room and are piped), PostgreSQL on its own machine, the clients elsewhere. Each figure is a
// straight line fitted (least squares) to the medians measured at K = 1..3 and read at K = 20; the
// printout shows the fits so the arithmetic can be checked by hand.
import { summary } from '../stats.ts';
import type { Handover } from './handover.ts';

export interface MeasuredRow {
  n: number;
  k: number;
  joined: number;
  cpuMsPerCrawlerS: number;
  commitsPerS: number;
  busPerProcessPerS: number;
  tickP99: number;
  slotP99: number;
  latP99: number;
  delivered: number;
}

const PROCESSES = 20;
const TICK_BUDGET_MS = 20;
const median = (xs: number[]) => summary(xs).median;

/** y = a + b x, least squares. */
function line(points: { x: number; y: number }[]): { a: number; b: number } {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  const b = sxx ? points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) / sxx : 0;
  return { a: my - b * mx, b };
}

/** y = a x1 + b x2 (no constant), least squares. */
function plane(points: { x1: number; x2: number; y: number }[]): { a: number; b: number } {
  let s11 = 0, s12 = 0, s22 = 0, s1y = 0, s2y = 0;
  for (const p of points) {
    s11 += p.x1 * p.x1;
    s12 += p.x1 * p.x2;
    s22 += p.x2 * p.x2;
    s1y += p.x1 * p.y;
    s2y += p.x2 * p.y;
  }
  const det = s11 * s22 - s12 * s12;
  return det ? { a: (s1y * s22 - s2y * s12) / det, b: (s11 * s2y - s12 * s1y) / det } : { a: Number.NaN, b: Number.NaN };
}

export function projection(rows: MeasuredRow[], handovers: Handover[]): string {
  if (!rows.length) return '20 processes: nothing measured';
  // One point per (N, K): the medians of its runs.
  const keys = [...new Set(rows.map((r) => `${r.n}/${r.k}`))].map((key) => key.split('/').map(Number) as [number, number]);
  const cells = keys.map(([n, k]) => {
    const rs = rows.filter((r) => r.n === n && r.k === k);
    const m = (pick: (r: MeasuredRow) => number) => median(rs.map(pick));
    return { n, k, perProcess: n / k, piped: (k - 1) / k, cpu: m((r) => r.cpuMsPerCrawlerS), commits: m((r) => r.commitsPerS), bus: m((r) => r.busPerProcessPerS), tick: m((r) => r.tickP99), slot: m((r) => r.slotP99) };
  });
  const f = (v: number, d = 2) => (Number.isFinite(v) ? v.toFixed(d) : '-');
  const out: string[] = ['20 processes on 10 machines (arithmetic from the medians above; fits by least squares):'];

  const cpu = line(cells.map((c) => ({ x: c.piped, y: c.cpu })));
  const f20 = (PROCESSES - 1) / PROCESSES;
  const cpu20 = cpu.a + cpu.b * f20;
  out.push(`  CPU ms per crawler-second (all processes) against the share of sockets piped f = (K-1)/K: ${cells.map((c) => `N=${c.n} K=${c.k} ${f(c.cpu, 3)}`).join(', ')}`);
  out.push(`    fit ${f(cpu.a, 3)} + ${f(cpu.b, 3)} f; at f = 19/20: ${f(cpu20, 3)} ms; a process on a core of its own at 100 %: 1000 / ${f(cpu20, 3)} = ${f(1000 / cpu20, 0)} crawlers`);

  const tick = line(cells.map((c) => ({ x: c.perProcess / 1000, y: c.tick })));
  const slot = line(cells.map((c) => ({ x: c.perProcess / 1000, y: c.slot })));
  const perTick = ((TICK_BUDGET_MS - tick.a) / tick.b) * 1000;
  const perSlot = ((TICK_BUDGET_MS - slot.a) / slot.b) * 1000;
  out.push(`  worst process's tick work p99 against crawlers per process (thousands), per period: ${cells.map((c) => `${f(c.perProcess, 0)}: ${f(c.tick, 1)} ms`).join(', ')}`);
  out.push(`    fit ${f(tick.a, 1)} + ${f(tick.b, 1)} x; <= ${TICK_BUDGET_MS} ms up to ${f(perTick, 0)} crawlers per process; per slot: fit ${f(slot.a, 1)} + ${f(slot.b, 1)} x, up to ${f(perSlot, 0)}`);
  const perProcess = Math.min(perTick > 0 ? perTick : 0, 1000 / cpu20);
  const served = PROCESSES * perProcess;
  out.push(`  crawlers served by 20 processes (tick per period budget, or CPU if lower): 20 x ${f(perProcess, 0)} = ${f(served, 0)}; reading the tick per slot: 20 x ${f(Math.min(perSlot, 1000 / cpu20), 0)} = ${f(PROCESSES * Math.min(perSlot, 1000 / cpu20), 0)}`);

  const commits = plane(cells.map((c) => ({ x1: c.k, x2: c.n / 1000, y: c.commits })));
  out.push(`  PostgreSQL commits/s: ${cells.map((c) => `N=${c.n} K=${c.k} ${f(c.commits, 0)} (${f((c.commits / c.n) * 1000, 0)} per 1,000)`).join(', ')}`);
  out.push(`    fit ${f(commits.a, 1)} per process + ${f(commits.b, 1)} per 1,000 crawlers; 20 processes serving ${f(served, 0)}: 20 x ${f(commits.a, 1)} + ${f(served / 1000, 1)} x ${f(commits.b, 1)} = ${f(PROCESSES * commits.a + (served / 1000) * commits.b, 0)} commits/s`);

  const busCells = cells.filter((c) => c.k > 1);
  if (busCells.length) {
    const bus = line(busCells.map((c) => ({ x: c.perProcess / 1000, y: c.bus })));
    const bus20 = bus.a + bus.b * (perProcess / 1000);
    out.push(`  cache bus notifications/s sent per process: ${busCells.map((c) => `N=${c.n} K=${c.k} ${f(c.bus, 1)}`).join(', ')}`);
    out.push(`    fit ${f(bus.a, 1)} + ${f(bus.b, 1)} per 1,000 crawlers of the process; at ${f(perProcess, 0)}: ${f(bus20, 1)}/s sent each, ${f(PROCESSES * bus20, 0)}/s in all, each heard by the 19 others: ${f(PROCESSES * bus20 * (PROCESSES - 1), 0)} deliveries/s`);
  }
  if (handovers.length) {
    const held = summary(handovers.map((h) => h.allHeldMs));
    const back = summary(handovers.map((h) => h.allBackMs));
    out.push(`  handover (K = 3 here): every shard held again ${f(held.median, 0)} ms (max ${f(held.max, 0)}), every affected client back ${f(back.median, 0)} ms (max ${f(back.max, 0)}); at 20 processes the dead process's share is 1/20 of the crawlers, not 1/3`);
  }
  return out.join('\n');
}
