// The sensible bot does what its description says: rest when low, hunt hostiles, pick up loot,
// explore through doors, and take the stairs only once a level above the floor.
import { describe, expect, it } from 'vitest';
import { sensiblePolicy } from '#game/balance/policy-sensible.ts';
import { exitZone } from '#game/movement-check.ts';
import { doorTarget } from '#game/standing-orders.ts';
import { mob, self, view } from './bot-view.ts';

const decide = sensiblePolicy();

describe('the sensible bot', () => {
  it('rests in a room that allows it when below half health, and not above', () => {
    expect(decide(view({ self: self({ health: 45 }), room: { canRest: true } }))).toEqual({ kind: 'rest' });
    expect(decide(view({ self: self({ health: 55 }), room: { canRest: true } })).kind).not.toBe('rest');
  });

  it('below half health elsewhere, heads for the door toward rest instead of exploring', () => {
    expect(decide(view({ self: self({ health: 40 }) }))).toEqual({ kind: 'walk', toward: doorTarget('west') });
    const z = exitZone('west');
    expect(decide(view({ self: self({ health: 40, x: z.x + z.w / 2, y: z.y + z.h / 2 }) }))).toEqual({ kind: 'door', direction: 'west' });
  });

  it('leaves a fight toward rest when nearly dead, and fights on above that', () => {
    const foe = mob({ x: 55, aggroOn: 1 });
    expect(decide(view({ self: self({ health: 15 }), mobs: [foe], room: { inCombat: true } }))).toEqual({ kind: 'walk', toward: doorTarget('west') });
    expect(decide(view({ self: self({ health: 30 }), mobs: [foe], room: { inCombat: true } }))).toEqual({ kind: 'attack', targetId: 'mob-1' });
  });

  it('attacks the nearest hostile in range off cooldown, waits on cooldown, closes in when out of range', () => {
    const near = mob({ id: 2, x: 55 });
    const far = mob({ id: 3, x: 90 });
    expect(decide(view({ mobs: [far, near] }))).toEqual({ kind: 'attack', targetId: 'mob-2' });
    expect(decide(view({ mobs: [near], self: self({ lastAttackAt: 9_000 }) }))).toEqual({ kind: 'wait' });
    expect(decide(view({ mobs: [far] }))).toEqual({ kind: 'walk', toward: far });
  });

  it('leaves neutral creatures and dead mobs alone, and hunts nothing in a safe room', () => {
    expect(decide(view({ mobs: [mob({ disposition: 'neutral' }), mob({ id: 2, isAlive: false })] }))).toEqual({ kind: 'walk', toward: doorTarget('east') });
    expect(decide(view({ mobs: [mob()], room: { isSafe: true } }))).toEqual({ kind: 'walk', toward: doorTarget('east') });
  });

  it('picks up loot in reach and walks to loot out of reach', () => {
    expect(decide(view({ loot: [{ index: 0, x: 60, y: 50, feetAway: 10 }] }))).toEqual({ kind: 'pickup', index: 0 });
    expect(decide(view({ loot: [{ index: 1, x: 90, y: 90, feetAway: 55 }] }))).toEqual({ kind: 'walk', toward: { index: 1, x: 90, y: 90, feetAway: 55 } });
  });

  it('explores toward the nearest unexplored room until a level above the floor, then goes for the stairs', () => {
    expect(decide(view({ self: self({ level: 1 }) }))).toEqual({ kind: 'walk', toward: doorTarget('east') });
    expect(decide(view({ self: self({ level: 2 }) }))).toEqual({ kind: 'walk', toward: doorTarget('north') });
    expect(decide(view({ self: self({ level: 2 }), room: { isExit: true } }))).toEqual({ kind: 'stairs' });
    expect(decide(view({ self: self({ level: 1 }), room: { isExit: true } })).kind).toBe('walk');
  });
});

describe('the sensible bot in a boss trial', () => {
  it('fights to the end instead of fleeing', () => {
    const foe = mob({ x: 55, aggroOn: 1 });
    expect(sensiblePolicy({ fleeBelow: 0 })(view({ self: self({ health: 5 }), mobs: [foe], room: { inCombat: true } }))).toEqual({ kind: 'attack', targetId: 'mob-1' });
  });
});
