import { describe, expect, it } from 'vitest';
import { compassPoint, distanceAndDirection, distanceFeet } from '#web/src/lib/compass.ts';

const square = { widthFeet: 100, heightFeet: 100 };
const here = { x: 50, y: 50 };

describe('distance and compass direction wording (room text view)', () => {
  it('names the eight compass points with north up (y grows southward)', () => {
    expect(compassPoint(here, { x: 50, y: 10 }, square)).toBe('north');
    expect(compassPoint(here, { x: 60, y: 40 }, square)).toBe('north-east');
    expect(compassPoint(here, { x: 90, y: 50 }, square)).toBe('east');
    expect(compassPoint(here, { x: 60, y: 60 }, square)).toBe('south-east');
    expect(compassPoint(here, { x: 50, y: 90 }, square)).toBe('south');
    expect(compassPoint(here, { x: 40, y: 60 }, square)).toBe('south-west');
    expect(compassPoint(here, { x: 10, y: 50 }, square)).toBe('west');
    expect(compassPoint(here, { x: 40, y: 40 }, square)).toBe('north-west');
  });

  it('rounds to the nearest point: 22° off north is still north, 23° is north-east', () => {
    const at = (degrees: number) => {
      const r = (degrees * Math.PI) / 180;
      return { x: 50 + 20 * Math.sin(r), y: 50 - 20 * Math.cos(r) };
    };
    expect(compassPoint(here, at(22), square)).toBe('north');
    expect(compassPoint(here, at(23), square)).toBe('north-east');
    expect(compassPoint(here, at(-22), square)).toBe('north');
    expect(compassPoint(here, at(-23), square)).toBe('north-west');
    expect(compassPoint(here, at(180), square)).toBe('south');
  });

  it('measures in feet along each axis of the room, so a long room reads as drawn', () => {
    const long = { widthFeet: 200, heightFeet: 50 };
    // 10 % east is 20 ft, 10 % north is 5 ft: mostly east.
    expect(compassPoint(here, { x: 60, y: 40 }, long)).toBe('east');
    expect(distanceFeet(here, { x: 60, y: 40 }, long)).toBeCloseTo(Math.hypot(20, 5));
  });

  it("says '15 ft north-east' in whole feet, and 'right here' under a foot", () => {
    // 10.6 % each way in a 100 ft room: 15 ft diagonally.
    expect(distanceAndDirection(here, { x: 60.6066, y: 39.3934 }, square)).toBe('15 ft north-east');
    expect(distanceAndDirection(here, { x: 50, y: 30 }, square)).toBe('20 ft north');
    expect(distanceAndDirection(here, { x: 50.3, y: 50.3 }, square)).toBe('right here');
    expect(distanceAndDirection(here, { x: 51, y: 50 }, square)).toBe('1 ft east');
  });
});
