import { useEffect, useRef } from 'react';
import { EMPTY_COMBAT_VIEW, type RoomCombatView, type RoomSessionFrameLike } from '../../canvas/frame.ts';
import { RedrawScheduler } from '../../canvas/redraw.ts';
import { RoomRenderer } from '../../canvas/room-renderer.ts';
import type { RoomScene } from '../../canvas/scene.ts';
import { useWatchedCanvas, WATCHED_MAX_DPR, WatchedCanvas } from '../crawler/watched-canvas.tsx';

/**
 * The delayed room drawn with the live view's renderer (never a second one). The watched crawler is
 * the frame's player; nothing here takes input. On a screen narrower than the room's smallest
 * canvas it is scaled down to fit, as the replay's is: a spectator watches, it does not steer.
 */
export function SpectateCanvas({ scene, self, view, label }: { scene: RoomScene; self: { x: number; y: number }; view: RoomCombatView; label: string }) {
  const canvas = useWatchedCanvas(scene);
  const { staticRef, entityRef, overlayRef, layout, latest } = canvas;
  // What the next animation frame draws: the loop reads the latest without restarting.
  const drawn = useRef({ scene, self, view, layout });
  useEffect(() => {
    drawn.current = { scene, self, view, layout };
  }, [scene, self, view, layout]);

  useEffect(() => {
    const s = staticRef.current;
    const e = entityRef.current;
    const o = overlayRef.current;
    if (!s || !e || !o) return;
    const renderer = new RoomRenderer({ static: s, entities: e, overlay: o });
    // As in the live view: a frame that would show the same picture is skipped, so a still room
    // costs a spectator (often on a phone, for minutes) a few comparisons a frame, not three layers.
    const scheduler = new RedrawScheduler();
    let raf = 0;
    const tick = (now: number) => {
      const d = drawn.current;
      // The spectator's own palette and motion setting, as in the live view and the replay.
      const appearance = latest.current.appearance;
      const frame: RoomSessionFrameLike = { x: d.self.x, y: d.self.y, facing: 'south', alpha: 1, doorZone: null, phase: 'idle' };
      const inputs = { scene: d.scene, layout: d.layout, dpr: Math.min(WATCHED_MAX_DPR, window.devicePixelRatio || 1), appearance, showGrid: true, frame, view: d.view, now };
      if (scheduler.shouldDraw(inputs)) {
        renderer.setAppearance(appearance);
        renderer.render(d.scene, d.layout, inputs.dpr, frame, true, now, d.view);
        scheduler.drawn(inputs);
        // Where this canvas drew the watched crawler, for journeys to wait on.
        const at = `${d.scene.roomId}:${Math.round(d.self.x * 10) / 10},${Math.round(d.self.y * 10) / 10}`;
        if (s.dataset.drawn !== at) s.dataset.drawn = at;
      }
      raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [staticRef, entityRef, overlayRef, latest]);

  return <WatchedCanvas canvas={canvas} label={label} />;
}

export const spectatorView = (selfId: string, health: { health: number; maxHealth: number } | null, dead: boolean): RoomCombatView => ({ ...EMPTY_COMBAT_VIEW, selfId, selfHealth: health, dead });
