import { useLayoutEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { viewportStores } from '../../lib/viewport-store.ts';

/** Tailwind's lg breakpoint: three columns from here on (status left, tactical room middle, map and events right). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/** A media query's current answer; false while server rendering. Read from a store that asks the
 * browser only when the answer changes (lib/viewport-store.ts: reading it at every render forced layout). */
export function useMediaQuery(query: string): boolean {
  const store = viewportStores().mediaQuery(query);
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => false);
}

/** The window's inner height, following resizes (kept in a store, as above). */
export function useWindowHeight(fallback = 800): number {
  const store = viewportStores().windowHeight;
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => fallback);
}

/**
 * An element's content-box width, following resizes (0 until measured). Measured before the first
 * paint, so what is sized from it (the room canvas) is never drawn at a guess and then resized.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(el);
    setWidth(Math.floor(el.getBoundingClientRect().width));
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
