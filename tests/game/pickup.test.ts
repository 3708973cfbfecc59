import { describe, expect, it } from 'vitest';
import { PICKUP } from '#game/constants.ts';
import { feetBetween, PICKUP_REACH_FEET, PICKUP_ROUTE, withinPickupReach } from '#game/pickup.ts';

describe('pick-up reach', () => {
  const room = { widthFeet: 100, heightFeet: 200 };

  it('measures feet along each axis of the room', () => {
    expect(feetBetween({ x: 0, y: 0 }, { x: 30, y: 20 }, room)).toBeCloseTo(50);
  });

  it('reaches 25 ft for a ground item and 15 ft for a loot entity, the edge included', () => {
    expect(PICKUP_REACH_FEET).toEqual({ 'ground-item': PICKUP.groundItemRadiusFeet, 'loot-entity': PICKUP.lootEntityRadiusFeet });
    const from = { x: 50, y: 50 };
    expect(withinPickupReach(from, { x: 75, y: 50 }, room, PICKUP_ROUTE.groundItem)).toBe(true);
    expect(withinPickupReach(from, { x: 75.01, y: 50 }, room, PICKUP_ROUTE.groundItem)).toBe(false);
    expect(withinPickupReach(from, { x: 50, y: 57.5 }, room, PICKUP_ROUTE.lootEntity)).toBe(true);
    expect(withinPickupReach(from, { x: 50, y: 57.51 }, room, PICKUP_ROUTE.lootEntity)).toBe(false);
  });
});
