// Policy (a) is the server's standing orders (the defaults) in a room, and the sponsor's steering
// between rooms only when the orders have nothing to do.
import { describe, expect, it } from 'vitest';
import { ordersPolicy, ordersViewOf, steerToBoss } from '#game/balance/policy-orders.ts';
import { doorTarget } from '#game/standing-orders.ts';
import { mob, self, view } from './bot-view.ts';

const decide = ordersPolicy();

describe('the standing-orders policy', () => {
  it('retreats toward rest below 30 % health, as the default orders say', () => {
    expect(decide(view({ self: self({ health: 25 }), mobs: [mob({ x: 55 })], room: { inCombat: true } }))).toEqual({ kind: 'walk', toward: doorTarget('west') });
  });

  it('rests in a room that allows it below 80 %', () => {
    expect(decide(view({ self: self({ health: 75 }), room: { canRest: true } }))).toEqual({ kind: 'rest' });
  });

  it('fights back against a hostile in reach and waits out the cooldown without walking off', () => {
    expect(decide(view({ mobs: [mob({ x: 55 })], room: { inCombat: true } }))).toEqual({ kind: 'attack', targetId: 'mob-1' });
    expect(decide(view({ mobs: [mob({ x: 55 })], self: self({ lastAttackAt: 9_500 }), room: { inCombat: true } }))).toEqual({ kind: 'wait' });
  });

  it('walks on to the next room only when nothing is left to do', () => {
    expect(decide(view())).toEqual({ kind: 'walk', toward: doorTarget('east') });
  });

  it('hands the orders the crawler as the server does: a rest room counts as safe, loot by its index', () => {
    const o = ordersViewOf(view({ room: { canRest: true }, loot: [{ index: 3, x: 1, y: 1, feetAway: 7 }] }));
    expect(o.room.safe).toBe(true);
    expect(o.loot).toEqual([{ id: 3, name: 'an item', feetAway: 7 }]);
    expect(o.self.rangeUnits).toBe(10);
  });
});

describe('the standing-orders policy in a boss trial', () => {
  it('is walked up to the boss by its sponsor when the orders have nothing to do, and fights back once attacked', () => {
    const boss = mob({ id: 4, isBoss: true, x: 80, y: 20 });
    const decideTrial = ordersPolicy(undefined, steerToBoss);
    expect(decideTrial(view({ mobs: [mob({ id: 2, disposition: 'neutral' }), boss] }))).toEqual({ kind: 'walk', toward: boss });
    expect(decideTrial(view({ mobs: [{ ...boss, x: 55, y: 50 }], room: { inCombat: true } }))).toEqual({ kind: 'attack', targetId: 'mob-4' });
  });
});
