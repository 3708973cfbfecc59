// What the live-rooms orchestrator and its child processes (fleet, ceiling server) tell each other
// over their IPC channel.
import type { FleetMember } from './seed.ts';

export interface FleetConfig {
  /** ws://127.0.0.1:port/api/ws (the real server) or ws://127.0.0.1:port/ (the ceiling). */
  url: string;
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

export type FleetCommand = { cmd: 'measure-start' } | { cmd: 'measure-stop' } | { cmd: 'close' };

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
      joinMs: { p50: number; p90: number; max: number; timeouts: number };
    }
  | { kind: 'report'; report: FleetReport };

export interface CeilingConfig {
  port: number;
  tickMs: number;
  /** Bytes of each room's tick message (the real server's mean at the same N). */
  messageBytes: number;
  /** Slots per tick period, each sending its share of the rooms (as the hub's TICK_PHASES). */
  phases: number;
}

export type CeilingCommand = { cmd: 'stats'; reset: boolean } | { cmd: 'close' };
