// The display settings as attributes on <html> (docs/decisions/0017-seeing-palette-and-motion.md): data-palette switches the UI's
// colour cues (styles.css), data-reduced-motion="on" stops CSS transitions and animations like the
// device's prefers-reduced-motion does. No zod and no React here: main.tsx restores the last known
// settings before the first paint, so a reload does not flash the standard palette while the
// account's settings load.

const STORAGE_KEY = 'ctf.display';

export interface DisplayAttributes {
  palette: string;
  reducedMotion: string;
}

export function applyDisplayAttributes(settings: DisplayAttributes | null, root: HTMLElement = document.documentElement): void {
  if (settings && settings.palette !== 'standard') root.dataset.palette = settings.palette;
  else delete root.dataset.palette;
  if (settings?.reducedMotion === 'on') root.dataset.reducedMotion = 'on';
  else delete root.dataset.reducedMotion;
}

/** Keeps the account's settings for the next page load (null forgets them: signed out). */
export function rememberDisplay(settings: DisplayAttributes | null): void {
  try {
    if (settings) localStorage.setItem(STORAGE_KEY, JSON.stringify({ palette: settings.palette, reducedMotion: settings.reducedMotion }));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): the settings still apply once they load.
  }
}

export function rememberedDisplay(): DisplayAttributes | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { palette, reducedMotion } = value as Record<string, unknown>;
    return typeof palette === 'string' && typeof reducedMotion === 'string' ? { palette, reducedMotion } : null;
  } catch {
    return null;
  }
}

export function restoreDisplayAttributes(): void {
  applyDisplayAttributes(rememberedDisplay());
}
