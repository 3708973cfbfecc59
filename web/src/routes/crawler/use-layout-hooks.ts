import { useCallback, useLayoutEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/** Tailwind's lg breakpoint: three columns from here on (status left, tactical room middle, map and events right). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

/** A media query's current answer; false while server rendering. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The window's inner height, following resizes. */
export function useWindowHeight(fallback = 800): number {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('resize', onChange);
      return () => window.removeEventListener('resize', onChange);
    },
    () => window.innerHeight,
    () => fallback,
  );
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
