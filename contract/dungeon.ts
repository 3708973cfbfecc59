import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { DIRECTIONS, ENCOUNTER_TYPES, ENVIRONMENTS, NPC_ROLES, ROOM_TYPES } from '#game/dungeon/vocabulary.ts';
import { ENTITY_TYPE } from '#game/dungeon/vocabulary.ts';

const roomTypes = ROOM_TYPES as unknown as [string, ...string[]];
const environments = ENVIRONMENTS as unknown as [string, ...string[]];
const directions = DIRECTIONS as unknown as [string, ...string[]];

/** A move: the four doors, or 'down' for the stairs in an exit room. */
export const MOVE_DIRECTIONS = [...DIRECTIONS, 'down'] as const;
export type MoveDirection = (typeof MOVE_DIRECTIONS)[number];

export const RoomLink = lazySchema(() => z.object({ direction: z.enum(directions), roomId: z.number().int() }));

/** Room (with width/height in squares beside the feet). */
export const Room = lazySchema(() => z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(roomTypes),
  description: z.string(),
  environment: z.enum(environments),
  widthFeet: z.number().int(),
  heightFeet: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  floorId: z.number().int(),
  x: z.number().int(),
  y: z.number().int(),
  isSafe: z.boolean(),
  hasLoot: z.boolean(),
  isPvp: z.boolean(),
  isExplored: z.boolean(),
  factionId: z.string().nullable(),
  encounterType: z.enum(ENCOUNTER_TYPES as unknown as [string, ...string[]]),
  connections: z.array(RoomLink),
}));
export type Room = z.infer<typeof Room>;

/** GET /api/crawlers/:id/current-room */
export const CurrentRoom = lazySchema(() => z.object({
  room: Room,
  availableDirections: z.array(z.enum(MOVE_DIRECTIONS as unknown as [string, ...string[]])),
  position: z.object({ x: z.number(), y: z.number() }),
}));
export type CurrentRoom = z.infer<typeof CurrentRoom>;

export const MoveBody = lazySchema(() => z.object({ direction: z.enum(MOVE_DIRECTIONS as unknown as [string, ...string[]]) }).strict());

/** Room (simple, move response). */
export const SimpleRoom = lazySchema(() => z.object({ id: z.number().int(), name: z.string(), x: z.number().int(), y: z.number().int(), floorId: z.number().int() }));

/** POST /api/crawlers/:id/move. Refusals are 4xx { error, code, success: false }. */
export const MoveResponse = lazySchema(() => z.object({
  success: z.literal(true),
  error: z.null(),
  newRoom: SimpleRoom,
  floorChanged: z.boolean(),
  entry: z.object({ direction: z.enum(MOVE_DIRECTIONS as unknown as [string, ...string[]]), x: z.number(), y: z.number() }),
  /**
   * Fame the move earned (a first visit, the season's first arrival on a floor), committed with it:
   * the page logs each `text` ("gained 12 fame: first to reach floor 3"). Absent when none.
   */
  fame: z.array(z.object({ amount: z.number().int().positive(), total: z.number().int().nonnegative(), text: z.string() })).optional(),
}));
export type MoveResponse = z.infer<typeof MoveResponse>;

/** A room on the map: explored (visited) or scanned (seen from afar). */
export const MapRoom = lazySchema(() => z.object({
  id: z.number().int(),
  name: z.string(),
  x: z.number().int(),
  y: z.number().int(),
  floorId: z.number().int(),
  type: z.enum(roomTypes),
  environment: z.enum(environments),
  isSafe: z.boolean(),
  hasLoot: z.boolean(),
  isPvp: z.boolean(),
  isExplored: z.boolean(),
  factionId: z.string().nullable(),
  encounterType: z.string(),
}));
export type MapRoom = z.infer<typeof MapRoom>;

export const RoomConnection = lazySchema(() => z.object({ fromRoomId: z.number().int(), toRoomId: z.number().int(), direction: z.enum(directions) }));
export type RoomConnection = z.infer<typeof RoomConnection>;

export const MobsSummary = lazySchema(() => z.record(z.string(), z.object({ hostileCount: z.number().int(), neutralCount: z.number().int(), playerCount: z.number().int() })));
export type MobsSummary = z.infer<typeof MobsSummary>;

export const FloorBounds = lazySchema(() => z.object({ minX: z.number().int(), maxX: z.number().int(), minY: z.number().int(), maxY: z.number().int() }));
export type FloorBounds = z.infer<typeof FloorBounds>;

export const Faction = lazySchema(() => z.object({ id: z.string(), name: z.string(), color: z.string(), floor: z.number().int(), creatureTypes: z.array(z.string()) }));
export type Faction = z.infer<typeof Faction>;

const entityTypes = Object.values(ENTITY_TYPE) as [string, ...string[]];

/** Tactical entity; position in room percent 0-100. */
export const TacticalEntity = lazySchema(() => z.object({
  id: z.string(),
  type: z.enum([...entityTypes, 'player'] as [string, ...string[]]),
  name: z.string(),
  displayName: z.string().optional(),
  position: z.object({ x: z.number(), y: z.number() }),
  size: z.object({ w: z.number(), h: z.number() }).optional(),
  disposition: z.enum(['hostile', 'neutral', 'friendly']).optional(),
  isAlive: z.boolean(),
  data: z.object({
    id: z.union([z.number(), z.string()]),
    currentHealth: z.number().optional(),
    maxHealth: z.number().optional(),
    hp: z.number().optional(),
    disposition: z.string().optional(),
    level: z.number().optional(),
    creatureType: z.string().optional(),
    role: z.enum(NPC_ROLES as unknown as [string, ...string[]]).optional(),
    itemType: z.string().optional(),
    rarity: z.string().optional(),
    value: z.number().optional(),
    isContainer: z.boolean().optional(),
    itemCount: z.number().optional(),
    direction: z.string().optional(),
    isBoss: z.boolean().optional(),
    crawlerId: z.number().optional(),
  }),
}));
export type TacticalEntity = z.infer<typeof TacticalEntity>;

/** GET /api/crawlers/:id/tactical-data (both keys, as the spec's client reads either). */
export const TacticalData = lazySchema(() => z.object({ roomId: z.number().int(), entities: z.array(TacticalEntity), tacticalEntities: z.array(TacticalEntity) }));
export type TacticalData = z.infer<typeof TacticalData>;

/** GET /api/crawlers/:id/tactical-view: the room with its entities and the crawler's own position. */
export const TacticalView = lazySchema(() => z.object({ room: Room, entities: z.array(TacticalEntity), self: z.object({ x: z.number(), y: z.number() }) }));
export type TacticalView = z.infer<typeof TacticalView>;

/**
 * GET /api/crawlers/:id/room-data-batch: everything the crawler page needs at once. Its `tactical`
 * lists the entities once, under `entities` (`tacticalEntities` is empty): the list is most of the
 * answer, and the client reads either key.
 */
export const RoomDataBatch = lazySchema(() => z.object({
  currentRoom: CurrentRoom,
  tactical: TacticalData,
  exploredRooms: z.array(MapRoom),
  scannedRooms: z.array(MapRoom),
  connections: z.array(RoomConnection),
  mobsSummary: MobsSummary,
}));
export type RoomDataBatch = z.infer<typeof RoomDataBatch>;

/** POST /api/debug/regenerate-room/:roomId */
export const RegenerateResponse = lazySchema(() => z.object({ entitiesCount: z.number().int(), clearedGroundItems: z.number().int() }));

/** Client poll intervals. */
export const POLL = {
  currentRoomMs: 5_000,
  exploredMs: 5_000,
  scannedMs: 15_000,
  connectionsMs: 30_000,
  mobsSummaryMs: 15_000,
  floorRoomsMs: 60_000,
} as const;
