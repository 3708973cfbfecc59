// A room's contents as the spec's tactical entities (positions in room percent).
import type { TacticalEntity } from '#contract/dungeon.ts';
import { doorPosition } from '#game/dungeon/doors.ts';
import { isNpcRole, type Direction } from '#game/dungeon/vocabulary.ts';
import { itemByKey } from '#game/item-catalogue.ts';
import type { ContainerRow, GroundItemRow, MobRow, RoomRow } from '../repositories/dungeon-repository.ts';

export interface PlayerInRoom {
  id: number;
  name: string;
  serial: string;
  health: number;
  maxHealth: number;
  x: number;
  y: number;
  level: number;
}

export function mobEntity(m: Pick<MobRow, 'id' | 'name' | 'health' | 'maxHealth' | 'disposition' | 'level' | 'creatureType' | 'isBoss' | 'isAlive'>, at: { x: number; y: number }): TacticalEntity {
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

export function groundItemEntity(g: GroundItemRow): TacticalEntity {
  const t = itemByKey(g.templateKey);
  return {
    id: `item-${g.id}`,
    type: 'loot',
    name: t?.name ?? 'Unknown item',
    position: { x: g.x, y: g.y },
    isAlive: true,
    data: { id: g.id, itemType: t?.category ?? 'unknown', rarity: t?.rarity ?? 'common', value: t?.value ?? 0, isContainer: false, itemCount: 1 },
  };
}

export function containerEntity(c: ContainerRow): TacticalEntity {
  const t = itemByKey(c.templateKey);
  return {
    id: `chest-${c.id}`,
    type: 'loot',
    name: t?.name ?? 'Chest',
    position: { x: c.x, y: c.y },
    isAlive: true,
    data: { id: c.id, itemType: 'container', rarity: t?.rarity ?? 'common', value: t?.value ?? 0, isContainer: true },
  };
}

export function playerEntity(p: PlayerInRoom): TacticalEntity {
  return {
    id: `crawler-${p.id}`,
    type: 'player',
    name: `${p.name} [${p.serial}]`,
    displayName: p.name,
    position: { x: p.x, y: p.y },
    disposition: 'neutral',
    isAlive: p.health > 0,
    data: { id: p.id, crawlerId: p.id, currentHealth: p.health, maxHealth: p.maxHealth, hp: p.health, level: p.level },
  };
}

/** The room's fixed parts: NPCs, interior features and doors. */
export function staticEntities(r: RoomRow, doors: ReadonlyMap<Direction, number>): TacticalEntity[] {
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
