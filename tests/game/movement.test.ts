import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOOR_ZONE, ROOM } from '#game/constants.ts';
import { DIRECTIONS } from '#game/dungeon/vocabulary.ts';
import {
  canTransition,
  distanceToRect,
  doorZoneAt,
  easeToward,
  entryPosition,
  exitAnimationPosition,
  facingOf,
  framesFor,
  isBlocked,
  onStairs,
  retreatPosition,
  stepPlayer,
  transitionTriggered,
  walkDistance,
  walkSpeed,
  type MovementRoom,
  type Rect,
} from '#game/movement.ts';

const open: MovementRoom = { obstacles: [], availableDirections: [] };
const allDoors: MovementRoom = { obstacles: [], availableDirections: [...DIRECTIONS] };
/** One 60 Hz frame, in ms. */
const F = 1000 / 60;
/** Percent of a 100 ft room walked in one frame at agility 10. */
const perFrame = walkDistance(10, F);

describe('speed and easing', () => {
  it('walks 16 + agility * 0.25 feet per second, at most 30', () => {
    expect(walkSpeed(0)).toBe(16);
    expect(walkSpeed(10)).toBe(18.5);
    expect(walkSpeed(-3)).toBe(16);
    expect(walkSpeed(Number.NaN)).toBe(16);
    expect(walkSpeed(1000)).toBe(30);
    expect(walkDistance(10, 2000)).toBe(37);
  });

  it('crosses a 100 ft room in about five seconds at a starting agility', () => {
    const seconds = 100 / walkSpeed(10);
    expect(seconds).toBeGreaterThan(4.5);
    expect(seconds).toBeLessThan(6);
  });

  it('eases 5% of the remaining distance per frame', () => {
    expect(easeToward(0, 100)).toBeCloseTo(5);
    expect(easeToward(50, 50)).toBe(50);
    expect(easeToward(10, 0, 0.5)).toBe(5);
  });

  it('runs fixed 60 Hz frames and caps a stall', () => {
    expect(framesFor(1000 / 60, 0).frames).toBe(1);
    expect(framesFor(8, 0)).toEqual({ frames: 0, carryMs: 8 });
    expect(framesFor(10_000, 0)).toEqual({ frames: 5, carryMs: 0 });
  });
});

describe('stepPlayer', () => {
  it('walks speed x time in the input direction, diagonals no faster than straight', () => {
    const north = stepPlayer({ x: 50, y: 50 }, { dx: 0, dy: -1 }, 10, 1000, open);
    expect(north.x).toBe(50);
    expect(north.y).toBeCloseTo(50 - 18.5);
    const diag = stepPlayer({ x: 50, y: 50 }, { dx: 1, dy: 1 }, 10, 1000, open);
    expect(Math.hypot(diag.x - 50, diag.y - 50)).toBeCloseTo(18.5);
    expect(stepPlayer({ x: 50, y: 50 }, { dx: 0, dy: 0 }, 10, 1000, open)).toEqual({ x: 50, y: 50 });
  });

  it("walks feet of the room's real size, each axis its own", () => {
    const narrow: MovementRoom = { obstacles: [], availableDirections: [], widthFeet: 50, heightFeet: 200 };
    const east = stepPlayer({ x: 20, y: 50 }, { dx: 1, dy: 0 }, 10, 1000, narrow);
    expect(east.x).toBeCloseTo(20 + (18.5 / 50) * 100);
    const south = stepPlayer({ x: 50, y: 20 }, { dx: 0, dy: 1 }, 10, 1000, narrow);
    expect(south.y).toBeCloseTo(20 + (18.5 / 200) * 100);
  });

  it('is frame-rate independent: the same time walks the same distance however it is sliced', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 1, max: 60, noNaN: true }), { minLength: 1, maxLength: 60 }), (slices) => {
        let p = { x: 20, y: 50 };
        for (const ms of slices) p = stepPlayer(p, { dx: 1, dy: 0 }, 10, ms, open);
        const total = slices.reduce((a, b) => a + b, 0);
        expect(p.x).toBeCloseTo(Math.min(ROOM.walkMax, 20 + walkDistance(10, total)), 6);
      }),
      { numRuns: 100 },
    );
  });

  it('stops at the 2-98 walk bounds outside door zones', () => {
    const p = stepPlayer({ x: 20, y: 2.5 }, { dx: 0, dy: -1 }, 10, F, open);
    expect(p.y).toBeGreaterThanOrEqual(ROOM.walkMin);
    expect(p.y).toBeLessThan(2.5);
  });

  it('lets the player into a door zone only where a door exists', () => {
    const noDoor = stepPlayer({ x: 50, y: 3 }, { dx: 0, dy: -1 }, 10, 100, open);
    expect(noDoor.y).toBeGreaterThanOrEqual(ROOM.walkMin);
    const door = stepPlayer({ x: 50, y: 3 }, { dx: 0, dy: -1 }, 10, F, { obstacles: [], availableDirections: ['north'] });
    expect(door.y).toBeCloseTo(3 - perFrame);
  });

  it('keeps 2 units from walls and slides along them', () => {
    const wall: Rect = { x: 40, y: 40, w: 10, h: 10 };
    const room: MovementRoom = { obstacles: [wall], availableDirections: [] };
    expect(isBlocked({ x: 39, y: 45 }, room)).toBe(true);
    expect(isBlocked({ x: 37.9, y: 45 }, room)).toBe(false);
    let p = { x: 30, y: 45 };
    for (let i = 0; i < 20; i++) p = stepPlayer(p, { dx: 1, dy: 0 }, 10, 100, room);
    expect(distanceToRect(p, wall)).toBeGreaterThanOrEqual(ROOM.obstacleClearance - 1e-9);
    expect(p.x).toBeGreaterThan(37.5);
    // Pushing diagonally into the wall still slides along it.
    const slid = stepPlayer(p, { dx: 1, dy: 1 }, 10, 100, room);
    expect(slid.y).toBeGreaterThan(p.y);
  });

  it('lets a player the server put inside an obstacle walk out', () => {
    const room: MovementRoom = { obstacles: [{ x: 45, y: 45, w: 10, h: 10 }], availableDirections: [] };
    const p = stepPlayer({ x: 50, y: 50 }, { dx: 1, dy: 0 }, 10, F, room);
    expect(p.x).toBeGreaterThan(50);
  });

  const rect = fc.record({
    x: fc.double({ min: 10, max: 80, noNaN: true }),
    y: fc.double({ min: 10, max: 80, noNaN: true }),
    w: fc.double({ min: 1, max: 10, noNaN: true }),
    h: fc.double({ min: 1, max: 10, noNaN: true }),
  });
  const axis = fc.constantFrom(-1, 0, 1);
  const walk = fc.record({
    start: fc.record({ x: fc.double({ min: 2, max: 98, noNaN: true }), y: fc.double({ min: 2, max: 98, noNaN: true }) }),
    agility: fc.integer({ min: 0, max: 40 }),
    obstacles: fc.array(rect, { maxLength: 4 }),
    doors: fc.subarray([...DIRECTIONS]),
    inputs: fc.array(fc.record({ dx: axis, dy: axis, ms: fc.double({ min: 0, max: 400, noNaN: true }) }), { minLength: 1, maxLength: 120 }),
  });

  it('never leaves 2-98 except in a door zone, never exceeds its speed, never enters an obstacle', () => {
    fc.assert(
      fc.property(walk, ({ start, agility, obstacles, doors, inputs }) => {
        const room: MovementRoom = { obstacles, availableDirections: doors };
        fc.pre(!isBlocked(start, room));
        let p = start;
        for (const input of inputs) {
          const next = stepPlayer(p, input, agility, input.ms, room);
          expect(Math.hypot(next.x - p.x, next.y - p.y)).toBeLessThanOrEqual(walkDistance(agility, input.ms) + 1e-9);
          const inZone = doorZoneAt(next.x, next.y, doors) !== null;
          if (!inZone) {
            expect(next.x).toBeGreaterThanOrEqual(ROOM.walkMin);
            expect(next.x).toBeLessThanOrEqual(ROOM.walkMax);
            expect(next.y).toBeGreaterThanOrEqual(ROOM.walkMin);
            expect(next.y).toBeLessThanOrEqual(ROOM.walkMax);
            for (const o of obstacles) expect(distanceToRect(next, o)).toBeGreaterThanOrEqual(ROOM.obstacleClearance - 1e-9);
          }
          expect(next.x).toBeGreaterThanOrEqual(0);
          expect(next.y).toBeLessThanOrEqual(100);
          p = next;
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('door zones and transitions', () => {
  it('finds a door zone within 5 percent of an edge with the other axis in 35-65, only where a door exists', () => {
    expect(doorZoneAt(50, 4, ['north'])).toBe('north');
    expect(doorZoneAt(50, 5, ['north'])).toBe('north');
    expect(doorZoneAt(50, 5.5, ['north'])).toBeNull();
    expect(doorZoneAt(34, 4, ['north'])).toBeNull();
    expect(doorZoneAt(50, 4, ['south'])).toBeNull();
    expect(doorZoneAt(96, 40, ['east'])).toBe('east');
    expect(doorZoneAt(3, 65, ['west'])).toBe('west');
    expect(doorZoneAt(50, 97, allDoors.availableDirections)).toBe('south');
  });

  it('triggers at 3 percent (or 97) from the edge', () => {
    expect(transitionTriggered(50, 3.5, ['north'])).toBeNull();
    expect(transitionTriggered(50, 3, ['north'])).toBe('north');
    expect(transitionTriggered(97, 50, ['east'])).toBe('east');
    expect(transitionTriggered(97, 50, ['west'])).toBeNull();
  });

  it('waits one second between transitions', () => {
    expect(canTransition(null, 0)).toBe(true);
    expect(canTransition(1000, 1999)).toBe(false);
    expect(canTransition(1000, 2000)).toBe(true);
  });

  it('enters just inside the opposite edge, outside any door zone', () => {
    expect(entryPosition('north')).toEqual({ x: 50, y: 92 });
    expect(entryPosition('south')).toEqual({ x: 50, y: 8 });
    expect(entryPosition('east')).toEqual({ x: 8, y: 50 });
    expect(entryPosition('west')).toEqual({ x: 92, y: 50 });
    expect(entryPosition('down')).toEqual(ROOM.entryPosition);
    expect(entryPosition(null)).toEqual(ROOM.entryPosition);
    for (const d of DIRECTIONS) {
      const p = entryPosition(d);
      expect(doorZoneAt(p.x, p.y, DIRECTIONS)).toBeNull();
      const back = retreatPosition(d);
      expect(doorZoneAt(back.x, back.y, DIRECTIONS)).toBeNull();
    }
  });

  it('animates 60% of the time to the edge, then beyond', () => {
    const start = { x: 50, y: 3 };
    expect(exitAnimationPosition(start, 'north', 0)).toEqual(start);
    expect(exitAnimationPosition(start, 'north', DOOR_ZONE.slideFraction).y).toBeCloseTo(0);
    expect(exitAnimationPosition(start, 'north', 1).y).toBeLessThan(0);
    expect(exitAnimationPosition({ x: 97, y: 40 }, 'east', 1).x).toBeGreaterThan(100);
    expect(exitAnimationPosition(start, 'down', 0.5)).toEqual(start);
  });

  it('has stairs in the middle of the room', () => {
    expect(onStairs({ x: 50, y: 50 })).toBe(true);
    expect(onStairs({ x: 50, y: 60 })).toBe(false);
  });

  it('faces the way the player last moved', () => {
    expect(facingOf({ dx: 0, dy: -1 }, 'south')).toBe('north');
    expect(facingOf({ dx: 1, dy: 1 }, 'north')).toBe('south-east');
    expect(facingOf({ dx: 0, dy: 0 }, 'west')).toBe('west');
  });
});
