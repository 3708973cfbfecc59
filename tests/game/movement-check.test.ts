import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkExitReach, checkPosition, reachable } from '#game/movement-check.ts';
import { MOVEMENT_TUNING, stepPlayer, walkDistance, type MovementRoom } from '#game/movement.ts';

const open = { obstacles: [], availableDirections: ['north', 'south', 'east', 'west'] };

describe('the server position check', () => {
  it('accepts any position an honest client reaches by walking at its speed, whatever the frames and room size', () => {
    const size = fc.integer({ min: 4, max: 30 }).map((sq) => sq * 5);
    // Up to a second between two reports (the most the server credits; the page reports every 200 ms).
    const slice = fc.double({ min: 1, max: 100, noNaN: true });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.array(slice, { minLength: 1, maxLength: 10 }), fc.integer({ min: -1, max: 1 }), fc.integer({ min: -1, max: 1 }), size, size, (agility, slices, dx, dy, w, h) => {
        const room: MovementRoom = { ...open, widthFeet: w, heightFeet: h };
        let p = { x: 50, y: 50 };
        for (const ms of slices) p = stepPlayer(p, { dx, dy }, agility, ms, room);
        const elapsed = slices.reduce((a, b) => a + b, 0);
        expect(checkPosition({ x: 50, y: 50 }, p, elapsed, agility, room).ok).toBe(true);
      }),
    );
  });

  it("measures in the room's feet: the same percent is farther in a larger room", () => {
    const small: MovementRoom = { ...open, widthFeet: 40, heightFeet: 40 };
    const large: MovementRoom = { ...open, widthFeet: 150, heightFeet: 150 };
    // 20 percent: 8 ft of a 40 ft room, 30 ft of a 150 ft room; 200 ms allows 18.5 * 0.2 * 1.5 + 4 = 9.55 ft.
    expect(checkPosition({ x: 50, y: 50 }, { x: 70, y: 50 }, 200, 10, small).ok).toBe(true);
    expect(checkPosition({ x: 50, y: 50 }, { x: 70, y: 50 }, 200, 10, large)).toMatchObject({ ok: false, reason: 'too_fast' });
    expect(reachable(10, 200)).toBeCloseTo(9.55);
  });

  it('refuses a teleport across the room', () => {
    const v = checkPosition({ x: 10, y: 50 }, { x: 90, y: 50 }, 200, 10, open);
    expect(v).toMatchObject({ ok: false, reason: 'too_fast' });
  });

  it('caps the credited time so a silent client cannot save up a jump', () => {
    expect(reachable(10, 60_000)).toBe(reachable(10, 1_000));
    expect(reachable(10, 1_000)).toBeLessThan(walkDistance(10, 1_000) * 2);
  });

  it('refuses positions outside the room or inside a wall', () => {
    expect(checkPosition({ x: 50, y: 50 }, { x: 101, y: 50 }, 1000, 10, open)).toMatchObject({ ok: false, reason: 'outside' });
    expect(checkPosition({ x: 50, y: 50 }, { x: Number.NaN, y: 50 }, 1000, 10, open)).toMatchObject({ ok: false, reason: 'outside' });
    const walled = { obstacles: [{ x: 50, y: 40, w: 5, h: 20 }], availableDirections: [] };
    expect(checkPosition({ x: 45, y: 50 }, { x: 51, y: 50 }, 1000, 10, walled)).toMatchObject({ ok: false, reason: 'blocked' });
  });
});

describe('the server door and stairs reach check', () => {
  it('accepts a crawler standing in the door zone, and one that stepped into it since its last report', () => {
    expect(checkExitReach({ x: 97, y: 50 }, 'east', 0, 10).ok).toBe(true);
    expect(checkExitReach({ x: 50, y: 1 }, 'north', 0, 10).ok).toBe(true);
    expect(checkExitReach({ x: 50, y: 50 }, 'down', 0, 10).ok).toBe(true);
    // A frame's walk short of the zone: a frame later it is there.
    expect(checkExitReach({ x: 95 - walkDistance(10, MOVEMENT_TUNING.frameMs), y: 50 }, 'east', MOVEMENT_TUNING.frameMs, 10).ok).toBe(true);
    // In feet of the room: 10 percent short of the east door is 4 ft of a 40 ft wide room, 15 ft of a 150 ft one.
    expect(checkExitReach({ x: 85, y: 50 }, 'east', 0, 10, { widthFeet: 40, heightFeet: 40 }).ok).toBe(true);
    expect(checkExitReach({ x: 85, y: 50 }, 'east', 0, 10, { widthFeet: 150, heightFeet: 150 }).ok).toBe(false);
  });

  it('accepts every point an honest client walks to the door from, at its speed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 36, max: 64 }), fc.integer({ min: 1, max: 60 }), (agility, y, frames) => {
        let p = { x: 80, y };
        for (let i = 0; i < frames; i++) p = stepPlayer(p, { dx: 1, dy: 0 }, agility, MOVEMENT_TUNING.frameMs, open);
        if (p.x < 95) return; // not at the door yet: nothing to check
        expect(checkExitReach({ x: 80, y }, 'east', frames * MOVEMENT_TUNING.frameMs, agility).ok).toBe(true);
      }),
    );
  });

  it('refuses a door move from across the room just after a report there', () => {
    expect(checkExitReach({ x: 5, y: 50 }, 'east', 100, 10)).toMatchObject({ ok: false, reason: 'too_fast' });
    expect(checkExitReach({ x: 50, y: 95 }, 'north', 100, 10)).toMatchObject({ ok: false, reason: 'too_fast' });
    // The door zone is only the middle of the side: a corner is not a door.
    expect(checkExitReach({ x: 97, y: 5 }, 'east', 0, 10)).toMatchObject({ ok: false });
  });
});
