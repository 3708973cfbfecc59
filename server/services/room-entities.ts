// A room's loose contents and occupants as the spec's tactical entities (positions in room percent).
// Mobs and the room's fixed parts are built in contract/room-view.ts (the replay builds them too).
import type { TacticalEntity } from '#contract/dungeon.ts';
import { itemByKey } from '#game/item-catalogue.ts';
import type { ContainerRow, GroundItemRow } from '../repositories/dungeon-repository.ts';

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
