// A room and its fixed contents as the wire shows them (Room, MapRoom, TacticalEntity), built from
// plain room fields: the server's stored rows and the replay's regenerated rooms (game/dungeon) give
// the same shapes. Pure: no I/O; it lives beside the schemas because it builds their types
// (game/ cannot import them).
import { ROOM } from '#game/constants.ts';
import { doorPosition } from '#game/dungeon/doors.ts';
import { isNpcRole, type Direction } from '#game/dungeon/vocabulary.ts';
import type { MapRoom, Room, TacticalEntity } from './dungeon.ts';

/** What a room is, as stored (server/db/schema.ts room) or regenerated from the season's seed. */
export interface RoomFields {
  id: number;
  name: string;
  x: number;
  y: number;
  floor: number;
  type: string;
  environment: string;
  description: string;
  widthFeet: number;
  heightFeet: number;
  isSafe: boolean;
  hasLoot: boolean;
  isPvp: boolean;
  factionKey: string | null;
  encounterType: string;
}

/** A room's fixed contents: its NPCs and interior features (room-percent; a feature's x, y is its top-left). */
export interface RoomFixtures {
  id: number;
  npcs: readonly { key: string; name: string; role: string; x: number; y: number }[];
  features: readonly { type: string; x: number; y: number; w: number; h: number }[];
}

/** The fields of a mob its tactical entity shows. */
export interface MobFields {
  id: number | string;
  name: string;
  health: number;
  maxHealth: number;
  disposition: string;
  level: number;
  creatureType: string;
  isBoss: boolean;
  isAlive: boolean;
}

export function toMapRoom(r: Omit<RoomFields, 'description' | 'widthFeet' | 'heightFeet'>, explored: boolean): MapRoom {
  return {
    id: r.id,
    name: r.name,
    x: r.x,
    y: r.y,
    floorId: r.floor,
    type: r.type,
    environment: r.environment,
    isSafe: r.isSafe,
    hasLoot: r.hasLoot,
    isPvp: r.isPvp,
    isExplored: explored,
    factionId: r.factionKey,
    encounterType: r.encounterType,
  };
}

export function toRoom(r: RoomFields, explored: boolean, doors: ReadonlyMap<Direction, number>): Room {
  return {
    ...toMapRoom(r, explored),
    description: r.description,
    widthFeet: r.widthFeet,
    heightFeet: r.heightFeet,
    width: Math.round(r.widthFeet / ROOM.feetPerSquare),
    height: Math.round(r.heightFeet / ROOM.feetPerSquare),
    encounterType: r.encounterType as Room['encounterType'],
    connections: [...doors].map(([direction, roomId]) => ({ direction, roomId })),
  };
}

/** A mob as a tactical entity ('mob-{id}'), standing at `at`. */
export function mobEntity(m: MobFields, at: { x: number; y: number }): TacticalEntity {
  const disposition = m.disposition === 'neutral' ? 'neutral' : m.disposition === 'friendly' ? 'friendly' : 'hostile';
  return {
    id: `mob-${m.id}`,
    type: 'mob',
    name: m.name,
    position: { x: at.x, y: at.y },
    disposition,
    isAlive: m.isAlive && m.health > 0,
    data: { id: m.id, currentHealth: m.health, maxHealth: m.maxHealth, hp: m.health, disposition, level: m.level, creatureType: m.creatureType, isBoss: m.isBoss },
  };
}

/** The room's fixed parts: NPCs, interior features and doors (`doors`: direction → the room behind it). */
export function staticEntities(r: RoomFixtures, doors: ReadonlyMap<Direction, number>): TacticalEntity[] {
  const npcs: TacticalEntity[] = r.npcs.map((n) => ({
    id: `npc-${n.key}`,
    type: 'npc',
    name: n.name,
    position: { x: n.x, y: n.y },
    disposition: 'friendly',
    isAlive: true,
    data: { id: n.key, role: isNpcRole(n.role) ? n.role : undefined, disposition: 'friendly' },
  }));
  const features: TacticalEntity[] = r.features.map((f, i) => ({
    id: `feature-${r.id}-${i}`,
    type: f.type === 'cover' ? 'cover' : 'wall',
    name: f.type === 'cover' ? 'Cover' : 'Wall',
    position: { x: f.x, y: f.y },
    size: { w: f.w, h: f.h },
    isAlive: true,
    data: { id: `${r.id}-${i}` },
  }));
  const doorEntities: TacticalEntity[] = [...doors].map(([direction, to]) => ({
    id: `door-${r.id}-${direction}`,
    type: 'door',
    name: `${direction[0]!.toUpperCase()}${direction.slice(1)} door`,
    position: doorPosition(direction),
    isAlive: true,
    data: { id: to, direction },
  }));
  return [...npcs, ...features, ...doorEntities];
}
