import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROOM } from '#game/constants.ts';
import { walkDistance, walkSpeed, type MoveInput, type MovementRoom } from '#game/movement.ts';
import { feetBetween, roomPoint } from '#game/units.ts';
import { advanceWalk, pressWalk, standAt, type Walk } from '#game/walk.ts';

const east: MoveInput = { dx: 1, dy: 0 };
const still: MoveInput = { dx: 0, dy: 0 };
const eastDoor: MovementRoom = { obstacles: [], availableDirections: ['east'] };
const AGILITY = 10;

/** Runs frames of `slices` ms with `held` held for the first `heldMs`, then let go. */
function play(walk: Walk, held: MoveInput, heldMs: number, slices: readonly number[], room: MovementRoom) {
  let w = pressWalk(walk, held);
  let t = 0;
  const doors: string[] = [];
  for (const ms of slices) {
    t += ms;
    const r = advanceWalk(w, t <= heldMs ? held : still, AGILITY, ms, room);
    w = r.walk;
    if (r.door) doors.push(r.door);
  }
  return { walk: w, doors };
}

const frames = (count: number, ms = 1000 / 60) => Array.from({ length: count }, () => ms);

describe('a tap walks exactly one square', () => {
  it('walks 5 ft however short the press and however the frames are sliced', () => {
    fc.assert(
      // At least 300 ms of frames in all: a square takes 5 / 18.5 s = 270 ms to walk.
      fc.property(fc.array(fc.double({ min: 10, max: 50, noNaN: true }), { minLength: 30, maxLength: 60 }), fc.double({ min: 0, max: 100, noNaN: true }), (slices, heldMs) => {
        const start = standAt(roomPoint(50, 50));
        const { walk } = play(start, east, heldMs, slices, eastDoor);
        expect(feetBetween(start.position, walk.position, eastDoor)).toBeCloseTo(ROOM.feetPerSquare, 6);
      }),
      { numRuns: 100 },
    );
  });

  it("is a square of the room's real feet, diagonals included", () => {
    const wide: MovementRoom = { obstacles: [], availableDirections: [], widthFeet: 40, heightFeet: 120 };
    const start = standAt(roomPoint(50, 50));
    const { walk } = play(start, { dx: 1, dy: 1 }, 0, frames(60), wide);
    expect(feetBetween(start.position, walk.position, wide)).toBeCloseTo(5, 6);
  });

  it('stops at a wall and does not push on after it', () => {
    const wall: MovementRoom = { obstacles: [{ x: 55, y: 40, w: 5, h: 20 }], availableDirections: [] };
    const { walk } = play(standAt(roomPoint(50, 50)), east, 0, frames(60), wall);
    expect(walk.position.x).toBeLessThan(55 - ROOM.obstacleClearance + 1e-9);
    expect(walk.stepLeft).toBe(0);
  });

  it('does not walk without a direction (opposite keys cancel)', () => {
    const start = standAt(roomPoint(50, 50));
    expect(pressWalk(start, still)).toBe(start);
    expect(advanceWalk(start, still, AGILITY, 1000, eastDoor).walk).toBe(start);
  });
});

describe('a hold walks speed x time', () => {
  it('walks the crawler speed for as long as the key is held', () => {
    for (const heldMs of [500, 1000, 2000]) {
      const start = standAt(roomPoint(20, 50));
      const { walk } = play(start, east, heldMs, frames(Math.round((heldMs / 1000) * 60) + 30), eastDoor);
      expect(feetBetween(start.position, walk.position, eastDoor)).toBeCloseTo(walkDistance(AGILITY, heldMs), 0);
    }
  });
});

describe('a door is taken only when walked into', () => {
  it('a 1 s hold from the middle of a 100 ft room stays in it', () => {
    const { walk, doors } = play(standAt(roomPoint(50, 50)), east, 1000, frames(90), eastDoor);
    expect(walk.position.x).toBeCloseTo(50 + walkSpeed(AGILITY), 0);
    expect(doors).toEqual([]);
  });

  it('walking on into the door takes it', () => {
    const { doors } = play(standAt(roomPoint(50, 50)), east, 3000, frames(180), eastDoor);
    expect(doors[0]).toBe('east');
  });

  it('no door where the side has none, and none for standing in its zone', () => {
    const noDoor: MovementRoom = { obstacles: [], availableDirections: [] };
    expect(play(standAt(roomPoint(50, 50)), east, 3000, frames(180), noDoor).doors).toEqual([]);
    expect(advanceWalk(standAt(roomPoint(98, 50)), still, AGILITY, 100, eastDoor).door).toBeNull();
  });
});
