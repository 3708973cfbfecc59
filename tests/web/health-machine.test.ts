import { describe, expect, it } from 'vitest';
import { HEALTH } from '#contract/health.ts';
import { initialHealthState, nextHealth, type HealthEvent, type HealthState } from '#web/src/health/health-machine.ts';

function run(events: HealthEvent[], start: HealthState = initialHealthState) {
  const delays: number[] = [];
  let state = start;
  for (const event of events) {
    const step = nextHealth(state, event);
    state = step.state;
    delays.push(step.nextCheckInMs);
  }
  return { state, delays };
}

const ok = (durationMs = 40): HealthEvent => ({ type: 'ok', durationMs });
const failed: HealthEvent = { type: 'failed' };

describe('server health state machine', () => {
  it('starts healthy', () => {
    expect(initialHealthState.status).toBe('healthy');
  });

  it('stays healthy on fast answers and checks every 10 s', () => {
    const { state, delays } = run([ok(), ok(4_999), ok(5_000)]);
    expect(state.status).toBe('healthy');
    expect(delays).toEqual([HEALTH.intervalMs, HEALTH.intervalMs, HEALTH.intervalMs]);
  });

  it('is degraded when an answer takes over 5000 ms', () => {
    expect(run([ok(5_001)]).state.status).toBe('degraded');
    expect(run([ok(5_001), ok(100)]).state.status).toBe('healthy');
  });

  it('goes offline only after the attempt and its 3 retries all fail', () => {
    const statuses: string[] = [];
    let state = initialHealthState;
    for (let i = 0; i < 5; i += 1) {
      state = nextHealth(state, failed).state;
      statuses.push(state.status);
    }
    expect(statuses).toEqual(['healthy', 'healthy', 'healthy', 'offline', 'offline']);
  });

  it('retries quickly while failing, then falls back to the regular interval', () => {
    const { delays } = run([failed, failed, failed, failed, failed]);
    expect(delays).toEqual([1_000, 2_000, 4_000, HEALTH.intervalMs, HEALTH.intervalMs]);
  });

  it('keeps a degraded status while retrying, and recovers on the next answer', () => {
    const { state } = run([ok(6_000), failed, failed]);
    expect(state.status).toBe('degraded');
    expect(run([failed, failed, failed, failed, ok()]).state).toMatchObject({
      status: 'healthy',
      consecutiveFailures: 0,
    });
  });

  it('records the latency of the last answer', () => {
    expect(run([ok(123)]).state.lastLatencyMs).toBe(123);
  });
});
