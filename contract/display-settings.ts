import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

// How the game is drawn for an account (docs/decisions/0017-seeing-palette-and-motion.md): the palette of the canvas, the map and
// the UI's colour cues, and whether motion is reduced. Saved on the server so it follows the account
// to every browser, like the key bindings.

/** The palettes one may pick. Shapes and patterns carry every meaning in both; colour only helps. */
export const PALETTE = {
  standard: 'standard',
  colourBlindSafe: 'colour-blind-safe',
} as const;
export type Palette = (typeof PALETTE)[keyof typeof PALETTE];
export const PALETTES = Object.values(PALETTE) as Palette[];
export function isPalette(value: unknown): value is Palette {
  return typeof value === 'string' && (PALETTES as string[]).includes(value);
}

/**
 * Reduced motion: 'system' follows the device's prefers-reduced-motion, 'on' always reduces. There is
 * no 'off' that overrides a device asking for less motion: the device setting is the player's own
 * accessibility choice, and the game only ever adds to it (reduce when the device OR the account asks).
 */
export const REDUCED_MOTION = {
  system: 'system',
  on: 'on',
} as const;
export type ReducedMotion = (typeof REDUCED_MOTION)[keyof typeof REDUCED_MOTION];
export const REDUCED_MOTION_CHOICES = Object.values(REDUCED_MOTION) as ReducedMotion[];
export function isReducedMotion(value: unknown): value is ReducedMotion {
  return typeof value === 'string' && (REDUCED_MOTION_CHOICES as string[]).includes(value);
}

/** Labels the Account page shows, in the order it lists them. */
export const PALETTE_LABEL: Readonly<Record<Palette, { label: string; hint: string }>> = {
  standard: { label: 'Standard', hint: 'Torch-lit reds, greens and golds.' },
  'colour-blind-safe': { label: 'Colour-blind safe', hint: 'Okabe–Ito colours: vermillion, blue, yellow and purple, told apart with any colour vision.' },
};
export const REDUCED_MOTION_LABEL: Readonly<Record<ReducedMotion, { label: string; hint: string }>> = {
  system: { label: 'Follow my device', hint: "Motion is reduced when your device's settings ask for it." },
  on: { label: 'Always reduce motion', hint: 'No room transition slide, no easing of moving creatures, no pulsing or floating marks.' },
};

/** PUT /api/account/display body: both settings, nothing else. */
export const DisplaySettings = lazySchema(() => z
  .object({
    palette: z.enum(PALETTES as [Palette, ...Palette[]], { error: `must be one of: ${PALETTES.join(', ')}` }),
    reducedMotion: z.enum(REDUCED_MOTION_CHOICES as [ReducedMotion, ...ReducedMotion[]], { error: `must be one of: ${REDUCED_MOTION_CHOICES.join(', ')}` }),
  })
  .strict());
export type DisplaySettings = z.infer<typeof DisplaySettings>;

/** GET/PUT /api/account/display reply. */
export const DisplaySettingsView = lazySchema(() => DisplaySettings.extend({
  /** False while the account uses the defaults. */
  customised: z.boolean(),
}));
export type DisplaySettingsView = z.infer<typeof DisplaySettingsView>;

export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = { palette: PALETTE.standard, reducedMotion: REDUCED_MOTION.system };

/** The stored columns (null = the default) as settings; a value no longer in the vocabulary is the default. */
export function displaySettingsOf(stored: { palette: string | null; reducedMotion: boolean | null } | null): DisplaySettings {
  return {
    palette: isPalette(stored?.palette) ? stored.palette : DEFAULT_DISPLAY_SETTINGS.palette,
    reducedMotion: stored?.reducedMotion === true ? REDUCED_MOTION.on : REDUCED_MOTION.system,
  };
}

/** Settings as the columns store them: the defaults as null, so a later change of default reaches everyone who never chose. */
export function displayColumnsOf(settings: DisplaySettings): { palette: Palette | null; reducedMotion: boolean | null } {
  return {
    palette: settings.palette === DEFAULT_DISPLAY_SETTINGS.palette ? null : settings.palette,
    reducedMotion: settings.reducedMotion === REDUCED_MOTION.on ? true : null,
  };
}

/** Whether motion is reduced: the account asks for it, or the device does (prefers-reduced-motion: reduce). */
export function shouldReduceMotion(setting: ReducedMotion, devicePrefersReduced: boolean): boolean {
  return setting === REDUCED_MOTION.on || devicePrefersReduced;
}
