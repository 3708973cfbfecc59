import { useEffect, useSyncExternalStore } from 'react';
import { queryRetryDelay, shouldRetryQuery } from '../api/retry-rules.ts';

// A few reads of the landing page and the session (the user, the auth config, the season) go
// through this instead of TanStack Query, which would add ~10 KB gzip to what a visitor loads before
// the page is interactive. It keeps the parts of TanStack's behaviour those reads rely on: the same
// retry rules and back-off, a stale time, one request at a time (a second caller joins it), the last
// data kept while a refetch runs or after it fails, and an unchanged answer keeping its identity.

export type LiteQueryStatus = 'pending' | 'error' | 'success';

export interface LiteQueryState<T> {
  readonly data: T | undefined;
  readonly error: Error | null;
  /** 'pending' until the first answer; 'error' when the latest attempt failed (data may remain). */
  readonly status: LiteQueryStatus;
  readonly isFetching: boolean;
  /** When data last arrived (ms since epoch); 0 when it never did or was invalidated. */
  readonly updatedAt: number;
}

export interface LiteQueryOptions<T> {
  queryFn: (signal: AbortSignal) => Promise<T>;
  /** How long an answer counts as fresh (ms): a component mounting within it does not ask again. */
  staleTime: number;
  /** Test seam: the wait between retries. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface LiteQuery<T> {
  getState(): LiteQueryState<T>;
  subscribe(listener: () => void): () => void;
  /** Asks the server; joins a request already running unless `restart` (which aborts it first). */
  fetch(options?: { restart?: boolean }): Promise<T>;
  /** The data when there is some, else a fetch. */
  ensure(): Promise<T>;
  /** Marks the data stale and, if a component shows it, asks again at once. */
  invalidate(): Promise<void>;
  setData(data: T): void;
  /** Stops a running request; the state stays as it was before it. */
  cancel(): void;
  isStale(): boolean;
}

const INITIAL = { data: undefined, error: null, status: 'pending', isFetching: false, updatedAt: 0 } as const;

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** An answer equal to the one held keeps the held object, so effects and memos keyed on it stay put. */
function keepIfEqual<T>(previous: T | undefined, next: T): T {
  if (previous === undefined) return next;
  return JSON.stringify(previous) === JSON.stringify(next) ? previous : next;
}

const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

export function createLiteQuery<T>({ queryFn, staleTime, sleep = abortableSleep }: LiteQueryOptions<T>): LiteQuery<T> {
  let state: LiteQueryState<T> = INITIAL;
  let running: { controller: AbortController; promise: Promise<T> } | null = null;
  const listeners = new Set<() => void>();

  const set = (patch: Partial<LiteQueryState<T>>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  async function attempt(signal: AbortSignal): Promise<T> {
    for (let failures = 0; ; failures++) {
      try {
        return await queryFn(signal);
      } catch (error) {
        if (signal.aborted || !shouldRetryQuery(failures, error)) throw error;
        await sleep(queryRetryDelay(failures), signal);
      }
    }
  }

  const query: LiteQuery<T> = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fetch({ restart = false } = {}) {
      if (running && !restart) return running.promise;
      running?.controller.abort();
      const controller = new AbortController();
      const mine = () => running?.controller === controller;
      const promise = attempt(controller.signal).then(
        (data) => {
          if (mine()) {
            running = null;
            set({ data: keepIfEqual(state.data, data), error: null, status: 'success', isFetching: false, updatedAt: Date.now() });
          }
          return data;
        },
        (error: unknown) => {
          if (mine()) {
            running = null;
            set({ error: toError(error), status: 'error', isFetching: false });
          }
          throw error;
        },
      );
      // A caller that does not wait for the answer must not leave an unhandled rejection behind.
      promise.catch(() => undefined);
      running = { controller, promise };
      if (!state.isFetching) set({ isFetching: true });
      return promise;
    },
    ensure() {
      return state.data !== undefined ? Promise.resolve(state.data) : query.fetch();
    },
    async invalidate() {
      set({ updatedAt: 0 });
      if (listeners.size > 0) await query.fetch({ restart: true }).catch(() => undefined);
    },
    setData(data) {
      set({ data: keepIfEqual(state.data, data), error: null, status: 'success', updatedAt: Date.now() });
    },
    cancel() {
      if (!running) return;
      running.controller.abort();
      running = null;
      set({ isFetching: false });
    },
    isStale: () => state.updatedAt === 0 || Date.now() - state.updatedAt >= staleTime,
  };
  return query;
}

/** The query's state for a component; asks the server on mount when enabled and the data is stale. */
export function useLiteQuery<T>(query: LiteQuery<T>, enabled = true): LiteQueryState<T> {
  const state = useSyncExternalStore(query.subscribe, query.getState, query.getState);
  useEffect(() => {
    if (enabled && !query.getState().isFetching && query.isStale()) void query.fetch().catch(() => undefined);
  }, [query, enabled]);
  return state;
}
