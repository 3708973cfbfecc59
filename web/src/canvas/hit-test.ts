import { entityRadius } from './entity-layer.ts';
import type { RoomScene } from './scene.ts';
import type { CanvasLayout } from './sizing.ts';

// What a click on the canvas points at (spec 2: click target): the nearest character or loot whose
// drawn shape (with some slack for fingers) contains the point. Pure: CSS pixels in, an id out.

export type CanvasPick = { kind: 'character'; id: string } | { kind: 'loot'; id: string } | null;

/** Slack around a drawn entity that still counts as a hit, as a multiple of its radius. */
const HIT_SLACK = 1.6;

export function pickAt(
  layout: CanvasLayout,
  point: { x: number; y: number },
  scene: Pick<RoomScene, 'characters' | 'loot'>,
  movers?: ReadonlyMap<string, { x: number; y: number }>,
): CanvasPick {
  const reach = Math.max(14, entityRadius(layout) * HIT_SLACK);
  let best: { pick: NonNullable<CanvasPick>; d: number } | null = null;
  const consider = (pick: NonNullable<CanvasPick>, at: { x: number; y: number }) => {
    const d = Math.hypot(at.x * layout.pxPerPercentX - point.x, at.y * layout.pxPerPercentY - point.y);
    if (d <= reach && (!best || d < best.d)) best = { pick, d };
  };
  for (const c of scene.characters) if (c.isAlive) consider({ kind: 'character', id: c.id }, movers?.get(c.id) ?? c);
  for (const l of scene.loot) consider({ kind: 'loot', id: l.id }, l);
  return (best as { pick: NonNullable<CanvasPick> } | null)?.pick ?? null;
}
