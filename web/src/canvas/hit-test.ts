import { entityRadius } from './entity-layer.ts';
import type { RoomScene } from './scene.ts';
import type { CanvasLayout } from './sizing.ts';

// What a click or a tap on the canvas points at (click to target with a mouse, tap to target on a touch screen): the
// nearest character or loot whose drawn shape (with some slack, more for fingers) contains the point.
// Pure: CSS pixels in, an id out.

export type CanvasPick = { kind: 'character'; id: string } | { kind: 'loot'; id: string } | null;

/** Slack around a drawn entity that still counts as a hit, as a multiple of its radius. */
const HIT_SLACK = 1.6;

/** The least reach of a mouse click, and of a finger (a fingertip covers about 44 CSS px, WCAG 2.5.5). */
export const MIN_REACH_PX = { mouse: 14, touch: 22 } as const;

/** A press that moves further than this (CSS px) is a drag or a scroll of the canvas, not a tap. */
export const TAP_SLOP_PX = 10;
/** A press held longer than this is not a tap (a long press is the browser's, e.g. its menu). */
export const TAP_MAX_MS = 600;

export interface PointerMark {
  pointerId: number;
  x: number;
  y: number;
  at: number;
}

/** Whether a press and its release make a tap: same pointer, barely moved, quickly. */
export function isTap(down: PointerMark | null, up: PointerMark): boolean {
  if (!down || down.pointerId !== up.pointerId) return false;
  return Math.hypot(up.x - down.x, up.y - down.y) <= TAP_SLOP_PX && up.at - down.at <= TAP_MAX_MS;
}

/** A pointer's client position as a point on the canvas (CSS px from its top-left corner). */
export function canvasPoint(rect: { left: number; top: number }, client: { clientX: number; clientY: number }): { x: number; y: number } {
  return { x: client.clientX - rect.left, y: client.clientY - rect.top };
}

export function pickAt(
  layout: CanvasLayout,
  point: { x: number; y: number },
  scene: Pick<RoomScene, 'characters' | 'loot'>,
  movers?: ReadonlyMap<string, { x: number; y: number }>,
  minReach: number = MIN_REACH_PX.mouse,
): CanvasPick {
  const reach = Math.max(minReach, entityRadius(layout) * HIT_SLACK);
  let best: { pick: NonNullable<CanvasPick>; d: number } | null = null;
  const consider = (pick: NonNullable<CanvasPick>, at: { x: number; y: number }) => {
    const d = Math.hypot(at.x * layout.pxPerPercentX - point.x, at.y * layout.pxPerPercentY - point.y);
    if (d <= reach && (!best || d < best.d)) best = { pick, d };
  };
  for (const c of scene.characters) if (c.isAlive) consider({ kind: 'character', id: c.id }, movers?.get(c.id) ?? c);
  for (const l of scene.loot) consider({ kind: 'loot', id: l.id }, l);
  return (best as { pick: NonNullable<CanvasPick> } | null)?.pick ?? null;
}
