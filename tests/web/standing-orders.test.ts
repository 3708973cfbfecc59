// The orders panel's reading of what the sponsor typed, and the live room's note of an action by
// standing orders.
import { describe, expect, it } from 'vitest';
import { draftToOrders, parsePercent } from '#web/src/routes/crawler/panels/standing-orders-panel.tsx';
import { liveNoteEvent } from '#web/src/state/combat-feedback.ts';
import { applyServerMessage, initialLiveRoom } from '#web/src/state/live-room.ts';

describe('the orders form', () => {
  it('takes whole percents from 0 to 100 and names the field it refuses', () => {
    expect(parsePercent(' 30 ', 'Retreat below')).toEqual({ value: 30 });
    expect(parsePercent('0', 'Rest until')).toEqual({ value: 0 });
    expect(parsePercent('101', 'Rest until')).toEqual({ error: 'Rest until must be at most 100' });
    expect(parsePercent('12.5', 'Retreat below')).toEqual({ error: 'Retreat below must be a whole number from 0 to 100' });
    expect(parsePercent('', 'Retreat below')).toEqual({ error: 'Retreat below must be a whole number from 0 to 100' });
  });

  it('turns a good draft into orders, and a bad one into field errors', () => {
    const draft = { retreat: '25', rest: '90', whenAttacked: 'flee' as const, refusePvp: false, pickUpLoot: true };
    expect(draftToOrders(draft)).toEqual({ orders: { retreatBelowPercent: 25, restUntilPercent: 90, whenAttacked: 'flee', refusePvp: false, pickUpLoot: true } });
    expect(draftToOrders({ ...draft, rest: 'lots' })).toEqual({ errors: { retreat: undefined, rest: 'Rest until must be a whole number from 0 to 100' } });
  });
});

describe('actions by standing orders in the live room', () => {
  it("become a status line in the room events, marked as this page's crawler's", () => {
    const joined = applyServerMessage(initialLiveRoom, {
      type: 'snapshot',
      tick: 5,
      roomId: 3,
      crawlerId: 9,
      inCombat: false,
      self: { x: 50, y: 50, health: 10, maxHealth: 40, isAlive: true },
      entities: [],
    }).state;
    const step = applyServerMessage(joined, { type: 'events', tick: 6, roomId: 3, events: [{ type: 'standing_orders', tick: 6, crawlerId: 9, message: 'Vex attacked the Rat by standing orders' }] });
    expect(step.notes).toEqual([{ kind: 'orders', message: 'Vex attacked the Rat by standing orders', mine: true }]);
    expect(liveNoteEvent(step.notes[0]!, 1_000)).toEqual({ timestamp: 1_000, type: 'status', priority: 'medium', message: 'Vex attacked the Rat by standing orders' });
  });
});
