import { HEALTH, HealthStatus } from '#contract/health.ts';

// The server health rules (degraded when a check is slow, offline after three failed retries) as a
// pure reducer: the hook owns timers and fetch, this owns the rules.

export interface HealthState {
  status: HealthStatus;
  /** Failed checks in a row; the first failure is the attempt, the next ones are its retries. */
  consecutiveFailures: number;
  /** Round-trip of the last successful check, for the indicator's tooltip. */
  lastLatencyMs: number | null;
}

export type HealthEvent = { type: 'ok'; durationMs: number } | { type: 'failed' };

export interface HealthStep {
  state: HealthState;
  /** When to run the next check. */
  nextCheckInMs: number;
}

// Nothing has failed yet: the spec's default status is healthy.
export const initialHealthState: HealthState = {
  status: HealthStatus.healthy,
  consecutiveFailures: 0,
  lastLatencyMs: null,
};

const RETRY_BASE_MS = 1_000;

/** Retry spacing between failed checks: 1 s, 2 s, 4 s, never beyond the regular interval. */
export function healthRetryDelay(failuresSoFar: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, failuresSoFar - 1), HEALTH.intervalMs);
}

export function nextHealth(state: HealthState, event: HealthEvent): HealthStep {
  if (event.type === 'ok') {
    const status = event.durationMs > HEALTH.degradedAfterMs ? HealthStatus.degraded : HealthStatus.healthy;
    return {
      state: { status, consecutiveFailures: 0, lastLatencyMs: event.durationMs },
      nextCheckInMs: HEALTH.intervalMs,
    };
  }
  const failures = state.consecutiveFailures + 1;
  const retriesSpent = failures - 1;
  if (retriesSpent >= HEALTH.retriesBeforeOffline) {
    return {
      state: { ...state, status: HealthStatus.offline, consecutiveFailures: failures },
      nextCheckInMs: HEALTH.intervalMs,
    };
  }
  // Still retrying: keep showing the last known status rather than flickering on one lost packet.
  return { state: { ...state, consecutiveFailures: failures }, nextCheckInMs: healthRetryDelay(failures) };
}
