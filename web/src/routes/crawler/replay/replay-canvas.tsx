import { useEffect } from 'react';
import { ReplayPainter } from '../../../canvas/replay-painter.ts';
import { RoomRenderer } from '../../../canvas/room-renderer.ts';
import type { RoomScene } from '../../../canvas/scene.ts';
import { canvasLayout } from '../../../canvas/sizing.ts';
import type { PlaybackClock } from '../../../state/playback-clock.ts';
import type { ReplayRoom } from '../../../state/replay-rooms.ts';
import type { Replay } from '../../../state/replay.ts';
import { useWatchedCanvas, WATCHED_MAX_DPR, WatchedCanvas } from '../watched-canvas.tsx';

/**
 * Hosts the live view's three canvas layers for a replay. Each animation frame draws the clock's
 * time through ReplayPainter (the live view's RoomRenderer); a frame already drawn is not drawn again.
 * On a screen narrower than the room's smallest canvas (10 px a square), the canvas is scaled down
 * to fit rather than scrolled: a replay is watched, not steered.
 */
export function ReplayCanvas({ replay, rooms, clock, scene, label }: { replay: Replay; rooms: ReadonlyMap<number, ReplayRoom>; clock: PlaybackClock; scene: RoomScene; label: string }) {
  const canvas = useWatchedCanvas(scene);
  const { staticRef, entityRef, overlayRef, latest } = canvas;

  useEffect(() => {
    const s = staticRef.current;
    const e = entityRef.current;
    const o = overlayRef.current;
    if (!s || !e || !o) return;
    const renderer = new RoomRenderer({ static: s, entities: e, overlay: o });
    const painter = new ReplayPainter(renderer, replay, rooms);
    const layoutOf = (sc: RoomScene) => canvasLayout({ widthFeet: sc.widthFeet, heightFeet: sc.heightFeet }, latest.current.available, latest.current.windowHeight);
    let raf = 0;
    let last = '';
    const tick = (now: number) => {
      const time = clock.timeAt(now);
      const dpr = Math.min(WATCHED_MAX_DPR, window.devicePixelRatio || 1);
      const { available, windowHeight, appearance: look } = latest.current;
      const key = `${time}|${available}|${windowHeight}|${dpr}|${look.palette.name}|${look.reducedMotion}`;
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
  }, [replay, rooms, clock, staticRef, entityRef, overlayRef, latest]);

  return <WatchedCanvas canvas={canvas} label={label} />;
}
