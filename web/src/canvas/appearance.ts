import { STANDARD_PALETTE, type CanvasPalette } from './palette.ts';

/**
 * How the renderer draws (docs/decisions/0017-seeing-palette-and-motion.md): the account's palette, and whether motion is reduced
 * (no pulsing door zone, no turning target ticks, damage numbers that fade in place instead of rising).
 */
export interface Appearance {
  palette: CanvasPalette;
  reducedMotion: boolean;
}

export const DEFAULT_APPEARANCE: Appearance = { palette: STANDARD_PALETTE, reducedMotion: false };
