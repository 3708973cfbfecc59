// Where a crawler is and where it may go: the current room, moving through doors and down stairs,
// and the rooms it knows (explored by visiting, scanned from afar). A façade over its parts:
// crawler-locator.ts (the crawler and its room), navigation-moves.ts (move, rest),
// tactical-entities.ts (a room's entities), known-rooms.ts (the map) and room-batch.ts (the
// room-data batch and the current room as kept JSON text).
import type { TacticalData, TacticalView } from '#contract/dungeon.ts';
import { createCrawlerLocator, type NavigationDeps } from './crawler-locator.ts';
import { createKnownRooms } from './known-rooms.ts';
import { createNavigationMoves } from './navigation-moves.ts';
import { createRoomBatch } from './room-batch.ts';
import { createTacticalEntities } from './tactical-entities.ts';

export type { ActedFor, NavigationDeps } from './crawler-locator.ts';

export function createNavigationService(deps: NavigationDeps) {
  const locator = createCrawlerLocator(deps);
  const tactical = createTacticalEntities(deps);
  const batch = createRoomBatch(deps, locator, tactical);
  const moves = createNavigationMoves(deps, locator);
  const map = createKnownRooms(deps, locator);
  const { view, positionOf } = locator;

  return {
    locate: locator.locate,
    /** The moves a room offers: its doors, and 'down' in an exit with a floor below. */
    directionsOf: locator.directionsOf,
    rest: moves.rest,
    /**
     * current-room (the contract's CurrentRoom) as UTF-8 JSON, kept per crawler while its row (a write replaces the cached row)
     * and its live room's players (a new array when a tick changes one of them) are the same objects.
     */
    currentRoomJson: batch.currentRoomJson,
    move: moves.move,
    explored: map.explored,
    scanned: map.scanned,
    connections: map.connections,
    mobsSummary: map.mobsSummary,

    async tactical(userId: string, crawlerId: number): Promise<TacticalData> {
      const { row, cache, room } = await view(userId, crawlerId);
      return tactical.tacticalOf(row, cache, room);
    },

    async tacticalView(userId: string, crawlerId: number): Promise<TacticalView> {
      const { row, cache, room } = await view(userId, crawlerId);
      const t = await tactical.tacticalOf(row, cache, room);
      return { room: batch.roomView(cache, room), entities: t.entities, self: positionOf(row, room) };
    },

    /** The room-data batch (contract RoomDataBatch: the current room, tactical data, map and counts) as UTF-8 JSON. */
    batchJson: batch.batchJson,
  };
}
export type NavigationService = ReturnType<typeof createNavigationService>;
