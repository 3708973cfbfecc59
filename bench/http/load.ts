// One measured run of one route with autocannon (programmatic API, in this process), and the medians
// over several runs.
import autocannon from 'autocannon';
import { statCpuUs } from '../proc-cpu.ts';
import { summary } from '../stats.ts';
import type { Player } from './fleet.ts';
import type { Route, Tally } from './routes.ts';

export interface RunFigures {
  /** Every answer per second, whatever its status. */
  rps: number;
  /** Accepted answers per second (see Tally.accepted). */
  acceptedRps: number;
  p50: number;
  p99: number;
  non2xx: number;
  total: number;
  /** Transport errors and timeouts (no answer at all). */
  failures: number;
  /** Bytes received per answer, headers included. */
  bytesPerAnswer: number;
  /**
   * The serving process's CPU (every thread, user and system) per answer, in µs; null where it could
   * not be read (no /proc). Unlike the answers a second, it does not move with what else the machine
   * is running (only with how fast its core runs), so a small change shows in it between runs whose
   * rates differ by more.
   */
  cpuUsPerAnswer: number | null;
  tally: Tally;
}

/** A process's CPU time so far in µs (every thread, user and system), from /proc; null without it. */
const processCpuUs = (pid: number) => statCpuUs(`/proc/${pid}/stat`);

export async function runLoad(base: string, route: Route, players: readonly Player[], opts: { seconds: number; connections: number; serverPid?: number }): Promise<RunFigures | null> {
  const built = route.build(players);
  if (!built) return null;
  // Read before the load starts, so that the first requests' CPU is counted too.
  const cpuBefore = opts.serverPid === undefined ? null : processCpuUs(opts.serverPid);
  const instance = autocannon({ url: base, connections: opts.connections, duration: opts.seconds, timeout: 30, requests: [built.request] });
  const stop = () => instance.stop();
  process.once('SIGINT', stop);
  try {
    const r = await instance;
    const cpuAfter = opts.serverPid === undefined ? null : processCpuUs(opts.serverPid);
    const total = r.requests.total;
    return {
      rps: total / r.duration,
      acceptedRps: built.tally.accepted / r.duration,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      total,
      failures: r.errors + r.timeouts,
      bytesPerAnswer: total ? r.throughput.total / total : 0,
      cpuUsPerAnswer: cpuBefore !== null && cpuAfter !== null && total ? (cpuAfter - cpuBefore) / total : null,
      tally: built.tally,
    };
  } finally {
    process.removeListener('SIGINT', stop);
  }
}

/** Medians over runs, field by field; tallies are summed. */
export function medianOf(runs: readonly RunFigures[]): RunFigures {
  const m = (f: (r: RunFigures) => number) => summary(runs.map(f)).median;
  const tally: Tally = { accepted: 0, refused: {}, errors: {} };
  for (const r of runs) {
    tally.accepted += r.tally.accepted;
    for (const [k, v] of Object.entries(r.tally.refused)) tally.refused[k] = (tally.refused[k] ?? 0) + v;
    for (const [k, v] of Object.entries(r.tally.errors)) tally.errors[k] = (tally.errors[k] ?? 0) + v;
  }
  return {
    rps: m((r) => r.rps),
    acceptedRps: m((r) => r.acceptedRps),
    p50: m((r) => r.p50),
    p99: m((r) => r.p99),
    non2xx: m((r) => r.non2xx),
    total: runs.reduce((s, r) => s + r.total, 0),
    failures: runs.reduce((s, r) => s + r.failures, 0),
    bytesPerAnswer: m((r) => r.bytesPerAnswer),
    cpuUsPerAnswer: runs.every((r) => r.cpuUsPerAnswer !== null) ? m((r) => r.cpuUsPerAnswer!) : null,
    tally,
  };
}
