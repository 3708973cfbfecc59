// How the server process stops on purpose (SIGTERM, SIGINT, or its supervisor gone; decision 0024):
// nothing acknowledged is lost, no player is left on a dead socket, and in a cluster the rooms reach
// their next process at once instead of after their leases expire.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Cluster } from './cluster/cluster.ts';

/** The whole drain's bound: past it the process exits anyway (code 1), as a crash would. */
export const DRAIN_TIMEOUT_MS = 10_000;

/**
 * 1. In a cluster: every room this process simulates writes what it has (the ticks in flight commit
 *    first), its viewers are told `left_room` handover, and every lease is released in one
 *    transaction that tells the other processes, which take the shards at once. Requests still
 *    arriving are forwarded to the new owners.
 * 2. The app closes: every socket is closed with 1012 (reconnect), the listener stops, requests in
 *    flight finish; then the room hub stops (what it stepped commits, positions are written) and the
 *    rest of the app after it (server/app.ts, onClose).
 * The caller closes the database afterwards.
 */
/** The drain's steps, named in the log line when the bound runs out: which one was still waiting. */
export const DRAIN_STEP = {
  clusterLeave: 'handing the rooms over',
  appClose: 'closing sockets, requests and ticks',
  databaseClose: 'closing the database',
} as const;
export type DrainStep = (typeof DRAIN_STEP)[keyof typeof DRAIN_STEP];

export async function drain(
  built: { app: FastifyInstance; cluster: Cluster | null },
  log: { info(obj: object, msg: string): void },
  onStep: (step: DrainStep) => void = () => undefined,
): Promise<void> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  if (built.cluster) {
    onStep(DRAIN_STEP.clusterLeave);
    await built.cluster.leave();
    log.info({ ms: ms() }, 'drain: rooms handed over, leases released');
  }
  onStep(DRAIN_STEP.appClose);
  await built.app.close();
  log.info({ ms: ms() }, 'drain: sockets told to reconnect, requests and ticks finished');
}
