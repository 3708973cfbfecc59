import { clsx, type ClassValue } from 'clsx';

type ClassMerge = (classes: string) => string;

// tailwind-merge (~8 KB gzip) lets later Tailwind utilities override earlier ones (a variant over
// the base, a caller's className over the variant). The landing page never needs it: its class
// lists have no conflicting utilities (tests/web/landing-classes.test.ts holds it to that), so clsx
// alone gives the same classes there. Every lazily loaded part of the page (lib/lazy-named.ts)
// loads it before it renders, and from then on cn() merges everywhere.
let merge: ClassMerge | null = null;
let loading: Promise<void> | null = null;

/** Joins class names; once tailwind-merge is loaded, later utilities override earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  return merge ? merge(joined) : joined;
}

/**
 * Loads tailwind-merge into cn() (once; later calls get the same promise). It builds its tables on
 * its first call (~15 ms, ~60 ms on a slow phone): that call is made here, in a task of its own,
 * rather than inside the first render that merges (on the crawler page's first load, one of its
 * long tasks).
 */
export function loadClassMerge(): Promise<void> {
  loading ??= import('tailwind-merge').then(
    ({ twMerge }) =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          twMerge('');
          merge = twMerge;
          resolve();
        }, 0);
      }),
  );
  return loading;
}
