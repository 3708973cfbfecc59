import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkExitReach, checkPosition, reachable } from '#game/movement-check.ts';
import { MOVEMENT_TUNING, speedPerFrame, stepPlayer } from '#game/movement.ts';

const open = { obstacles: [], availableDirections: ['north', 'south', 'east', 'west'] };

describe('the server position check', () => {
  it('accepts any position an honest client reaches by stepping at its speed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: -1, max: 1 }), fc.integer({ min: -1, max: 1 }), (agility, frames, dx, dy) => {
        let p = { x: 50, y: 50 };
        for (let i = 0; i < frames; i++) p = stepPlayer(p, { dx, dy }, agility, open);
        expect(checkPosition({ x: 50, y: 50 }, p, frames * MOVEMENT_TUNING.frameMs, agility, open).ok).toBe(true);
      }),
    );
  });

  it('refuses a teleport across the room', () => {
    const v = checkPosition({ x: 10, y: 50 }, { x: 90, y: 50 }, 200, 10, open);
    expect(v).toMatchObject({ ok: false, reason: 'too_fast' });
  });

  it('caps the credited time so a silent client cannot save up a jump', () => {
    expect(reachable(10, 60_000)).toBe(reachable(10, 1_000));
    expect(reachable(10, 1_000)).toBeLessThan(speedPerFrame(10) * 60 * 2);
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
    // One frame short of the zone: a frame's walk later it is there.
    expect(checkExitReach({ x: 95 - speedPerFrame(10), y: 50 }, 'east', MOVEMENT_TUNING.frameMs, 10).ok).toBe(true);
  });

  it('accepts every point an honest client walks to the door from, at its speed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 36, max: 64 }), fc.integer({ min: 1, max: 60 }), (agility, y, frames) => {
        let p = { x: 50, y };
        for (let i = 0; i < frames; i++) p = stepPlayer(p, { dx: 1, dy: 0 }, agility, open);
        if (p.x < 95) return; // not at the door yet: nothing to check
        expect(checkExitReach({ x: 50, y }, 'east', frames * MOVEMENT_TUNING.frameMs, agility).ok).toBe(true);
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
