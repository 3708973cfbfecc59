import { describe, expect, it } from 'vitest';
import { canvasPoint, isTap, MIN_REACH_PX, pickAt, TAP_MAX_MS, TAP_SLOP_PX } from '#web/src/canvas/hit-test.ts';
import { entityRadius } from '#web/src/canvas/entity-layer.ts';
import { canvasLayout } from '#web/src/canvas/sizing.ts';
import type { RoomCharacter } from '#web/src/state/tactical-entities.ts';

// Tap-to-target: a tap on the canvas picks what the finger lands on; a drag or a long
// press picks nothing; a finger reaches further than a mouse pointer.

const rat: RoomCharacter = { id: 'mob-1', kind: 'mob', name: 'Rat', x: 50, y: 50, disposition: 'hostile', health: 20, maxHealth: 20, isAlive: true, isBoss: false, level: 1, role: null, creatureType: 'rat' };

describe('tap-to-target on the canvas', () => {
  it('maps a pointer from the page to the canvas, wherever the canvas sits', () => {
    expect(canvasPoint({ left: 16, top: 420 }, { clientX: 116, clientY: 520 })).toEqual({ x: 100, y: 100 });
  });

  it('a press and release of the same pointer, barely moved and quick, is a tap', () => {
    const down = { pointerId: 3, x: 100, y: 100, at: 1_000 };
    expect(isTap(down, { pointerId: 3, x: 104, y: 103, at: 1_120 })).toBe(true);
    expect(isTap(down, { pointerId: 3, x: 100 + TAP_SLOP_PX + 1, y: 100, at: 1_120 })).toBe(false);
    expect(isTap(down, { pointerId: 3, x: 100, y: 100, at: 1_000 + TAP_MAX_MS + 1 })).toBe(false);
    expect(isTap(down, { pointerId: 4, x: 100, y: 100, at: 1_050 })).toBe(false);
    expect(isTap(null, { pointerId: 3, x: 100, y: 100, at: 1_050 })).toBe(false);
  });

  it('a finger reaches further than a mouse: a tap just beside a small mob still targets it', () => {
    // A phone-sized room: entities are drawn small, so the least reach decides.
    const layout = canvasLayout({ widthFeet: 100, heightFeet: 100 }, 358, 844);
    expect(entityRadius(layout) * 1.6).toBeLessThan(MIN_REACH_PX.touch);
    const centre = { x: 50 * layout.pxPerPercentX, y: 50 * layout.pxPerPercentY };
    const beside = { x: centre.x + MIN_REACH_PX.mouse + 4, y: centre.y };
    const scene = { characters: [rat], loot: [] };
    expect(pickAt(layout, beside, scene)).toBeNull();
    expect(pickAt(layout, beside, scene, undefined, MIN_REACH_PX.touch)).toEqual({ kind: 'character', id: 'mob-1' });
  });

  it('a tap on empty floor, or on the dead, picks nothing', () => {
    const layout = canvasLayout({ widthFeet: 100, heightFeet: 100 }, 358, 844);
    const far = { x: 10 * layout.pxPerPercentX, y: 90 * layout.pxPerPercentY };
    expect(pickAt(layout, far, { characters: [rat], loot: [] }, undefined, MIN_REACH_PX.touch)).toBeNull();
    const centre = { x: 50 * layout.pxPerPercentX, y: 50 * layout.pxPerPercentY };
    expect(pickAt(layout, centre, { characters: [{ ...rat, isAlive: false }], loot: [] }, undefined, MIN_REACH_PX.touch)).toBeNull();
  });
});
