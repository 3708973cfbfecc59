import { DOOR_ZONE, ROOM } from '#game/constants.ts';
import { DIRECTION, type Direction } from '#game/dungeon/vocabulary.ts';
import { stairsRect } from '#game/movement.ts';
import { beginLayer, px } from './draw-context.ts';
import { roomPattern, type RoomPattern } from './marks.ts';
import { INK, floorColour, STANDARD_PALETTE, type CanvasPalette } from './palette.ts';
import type { RoomScene } from './scene.ts';
import type { CanvasLayout } from './sizing.ts';

// The static layer: floor, grid, outer walls with their doors and door zones, interior walls and
// cover, stairs, and the floor's pattern (a PVP room hatched, a safe room sown with crosses, so the
// kind of room shows without colour). Redrawn only when the room, its size, the grid toggle or the
// palette changes.

const WALL_PX = 6;

/** A door zone in room-percent: 5 deep from its edge, 35-65 along it. */
export function doorZoneRect(direction: Direction): { x: number; y: number; w: number; h: number } {
  const depth = DOOR_ZONE.edgePercent;
  const span = DOOR_ZONE.crossAxisMax - DOOR_ZONE.crossAxisMin;
  const from = DOOR_ZONE.crossAxisMin;
  switch (direction) {
    case 'north':
      return { x: from, y: 0, w: span, h: depth };
    case 'south':
      return { x: from, y: ROOM.percentMax - depth, w: span, h: depth };
    case 'west':
      return { x: 0, y: from, w: depth, h: span };
    case 'east':
      return { x: ROOM.percentMax - depth, y: from, w: depth, h: span };
  }
}

function drawGrid(ctx: CanvasRenderingContext2D, layout: CanvasLayout): void {
  const step = layout.pxPerSquare;
  ctx.lineWidth = 1;
  let i = 0;
  for (let x = 0; x <= layout.width + 0.5; x += step, i++) {
    ctx.strokeStyle = i % 5 === 0 ? 'rgba(236, 228, 214, 0.14)' : 'rgba(236, 228, 214, 0.06)';
    ctx.beginPath();
    ctx.moveTo(Math.round(x) + 0.5, 0);
    ctx.lineTo(Math.round(x) + 0.5, layout.height);
    ctx.stroke();
  }
  i = 0;
  for (let y = 0; y <= layout.height + 0.5; y += step, i++) {
    ctx.strokeStyle = i % 5 === 0 ? 'rgba(236, 228, 214, 0.14)' : 'rgba(236, 228, 214, 0.06)';
    ctx.beginPath();
    ctx.moveTo(0, Math.round(y) + 0.5);
    ctx.lineTo(layout.width, Math.round(y) + 0.5);
    ctx.stroke();
  }
}

/** The four outer walls, with a gap where each door is. */
function drawOuterWalls(ctx: CanvasRenderingContext2D, layout: CanvasLayout, doors: readonly Direction[]): void {
  const { width: w, height: h } = layout;
  const a = DOOR_ZONE.crossAxisMin / 100;
  const b = DOOR_ZONE.crossAxisMax / 100;
  ctx.fillStyle = INK.flagstone;
  const segment = (horizontal: boolean, fixed: number, from: number, to: number) => {
    if (horizontal) ctx.fillRect(from, fixed, to - from, WALL_PX);
    else ctx.fillRect(fixed, from, WALL_PX, to - from);
  };
  const side = (direction: Direction, horizontal: boolean, fixed: number, length: number) => {
    if (doors.includes(direction)) {
      segment(horizontal, fixed, 0, length * a);
      segment(horizontal, fixed, length * b, length);
    } else {
      segment(horizontal, fixed, 0, length);
    }
  };
  side('north', true, 0, w);
  side('south', true, h - WALL_PX, w);
  side('west', false, 0, h);
  side('east', false, w - WALL_PX, h);
}

/** A door: posts at both ends of the opening, a threshold and a chevron pointing out. */
function drawDoor(ctx: CanvasRenderingContext2D, layout: CanvasLayout, direction: Direction): void {
  const zone = doorZoneRect(direction);
  const tl = px(layout, zone.x, zone.y);
  const br = px(layout, zone.x + zone.w, zone.y + zone.h);
  // Door zone: a dashed outline so the walkable exit reads at a glance.
  ctx.save();
  ctx.setLineDash([4, 3]);
  ctx.strokeStyle = 'rgba(242, 205, 102, 0.45)';
  ctx.lineWidth = 1;
  ctx.strokeRect(tl.x + 0.5, tl.y + 0.5, br.x - tl.x - 1, br.y - tl.y - 1);
  ctx.restore();
  ctx.fillStyle = 'rgba(228, 170, 43, 0.10)';
  ctx.fillRect(tl.x, tl.y, br.x - tl.x, br.y - tl.y);

  const horizontal = direction === 'north' || direction === 'south';
  ctx.fillStyle = INK.gold;
  const post = WALL_PX + 2;
  if (horizontal) {
    const y = direction === 'north' ? 0 : layout.height - post;
    ctx.fillRect(tl.x - 2, y, 4, post);
    ctx.fillRect(br.x - 2, y, 4, post);
  } else {
    const x = direction === 'west' ? 0 : layout.width - post;
    ctx.fillRect(x, tl.y - 2, post, 4);
    ctx.fillRect(x, br.y - 2, post, 4);
  }
  // Chevron pointing out of the room.
  const cx = (tl.x + br.x) / 2;
  const cy = (tl.y + br.y) / 2;
  const s = Math.max(4, Math.min(8, layout.pxPerSquare * 0.4));
  const { dx, dy } = DIRECTION[direction];
  ctx.strokeStyle = INK.goldLight;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(cx - dx * s * 0.5 - dy * s, cy - dy * s * 0.5 - dx * s);
  ctx.lineTo(cx + dx * s * 0.5, cy + dy * s * 0.5);
  ctx.lineTo(cx - dx * s * 0.5 + dy * s, cy - dy * s * 0.5 + dx * s);
  ctx.stroke();
}

function drawObstacles(ctx: CanvasRenderingContext2D, layout: CanvasLayout, scene: RoomScene): void {
  for (const o of scene.obstacles) {
    const tl = px(layout, o.rect.x, o.rect.y);
    const w = o.rect.w * layout.pxPerPercentX;
    const h = o.rect.h * layout.pxPerPercentY;
    if (o.kind === 'wall') {
      ctx.fillStyle = INK.flagstone;
      ctx.fillRect(tl.x, tl.y, w, h);
      ctx.fillStyle = 'rgba(236, 228, 214, 0.12)';
      ctx.fillRect(tl.x, tl.y, w, Math.min(3, h));
      ctx.strokeStyle = INK.abyss;
      ctx.lineWidth = 1;
      ctx.strokeRect(tl.x + 0.5, tl.y + 0.5, w - 1, h - 1);
    } else if (o.kind === 'cover') {
      // Low cover: a crate with a cross brace (shape, not only colour, tells it from a wall).
      ctx.fillStyle = '#5b4330';
      ctx.fillRect(tl.x, tl.y, w, h);
      ctx.strokeStyle = '#8a6a4a';
      ctx.lineWidth = 1.5;
      ctx.strokeRect(tl.x + 1, tl.y + 1, w - 2, h - 2);
      ctx.beginPath();
      ctx.moveTo(tl.x + 1, tl.y + 1);
      ctx.lineTo(tl.x + w - 1, tl.y + h - 1);
      ctx.moveTo(tl.x + w - 1, tl.y + 1);
      ctx.lineTo(tl.x + 1, tl.y + h - 1);
      ctx.stroke();
    }
    // Door entities are drawn as the openings in the outer walls (drawDoor), not as blocks.
  }
}

function drawStairs(ctx: CanvasRenderingContext2D, layout: CanvasLayout): void {
  const r = stairsRect();
  const tl = px(layout, r.x, r.y);
  const w = r.w * layout.pxPerPercentX;
  const h = r.h * layout.pxPerPercentY;
  ctx.fillStyle = INK.abyss;
  ctx.fillRect(tl.x, tl.y, w, h);
  const steps = 5;
  for (let i = 0; i < steps; i++) {
    const inset = (i * Math.min(w, h)) / (steps * 2.2);
    ctx.strokeStyle = `rgba(242, 205, 102, ${0.85 - i * 0.14})`;
    ctx.lineWidth = 1.5;
    ctx.strokeRect(tl.x + inset + 0.5, tl.y + inset + 0.5, w - inset * 2 - 1, h - inset * 2 - 1);
  }
  ctx.fillStyle = INK.goldLight;
  ctx.font = '700 10px ui-sans-serif, system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.fillText('STAIRS', tl.x + w / 2, tl.y + h + 3);
}

/** The floor pattern, faint enough that entities and labels stay legible over it. */
function drawFloorPattern(ctx: CanvasRenderingContext2D, layout: CanvasLayout, pattern: RoomPattern, palette: CanvasPalette): void {
  ctx.save();
  if (pattern === 'hatch') {
    ctx.strokeStyle = palette.pvp;
    ctx.globalAlpha = 0.22;
    ctx.lineWidth = 3;
    const step = 16;
    ctx.beginPath();
    for (let d = -layout.height; d < layout.width; d += step) {
      ctx.moveTo(d, 0);
      ctx.lineTo(d + layout.height, layout.height);
    }
    ctx.stroke();
  } else {
    ctx.strokeStyle = palette.safe;
    ctx.globalAlpha = 0.35;
    ctx.lineWidth = 2;
    const step = Math.max(28, layout.pxPerSquare * 3);
    const arm = 4;
    ctx.beginPath();
    for (let y = step / 2; y < layout.height; y += step) {
      for (let x = step / 2; x < layout.width; x += step) {
        ctx.moveTo(x - arm, y);
        ctx.lineTo(x + arm, y);
        ctx.moveTo(x, y - arm);
        ctx.lineTo(x, y + arm);
      }
    }
    ctx.stroke();
  }
  ctx.restore();
}

export function drawStaticLayer(
  ctx: CanvasRenderingContext2D,
  layout: CanvasLayout,
  dpr: number,
  scene: RoomScene,
  showGrid: boolean,
  palette: CanvasPalette = STANDARD_PALETTE,
): void {
  beginLayer(ctx, layout, dpr);
  ctx.fillStyle = floorColour(scene.environment);
  ctx.fillRect(0, 0, layout.width, layout.height);
  const glow = ctx.createRadialGradient(layout.width / 2, layout.height / 2, 0, layout.width / 2, layout.height / 2, Math.max(layout.width, layout.height) * 0.7);
  glow.addColorStop(0, 'rgba(228, 170, 43, 0.06)');
  glow.addColorStop(1, 'rgba(0, 0, 0, 0.35)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, layout.width, layout.height);
  const pattern = roomPattern(scene);
  if (pattern) drawFloorPattern(ctx, layout, pattern, palette);
  if (showGrid) drawGrid(ctx, layout);
  drawOuterWalls(ctx, layout, scene.doors);
  for (const door of scene.doors) drawDoor(ctx, layout, door);
  drawObstacles(ctx, layout, scene);
  if (scene.hasStairs) drawStairs(ctx, layout);
}
