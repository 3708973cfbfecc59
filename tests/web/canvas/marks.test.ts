import { describe, expect, it } from 'vitest';
import { PALETTES } from '#contract/display-settings.ts';
import { DISPOSITION, GENERATED_ROOM_TYPES, ROOM_TYPES } from '#game/dungeon/vocabulary.ts';
import {
  characterMark,
  lootMark,
  MARK,
  MARK_KINDS,
  markColours,
  markInnerSegments,
  markOutline,
  outlinePath,
  ROOM_GLYPH_LABEL,
  roomPattern,
  roomTypeGlyph,
  ROOM_TYPE_GLYPH,
} from '#web/src/canvas/marks.ts';
import { canvasPalette, COLOUR_BLIND_SAFE_PALETTE, OKABE_ITO, STANDARD_PALETTE } from '#web/src/canvas/palette.ts';

// Marks (docs/decisions/0017-seeing-palette-and-motion.md): no meaning by colour alone. Each kind of thing must be told apart by its
// shape (and inner sign) whatever the palette; the palettes only change the colours.

const shapeOf = (kind: (typeof MARK_KINDS)[number]) => `${MARK[kind].shape}/${MARK[kind].inner ?? '-'}`;

describe('tactical marks: entity kind to shape', () => {
  it('gives every kind of mark its own shape or inner sign', () => {
    const shapes = MARK_KINDS.map(shapeOf);
    expect(new Set(shapes).size).toBe(MARK_KINDS.length);
    expect(MARK.hostile.shape).toBe('triangle');
    expect(MARK.npc.shape).toBe('square');
    expect(MARK.otherCrawler.shape).toBe('hexagon');
    expect(MARK.self.shape).toBe('ringed-circle');
    expect(MARK.item.shape).toBe('diamond');
    // Neutral and friendly creatures are both round: the bar and the plus tell them apart.
    expect(MARK.neutral).toMatchObject({ shape: 'circle', inner: 'bar' });
    expect(MARK.friendly).toMatchObject({ shape: 'circle', inner: 'plus' });
  });

  it('maps characters by kind, mobs by disposition, and loot by whether it is a chest', () => {
    expect(characterMark({ kind: 'mob', disposition: 'hostile' })).toBe('hostile');
    expect(characterMark({ kind: 'mob', disposition: 'neutral' })).toBe('neutral');
    expect(characterMark({ kind: 'mob', disposition: 'friendly' })).toBe('friendly');
    // An NPC or another crawler keeps its shape whatever its disposition.
    for (const disposition of Object.keys(DISPOSITION) as (keyof typeof DISPOSITION)[]) {
      expect(characterMark({ kind: 'npc', disposition })).toBe('npc');
      expect(characterMark({ kind: 'player', disposition })).toBe('otherCrawler');
    }
    expect(lootMark({ isContainer: true })).toBe('chest');
    expect(lootMark({ isContainer: false })).toBe('item');
  });

  it('draws the shapes with distinct geometry: a triangle, a square, a hexagon, a diamond, a box and circles', () => {
    const count = (kind: (typeof MARK_KINDS)[number]) => {
      const o = markOutline(MARK[kind].shape, 0, 0, 10);
      return o.kind === 'polygon' ? o.points.length : o.kind;
    };
    expect(count('hostile')).toBe(3);
    expect(count('npc')).toBe(4);
    expect(count('otherCrawler')).toBe(6);
    expect(count('item')).toBe(4);
    expect(count('chest')).toBe('rect');
    expect(count('neutral')).toBe('circle');
    // The NPC square is axis-aligned, the item diamond stands on a point.
    const square = markOutline('square', 0, 0, 10);
    const diamond = markOutline('diamond', 0, 0, 10);
    if (square.kind !== 'polygon' || diamond.kind !== 'polygon') throw new Error('polygons expected');
    expect(diamond.points[0]).toEqual({ x: 10, y: 0 });
    expect(Math.abs(square.points[0]!.x)).toBeCloseTo(Math.abs(square.points[0]!.y));
    expect(markInnerSegments('plus', 0, 0, 10)).toHaveLength(2);
    expect(markInnerSegments('bar', 0, 0, 10)).toHaveLength(1);
    expect(markInnerSegments(null, 0, 0, 10)).toEqual([]);
    expect(outlinePath(markOutline('triangle', 0, 0, 10), 0, 0)).toMatch(/^M-?[\d.]+,-?[\d.]+(L-?[\d.]+,-?[\d.]+){2}Z$/);
    expect(outlinePath(markOutline('circle', 5, 5, 4), 5, 5)).toBe('M1,5a4,4 0 1,0 8,0a4,4 0 1,0 -8,0Z');
  });
});

describe('palettes: the same meanings, two sets of colours', () => {
  it('has both palettes the contract names, and the colour-blind-safe one uses Okabe-Ito colours', () => {
    for (const name of PALETTES) expect(canvasPalette(name).name).toBe(name);
    expect(COLOUR_BLIND_SAFE_PALETTE.hostile).toBe(OKABE_ITO.vermillion);
    expect(COLOUR_BLIND_SAFE_PALETTE.friendly).toBe(OKABE_ITO.skyBlue);
    expect(COLOUR_BLIND_SAFE_PALETTE.pvp).toBe(OKABE_ITO.vermillion);
    // The standard palette's red-green pair is what the second palette replaces.
    expect(STANDARD_PALETTE.hostile).not.toBe(COLOUR_BLIND_SAFE_PALETTE.hostile);
    expect(STANDARD_PALETTE.friendly).not.toBe(COLOUR_BLIND_SAFE_PALETTE.friendly);
  });

  it('gives the creatures and crawlers distinct fills in each palette, the shapes staying the same', () => {
    for (const name of PALETTES) {
      const palette = canvasPalette(name);
      const fills = (['self', 'hostile', 'neutral', 'friendly', 'otherCrawler'] as const).map((k) => markColours(k, palette).fill);
      expect(new Set(fills).size, name).toBe(fills.length);
      // Loot wears its rarity's colour, whatever the palette.
      expect(markColours('item', palette, '#123456')).toEqual({ fill: '#123456', label: '#123456' });
    }
    expect(MARK_KINDS.map(shapeOf)).toEqual(MARK_KINDS.map(shapeOf));
  });
});

describe('room patterns and room-type glyphs', () => {
  it('hatches a PVP floor and crosses a safe one; PVP wins when a room is both', () => {
    expect(roomPattern({ isPvp: true, isSafe: false })).toBe('hatch');
    expect(roomPattern({ isPvp: false, isSafe: true })).toBe('crosses');
    expect(roomPattern({ isPvp: true, isSafe: true })).toBe('hatch');
    expect(roomPattern({ isPvp: false, isSafe: false })).toBeNull();
  });

  it('gives each special room type its own map glyph and a label, and plain rooms none', () => {
    expect(Object.keys(ROOM_TYPE_GLYPH).sort()).toEqual([...ROOM_TYPES].sort());
    const glyphs = GENERATED_ROOM_TYPES.map(roomTypeGlyph).filter((g) => g !== null);
    expect(new Set(glyphs).size).toBe(glyphs.length);
    expect(roomTypeGlyph('boss')).toBe('crown');
    expect(roomTypeGlyph('exit')).toBe('stairs');
    expect(roomTypeGlyph('chamber')).toBeNull();
    expect(roomTypeGlyph('not-a-type')).toBeNull();
    expect(roomTypeGlyph('constructor')).toBeNull();
    for (const g of glyphs) expect(ROOM_GLYPH_LABEL[g]).toMatch(/\w/);
  });
});
