// What the live-rooms orchestrator and its child processes (fleet, ceiling server) tell each other
// over their IPC channel.
import type { FleetMember } from './seed.ts';

export interface FleetConfig {
  /** ws://127.0.0.1:port/api/ws (the real server) or ws://127.0.0.1:port/ (the ceiling). */
  url: string;
  /** Several servers (a cluster, bench/cluster.bench.ts): client i opens urls[i % length]; `url` is ignored. */
  urls?: string[];
  /** A cluster's processes by node id (their socket URLs): a `route` answer is followed there. */
  nodes?: Record<string, string>;
  /**
   * Reopen a joined socket that closed (a cluster process died, or routed the socket elsewhere with 1012)
   * and join again: up to `retries` attempts, `backoffMs` apart, each at the next of the URLs.
   * With it a client that leaves its room but did not die (left_room: handover), or is told it is not
   * in one, sends its join again, as the web client does. Without it a closed client stays gone (the
   * live-rooms bench).
   */
  reconnect?: { retries: number; backoffMs: number };
  mode: 'server' | 'ceiling';
  members: FleetMember[];
  tickMs: number;
  /** Room percent per position report (one report per tick). */
  stepPercent: number;
  /** One attack every this many position reports, per client. */
  attackEveryBeats: number;
  connectPerSecond: number;
  inFlight: number;
  joinTimeoutMs: number;
  /** The orchestrator gives up when no client joins for this long. */
  stallMs?: number;
}

export type FleetCommand = { cmd: 'measure-start' } | { cmd: 'measure-stop' } | { cmd: 'trace' } | { cmd: 'close' };

/** One client's history (asked for with 'trace'): epoch ms of what happened to its sockets. */
export interface ClientTrace {
  crawlerId: number;
  /** Each close of a joined socket, and its code. */
  closes: { at: number; code: number }[];
  /** Each `left_room` that was not a death (a handover): the client joined again on the same socket. */
  leaves: number[];
  /** Each `snapshot` (a join answered), first join included. */
  snapshots: number[];
  /** Arrival of each tick message carrying this crawler's own `attacked` event (its attack, committed). */
  acked: number[];
  /** Arrival of the last tick message. */
  lastTickAt: number;
  /** Reconnection attempts that failed, and whether it gave up. */
  failedAttempts: number;
  /** Joins sent again on an open socket (after a left_room or a not_in_room error). */
  rejoins: number;
  gaveUp: boolean;
}

export interface FleetReport {
  windowMs: number;
  clients: number;
  joinedAtEnd: number;
  /** Clients joined to the end that got under 90 % of their tick messages. */
  shortClients: number;
  /** One tick message per joined client per tick period, summed over the time each was joined. */
  expectedTickMessages: number;
  tickMessages: number;
  tickBytes: number;
  /** Tick numbers of its room a client got no message for (the room had no events, or it was lost). */
  missedTicks: number;
  otherMessages: number;
  attacksSent: number;
  positionsSent: number;
  hits: number;
  kills: number;
  meanTickBytes: number;
  medianTickBytes: number;
  /** Arrival minus the tick's due time (`at`), milliseconds. */
  latencyMs: { p50: number; p95: number; p99: number; max: number; count: number };
  /** Refusals, corrections, errors, departures, by kind. */
  byKind: Record<string, number>;
  fleetCpuMs: number;
  fleetLoopDelayP99Ms: number;
}

export type FleetEvent =
  | { kind: 'progress'; joined: number; opened: number }
  | {
      kind: 'ready';
      joined: number;
      failed: number;
      connectMs: number;
      byKind: Record<string, number>;
      /** Socket open to snapshot (or refusal), per client; timeouts: no answer within joinTimeoutMs. */
      joinMs: { p50: number; p90: number; p99: number; max: number; timeouts: number };
    }
  | { kind: 'report'; report: FleetReport }
  | { kind: 'trace'; clients: ClientTrace[] };

export interface CeilingConfig {
  port: number;
  tickMs: number;
  /** Bytes of each room's tick message (the real server's mean at the same N). */
  messageBytes: number;
  /** Slots per tick period, each sending its share of the rooms (as the hub's TICK_PHASES). */
  phases: number;
}

export type CeilingCommand = { cmd: 'stats'; reset: boolean } | { cmd: 'close' };
