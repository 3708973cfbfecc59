import { useQuery } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_DISPLAY_SETTINGS, isPalette, isReducedMotion, shouldReduceMotion, type DisplaySettings } from '#contract/display-settings.ts';
import { displaySettingsQueryKey, fetchDisplaySettings } from '../api/display-settings-api.ts';
import { AuthContext } from '../auth/auth-context.ts';
import type { Appearance } from '../canvas/appearance.ts';
import { canvasPalette } from '../canvas/palette.ts';
import { applyDisplayAttributes, rememberDisplay, rememberedDisplay } from './display-attributes.ts';

/**
 * The signed-in account's display settings, fetched once per session and cached (a change on the
 * Account page replaces the cached copy; another browser's change shows after a reload there).
 */
export function useDisplaySettingsQuery(enabled = true) {
  return useQuery({
    queryKey: displaySettingsQueryKey,
    queryFn: ({ signal }) => fetchDisplaySettings(signal),
    staleTime: Infinity,
    enabled,
  });
}

const REDUCE_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeReduce(listener: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const media = window.matchMedia(REDUCE_QUERY);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
}

/** Whether the device asks for reduced motion, kept live (the setting can change while the page is open). */
export function useDevicePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReduce,
    () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(REDUCE_QUERY).matches,
    () => false,
  );
}

/** The remembered settings (from the last load) until the account's own arrive, else the defaults. */
function settingsOf(data: DisplaySettings | undefined): DisplaySettings {
  if (data) return data;
  const remembered = rememberedDisplay();
  if (remembered && isPalette(remembered.palette) && isReducedMotion(remembered.reducedMotion)) return { palette: remembered.palette, reducedMotion: remembered.reducedMotion };
  return DEFAULT_DISPLAY_SETTINGS;
}

/** The account's settings as the client applies them: the palette, and whether motion is reduced here. */
export function useDisplaySettings(): DisplaySettings & { reduceMotion: boolean; loaded: boolean } {
  // Outside the auth provider (a screen rendered on its own) there is no account: the defaults.
  const user = useContext(AuthContext)?.user ?? null;
  const query = useDisplaySettingsQuery(Boolean(user));
  const device = useDevicePrefersReducedMotion();
  const settings = settingsOf(user ? query.data : undefined);
  return { ...settings, reduceMotion: shouldReduceMotion(settings.reducedMotion, device), loaded: query.isSuccess };
}

/** What the canvas renderer needs: the palette's colours and the motion decision. */
export function useAppearance(): Appearance {
  const { palette, reduceMotion } = useDisplaySettings();
  return useMemo(() => ({ palette: canvasPalette(palette), reducedMotion: reduceMotion }), [palette, reduceMotion]);
}

/**
 * Puts the signed-in account's settings on <html> and remembers them for the next load; mounted
 * once by the app shell while someone is signed in. Leaving (signing out) puts the defaults back.
 */
export function DisplaySettingsApplier() {
  const query = useDisplaySettingsQuery(true);
  const data = query.data;
  useEffect(() => {
    if (!data) return;
    const settings = { palette: data.palette, reducedMotion: data.reducedMotion };
    applyDisplayAttributes(settings);
    rememberDisplay(settings);
  }, [data]);
  useEffect(
    () => () => {
      applyDisplayAttributes(null);
      rememberDisplay(null);
    },
    [],
  );
  return null;
}
