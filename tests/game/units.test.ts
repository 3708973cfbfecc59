import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feet, feetToPercent, feetToSquares, percentToFeet, pointInFeet, roomFeetOf, roomPercent, squaresOf } from '#game/units.ts';

describe('room units (5 ft squares, rooms default 100 x 100 ft)', () => {
  it('converts room-percent to feet along the room', () => {
    expect(percentToFeet(roomPercent(50), feet(100))).toBe(50);
    expect(percentToFeet(roomPercent(25), feet(200))).toBe(50);
    expect(feetToPercent(feet(30), feet(60))).toBe(50);
  });

  it('counts squares of five feet', () => {
    expect(feetToSquares(feet(100))).toBe(20);
    expect(squaresOf({ widthFeet: 120, heightFeet: 45 })).toEqual({ w: 24, h: 9 });
  });

  it('falls back to 100 ft when a room has no size', () => {
    expect(roomFeetOf(undefined)).toEqual({ w: 100, h: 100 });
    expect(roomFeetOf({ widthFeet: 0, heightFeet: null })).toEqual({ w: 100, h: 100 });
    expect(squaresOf(null)).toEqual({ w: 20, h: 20 });
    expect(pointInFeet({ x: 10, y: 90 }, { widthFeet: 50, heightFeet: 200 })).toEqual({ x: 5, y: 180 });
  });

  it('clamps room-percent to 0-100 and round-trips through feet', () => {
    expect(roomPercent(-4)).toBe(0);
    expect(roomPercent(140)).toBe(100);
    expect(roomPercent(Number.NaN)).toBe(0);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.integer({ min: 1, max: 400 }), (p, size) => {
        const back = feetToPercent(percentToFeet(roomPercent(p), feet(size)), feet(size));
        expect(back).toBeCloseTo(p, 9);
      }),
    );
  });
});
