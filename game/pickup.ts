// Pick-up reach: how far from a crawler an item may lie for it to be picked up, measured
// the one way both sides measure it. The server refuses a pick-up out of reach (too_far); the page
// asks only for items this rule says are in reach, from where the server has the crawler.
import { PICKUP } from './constants.ts';

/** The two ways to pick something up, each with its own reach. */
export const PICKUP_ROUTE = {
  /** An item from the room's ground list: 25 ft. */
  groundItem: 'ground-item',
  /** A loot entity of the tactical data (an item, or a chest to open): 15 ft. */
  lootEntity: 'loot-entity',
} as const;
export type PickupRoute = (typeof PICKUP_ROUTE)[keyof typeof PICKUP_ROUTE];

export const PICKUP_REACH_FEET: Readonly<Record<PickupRoute, number>> = {
  'ground-item': PICKUP.groundItemRadiusFeet,
  'loot-entity': PICKUP.lootEntityRadiusFeet,
};

export interface RoomFeet {
  widthFeet: number;
  heightFeet: number;
}

/** Distance in feet between two room-percent points (each axis scaled by the room's size). */
export function feetBetween(a: { x: number; y: number }, b: { x: number; y: number }, room: RoomFeet): number {
  return Math.hypot(((a.x - b.x) / 100) * room.widthFeet, ((a.y - b.y) / 100) * room.heightFeet);
}

/** Whether an item at `item` is within reach of a crawler at `from` for this route. */
export function withinPickupReach(from: { x: number; y: number }, item: { x: number; y: number }, room: RoomFeet, route: PickupRoute): boolean {
  return feetBetween(from, item, room) <= PICKUP_REACH_FEET[route];
}
