import type { TacticalEntity } from '#contract/dungeon.ts';
import { toDisposition, type Disposition } from '#game/dungeon/vocabulary.ts';
import type { Rect } from '#game/movement.ts';

// Turns the server's tactical entities into what the room view draws and walks around: characters
// (mobs, NPCs, other crawlers) after the acceptance rules (named, in the room, not duplicates), loot, and obstacles
// (walls, cover, doors) as rectangles.

/** Names the spec lets repeat in one room. */
export const COMMON_CREATURE_NAMES = ['Goblin', 'Orc', 'Skeleton', 'Spider', 'Rat', 'Wolf', 'Bandit'] as const;
const REJECTED_NAMES = new Set(['Unknown', 'Unknown Entity']);

/** An obstacle without a size is drawn as a square of this side (room-percent). */
export const DEFAULT_FEATURE_SIZE = 4;

export type CharacterKind = 'mob' | 'npc' | 'player';

export interface RoomCharacter {
  id: string;
  kind: CharacterKind;
  name: string;
  x: number;
  y: number;
  disposition: Disposition;
  health: number | null;
  maxHealth: number | null;
  isAlive: boolean;
  isBoss: boolean;
  level: number | null;
  role: string | null;
  creatureType: string | null;
}

export interface RoomLoot {
  id: string;
  name: string;
  x: number;
  y: number;
  rarity: string | null;
  isContainer: boolean;
}

export interface RoomObstacle {
  id: string;
  kind: 'wall' | 'cover' | 'door';
  name: string;
  rect: Rect;
  direction: string | null;
}

export interface RoomContents {
  characters: RoomCharacter[];
  loot: RoomLoot[];
  obstacles: RoomObstacle[];
}

const inPercent = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 100;

function entityName(entity: TacticalEntity): string {
  const name = typeof entity.name === 'string' && entity.name.trim() !== '' ? entity.name : entity.displayName;
  return typeof name === 'string' ? name.trim() : '';
}

function healthOf(entity: TacticalEntity): number | null {
  const h = entity.data.currentHealth ?? entity.data.hp;
  return typeof h === 'number' && Number.isFinite(h) ? h : null;
}

/**
 * Entity acceptance for a mob or NPC: a non-empty name that is not the player's own and not
 * 'Unknown'/'Unknown Entity'; x and y numbers within 0-100; a mob needs health above 0.
 */
export function isAcceptableCharacter(entity: unknown, playerName: string | null): entity is TacticalEntity {
  if (typeof entity !== 'object' || entity === null) return false;
  const e = entity as TacticalEntity;
  if (e.type !== 'mob' && e.type !== 'npc') return false;
  const name = entityName(e);
  if (!name || REJECTED_NAMES.has(name) || (playerName !== null && name === playerName)) return false;
  if (!e.position || !inPercent(e.position.x) || !inPercent(e.position.y)) return false;
  if (e.type === 'mob') {
    const health = healthOf(e);
    if (health === null || health <= 0) return false;
  }
  return true;
}

/** The spec's duplicate rule: the same id, or the same type and name unless the name is common. */
function dedupe<T extends { id: string; kind: string; name: string }>(items: readonly T[]): T[] {
  const ids = new Set<string>();
  const names = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    if (ids.has(item.id)) continue;
    const typeName = `${item.kind}:${item.name}`;
    const common = (COMMON_CREATURE_NAMES as readonly string[]).includes(item.name);
    if (!common && names.has(typeName)) continue;
    ids.add(item.id);
    names.add(typeName);
    out.push(item);
  }
  return out;
}

function toCharacter(entity: TacticalEntity, kind: CharacterKind): RoomCharacter {
  return {
    id: entity.id,
    kind,
    name: entityName(entity),
    x: entity.position.x,
    y: entity.position.y,
    disposition: kind === 'player' ? 'friendly' : toDisposition(entity.disposition ?? entity.data.disposition),
    health: healthOf(entity),
    maxHealth: typeof entity.data.maxHealth === 'number' ? entity.data.maxHealth : null,
    isAlive: entity.isAlive,
    isBoss: entity.data.isBoss === true,
    level: typeof entity.data.level === 'number' ? entity.data.level : null,
    role: entity.data.role ?? null,
    creatureType: entity.data.creatureType ?? null,
  };
}

/**
 * An obstacle's rectangle. With a size, the position is its top-left corner (as the dungeon's own
 * features are stored, game/dungeon/types.ts FeatureSpec); without one, a small square centred on it.
 */
export function obstacleRect(entity: Pick<TacticalEntity, 'position' | 'size'>): Rect {
  if (entity.size && entity.size.w > 0 && entity.size.h > 0) {
    return { x: entity.position.x, y: entity.position.y, w: entity.size.w, h: entity.size.h };
  }
  const half = DEFAULT_FEATURE_SIZE / 2;
  return { x: entity.position.x - half, y: entity.position.y - half, w: DEFAULT_FEATURE_SIZE, h: DEFAULT_FEATURE_SIZE };
}

/** Everything in a room, sorted into what the view draws; `self` is the player's own crawler. */
export function roomContents(
  entities: readonly TacticalEntity[],
  self: { name: string | null; crawlerId: number | null },
): RoomContents {
  const characters: RoomCharacter[] = [];
  const loot: RoomLoot[] = [];
  const obstacles: RoomObstacle[] = [];
  for (const entity of entities) {
    if (typeof entity !== 'object' || entity === null || !entity.position) continue;
    switch (entity.type) {
      case 'mob':
      case 'npc':
        if (isAcceptableCharacter(entity, self.name)) characters.push(toCharacter(entity, entity.type));
        break;
      case 'player': {
        const isSelf = self.crawlerId !== null && entity.data.crawlerId === self.crawlerId;
        const name = entityName(entity);
        if (!isSelf && name && name !== self.name && inPercent(entity.position.x) && inPercent(entity.position.y)) {
          characters.push(toCharacter(entity, 'player'));
        }
        break;
      }
      case 'loot':
        if (inPercent(entity.position.x) && inPercent(entity.position.y)) {
          loot.push({
            id: entity.id,
            name: entityName(entity) || 'Loot',
            x: entity.position.x,
            y: entity.position.y,
            rarity: entity.data.rarity ?? null,
            isContainer: entity.data.isContainer === true,
          });
        }
        break;
      case 'wall':
      case 'cover':
      case 'door':
        obstacles.push({
          id: entity.id,
          kind: entity.type,
          name: entityName(entity),
          rect: obstacleRect(entity),
          direction: entity.data.direction ?? null,
        });
        break;
      default:
        break;
    }
  }
  return { characters: dedupe(characters), loot, obstacles };
}
