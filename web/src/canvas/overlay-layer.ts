import { DEFAULT_APPEARANCE, type Appearance } from './appearance.ts';
import { beginLayer, px } from './draw-context.ts';
import { entityRadius } from './entity-layer.ts';
import { FLOATER_MS, type DamageFloater, type RoomCombatView, type RoomSessionFrameLike } from './frame.ts';
import { INK } from './palette.ts';
import type { RoomScene } from './scene.ts';
import type { CanvasLayout } from './sizing.ts';
import { doorZoneRect } from './static-layer.ts';

// The overlay, drawn every frame over the entities: the weapon's reach round the player, a ring on
// the current target, the door zone the player stands in, NPC speech bubbles
// and floating damage numbers. Like every layer it only reads. With reduced motion nothing pulses,
// turns or rises: the same marks stand still.

const LABEL: Record<string, string> = { north: 'North door', south: 'South door', east: 'East door', west: 'West door' };

function drawDoorZone(ctx: CanvasRenderingContext2D, layout: CanvasLayout, frame: RoomSessionFrameLike, now: number, still: boolean): void {
  if (!frame.doorZone) return;
  const zone = doorZoneRect(frame.doorZone);
  const tl = px(layout, zone.x, zone.y);
  const br = px(layout, zone.x + zone.w, zone.y + zone.h);
  const pulse = still ? 1 : 0.55 + 0.45 * Math.sin(now / 180);
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

/** The weapon's reach: room units are percent on each axis, so on a non-square room it is an ellipse. */
function drawRange(ctx: CanvasRenderingContext2D, layout: CanvasLayout, frame: RoomSessionFrameLike, rangeUnits: number): void {
  const p = px(layout, frame.x, frame.y);
  ctx.save();
  ctx.globalAlpha = frame.alpha;
  ctx.setLineDash([6, 5]);
  ctx.strokeStyle = 'rgba(242, 205, 102, 0.55)';
  ctx.fillStyle = 'rgba(242, 205, 102, 0.05)';
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.ellipse(p.x, p.y, rangeUnits * layout.pxPerPercentX, rangeUnits * layout.pxPerPercentY, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

function positionOf(scene: RoomScene, frame: RoomSessionFrameLike, view: RoomCombatView, id: string): { x: number; y: number } | null {
  if (id === view.selfId) return { x: frame.x, y: frame.y };
  const moved = frame.movers?.get(id);
  if (moved) return moved;
  const c = scene.characters.find((ch) => ch.id === id);
  return c ? { x: c.x, y: c.y } : null;
}

function drawTargetRing(ctx: CanvasRenderingContext2D, layout: CanvasLayout, at: { x: number; y: number }, now: number, appearance: Appearance): void {
  const still = appearance.reducedMotion;
  const p = px(layout, at.x, at.y);
  const r = entityRadius(layout) * 1.75 + (still ? 0 : Math.sin(now / 160) * 1.5);
  ctx.save();
  ctx.strokeStyle = appearance.palette.danger;
  ctx.lineWidth = 2.5;
  ctx.beginPath();
  ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
  ctx.stroke();
  // Four ticks, so the ring reads as a crosshair and not only as a colour.
  ctx.lineWidth = 2;
  for (let i = 0; i < 4; i++) {
    const a = (i * Math.PI) / 2 + (still ? Math.PI / 4 : now / 900);
    ctx.beginPath();
    ctx.moveTo(p.x + Math.cos(a) * (r - 4), p.y + Math.sin(a) * (r - 4));
    ctx.lineTo(p.x + Math.cos(a) * (r + 5), p.y + Math.sin(a) * (r + 5));
    ctx.stroke();
  }
  ctx.restore();
}

function wrap(ctx: CanvasRenderingContext2D, text: string, maxWidth: number): string[] {
  const words = text.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > maxWidth) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}

function drawSpeech(ctx: CanvasRenderingContext2D, layout: CanvasLayout, at: { x: number; y: number }, text: string): void {
  const p = px(layout, at.x, at.y);
  ctx.save();
  ctx.font = '500 11px ui-sans-serif, system-ui, sans-serif';
  const maxWidth = Math.min(180, layout.width * 0.45);
  const lines = wrap(ctx, text, maxWidth);
  const lineHeight = 13;
  const w = Math.max(...lines.map((l) => ctx.measureText(l).width)) + 12;
  const h = lines.length * lineHeight + 8;
  const gap = entityRadius(layout) + 20;
  const x = Math.min(Math.max(p.x - w / 2, 2), layout.width - w - 2);
  const above = p.y - gap - h > 2;
  const y = above ? p.y - gap - h : Math.min(p.y + gap, layout.height - h - 2);
  ctx.fillStyle = 'rgba(236, 228, 214, 0.95)';
  ctx.strokeStyle = INK.abyss;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, 6);
  ctx.fill();
  ctx.stroke();
  // The tail points at the speaker.
  const tx = Math.min(Math.max(p.x, x + 8), x + w - 8);
  ctx.beginPath();
  if (above) {
    ctx.moveTo(tx - 5, y + h - 0.5);
    ctx.lineTo(tx, y + h + 6);
    ctx.lineTo(tx + 5, y + h - 0.5);
  } else {
    ctx.moveTo(tx - 5, y + 0.5);
    ctx.lineTo(tx, y - 6);
    ctx.lineTo(tx + 5, y + 0.5);
  }
  ctx.fill();
  ctx.fillStyle = INK.abyss;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'top';
  lines.forEach((l, i) => ctx.fillText(l, x + 6, y + 4 + i * lineHeight));
  ctx.restore();
}

type FloaterTone = DamageFloater['tone'];
const floaterColour = (tone: FloaterTone, appearance: Appearance): string =>
  ({ hit: INK.bone, critical: INK.goldLight, miss: INK.ash, hurt: appearance.palette.danger })[tone];

function drawFloater(ctx: CanvasRenderingContext2D, layout: CanvasLayout, at: { x: number; y: number }, text: string, tone: FloaterTone, age: number, appearance: Appearance): void {
  const t = Math.min(1, Math.max(0, age / FLOATER_MS));
  const p = px(layout, at.x, at.y);
  ctx.save();
  ctx.globalAlpha = 1 - t * t;
  ctx.font = `800 ${tone === 'critical' ? 16 : 13}px ui-sans-serif, system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 3;
  ctx.strokeStyle = INK.abyss;
  const y = p.y - entityRadius(layout) - 22 - (appearance.reducedMotion ? 0 : t * 26);
  ctx.strokeText(text, p.x, y);
  ctx.fillStyle = floaterColour(tone, appearance);
  ctx.fillText(text, p.x, y);
  ctx.restore();
}

export function drawOverlayLayer(
  ctx: CanvasRenderingContext2D,
  layout: CanvasLayout,
  dpr: number,
  scene: RoomScene,
  frame: RoomSessionFrameLike,
  now: number,
  view?: RoomCombatView,
  appearance: Appearance = DEFAULT_APPEARANCE,
): void {
  beginLayer(ctx, layout, dpr);
  if (view && view.rangeUnits !== null && !view.dead && frame.phase === 'idle') drawRange(ctx, layout, frame, view.rangeUnits);
  drawDoorZone(ctx, layout, frame, now, appearance.reducedMotion);
  if (!view) return;
  if (view.targetId) {
    const at = positionOf(scene, frame, view, view.targetId);
    if (at) drawTargetRing(ctx, layout, at, now, appearance);
  }
  for (const bubble of view.speech) {
    const at = positionOf(scene, frame, view, bubble.id);
    if (at) drawSpeech(ctx, layout, at, bubble.text);
  }
  for (const f of view.floaters) {
    const age = now - f.at;
    if (age < 0 || age > FLOATER_MS) continue;
    const at = positionOf(scene, frame, view, f.entityId) ?? f.fallback ?? null;
    if (at) drawFloater(ctx, layout, at, f.text, f.tone, age, appearance);
  }
}
