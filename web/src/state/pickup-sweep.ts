import type { GroundItem } from '#contract/loot.ts';
import { PICKUP } from '#game/constants.ts';
import type { RoomLoot } from './tactical-entities.ts';

// The pick-up sweep (spec 5, 8, 9): walking within 25 ft of a ground item (15 ft of a loot entity)
// picks it up, at most one sweep every 500 ms, never twice for the same item until the attempt is
// cleared, and never for an item that is no longer in the ground list. Pure: the page supplies time,
// positions and lists; it decides what to try.

export interface RoomFeet {
  widthFeet: number;
  heightFeet: number;
}

/** Distance in feet between two room-percent points (each axis scaled by the room's size). */
export function feetBetween(a: { x: number; y: number }, b: { x: number; y: number }, room: RoomFeet): number {
  return Math.hypot(((a.x - b.x) / 100) * room.widthFeet, ((a.y - b.y) / 100) * room.heightFeet);
}

export type PickupTarget =
  | { route: 'ground-item'; id: number; key: string; name: string; distanceFeet: number }
  | { route: 'loot-entity'; id: number; key: string; name: string; distanceFeet: number };

export interface SweepInput {
  now: number;
  lastSweepAt: number | null;
  self: { x: number; y: number };
  room: RoomFeet;
  /** The room's ground list; undefined while it has not loaded (loot entities are used then). */
  groundItems: readonly GroundItem[] | undefined;
  /** Loot entities from the tactical data ('item-N'; chests are opened, not picked up). */
  lootEntities: readonly RoomLoot[];
  /** Keys ('item-N') already tried and not cleared. */
  attempted: ReadonlySet<string>;
}

export const groundItemKey = (id: number) => `item-${id}`;

/** 'item-12' → 12; 'chest-3' and anything else → null. */
export function lootItemId(key: string): number | null {
  const m = /^item-(\d{1,10})$/.exec(key);
  return m ? Number(m[1]) : null;
}

/** Whether a sweep may run now (500 ms apart). */
export function sweepDue(now: number, lastSweepAt: number | null): boolean {
  return lastSweepAt === null || now - lastSweepAt >= PICKUP.sweepIntervalMs;
}

/** The nearest item in reach that has not been tried, or null. */
export function pickupCandidate(input: SweepInput): PickupTarget | null {
  if (!sweepDue(input.now, input.lastSweepAt)) return null;
  const options: PickupTarget[] = [];
  if (input.groundItems) {
    for (const g of input.groundItems) {
      if (g.equipment.equipmentType.category === 'container') continue;
      const key = groundItemKey(g.id);
      if (input.attempted.has(key)) continue;
      const d = feetBetween(input.self, { x: g.positionX, y: g.positionY }, input.room);
      if (d <= PICKUP.groundItemRadiusFeet) options.push({ route: 'ground-item', id: g.id, key, name: g.equipment.name, distanceFeet: d });
    }
  } else {
    for (const l of input.lootEntities) {
      const id = l.isContainer ? null : lootItemId(l.id);
      if (id === null || input.attempted.has(l.id)) continue;
      const d = feetBetween(input.self, l, input.room);
      if (d <= PICKUP.lootEntityRadiusFeet) options.push({ route: 'loot-entity', id, key: l.id, name: l.name, distanceFeet: d });
    }
  }
  options.sort((a, b) => a.distanceFeet - b.distanceFeet || a.id - b.id);
  return options[0] ?? null;
}

/** Spec 5: a pick-up is aborted when the item is no longer in the ground list (when there is one). */
export function stillOnGround(target: PickupTarget, groundItems: readonly GroundItem[] | undefined): boolean {
  if (!groundItems) return true;
  return groundItems.some((g) => groundItemKey(g.id) === target.key);
}

/** Spec 8: these messages also clear the local attempt and refetch the ground list. */
export function isGoneMessage(message: string): boolean {
  const m = message.toLowerCase();
  return m.includes('not found') || m.includes('already picked up') || m.includes('no longer exists');
}

/** The nearest unopened chest within reach (spec 9: 15 ft), or null. */
export function chestInReach(self: { x: number; y: number }, loot: readonly RoomLoot[], room: RoomFeet): (RoomLoot & { distanceFeet: number }) | null {
  let best: (RoomLoot & { distanceFeet: number }) | null = null;
  for (const l of loot) {
    if (!l.isContainer) continue;
    const d = feetBetween(self, l, room);
    if (d <= PICKUP.lootEntityRadiusFeet && (!best || d < best.distanceFeet)) best = { ...l, distanceFeet: d };
  }
  return best;
}

/** 'chest-3' → 3. */
export function chestId(key: string): number | null {
  const m = /^chest-(\d{1,10})$/.exec(key);
  return m ? Number(m[1]) : null;
}
