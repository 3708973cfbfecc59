// The arithmetic for 20 processes on 10 machines (issue 18 item 5), from what the cluster benchmark
// measured here: not a simulation. Assumptions: 2 processes per 2-core machine (a core each), a
// load balancer spreading sockets evenly (so 19 in 20 land on a process that does not own their
// room and are piped), PostgreSQL on its own machine. Prints the figures and how they were got.
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
  latP99: number;
  delivered: number;
}

const PROCESSES = 20;
const median = (xs: number[]) => summary(xs).median;

export function projection(rows: MeasuredRow[], handovers: Handover[]): string {
  if (!rows.length) return '20 processes: nothing measured';
  const ks = [...new Set(rows.map((r) => r.k))].sort((a, b) => a - b);
  const ns = [...new Set(rows.map((r) => r.n))].sort((a, b) => a - b);
  const nMax = ns[ns.length - 1]!;
  const out: string[] = ['20 processes on 10 machines (arithmetic from the figures above):'];
  // CPU per crawler-second against the share of sockets piped ((K - 1) / K with round-robin).
  const cost = new Map<number, number>();
  for (const k of ks) cost.set(k, median(rows.filter((r) => r.k === k && r.n === nMax).map((r) => r.cpuMsPerCrawlerS)));
  out.push(`  CPU ms per crawler-second, all processes together, N=${nMax}: ${ks.map((k) => `K=${k} ${cost.get(k)!.toFixed(3)} (piped ${(((k - 1) / k) * 100).toFixed(0)}%)`).join(', ')}`);
  const kLo = ks[0]!;
  const kHi = ks[ks.length - 1]!;
  const fLo = (kLo - 1) / kLo;
  const fHi = (kHi - 1) / kHi;
  const slope = kHi > kLo ? (cost.get(kHi)! - cost.get(kLo)!) / (fHi - fLo) : 0;
  const f20 = (PROCESSES - 1) / PROCESSES;
  const cost20 = cost.get(kLo)! + slope * (f20 - fLo);
  out.push(`  linear in the piped share: ${cost.get(kLo)!.toFixed(3)} + ${slope.toFixed(3)} x f; at f = 19/20: ${cost20.toFixed(3)} ms per crawler-second`);
  const ceiling = 1000 / cost20;
  out.push(`  one process on a core of its own at 100% CPU: 1000 / ${cost20.toFixed(3)} = ${ceiling.toFixed(0)} crawlers; 20 processes: ${(PROCESSES * ceiling).toFixed(0)}`);
  const commitsPer1000 = median(rows.map((r) => (r.commitsPerS / Math.max(1, r.joined)) * 1000));
  const commitsPerProcess = median(rows.map((r) => r.commitsPerS / r.k));
  out.push(`  PostgreSQL commits/s: ${commitsPer1000.toFixed(0)} per 1,000 crawlers (median of every row), ${commitsPerProcess.toFixed(0)} per process; by row: ${rows.length ? [...new Set(rows.map((r) => `${r.n}/${r.k}`))].map((key) => { const [n, k] = key.split('/').map(Number); return `N=${n} K=${k}: ${median(rows.filter((r) => r.n === n && r.k === k).map((r) => r.commitsPerS)).toFixed(0)}`; }).join(', ') : ''}`);
  const bus = ks.filter((k) => k > 1).map((k) => ({ k, perS: median(rows.filter((r) => r.k === k && r.n === nMax).map((r) => r.busPerProcessPerS)) }));
  if (bus.length) out.push(`  cache bus notifications/s sent per process, N=${nMax}: ${bus.map((b) => `K=${b.k} ${b.perS.toFixed(1)}`).join(', ')}`);
  if (handovers.length) {
    const held = summary(handovers.map((h) => h.allHeldMs));
    const back = summary(handovers.map((h) => h.allBackMs));
    out.push(`  handover: every shard held again ${held.median.toFixed(0)} ms (max ${held.max.toFixed(0)}), every affected client back ${back.median.toFixed(0)} ms (max ${back.max.toFixed(0)})`);
  }
  return out.join('\n');
}
