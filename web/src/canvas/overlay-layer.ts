import { beginLayer, px } from './draw-context.ts';
import type { RoomSessionFrameLike } from './frame.ts';
import { INK } from './palette.ts';
import type { RoomScene } from './scene.ts';
import type { CanvasLayout } from './sizing.ts';
import { doorZoneRect } from './static-layer.ts';

// The overlay: the door zone the player stands in glows (spec 9 door zones), so it is clear that a
// few more steps lead through. Combat adds target rings and weapon range here.

const LABEL: Record<string, string> = { north: 'North door', south: 'South door', east: 'East door', west: 'West door' };

export function drawOverlayLayer(ctx: CanvasRenderingContext2D, layout: CanvasLayout, dpr: number, _scene: RoomScene, frame: RoomSessionFrameLike, now: number): void {
  beginLayer(ctx, layout, dpr);
  if (!frame.doorZone) return;
  const zone = doorZoneRect(frame.doorZone);
  const tl = px(layout, zone.x, zone.y);
  const br = px(layout, zone.x + zone.w, zone.y + zone.h);
  const pulse = 0.55 + 0.45 * Math.sin(now / 180);
  ctx.fillStyle = `rgba(242, 205, 102, ${0.18 + 0.17 * pulse})`;
  ctx.fillRect(tl.x, tl.y, br.x - tl.x, br.y - tl.y);
  ctx.strokeStyle = INK.goldLight;
  ctx.lineWidth = 2;
  ctx.strokeRect(tl.x + 1, tl.y + 1, br.x - tl.x - 2, br.y - tl.y - 2);
  const text = LABEL[frame.doorZone] ?? 'Door';
  ctx.font = '700 11px ui-sans-serif, system-ui, sans-serif';
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  const cx = (tl.x + br.x) / 2;
  const cy = (tl.y + br.y) / 2;
  const ox = frame.doorZone === 'west' ? 44 : frame.doorZone === 'east' ? -44 : 0;
  const oy = frame.doorZone === 'north' ? 18 : frame.doorZone === 'south' ? -18 : 0;
  ctx.fillStyle = 'rgba(12, 10, 8, 0.8)';
  const w = ctx.measureText(text).width + 10;
  ctx.fillRect(cx + ox - w / 2, cy + oy - 8, w, 16);
  ctx.fillStyle = INK.goldLight;
  ctx.fillText(text, cx + ox, cy + oy + 0.5);
}
