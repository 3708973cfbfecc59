import type { GroundItem } from '#contract/loot.ts';
import { PICKUP } from '#game/constants.ts';
import { feetBetween, PICKUP_ROUTE, withinPickupReach, type RoomFeet } from '#game/pickup.ts';
import type { RoomLoot } from './tactical-entities.ts';

// The pick-up sweep: walking within 25 ft of a ground item (15 ft of a loot entity)
// picks it up, at most one sweep every 500 ms, never twice for the same item until the attempt is
// cleared, and never for an item that is no longer in the ground list. Reach is the game's rule
// (game/pickup.ts), measured from where the server has the crawler, so the page never asks for an
// item the server would refuse as too far. Pure: the page supplies time, positions and lists.

export { feetBetween, type RoomFeet };

/**
 * Where the server has the crawler, the point it measures reach from: its own player in the live
 * room while the socket is up (the server's copy itself), else the newest position sent long enough
 * ago to have been applied. A sent position the server clamped is not where it has the crawler:
 * measured from there, walking past loot drew 400 too_far.
 */
export function serverSidePosition(
  live: { roomId: number; x: number; y: number } | null,
  settled: { roomId: number; x: number; y: number } | null,
  roomId: number,
): { x: number; y: number } | null {
  if (live && live.roomId === roomId) return { x: live.x, y: live.y };
  if (settled && settled.roomId === roomId) return { x: settled.x, y: settled.y };
  return null;
}

export type PickupTarget =
  | { route: 'ground-item'; id: number; key: string; name: string; distanceFeet: number }
  | { route: 'loot-entity'; id: number; key: string; name: string; distanceFeet: number };

export interface SweepInput {
  now: number;
  lastSweepAt: number | null;
  /** Where the server has the crawler (serverSidePosition): reach is measured from here. */
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
      const at = { x: g.positionX, y: g.positionY };
      if (withinPickupReach(input.self, at, input.room, PICKUP_ROUTE.groundItem)) {
        options.push({ route: PICKUP_ROUTE.groundItem, id: g.id, key, name: g.equipment.name, distanceFeet: feetBetween(input.self, at, input.room) });
      }
    }
  } else {
    for (const l of input.lootEntities) {
      const id = l.isContainer ? null : lootItemId(l.id);
      if (id === null || input.attempted.has(l.id)) continue;
      if (withinPickupReach(input.self, l, input.room, PICKUP_ROUTE.lootEntity)) {
        options.push({ route: PICKUP_ROUTE.lootEntity, id, key: l.id, name: l.name, distanceFeet: feetBetween(input.self, l, input.room) });
      }
    }
  }
  options.sort((a, b) => a.distanceFeet - b.distanceFeet || a.id - b.id);
  return options[0] ?? null;
}

/** A pick-up is aborted when the item is no longer in the ground list (when there is one). */
export function stillOnGround(target: PickupTarget, groundItems: readonly GroundItem[] | undefined): boolean {
  if (!groundItems) return true;
  return groundItems.some((g) => groundItemKey(g.id) === target.key);
}

/** These messages also clear the local attempt and refetch the ground list. */
export function isGoneMessage(message: string): boolean {
  const m = message.toLowerCase();
  return m.includes('not found') || m.includes('already picked up') || m.includes('no longer exists');
}

/** The nearest unopened chest within reach (15 ft), or null. */
export function chestInReach(self: { x: number; y: number }, loot: readonly RoomLoot[], room: RoomFeet): (RoomLoot & { distanceFeet: number }) | null {
  let best: (RoomLoot & { distanceFeet: number }) | null = null;
  for (const l of loot) {
    if (!l.isContainer) continue;
    if (!withinPickupReach(self, l, room, PICKUP_ROUTE.lootEntity)) continue;
    const d = feetBetween(self, l, room);
    if (!best || d < best.distanceFeet) best = { ...l, distanceFeet: d };
  }
  return best;
}

/** 'chest-3' → 3. */
export function chestId(key: string): number | null {
  const m = /^chest-(\d{1,10})$/.exec(key);
  return m ? Number(m[1]) : null;
}
