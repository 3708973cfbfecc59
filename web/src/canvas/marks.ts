import type { Disposition, RoomType } from '#game/dungeon/vocabulary.ts';
import type { CanvasPalette } from './palette.ts';

// Never meaning by colour alone (docs/decisions/0017-seeing-palette-and-motion.md): what shape each kind of thing on the tactical
// canvas wears, which pattern a room's floor gets, which glyph a room type gets on the map, and the
// geometry of each shape as points and segments, so the canvas, the map's SVG and the legends draw
// the very same marks. Pure: tested without a DOM.

/** Every kind of mark the tactical view draws, in the order its legend lists them. */
export const MARK_KINDS = ['self', 'hostile', 'neutral', 'friendly', 'npc', 'otherCrawler', 'item', 'chest'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

export const MARK_SHAPES = ['ringed-circle', 'triangle', 'circle', 'square', 'hexagon', 'diamond', 'chest'] as const;
export type MarkShape = (typeof MARK_SHAPES)[number];

/** A sign inside the shape, for shapes that two kinds share (a neutral and a friendly creature are both round). */
export const MARK_INNERS = ['bar', 'plus', 'role', 'facing', 'lid'] as const;
export type MarkInner = (typeof MARK_INNERS)[number];

export interface MarkStyle {
  shape: MarkShape;
  inner: MarkInner | null;
  label: string;
}

export const MARK: Readonly<Record<MarkKind, MarkStyle>> = {
  self: { shape: 'ringed-circle', inner: 'facing', label: 'You' },
  hostile: { shape: 'triangle', inner: null, label: 'Hostile' },
  neutral: { shape: 'circle', inner: 'bar', label: 'Neutral' },
  friendly: { shape: 'circle', inner: 'plus', label: 'Friendly' },
  npc: { shape: 'square', inner: 'role', label: 'NPC' },
  otherCrawler: { shape: 'hexagon', inner: null, label: 'Other crawler' },
  item: { shape: 'diamond', inner: null, label: 'Item' },
  chest: { shape: 'chest', inner: 'lid', label: 'Chest' },
};

/** The mark of a character the scene holds (a mob by its disposition). */
export function characterMark(c: { kind: 'mob' | 'npc' | 'player'; disposition: Disposition }): MarkKind {
  if (c.kind === 'player') return 'otherCrawler';
  if (c.kind === 'npc') return 'npc';
  return c.disposition;
}

export function lootMark(loot: { isContainer: boolean }): MarkKind {
  return loot.isContainer ? 'chest' : 'item';
}

/** A mark's fill and its name tag's colour in a palette (loot takes its rarity's colour). */
export function markColours(kind: MarkKind, palette: CanvasPalette, rarityColour?: string): { fill: string; label: string } {
  switch (kind) {
    case 'self':
      return { fill: palette.self, label: palette.selfLabel };
    case 'hostile':
      return { fill: palette.hostile, label: palette.hostileLabel };
    case 'neutral':
      return { fill: palette.neutral, label: palette.neutralLabel };
    case 'friendly':
      return { fill: palette.friendly, label: palette.friendly };
    case 'npc':
      return { fill: palette.npc, label: palette.npc };
    case 'otherCrawler':
      return { fill: palette.otherPlayer, label: palette.otherPlayerLabel };
    case 'item':
    case 'chest': {
      const colour = rarityColour ?? palette.rarity.common ?? palette.map.loot;
      return { fill: colour, label: colour };
    }
  }
}

// ---- room patterns (tactical floor) and room-type glyphs (map) ----

export const ROOM_PATTERNS = ['hatch', 'crosses'] as const;
export type RoomPattern = (typeof ROOM_PATTERNS)[number];

/** A PVP room's floor is hatched, a safe room's sown with small crosses; PVP wins when both. */
export function roomPattern(room: { isPvp: boolean; isSafe: boolean }): RoomPattern | null {
  if (room.isPvp) return 'hatch';
  if (room.isSafe) return 'crosses';
  return null;
}

export const ROOM_GLYPHS = ['crown', 'stairs', 'arch', 'coin', 'chest', 'moon', 'star'] as const;
export type RoomGlyph = (typeof ROOM_GLYPHS)[number];

/** The map's sign for a room type; plain rooms (chambers, corridors, ...) have none. */
export const ROOM_TYPE_GLYPH: Readonly<Record<RoomType, RoomGlyph | null>> = {
  corridor: null,
  chamber: null,
  intersection: null,
  deadend: null,
  unknown: null,
  // Safe rooms wear the cross over their whole square; these say which kind of safe or special room.
  safe: null,
  entrance: 'arch',
  exit: 'stairs',
  treasure: 'chest',
  boss: 'crown',
  rest: 'moon',
  shop: 'coin',
  special: 'star',
};

export function roomTypeGlyph(type: string): RoomGlyph | null {
  return Object.hasOwn(ROOM_TYPE_GLYPH, type) ? ROOM_TYPE_GLYPH[type as RoomType] : null;
}

export const ROOM_GLYPH_LABEL: Readonly<Record<RoomGlyph, string>> = {
  crown: 'Boss',
  stairs: 'Stairs down',
  arch: 'Entrance',
  coin: 'Shop',
  chest: 'Treasure',
  moon: 'Rest',
  star: 'Special',
};

// ---- geometry, shared by the canvas and the SVG ----

export interface Point {
  x: number;
  y: number;
}
export type Outline = { kind: 'polygon'; points: Point[] } | { kind: 'circle'; r: number } | { kind: 'rect'; x: number; y: number; w: number; h: number };

function regular(cx: number, cy: number, r: number, sides: number, rotation: number): Point[] {
  return Array.from({ length: sides }, (_, i) => {
    const a = rotation + (i * Math.PI * 2) / sides;
    return { x: cx + Math.cos(a) * r, y: cy + Math.sin(a) * r };
  });
}

/** The outline of a shape of radius r centred on (cx, cy). */
export function markOutline(shape: MarkShape, cx: number, cy: number, r: number): Outline {
  switch (shape) {
    case 'ringed-circle':
    case 'circle':
      return { kind: 'circle', r };
    case 'triangle':
      // Point up, nudged down so its centre of mass sits on the spot.
      return { kind: 'polygon', points: regular(cx, cy + r * 0.15, r * 1.15, 3, -Math.PI / 2) };
    case 'square':
      return { kind: 'polygon', points: regular(cx, cy, r * 1.1, 4, Math.PI / 4) };
    case 'hexagon':
      return { kind: 'polygon', points: regular(cx, cy, r, 6, Math.PI / 6) };
    case 'diamond':
      return { kind: 'polygon', points: regular(cx, cy, r, 4, 0) };
    case 'chest':
      return { kind: 'rect', x: cx - r, y: cy - r * 0.75, w: r * 2, h: r * 1.5 };
  }
}

/** The strokes of an inner sign (the role icon and the facing dot are drawn by the canvas itself). */
export function markInnerSegments(inner: MarkInner | null, cx: number, cy: number, r: number): [Point, Point][] {
  const s = r * 0.55;
  switch (inner) {
    case 'bar':
      return [[{ x: cx - s, y: cy }, { x: cx + s, y: cy }]];
    case 'plus':
      return [
        [{ x: cx - s, y: cy }, { x: cx + s, y: cy }],
        [{ x: cx, y: cy - s }, { x: cx, y: cy + s }],
      ];
    case 'lid':
      return [[{ x: cx - r, y: cy - r * 0.15 }, { x: cx + r, y: cy - r * 0.15 }]];
    default:
      return [];
  }
}

/** The self mark's outer ring, a little wider than its body. */
export const SELF_RING_SCALE = 1.45;

/** An outline as an SVG path (the legend and the map draw with it). */
export function outlinePath(outline: Outline, cx: number, cy: number): string {
  const f = (n: number) => Number(n.toFixed(2));
  switch (outline.kind) {
    case 'circle':
      return `M${f(cx - outline.r)},${f(cy)}a${f(outline.r)},${f(outline.r)} 0 1,0 ${f(outline.r * 2)},0a${f(outline.r)},${f(outline.r)} 0 1,0 ${f(-outline.r * 2)},0Z`;
    case 'rect':
      return `M${f(outline.x)},${f(outline.y)}h${f(outline.w)}v${f(outline.h)}h${f(-outline.w)}Z`;
    case 'polygon':
      return `M${outline.points.map((p) => `${f(p.x)},${f(p.y)}`).join('L')}Z`;
  }
}
