// What every shared limit does when Redis does not answer: it counts in this process instead, as a
// server alone does (docs/decisions/0025-shared-limits.md), and says so in the log once in a while.

export interface FallbackLog {
  warn(obj: object, msg: string): void;
}

/** At most one warning per limit this often while Redis stays away. */
const WARN_EVERY_MS = 10_000;

export function warnThrottled(what: string, log: FallbackLog): (err: unknown) => void {
  let last = -Infinity;
  return (err) => {
    const now = Date.now();
    if (now - last < WARN_EVERY_MS) return;
    last = now;
    log.warn({ err: err instanceof Error ? err.message : String(err), limit: what }, 'Redis did not answer: this limit is counted in this process for now');
  };
}

/** Runs `shared`; when it fails, warns (throttled) and answers `local` instead. */
export function localFallback(what: string, log: FallbackLog) {
  const warn = warnThrottled(what, log);
  return async <T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> => {
    try {
      return await shared();
    } catch (err) {
      warn(err);
      return local();
    }
  };
}
