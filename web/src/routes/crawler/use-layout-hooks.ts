import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
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
 * `known`: the width it will have, measured earlier without forcing a layout (a ResizeObserver on an
 * element of the same width, useWidthHint): then nothing is read at mount. Reading the element's
 * size in the commit that inserted it made the browser lay out the whole new page there and then
 * (~300 ms of one long task under Lighthouse's 4x CPU slowdown); the observer still corrects it.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, known = 0): number {
  const [width, setWidth] = useState(known);
  // Only the first measure looks at it: a later hint changes nothing.
  const seeded = useRef(known > 0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(el);
    if (!seeded.current) setWidth(Math.floor(el.getBoundingClientRect().width));
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * A callback ref (`measure`) whose element's content-box width is kept in `width` each time the
 * browser's ResizeObserver reports it, after a layout the browser was doing anyway (nothing is read
 * in between): the width a later element of the same width will have, for useElementWidth. 0 until
 * reported.
 */
export function useWidthHint(): { width: number; measure: (el: HTMLElement | null) => (() => void) | undefined } {
  const [width, setWidth] = useState(0);
  const measure = useCallback((el: HTMLElement | null) => {
    if (!el) return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { width, measure };
}
