// The window's height and media query answers as stores for useSyncExternalStore, read from the
// browser once and then only when the browser says they changed.
// Why: React calls a store's getSnapshot on every render of its component and again after commits.
// Reading `window.innerHeight` or `matchMedia(q).matches` there makes Chromium bring style and
// layout up to date at once (on a phone the viewport's size depends on the page's layout): on the
// crawler page's first load that was a forced style and layout after each commit, ~190 ms of the
// largest long task under Lighthouse's 4x CPU slowdown.

/** What the stores need of `window` (a fake in tests). */
export interface ViewportSource {
  readonly innerHeight: number;
  matchMedia(query: string): Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;
  addEventListener(type: 'resize', listener: () => void): void;
  removeEventListener(type: 'resize', listener: () => void): void;
}

export interface ExternalStore<T> {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): T;
}

/**
 * One store per source: `windowHeight` (follows 'resize') and `mediaQuery(q)` (one MediaQueryList per
 * query, following its 'change'). A value is read when first asked for, then kept while someone is
 * subscribed (looked at again once just after the first subscription); with no subscriber left it
 * is read afresh next time (no event would have told us).
 */
export function createViewportStores(source: ViewportSource) {
  const cached = <T>(read: () => T, listen: (onChange: () => void) => () => void): ExternalStore<T> => {
    const listeners = new Set<() => void>();
    let value: { v: T } | null = null;
    let stop: (() => void) | null = null;
    const changed = () => {
      const next = read();
      const seen = value;
      value = { v: next };
      // Nobody has read a value yet, or it is the same: nothing to tell.
      if (seen && !Object.is(seen.v, next)) for (const l of [...listeners]) l();
    };
    return {
      subscribe(onChange) {
        listeners.add(onChange);
        if (!stop) {
          stop = listen(changed);
          // A change between the first read (a render) and now had no listener: look again soon, in
          // a task of its own rather than in the commit that subscribed (a forced layout there).
          setTimeout(() => {
            if (stop) changed();
          }, 0);
        }
        return () => {
          listeners.delete(onChange);
          if (listeners.size === 0 && stop) {
            stop();
            stop = null;
            value = null;
          }
        };
      },
      getSnapshot() {
        value ??= { v: read() };
        return value.v;
      },
    };
  };

  const windowHeight = cached(
    () => source.innerHeight,
    (onChange) => {
      source.addEventListener('resize', onChange);
      return () => source.removeEventListener('resize', onChange);
    },
  );
  const queries = new Map<string, ExternalStore<boolean>>();
  const mediaQuery = (query: string): ExternalStore<boolean> => {
    let store = queries.get(query);
    if (!store) {
      const list = source.matchMedia(query);
      store = cached(
        () => list.matches,
        (onChange) => {
          list.addEventListener('change', onChange);
          return () => list.removeEventListener('change', onChange);
        },
      );
      queries.set(query, store);
    }
    return store;
  };
  return { windowHeight, mediaQuery };
}

let browserStores: ReturnType<typeof createViewportStores> | null = null;

/** Without a window (a render to a string), React reads the server snapshot: these never change. */
const NO_WINDOW: ReturnType<typeof createViewportStores> = (() => {
  const fixed = <T>(v: T): ExternalStore<T> => ({ subscribe: () => () => {}, getSnapshot: () => v });
  const height = fixed(0);
  const query = fixed(false);
  return { windowHeight: height, mediaQuery: () => query };
})();

/** The stores of this page's window (made on first use). */
export function viewportStores(): ReturnType<typeof createViewportStores> {
  if (typeof window === 'undefined') return NO_WINDOW;
  browserStores ??= createViewportStores(window);
  return browserStores;
}
