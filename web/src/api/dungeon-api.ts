import { z } from 'zod';
import {
  CurrentRoom,
  Faction,
  FloorBounds,
  MapRoom,
  MobsSummary,
  MoveResponse,
  RoomConnection,
  RoomDataBatch,
  TacticalData,
  type MoveDirection,
} from '#contract/dungeon.ts';
import { crawlerQueryKey } from './crawler-api.ts';
import { apiRequest } from './http.ts';

// Typed calls to the dungeon routes, every reply parsed with its contract schema.
//
// One query-key scheme for everything the crawler page reads, so a later live channel (WebSocket)
// can write straight into the same caches:
//   ['crawler', id]                       the crawler itself (crawler-api.ts)
//   ['crawler', id, <room resource>]      its room data: current-room, tactical-data, ... (below)
//   ['crawler', id, 'loadout']            its loadout (loadout-api.ts)
//   ['floor', floor, 'bounds' | 'rooms']  a floor's shared data
//   ['factions']                          every faction
// Invalidating ['crawler', id] therefore refreshes everything about one crawler.

export const ROOM_RESOURCES = [
  'current-room',
  'room-data-batch',
  'tactical-data',
  'explored-rooms',
  'scanned-rooms',
  'room-connections',
  'room-mobs-summary',
] as const;
export type RoomResource = (typeof ROOM_RESOURCES)[number];

export const dungeonKeys = {
  crawler: (crawlerId: string) => crawlerQueryKey(crawlerId),
  room: (crawlerId: string, resource: RoomResource) => ['crawler', crawlerId, resource] as const,
  currentRoom: (crawlerId: string) => dungeonKeys.room(crawlerId, 'current-room'),
  roomDataBatch: (crawlerId: string) => dungeonKeys.room(crawlerId, 'room-data-batch'),
  tactical: (crawlerId: string) => dungeonKeys.room(crawlerId, 'tactical-data'),
  explored: (crawlerId: string) => dungeonKeys.room(crawlerId, 'explored-rooms'),
  scanned: (crawlerId: string) => dungeonKeys.room(crawlerId, 'scanned-rooms'),
  connections: (crawlerId: string) => dungeonKeys.room(crawlerId, 'room-connections'),
  mobsSummary: (crawlerId: string) => dungeonKeys.room(crawlerId, 'room-mobs-summary'),
  /** Mutation key of POST move: `useIsMutating` on it says a move is in flight. */
  move: (crawlerId: string) => ['crawler', crawlerId, 'move'] as const,
  floorBounds: (floor: number) => ['floor', floor, 'bounds'] as const,
  floorRooms: (floor: number) => ['floor', floor, 'rooms'] as const,
  factions: () => ['factions'] as const,
};

/** True for the keys of a crawler's room data (not the crawler itself, not its loadout). */
export function isRoomDataKey(key: readonly unknown[], crawlerId: string): boolean {
  return key[0] === 'crawler' && key[1] === crawlerId && (ROOM_RESOURCES as readonly unknown[]).includes(key[2]);
}

const crawlerPath = (crawlerId: string, rest: string) => `/api/crawlers/${encodeURIComponent(crawlerId)}/${rest}`;

export function fetchCurrentRoom(crawlerId: string, signal?: AbortSignal): Promise<CurrentRoom> {
  return apiRequest('GET', crawlerPath(crawlerId, 'current-room'), { schema: CurrentRoom, signal });
}

export function fetchRoomDataBatch(crawlerId: string, signal?: AbortSignal): Promise<RoomDataBatch> {
  return apiRequest('GET', crawlerPath(crawlerId, 'room-data-batch'), { schema: RoomDataBatch, signal });
}

export function fetchTacticalData(crawlerId: string, signal?: AbortSignal): Promise<TacticalData> {
  return apiRequest('GET', crawlerPath(crawlerId, 'tactical-data'), { schema: TacticalData, signal });
}

export function fetchExploredRooms(crawlerId: string, signal?: AbortSignal): Promise<MapRoom[]> {
  return apiRequest('GET', crawlerPath(crawlerId, 'explored-rooms'), { schema: z.array(MapRoom), signal });
}

/** A failure gives an empty list. */
export async function fetchScannedRooms(crawlerId: string, signal?: AbortSignal): Promise<MapRoom[]> {
  try {
    return await apiRequest('GET', crawlerPath(crawlerId, 'scanned-rooms'), { schema: z.array(MapRoom), signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn('Scanned rooms unavailable', error);
    return [];
  }
}

export function fetchRoomConnections(crawlerId: string, signal?: AbortSignal): Promise<RoomConnection[]> {
  return apiRequest('GET', crawlerPath(crawlerId, 'room-connections'), { schema: z.array(RoomConnection), signal });
}

export function fetchMobsSummary(crawlerId: string, signal?: AbortSignal): Promise<MobsSummary> {
  return apiRequest('GET', crawlerPath(crawlerId, 'room-mobs-summary'), { schema: MobsSummary, signal });
}

export function fetchFloorBounds(floor: number, signal?: AbortSignal): Promise<FloorBounds> {
  return apiRequest('GET', `/api/floors/${floor}/bounds`, { schema: FloorBounds, signal });
}

export function fetchFloorRooms(floor: number, signal?: AbortSignal): Promise<MapRoom[]> {
  return apiRequest('GET', `/api/floors/${floor}/rooms`, { schema: z.array(MapRoom), signal });
}

export function fetchFactions(signal?: AbortSignal): Promise<Faction[]> {
  return apiRequest('GET', '/api/factions', { schema: z.array(Faction), signal });
}

/** POST move. Refusals (4xx `{error, code, success: false}`) throw ApiError with that code. */
export function moveCrawler(crawlerId: string, direction: MoveDirection, signal?: AbortSignal): Promise<MoveResponse> {
  return apiRequest('POST', crawlerPath(crawlerId, 'move'), { body: { direction }, schema: MoveResponse, signal });
}
