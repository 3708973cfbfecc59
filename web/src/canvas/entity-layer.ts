import { facingAngle } from '#game/movement.ts';
import type { RoomCombatView, RoomSessionFrameLike } from './frame.ts';
import { beginLayer, drawLabel, px } from './draw-context.ts';
import { DISPOSITION_COLOUR, INK, RARITY_COLOUR } from './palette.ts';
import type { RoomScene } from './scene.ts';
import type { CanvasLayout } from './sizing.ts';
import type { RoomCharacter, RoomLoot } from '../state/tactical-entities.ts';

// The entity layer, drawn every frame: loot, mobs, NPCs, other crawlers and the player, each kind a
// distinct shape (triangle hostile, circle neutral/friendly, square NPC with its role's icon, hexagon
// crawler, diamond item, chest box) with its name, and a health bar for mobs, crawlers and the player.
// Colour follows disposition (hostile red, neutral amber, friendly green), never alone.

export function entityRadius(layout: CanvasLayout): number {
  return Math.max(6, Math.min(14, layout.pxPerSquare * 0.55));
}

function polygon(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number, sides: number, rotation: number): void {
  ctx.beginPath();
  for (let i = 0; i < sides; i++) {
    const a = rotation + (i * Math.PI * 2) / sides;
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

function drawLoot(ctx: CanvasRenderingContext2D, layout: CanvasLayout, loot: RoomLoot): void {
  const p = px(layout, loot.x, loot.y);
  const r = entityRadius(layout) * 0.7;
  const colour = RARITY_COLOUR[loot.rarity ?? ''] ?? INK.gold;
  if (loot.isContainer) {
    ctx.fillStyle = '#6b4a2b';
    ctx.fillRect(p.x - r, p.y - r * 0.75, r * 2, r * 1.5);
    ctx.strokeStyle = colour;
    ctx.lineWidth = 2;
    ctx.strokeRect(p.x - r, p.y - r * 0.75, r * 2, r * 1.5);
    ctx.beginPath();
    ctx.moveTo(p.x - r, p.y - r * 0.15);
    ctx.lineTo(p.x + r, p.y - r * 0.15);
    ctx.stroke();
  } else {
    polygon(ctx, p.x, p.y, r, 4, 0);
    ctx.fillStyle = colour;
    ctx.fill();
    ctx.strokeStyle = INK.abyss;
    ctx.lineWidth = 1.5;
    ctx.stroke();
  }
  drawLabel(ctx, layout, loot.name, p.x, p.y - r - 2, colour);
}

function drawHealthBar(ctx: CanvasRenderingContext2D, cx: number, top: number, width: number, health: number, maxHealth: number): void {
  const share = Math.max(0, Math.min(1, health / maxHealth));
  ctx.fillStyle = 'rgba(12, 10, 8, 0.85)';
  ctx.fillRect(cx - width / 2 - 1, top - 1, width + 2, 6);
  ctx.fillStyle = share > 0.5 ? INK.mossLight : share > 0.25 ? INK.ember : INK.bloodLight;
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

function drawCharacter(ctx: CanvasRenderingContext2D, layout: CanvasLayout, c: RoomCharacter, at: { x: number; y: number }): void {
  const p = px(layout, at.x, at.y);
  const base = entityRadius(layout);
  const r = c.isBoss ? base * 1.35 : base;
  const colour = c.kind === 'player' ? INK.sky : c.kind === 'npc' ? INK.moss : DISPOSITION_COLOUR[c.disposition];
  ctx.globalAlpha = c.isAlive ? 1 : 0.4;
  if (c.kind === 'player') polygon(ctx, p.x, p.y, r, 6, Math.PI / 6);
  else if (c.kind === 'npc') polygon(ctx, p.x, p.y, r * 1.1, 4, Math.PI / 4);
  else if (c.disposition === 'hostile') polygon(ctx, p.x, p.y + r * 0.15, r * 1.15, 3, -Math.PI / 2);
  else {
    ctx.beginPath();
    ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
  }
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.strokeStyle = c.isBoss ? INK.goldLight : INK.abyss;
  ctx.lineWidth = c.isBoss ? 2.5 : 1.5;
  ctx.stroke();
  if (c.kind === 'npc') drawRoleIcon(ctx, c.role, p.x, p.y, r);
  if ((c.kind === 'mob' || c.kind === 'player') && c.health !== null && c.maxHealth !== null && c.maxHealth > 0) {
    drawHealthBar(ctx, p.x, p.y + r + 3, r * 2.2, c.health, c.maxHealth);
  }
  ctx.globalAlpha = 1;
  const name = c.isBoss ? `${c.name} (Boss)` : c.name;
  const labelColour = c.kind === 'player' ? INK.sky : c.kind === 'mob' && c.disposition === 'hostile' ? INK.bloodLight : c.kind === 'mob' && c.disposition === 'neutral' ? INK.goldLight : INK.bone;
  drawLabel(ctx, layout, name, p.x, p.y - r - 3, labelColour);
}

function drawPlayer(ctx: CanvasRenderingContext2D, layout: CanvasLayout, frame: RoomSessionFrameLike, name: string, view: RoomCombatView | undefined): void {
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
  ctx.beginPath();
  ctx.arc(p.x, p.y, r, 0, Math.PI * 2);
  ctx.fillStyle = INK.gold;
  ctx.fill();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = INK.bone;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(p.x + Math.cos(a) * r * 0.5, p.y + Math.sin(a) * r * 0.5, r * 0.28, 0, Math.PI * 2);
  ctx.fillStyle = INK.abyss;
  ctx.fill();
  const health = view?.selfHealth;
  if (health && health.maxHealth > 0) drawHealthBar(ctx, p.x, p.y + r + 3, r * 2.2, health.health, health.maxHealth);
  drawLabel(ctx, layout, dead ? `${name} (dead)` : name, p.x, p.y - r - 4, INK.goldLight);
  ctx.globalAlpha = 1;
}

export function drawEntityLayer(ctx: CanvasRenderingContext2D, layout: CanvasLayout, dpr: number, scene: RoomScene, frame: RoomSessionFrameLike, view?: RoomCombatView): void {
  beginLayer(ctx, layout, dpr);
  for (const loot of scene.loot) drawLoot(ctx, layout, loot);
  for (const c of scene.characters) drawCharacter(ctx, layout, c, frame.movers?.get(c.id) ?? c);
  drawPlayer(ctx, layout, frame, scene.playerName, view);
}
