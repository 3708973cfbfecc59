import { useEffect, useMemo, useRef } from 'react';
import { ReplayPainter } from '../../../canvas/replay-painter.ts';
import { RoomRenderer } from '../../../canvas/room-renderer.ts';
import type { RoomScene } from '../../../canvas/scene.ts';
import { canvasLayout } from '../../../canvas/sizing.ts';
import { useAppearance } from '../../../state/display-settings.ts';
import type { PlaybackClock } from '../../../state/playback-clock.ts';
import type { ReplayRoom } from '../../../state/replay-rooms.ts';
import type { Replay } from '../../../state/replay.ts';
import { useElementWidth, useWindowHeight } from '../use-layout-hooks.ts';

const MAX_DPR = 2;
/**
 * The share of the window's height the live view's sizing rule (at most 60 %) gets here: the replay's
 * controls sit under the canvas and should stay in view with it on a laptop screen.
 */
const HEIGHT_SHARE = 0.75;

/**
 * Hosts the live view's three canvas layers for a replay. Each animation frame draws the clock's
 * time through ReplayPainter (the live view's RoomRenderer); a frame already drawn is not drawn again.
 * On a screen narrower than the room's smallest canvas (10 px a square), the canvas is scaled down
 * to fit rather than scrolled: a replay is watched, not steered.
 */
export function ReplayCanvas({ replay, rooms, clock, scene, label }: { replay: Replay; rooms: ReadonlyMap<number, ReplayRoom>; clock: PlaybackClock; scene: RoomScene; label: string }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const staticRef = useRef<HTMLCanvasElement>(null);
  const entityRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const width = useElementWidth(frameRef);
  const windowHeight = Math.round(useWindowHeight() * HEIGHT_SHARE);
  const available = Math.max(1, width || 320);
  const sizes = useRef({ available, windowHeight });
  useEffect(() => {
    sizes.current = { available, windowHeight };
  }, [available, windowHeight]);

  // The viewer's palette and reduced motion (issue 19), read by the loop each frame.
  const appearance = useAppearance();
  const appearanceRef = useRef(appearance);
  useEffect(() => {
    appearanceRef.current = appearance;
  }, [appearance]);

  const layout = useMemo(() => canvasLayout({ widthFeet: scene.widthFeet, heightFeet: scene.heightFeet }, available, windowHeight), [scene.widthFeet, scene.heightFeet, available, windowHeight]);
  const scale = Math.min(1, layout.maxWidth / layout.width, layout.maxHeight / layout.height);

  useEffect(() => {
    const s = staticRef.current;
    const e = entityRef.current;
    const o = overlayRef.current;
    if (!s || !e || !o) return;
    const renderer = new RoomRenderer({ static: s, entities: e, overlay: o });
    const painter = new ReplayPainter(renderer, replay, rooms);
    const layoutOf = (sc: RoomScene) => canvasLayout({ widthFeet: sc.widthFeet, heightFeet: sc.heightFeet }, sizes.current.available, sizes.current.windowHeight);
    let raf = 0;
    let last = '';
    const tick = (now: number) => {
      const time = clock.timeAt(now);
      const dpr = Math.min(MAX_DPR, window.devicePixelRatio || 1);
      const look = appearanceRef.current;
      const key = `${time}|${sizes.current.available}|${sizes.current.windowHeight}|${dpr}|${look.palette.name}|${look.reducedMotion}`;
      if (key !== last) {
        last = key;
        renderer.setAppearance(look);
        const { state } = painter.draw(time, layoutOf, dpr);
        // What this canvas has drawn, for journeys to wait on.
        if (state) s.dataset.drawnSeq = String(state.entry.seq);
      }
      raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [replay, rooms, clock]);

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
