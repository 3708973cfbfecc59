import { CANVAS } from '#game/constants.ts';
import { feetToSquares, roomFeetOf, squaresOf, type RoomSizeFields } from '#game/units.ts';

// Canvas sizing: at most 600 px and 60 % of the window height, at least 10 px per square;
// when the minimum does not fit, the canvas keeps it and its frame scrolls.

export interface CanvasLayout {
  /** CSS pixels. */
  width: number;
  height: number;
  pxPerSquare: number;
  /** CSS pixels per room-percent on each axis. */
  pxPerPercentX: number;
  pxPerPercentY: number;
  /** True when the canvas is larger than the space for it (the frame scrolls). */
  scrolls: boolean;
  /** The frame's limits (CSS pixels). */
  maxWidth: number;
  maxHeight: number;
}

export function canvasLayout(room: RoomSizeFields | null | undefined, availableWidth: number, windowHeight: number): CanvasLayout {
  const squares = squaresOf(room);
  const feet = roomFeetOf(room);
  const maxWidth = Math.max(1, Math.min(CANVAS.maxPx, Math.floor(availableWidth)));
  const maxHeight = Math.max(1, Math.min(CANVAS.maxPx, Math.floor(windowHeight * CANVAS.maxWindowHeightFraction)));
  const fit = Math.min(maxWidth / squares.w, maxHeight / squares.h);
  const pxPerSquare = Math.max(CANVAS.minPxPerSquare, fit);
  // Squares follow the room's feet exactly, so a 42 ft side keeps its fraction of a square.
  const width = Math.round(feetToSquares(feet.w) * pxPerSquare);
  const height = Math.round(feetToSquares(feet.h) * pxPerSquare);
  return {
    width,
    height,
    pxPerSquare,
    pxPerPercentX: width / 100,
    pxPerPercentY: height / 100,
    scrolls: width > maxWidth || height > maxHeight,
    maxWidth,
    maxHeight,
  };
}
