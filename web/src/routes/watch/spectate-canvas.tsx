import { useEffect, useMemo, useRef } from 'react';
import { EMPTY_COMBAT_VIEW, type RoomCombatView, type RoomSessionFrameLike } from '../../canvas/frame.ts';
import { RoomRenderer } from '../../canvas/room-renderer.ts';
import type { RoomScene } from '../../canvas/scene.ts';
import { canvasLayout } from '../../canvas/sizing.ts';
import { useElementWidth, useWindowHeight } from '../crawler/use-layout-hooks.ts';

const MAX_DPR = 2;
/** Of the window's height, what the canvas may take: the header and the entity list stay near. */
const HEIGHT_SHARE = 0.75;

/**
 * The delayed room drawn with the live view's renderer (never a second one). The watched crawler is
 * the frame's player; nothing here takes input. On a screen narrower than the room's smallest
 * canvas it is scaled down to fit, as the replay's is: a spectator watches, it does not steer.
 */
export function SpectateCanvas({ scene, self, view, label }: { scene: RoomScene; self: { x: number; y: number }; view: RoomCombatView; label: string }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const staticRef = useRef<HTMLCanvasElement>(null);
  const entityRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const width = useElementWidth(frameRef);
  const windowHeight = Math.round(useWindowHeight() * HEIGHT_SHARE);
  const available = Math.max(1, width || 320);
  const layout = useMemo(() => canvasLayout({ widthFeet: scene.widthFeet, heightFeet: scene.heightFeet }, available, windowHeight), [scene.widthFeet, scene.heightFeet, available, windowHeight]);
  const scale = Math.min(1, layout.maxWidth / layout.width, layout.maxHeight / layout.height);
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
    let raf = 0;
    const tick = (now: number) => {
      const d = drawn.current;
      const frame: RoomSessionFrameLike = { x: d.self.x, y: d.self.y, facing: 'south', alpha: 1, doorZone: null, phase: 'idle' };
      renderer.render(d.scene, d.layout, Math.min(MAX_DPR, window.devicePixelRatio || 1), frame, true, now, d.view);
      // Where this canvas drew the watched crawler, for journeys to wait on.
      const at = `${d.scene.roomId}:${Math.round(d.self.x * 10) / 10},${Math.round(d.self.y * 10) / 10}`;
      if (s.dataset.drawn !== at) s.dataset.drawn = at;
      raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, []);

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

export const spectatorView = (selfId: string, health: { health: number; maxHealth: number } | null, dead: boolean): RoomCombatView => ({ ...EMPTY_COMBAT_VIEW, selfId, selfHealth: health, dead });
