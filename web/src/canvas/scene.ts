import type { CurrentRoom, TacticalData } from '#contract/dungeon.ts';
import type { GroundItem } from '#contract/loot.ts';
import { isDirection, type Direction } from '#game/dungeon/vocabulary.ts';
import type { Rect } from '#game/movement.ts';
import { roomFeetOf } from '#game/units.ts';
import { roomContents, type RoomCharacter, type RoomLoot, type RoomObstacle } from '../state/tactical-entities.ts';

// What the tactical canvas draws for one room: built from server data by a pure function, read by
// the layers. The session decides which scene is on screen (the old one stays during an exit).

export interface RoomScene {
  roomId: number;
  name: string;
  description: string;
  type: string;
  isSafe: boolean;
  /** A PVP room: its floor is hatched (marks.ts), not only named in the header. */
  isPvp: boolean;
  environment: string;
  widthFeet: number;
  heightFeet: number;
  /** The doors: available directions other than 'down'. */
  doors: Direction[];
  /** An exit room: stairs in the middle. */
  hasStairs: boolean;
  obstacles: RoomObstacle[];
  characters: RoomCharacter[];
  loot: RoomLoot[];
  /** False until the room's tactical data (entities) has arrived. */
  entitiesLoaded: boolean;
  playerName: string;
}

/** A ground-list item as the loot the canvas draws ('item-N'; a 'container' category is a chest). */
export function groundItemLoot(g: GroundItem): RoomLoot {
  const isContainer = g.equipment.equipmentType.category === 'container';
  return { id: `${isContainer ? 'chest' : 'item'}-${g.id}`, name: g.equipment.name, x: g.positionX, y: g.positionY, rarity: g.equipment.rarity, isContainer };
}

/**
 * The scene of a room. `tactical` is the room's entities (the live model's or the polled ones);
 * `groundItems`, when the room's ground list has loaded, is the truth about loose items (chests still
 * come from the entities).
 */
export function buildScene(
  current: CurrentRoom,
  tactical: TacticalData | undefined,
  self: { name: string; crawlerId: number },
  groundItems?: readonly GroundItem[],
): RoomScene {
  const { room, availableDirections } = current;
  const size = roomFeetOf(room);
  // Entities of another room (a stale cache during a move) are not this room's.
  const forThisRoom = tactical && tactical.roomId === room.id ? tactical : undefined;
  const entities = forThisRoom ? (forThisRoom.entities.length > 0 ? forThisRoom.entities : forThisRoom.tacticalEntities) : [];
  const contents = roomContents(entities, { name: self.name, crawlerId: self.crawlerId });
  return {
    roomId: room.id,
    name: room.name,
    description: room.description,
    type: room.type,
    isSafe: room.isSafe,
    isPvp: room.isPvp,
    environment: room.environment,
    widthFeet: size.w,
    heightFeet: size.h,
    doors: availableDirections.filter(isDirection),
    hasStairs: availableDirections.includes('down'),
    obstacles: contents.obstacles,
    characters: contents.characters,
    loot: groundItems ? mergeLoot(contents.loot, groundItems) : contents.loot,
    entitiesLoaded: forThisRoom !== undefined,
    playerName: self.name,
  };
}

function mergeLoot(entities: readonly RoomLoot[], groundItems: readonly GroundItem[]): RoomLoot[] {
  const fromList = groundItems.map(groundItemLoot);
  const listed = new Set(fromList.map((l) => l.id));
  const chests = entities.filter((l) => l.isContainer && !listed.has(l.id));
  return [...chests, ...fromList];
}

/** The rectangles movement keeps clear of (walls and doors; cover blocks too). */
export function sceneObstacles(scene: RoomScene): Rect[] {
  return scene.obstacles.map((o) => o.rect);
}

/** A key that changes whenever the static layer must be redrawn. */
export function staticKey(scene: RoomScene, showGrid: boolean, width: number, height: number, dpr: number): string {
  const obstacles = scene.obstacles.map((o) => `${o.kind}:${o.rect.x},${o.rect.y},${o.rect.w},${o.rect.h}`).join(';');
  return [scene.roomId, scene.environment, scene.isPvp, scene.isSafe, scene.widthFeet, scene.heightFeet, scene.doors.join(','), scene.hasStairs, obstacles, showGrid, width, height, dpr].join('|');
}

/** The canvas's accessible description: the room, its doors and what is in it. */
export function describeScene(scene: RoomScene): string {
  const parts = [`Tactical view of ${scene.name || 'Unknown Room'}, ${scene.type} room${scene.isPvp ? ' (PVP)' : ''}, ${scene.widthFeet} by ${scene.heightFeet} feet.`];
  parts.push(scene.doors.length > 0 ? `Doors: ${scene.doors.join(', ')}.` : 'No doors.');
  if (scene.hasStairs) parts.push('Stairs down in the middle.');
  if (scene.entitiesLoaded) {
    const hostile = scene.characters.filter((c) => c.kind === 'mob' && c.disposition === 'hostile').length;
    const others = scene.characters.filter((c) => c.kind === 'mob' && c.disposition !== 'hostile').length;
    const npcs = scene.characters.filter((c) => c.kind === 'npc').length;
    const players = scene.characters.filter((c) => c.kind === 'player').length;
    const counts = [
      hostile ? `${hostile} hostile` : null,
      others ? `${others} neutral` : null,
      npcs ? `${npcs} ${npcs === 1 ? 'NPC' : 'NPCs'}` : null,
      players ? `${players} other ${players === 1 ? 'crawler' : 'crawlers'}` : null,
      scene.loot.length ? `${scene.loot.length} loot` : null,
    ].filter(Boolean);
    parts.push(counts.length > 0 ? `In the room: ${counts.join(', ')}.` : 'Nothing else in the room.');
  }
  return parts.join(' ');
}
