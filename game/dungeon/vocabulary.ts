// Closed vocabularies of the dungeon (rooms, tactical entities, room movement): each is
// an `as const` object, a union type derived from it and an `is*` predicate.

function hasKey<T extends object>(table: T, value: unknown): value is keyof T {
  return typeof value === 'string' && Object.hasOwn(table, value);
}

/** Room types. 'unknown' is the client's fallback; the generator never places it. */
export const ROOM_TYPE = {
  corridor: 'corridor',
  chamber: 'chamber',
  intersection: 'intersection',
  deadend: 'deadend',
  entrance: 'entrance',
  exit: 'exit',
  treasure: 'treasure',
  boss: 'boss',
  safe: 'safe',
  rest: 'rest',
  shop: 'shop',
  special: 'special',
  unknown: 'unknown',
} as const;
export type RoomType = keyof typeof ROOM_TYPE;
export const ROOM_TYPES = Object.keys(ROOM_TYPE) as RoomType[];
/** Every type the generator places. */
export const GENERATED_ROOM_TYPES = ROOM_TYPES.filter((t) => t !== 'unknown');
export function isRoomType(value: unknown): value is RoomType {
  return hasKey(ROOM_TYPE, value);
}

/** Room types where nothing hostile spawns, and which count as safe on the map legend. */
export const PEACEFUL_ROOM_TYPES = ['entrance', 'safe', 'rest', 'shop'] as const satisfies readonly RoomType[];
export function isPeacefulRoomType(type: RoomType): boolean {
  return (PEACEFUL_ROOM_TYPES as readonly RoomType[]).includes(type);
}

/** Room environments. */
export const ENVIRONMENT = {
  stone_chamber: 'stone_chamber',
  forest_clearing: 'forest_clearing',
  dungeon_corridor: 'dungeon_corridor',
  golden_chamber: 'golden_chamber',
  peaceful_chamber: 'peaceful_chamber',
  dark_chamber: 'dark_chamber',
  indoor: 'indoor',
  outdoor: 'outdoor',
  underground: 'underground',
  stone: 'stone',
} as const;
export type Environment = keyof typeof ENVIRONMENT;
export const ENVIRONMENTS = Object.keys(ENVIRONMENT) as Environment[];
export function isEnvironment(value: unknown): value is Environment {
  return hasKey(ENVIRONMENT, value);
}

/**
 * The four doors a room can have. Grid y grows southward: north is y − 1, as on the map.
 */
export const DIRECTION = {
  north: { dx: 0, dy: -1, opposite: 'south' },
  south: { dx: 0, dy: 1, opposite: 'north' },
  east: { dx: 1, dy: 0, opposite: 'west' },
  west: { dx: -1, dy: 0, opposite: 'east' },
} as const;
export type Direction = keyof typeof DIRECTION;
export const DIRECTIONS = Object.keys(DIRECTION) as Direction[];
export function isDirection(value: unknown): value is Direction {
  return hasKey(DIRECTION, value);
}
export function opposite(direction: Direction): Direction {
  return DIRECTION[direction].opposite;
}
/** The grid step of a direction: north = (0, −1), south = (0, 1), east = (1, 0), west = (−1, 0). */
export function delta(direction: Direction): { dx: number; dy: number } {
  const { dx, dy } = DIRECTION[direction];
  return { dx, dy };
}
/** The direction from one grid cell to an adjacent one, or null when they are not adjacent. */
export function directionBetween(from: { x: number; y: number }, to: { x: number; y: number }): Direction | null {
  return DIRECTIONS.find((d) => from.x + DIRECTION[d].dx === to.x && from.y + DIRECTION[d].dy === to.y) ?? null;
}

/** Kinds of tactical entity. */
export const ENTITY_TYPE = { mob: 'mob', npc: 'npc', wall: 'wall', door: 'door', cover: 'cover', loot: 'loot' } as const;
export type EntityType = keyof typeof ENTITY_TYPE;
export function isEntityType(value: unknown): value is EntityType {
  return hasKey(ENTITY_TYPE, value);
}

/** Interior obstacles a room may hold: solid walls/pillars and low cover. */
export const FEATURE_TYPE = { wall: 'wall', cover: 'cover' } as const satisfies Partial<Record<EntityType, EntityType>>;
export type FeatureType = keyof typeof FEATURE_TYPE;
export function isFeatureType(value: unknown): value is FeatureType {
  return hasKey(FEATURE_TYPE, value);
}

export const DISPOSITION = { hostile: 'hostile', neutral: 'neutral', friendly: 'friendly' } as const;
export type Disposition = keyof typeof DISPOSITION;
export function isDisposition(value: unknown): value is Disposition {
  return hasKey(DISPOSITION, value);
}
/**
 * Reads the spec's loose disposition: the three words, 'ally' as friendly, or a number
 * (negative hostile, positive friendly, zero neutral). Anything else is neutral.
 */
export function toDisposition(value: unknown): Disposition {
  if (isDisposition(value)) return value;
  if (value === 'ally') return 'friendly';
  if (typeof value === 'number' && Number.isFinite(value)) return value < 0 ? 'hostile' : value > 0 ? 'friendly' : 'neutral';
  return 'neutral';
}

/** NPC roles with their display titles (role-specific speech). */
export const NPC_ROLE = {
  merchant: { label: 'Merchant' },
  guard: { label: 'Guard' },
  quest_giver: { label: 'Quest Giver' },
  repair: { label: 'Repair' },
} as const;
export type NpcRole = keyof typeof NPC_ROLE;
export const NPC_ROLES = Object.keys(NPC_ROLE) as NpcRole[];
export function isNpcRole(value: unknown): value is NpcRole {
  return hasKey(NPC_ROLE, value);
}

/** What a crawler meets in a room (an explored room's encounterType, 'none' when nothing). */
export const ENCOUNTER_TYPE = {
  none: 'none',
  /** A few faction creatures walking their beat. */
  patrol: 'patrol',
  /** More of them, waiting. */
  ambush: 'ambush',
  /** A nest: the most creatures, often in dead ends. */
  lair: 'lair',
  /** Creatures sitting on a treasure room's chests. */
  guarded_hoard: 'guarded_hoard',
  /** One strong boss mob guarding the stairs down. */
  boss: 'boss',
  /** A shop with its merchant. */
  merchant: 'merchant',
  /** A safe or rest room with friendly NPCs. */
  sanctuary: 'sanctuary',
  /** An NPC with a job for the crawler. */
  quest: 'quest',
} as const;
export type EncounterType = keyof typeof ENCOUNTER_TYPE;
export const ENCOUNTER_TYPES = Object.keys(ENCOUNTER_TYPE) as EncounterType[];
export function isEncounterType(value: unknown): value is EncounterType {
  return hasKey(ENCOUNTER_TYPE, value);
}
