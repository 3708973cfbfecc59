// One measured run of one route with autocannon (programmatic API, in this process), and the medians
// over several runs.
import autocannon from 'autocannon';
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
  tally: Tally;
}

export async function runLoad(base: string, route: Route, players: readonly Player[], opts: { seconds: number; connections: number }): Promise<RunFigures | null> {
  const built = route.build(players);
  if (!built) return null;
  const instance = autocannon({ url: base, connections: opts.connections, duration: opts.seconds, timeout: 30, requests: [built.request] });
  const stop = () => instance.stop();
  process.once('SIGINT', stop);
  try {
    const r = await instance;
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
    tally,
  };
}
