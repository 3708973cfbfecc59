/** The auth client re-checks its session on a 30 s tick. */
export const REFRESH_TICK_MS = 30_000;
/** After a failed refresh, retry from 200 ms, doubling, never slower than the tick. */
export const REFRESH_BACKOFF_START_MS = 200;

/** Delay before the next refresh, given how many refreshes in a row have failed. */
export function nextRefreshDelay(consecutiveFailures: number): number {
  if (consecutiveFailures <= 0) return REFRESH_TICK_MS;
  return Math.min(REFRESH_BACKOFF_START_MS * 2 ** (consecutiveFailures - 1), REFRESH_TICK_MS);
}

export type RefreshOutcome =
  | { kind: 'unchanged' }
  | { kind: 'rotated'; token: string }
  | { kind: 'ended' };

/** What a get-session answer means for the stored token. */
export function refreshOutcome(storedToken: string | null, serverToken: string | null): RefreshOutcome {
  if (serverToken === null) return { kind: 'ended' };
  if (serverToken === storedToken) return { kind: 'unchanged' };
  return { kind: 'rotated', token: serverToken };
}

export interface RefreshLoopDeps {
  /** Resolves with the server's current session token, or null when the session is gone. */
  readSessionToken: () => Promise<string | null>;
  storedToken: () => string | null;
  onRotated: (token: string) => void;
  onEnded: () => void;
}

/** Starts the refresh tick; the returned function stops it (no timer survives the caller). */
export function startRefreshLoop(deps: RefreshLoopDeps): () => void {
  let failures = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    if (!stopped) timer = setTimeout(tick, nextRefreshDelay(failures));
  };
  const tick = async () => {
    try {
      const serverToken = await deps.readSessionToken();
      if (stopped) return;
      failures = 0;
      const outcome = refreshOutcome(deps.storedToken(), serverToken);
      if (outcome.kind === 'rotated') deps.onRotated(outcome.token);
      if (outcome.kind === 'ended') {
        deps.onEnded();
        return;
      }
    } catch {
      failures += 1;
    }
    schedule();
  };

  schedule();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
