// The frame and three canvas layers of a room drawn to be watched, not steered (the replay, the
// spectator's view): sized by the live view's rule and scaled down to fit a narrow screen rather than
// scrolled, drawn in the viewer's palette and motion setting.
import { useEffect, useMemo, useRef } from 'react';
import type { Appearance } from '../../canvas/appearance.ts';
import { canvasLayout } from '../../canvas/sizing.ts';
import { useAppearance } from '../../state/display-settings.ts';
import { useElementWidth, useWindowHeight } from './use-layout-hooks.ts';

export const WATCHED_MAX_DPR = 2;
/**
 * The share of the window's height the live view's sizing rule (at most 60 %) gets here: what sits
 * under the canvas (the replay's controls, the spectator's entity list) should stay in view with it.
 */
const HEIGHT_SHARE = 0.75;

/** The canvases' refs, the room's layout for the space there is, and what a draw loop reads each frame. */
export function useWatchedCanvas(room: { widthFeet: number; heightFeet: number }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const staticRef = useRef<HTMLCanvasElement>(null);
  const entityRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const width = useElementWidth(frameRef);
  const windowHeight = Math.round(useWindowHeight() * HEIGHT_SHARE);
  const available = Math.max(1, width || 320);
  const layout = useMemo(() => canvasLayout({ widthFeet: room.widthFeet, heightFeet: room.heightFeet }, available, windowHeight), [room.widthFeet, room.heightFeet, available, windowHeight]);
  const scale = Math.min(1, layout.maxWidth / layout.width, layout.maxHeight / layout.height);
  // The draw loop starts once and reads the latest sizes and appearance without restarting.
  const appearance = useAppearance();
  const latest = useRef<{ available: number; windowHeight: number; appearance: Appearance }>({ available, windowHeight, appearance });
  useEffect(() => {
    latest.current = { available, windowHeight, appearance };
  }, [available, windowHeight, appearance]);
  return { frameRef, staticRef, entityRef, overlayRef, layout, scale, latest };
}

export type WatchedCanvasState = ReturnType<typeof useWatchedCanvas>;

export function WatchedCanvas({ canvas, label }: { canvas: WatchedCanvasState; label: string }) {
  const { frameRef, staticRef, entityRef, overlayRef, layout, scale } = canvas;
  const shown = { width: Math.round(layout.width * scale), height: Math.round(layout.height * scale) };
  return (
    <div ref={frameRef} className="min-w-0">
      <div className="relative mx-auto overflow-hidden rounded-lg border border-rubble bg-abyss shadow-inner" style={{ width: shown.width + 2, height: shown.height + 2 }}>
        <canvas ref={staticRef} role="img" aria-label={label} className="absolute inset-0" style={shown} />
        <canvas ref={entityRef} aria-hidden className="pointer-events-none absolute inset-0" style={shown} />
        <canvas ref={overlayRef} aria-hidden className="pointer-events-none absolute inset-0" style={shown} />
      </div>
    </div>
  );
}
