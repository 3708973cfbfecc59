import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Hotbar, LoadoutView } from '#contract/loadout.ts';
import { errorMessage } from '../../../api/http.ts';
import { loadoutQueryKey, saveHotbar } from '../../../api/loadout-api.ts';

export const HOTBAR_SAVE_DEBOUNCE_MS = 300;

export type HotbarSaveState = 'saved' | 'pending' | 'saving' | 'error';

/**
 * Local hotbar edits saved to the server: each change waits 300 ms for the next one, saves run one
 * after another (so the last change always lands last), and a change still waiting when the screen
 * closes is sent straight away.
 */
export function useHotbarSync(crawlerId: string, initial: Hotbar) {
  const queryClient = useQueryClient();
  const [hotbar, setHotbar] = useState(initial);
  const [saveState, setSaveState] = useState<HotbarSaveState>('saved');
  const [saveError, setSaveError] = useState<string | null>(null);
  const latest = useRef(initial);
  const queued = useRef<Hotbar | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const mounted = useRef(true);

  // The cached view follows every local change, so the tab shows it again after being unmounted.
  const writeCache = useCallback(
    (next: Hotbar) => queryClient.setQueryData<LoadoutView>(loadoutQueryKey(crawlerId), (view) => (view ? { ...view, hotbar: next } : view)),
    [crawlerId, queryClient],
  );

  const send = useCallback(
    (next: Hotbar) => {
      chain.current = chain.current.then(async () => {
        if (mounted.current) setSaveState('saving');
        try {
          const saved = await saveHotbar(crawlerId, next);
          if (latest.current === next) writeCache(saved);
          if (mounted.current && queued.current === null && latest.current === next) {
            setSaveState('saved');
            setSaveError(null);
          }
        } catch (error) {
          console.error('Failed to save hotbar', error);
          if (mounted.current && latest.current === next) {
            setSaveState('error');
            setSaveError(errorMessage(error));
          }
        }
      });
    },
    [crawlerId, writeCache],
  );

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const next = queued.current;
    queued.current = null;
    if (next) send(next);
  }, [send]);

  const update = useCallback(
    (change: (current: Hotbar) => Hotbar): Hotbar | null => {
      const next = change(latest.current);
      if (next === latest.current) return null;
      latest.current = next;
      queued.current = next;
      setHotbar(next);
      writeCache(next);
      setSaveState('pending');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, HOTBAR_SAVE_DEBOUNCE_MS);
      return next;
    },
    [flush, writeCache],
  );

  const retry = useCallback(() => {
    queued.current = latest.current;
    flush();
  }, [flush]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      flush();
    };
  }, [flush]);

  return { hotbar, update, saveState, saveError, retry };
}
