// The shapes a generated dungeon is made of. Positions inside a room are room-percent (0..100);
// room sizes are feet; room coordinates are integer grid cells (y grows southward).
import type { Direction, Disposition, EncounterType, Environment, FeatureType, NpcRole, RoomType } from './vocabulary.ts';

/** A point in room-percent. */
export interface RoomPoint {
  readonly x: number;
  readonly y: number;
}

export interface MobSpec extends RoomPoint {
  /** Unique on the floor: `${roomKey}:mob-${i}`. */
  readonly key: string;
  /** snake_case creature type, e.g. 'cave_goblin' (shown with spaces for underscores). */
  readonly creatureType: string;
  /** Display name, e.g. 'Goblin' or 'Cave Goblin the Intern'; unique in its room except the spec's common names. */
  readonly name: string;
  readonly isBoss: boolean;
  readonly level: number;
  readonly maxHealth: number;
  readonly attack: number;
  readonly defense: number;
  readonly accuracy: number;
  readonly evasion: number;
  readonly speed: number;
  readonly xpReward: number;
  readonly goldReward: number;
  readonly disposition: Disposition;
}

export interface NpcSpec extends RoomPoint {
  /** Unique on the floor: `${roomKey}:npc-${i}`. */
  readonly key: string;
  readonly name: string;
  readonly role: NpcRole;
}

/** A loose item on the floor of a room; itemKey names a catalogue item (game/items.ts). */
export interface GroundItemSpec extends RoomPoint {
  readonly itemKey: string;
}

/** A chest; itemKey names a catalogue container, whose contents roll when it is opened. */
export interface ContainerSpec extends RoomPoint {
  readonly itemKey: string;
}

/** An interior obstacle: a rectangle in room-percent with its top-left corner at (x, y). */
export interface FeatureSpec extends RoomPoint {
  readonly type: FeatureType;
  readonly w: number;
  readonly h: number;
}

export interface RoomSpec {
  /** Stable across regenerations of the same season: `f${floor}:${x},${y}`. */
  readonly key: string;
  readonly floor: number;
  readonly x: number;
  readonly y: number;
  readonly name: string;
  readonly type: RoomType;
  readonly environment: Environment;
  readonly description: string;
  readonly widthFeet: number;
  readonly heightFeet: number;
  readonly isSafe: boolean;
  readonly hasLoot: boolean;
  readonly isPvp: boolean;
  readonly factionId: string | null;
  readonly encounterType: EncounterType;
  readonly mobs: readonly MobSpec[];
  readonly npcs: readonly NpcSpec[];
  readonly groundItems: readonly GroundItemSpec[];
  readonly containers: readonly ContainerSpec[];
  readonly features: readonly FeatureSpec[];
}

/** A door: stored once per way, so every door appears as a pair (a → b, direction) and (b → a, opposite). */
export interface RoomConnection {
  readonly fromKey: string;
  readonly toKey: string;
  readonly direction: Direction;
}

export interface FloorBounds {
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
}

export interface FactionSpec {
  /** Stable: `f${floor}-${i}`. */
  readonly id: string;
  readonly name: string;
  /** '#rrggbb'. */
  readonly color: string;
  /** snake_case creature types its rooms spawn, the family's basic creature first. */
  readonly creatureTypes: readonly string[];
}

export interface Floor {
  readonly number: number;
  readonly rooms: readonly RoomSpec[];
  readonly connections: readonly RoomConnection[];
  readonly factions: readonly FactionSpec[];
  readonly bounds: FloorBounds;
  readonly entranceKey: string;
  /** The stairs down. */
  readonly exitKey: string;
  /** The boss room, the exit's only neighbour from DUNGEON.bossMinFloor on; null above it. */
  readonly bossKey: string | null;
}

/** Stairs: taking the exit of `fromFloor` arrives in the entrance of `fromFloor + 1`. */
export interface StairLink {
  readonly fromFloor: number;
  readonly exitKey: string;
  readonly toFloor: number;
  readonly toEntranceKey: string;
}

export interface Dungeon {
  readonly seasonSeed: number;
  readonly floors: readonly Floor[];
  readonly stairs: readonly StairLink[];
}
