import { useEffect, useSyncExternalStore } from 'react';

// How many modal dialogs are open. A modal dims the whole page, so whatever animates under it (the
// room canvas) can stop drawing until the last one closes: nobody sees those frames.

let open = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts the calling component as an open modal while it is mounted. */
export function useModalPresence(): void {
  useEffect(() => {
    open += 1;
    emit();
    return () => {
      open -= 1;
      emit();
    };
  }, []);
}

/** True while at least one modal dialog is open. */
export function useModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open > 0,
    () => false,
  );
}

/** True while the page is visible (not a background tab, not a minimised window). */
export function usePageVisible(): boolean {
  return useSyncExternalStore(
    (listener) => {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}
