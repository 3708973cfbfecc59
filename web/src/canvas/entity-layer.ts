import { facingAngle } from '#game/movement.ts';
import type { RoomCombatView, RoomSessionFrameLike } from './frame.ts';
import { beginLayer, drawLabel, px } from './draw-context.ts';
import { characterMark, lootMark, MARK, markColours, markInnerSegments, markOutline, SELF_RING_SCALE, type Outline } from './marks.ts';
import { INK, rarityColour, STANDARD_PALETTE, type CanvasPalette } from './palette.ts';
import type { RoomScene } from './scene.ts';
import type { CanvasLayout } from './sizing.ts';
import type { RoomCharacter, RoomLoot } from '../state/tactical-entities.ts';

// The entity layer, drawn every frame: loot, mobs, NPCs, other crawlers and the player, each kind a
// distinct shape (marks.ts: triangle hostile, circle with a bar neutral, circle with a plus friendly,
// square NPC with its role's icon, hexagon crawler, ringed circle the player, diamond item, chest
// box) with its name, and a health bar for mobs, crawlers and the player. Colour comes from the
// account's palette and is never the only sign.

export function entityRadius(layout: CanvasLayout): number {
  return Math.max(6, Math.min(14, layout.pxPerSquare * 0.55));
}

/** Traces an outline as the current path (fill and stroke are the caller's). */
function trace(ctx: CanvasRenderingContext2D, outline: Outline, cx: number, cy: number): void {
  ctx.beginPath();
  if (outline.kind === 'circle') ctx.arc(cx, cy, outline.r, 0, Math.PI * 2);
  else if (outline.kind === 'rect') ctx.rect(outline.x, outline.y, outline.w, outline.h);
  else {
    outline.points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
    ctx.closePath();
  }
}

/** The inner sign's strokes in the abyss ink, so they read on any fill. */
function strokeInner(ctx: CanvasRenderingContext2D, segments: ReturnType<typeof markInnerSegments>, width: number, colour: string = INK.abyss): void {
  if (segments.length === 0) return;
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (const [a, b] of segments) {
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
  }
  ctx.stroke();
  ctx.lineCap = 'butt';
}

function drawLoot(ctx: CanvasRenderingContext2D, layout: CanvasLayout, loot: RoomLoot, palette: CanvasPalette): void {
  const p = px(layout, loot.x, loot.y);
  const r = entityRadius(layout) * 0.7;
  const kind = lootMark(loot);
  const { fill, label } = markColours(kind, palette, rarityColour(loot.rarity, palette));
  const outline = markOutline(MARK[kind].shape, p.x, p.y, r);
  trace(ctx, outline, p.x, p.y);
  if (kind === 'chest') {
    ctx.fillStyle = '#6b4a2b';
    ctx.fill();
    ctx.strokeStyle = fill;
    ctx.lineWidth = 2;
    ctx.stroke();
    strokeInner(ctx, markInnerSegments(MARK.chest.inner, p.x, p.y, r), 2, fill);
  } else {
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.strokeStyle = INK.abyss;
    ctx.lineWidth = 1.5;
    ctx.stroke();
  }
  drawLabel(ctx, layout, loot.name, p.x, p.y - r - 2, label);
}

function drawHealthBar(ctx: CanvasRenderingContext2D, cx: number, top: number, width: number, health: number, maxHealth: number, palette: CanvasPalette): void {
  const share = Math.max(0, Math.min(1, health / maxHealth));
  ctx.fillStyle = 'rgba(12, 10, 8, 0.85)';
  ctx.fillRect(cx - width / 2 - 1, top - 1, width + 2, 6);
  // The bar's length is the meaning; its colour only repeats it.
  ctx.fillStyle = share > 0.5 ? palette.healthHigh : share > 0.25 ? palette.healthMid : palette.healthLow;
  ctx.fillRect(cx - width / 2, top, width * share, 4);
}

/** A small glyph in an NPC's square for its role: coin, shield, exclamation mark, hammer. */
function drawRoleIcon(ctx: CanvasRenderingContext2D, role: string | null, cx: number, cy: number, r: number): void {
  ctx.save();
  ctx.fillStyle = INK.abyss;
  ctx.strokeStyle = INK.abyss;
  ctx.lineWidth = Math.max(1.5, r * 0.18);
  const s = r * 0.55;
  switch (role) {
    case 'merchant':
      ctx.font = `800 ${Math.round(r * 1.2)}px ui-sans-serif, system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText('$', cx, cy + 0.5);
      break;
    case 'guard':
      ctx.beginPath();
      ctx.moveTo(cx - s, cy - s);
      ctx.lineTo(cx + s, cy - s);
      ctx.lineTo(cx + s, cy);
      ctx.quadraticCurveTo(cx + s * 0.8, cy + s * 0.9, cx, cy + s * 1.2);
      ctx.quadraticCurveTo(cx - s * 0.8, cy + s * 0.9, cx - s, cy);
      ctx.closePath();
      ctx.stroke();
      break;
    case 'quest_giver':
      ctx.font = `900 ${Math.round(r * 1.3)}px ui-sans-serif, system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText('!', cx, cy + 0.5);
      break;
    case 'repair':
      ctx.fillRect(cx - s, cy - s, s * 1.4, s * 0.6);
      ctx.fillRect(cx - s * 0.15, cy - s * 0.4, s * 0.35, s * 1.6);
      break;
    default:
      ctx.font = `800 ${Math.round(r * 1.1)}px ui-sans-serif, system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText('?', cx, cy + 0.5);
  }
  ctx.restore();
}

function drawCharacter(ctx: CanvasRenderingContext2D, layout: CanvasLayout, c: RoomCharacter, at: { x: number; y: number }, palette: CanvasPalette): void {
  const p = px(layout, at.x, at.y);
  const base = entityRadius(layout);
  const r = c.isBoss ? base * 1.35 : base;
  const kind = characterMark(c);
  const { shape, inner } = MARK[kind];
  const colours = markColours(kind, palette);
  ctx.globalAlpha = c.isAlive ? 1 : 0.4;
  trace(ctx, markOutline(shape, p.x, p.y, r), p.x, p.y);
  ctx.fillStyle = colours.fill;
  ctx.fill();
  ctx.strokeStyle = c.isBoss ? palette.boss : INK.abyss;
  ctx.lineWidth = c.isBoss ? 2.5 : 1.5;
  ctx.stroke();
  if (inner === 'role') drawRoleIcon(ctx, c.role, p.x, p.y, r);
  else strokeInner(ctx, markInnerSegments(inner, p.x, p.y, r), Math.max(1.5, r * 0.22));
  if ((c.kind === 'mob' || c.kind === 'player') && c.health !== null && c.maxHealth !== null && c.maxHealth > 0) {
    drawHealthBar(ctx, p.x, p.y + r + 3, r * 2.2, c.health, c.maxHealth, palette);
  }
  ctx.globalAlpha = 1;
  const name = c.isBoss ? `${c.name} (Boss)` : c.name;
  drawLabel(ctx, layout, name, p.x, p.y - r - 3, c.kind === 'npc' ? INK.bone : colours.label);
}

function drawPlayer(ctx: CanvasRenderingContext2D, layout: CanvasLayout, frame: RoomSessionFrameLike, name: string, view: RoomCombatView | undefined, palette: CanvasPalette): void {
  if (frame.alpha <= 0) return;
  const dead = view?.dead === true;
  const p = px(layout, frame.x, frame.y);
  const r = entityRadius(layout) * 1.05;
  ctx.globalAlpha = frame.alpha * (dead ? 0.45 : 1);
  // Facing wedge in front of the body.
  const a = facingAngle(frame.facing);
  ctx.fillStyle = 'rgba(242, 205, 102, 0.35)';
  ctx.beginPath();
  ctx.moveTo(p.x, p.y);
  ctx.arc(p.x, p.y, r * 2.1, a - 0.45, a + 0.45);
  ctx.closePath();
  ctx.fill();
  // The ring round the body says "you" whatever the palette.
  ctx.beginPath();
  ctx.arc(p.x, p.y, r * SELF_RING_SCALE, 0, Math.PI * 2);
  ctx.strokeStyle = palette.selfRing;
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
  ctx.fillStyle = palette.self;
  ctx.fill();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = INK.abyss;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(p.x + Math.cos(a) * r * 0.5, p.y + Math.sin(a) * r * 0.5, r * 0.28, 0, Math.PI * 2);
  ctx.fillStyle = INK.abyss;
  ctx.fill();
  const health = view?.selfHealth;
  if (health && health.maxHealth > 0) drawHealthBar(ctx, p.x, p.y + r + 3, r * 2.2, health.health, health.maxHealth, palette);
  drawLabel(ctx, layout, dead ? `${name} (dead)` : name, p.x, p.y - r * SELF_RING_SCALE - 2, palette.selfLabel);
  ctx.globalAlpha = 1;
}

export function drawEntityLayer(
  ctx: CanvasRenderingContext2D,
  layout: CanvasLayout,
  dpr: number,
  scene: RoomScene,
  frame: RoomSessionFrameLike,
  view?: RoomCombatView,
  palette: CanvasPalette = STANDARD_PALETTE,
): void {
  beginLayer(ctx, layout, dpr);
  for (const loot of scene.loot) drawLoot(ctx, layout, loot, palette);
  for (const c of scene.characters) drawCharacter(ctx, layout, c, frame.movers?.get(c.id) ?? c, palette);
  drawPlayer(ctx, layout, frame, scene.playerName, view, palette);
}
