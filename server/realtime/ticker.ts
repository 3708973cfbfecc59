// A fixed-rate loop that does not drift: each tick is scheduled from the ideal start time, not from
// when the previous one finished (Node's setInterval drifts under load). A late tick runs at once;
// ticks missed by more than `maxLagMs` (one period unless told) are skipped rather than replayed in
// a burst.
export interface Ticker {
  stop(): void;
}

export function startTicker(periodMs: number, onTick: (scheduledAt: number) => void, now: () => number = () => performance.now(), maxLagMs = periodMs): Ticker {
  let next = now() + periodMs;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const loop = () => {
    if (stopped) return;
    const t = now();
    if (t - next > maxLagMs) next = t; // fell far behind: skip the missed ticks
    onTick(next);
    next += periodMs;
    timer = setTimeout(loop, Math.max(0, next - now()));
  };
  timer = setTimeout(loop, periodMs);
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
