import { useEffect, useState } from 'react';
import { HEALTH } from '#contract/health.ts';
import { fetchHealth } from '../api/health-api.ts';
import { initialHealthState, nextHealth, type HealthEvent, type HealthState } from './health-machine.ts';

// A check that never answers must still count as a failure, or the indicator would stay green forever.
const CHECK_TIMEOUT_MS = 15_000;

async function runCheck(): Promise<HealthEvent> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), CHECK_TIMEOUT_MS);
  const started = performance.now();
  try {
    await fetchHealth(controller.signal);
    return { type: 'ok', durationMs: performance.now() - started };
  } catch {
    return { type: 'failed' };
  } finally {
    clearTimeout(timeout);
  }
}

/** Polls /api/health on the spec's schedule (first after 5 s, then every 10 s) while mounted. */
export function useServerHealth(): HealthState {
  const [state, setState] = useState<HealthState>(initialHealthState);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let current = initialHealthState;

    const check = async () => {
      const event = await runCheck();
      if (stopped) return;
      const step = nextHealth(current, event);
      current = step.state;
      setState(step.state);
      timer = setTimeout(check, step.nextCheckInMs);
    };

    timer = setTimeout(check, HEALTH.firstCheckMs);
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);

  return state;
}
