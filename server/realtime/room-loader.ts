// Builds a room's simulation state from the database: its mobs (living, and dead awaiting respawn) and the crawlers in it, each
// with combat stats derived from their equipment (game/room-sim playerFromCrawler).
import { itemByKey } from '#game/item-catalogue.ts';
import { SPONSORSHIP_KIND, type EquipmentSlot } from '#game/vocabulary.ts';
import { playerFromCrawler, type MobState, type PlayerState, type RoomState } from '#game/room-sim.ts';
import type { Disposition } from '#game/dungeon/vocabulary.ts';
import type { CrawlerRepository, CrawlerRow } from '../repositories/crawler-repository.ts';
import type { ItemRepository } from '../repositories/item-repository.ts';
import type { DungeonRepository, MobRow, RoomRow } from '../repositories/dungeon-repository.ts';
import type { DungeonService } from '../services/dungeon-service.ts';

export function mobState(m: MobRow): MobState {
  return {
    id: m.id,
    name: m.name,
    creatureType: m.creatureType,
    isBoss: m.isBoss,
    level: m.level,
    x: m.homeX,
    y: m.homeY,
    homeX: m.homeX,
    homeY: m.homeY,
    health: m.health,
    maxHealth: m.maxHealth,
    attack: m.attack,
    defense: m.defense,
    accuracy: m.accuracy,
    evasion: m.evasion,
    speed: m.speed,
    xpReward: m.xpReward,
    goldReward: m.goldReward,
    disposition: (['hostile', 'neutral', 'friendly'].includes(m.disposition) ? m.disposition : 'hostile') as Disposition,
    isAlive: m.isAlive && m.health > 0,
    lastAttackAt: null,
    aggroOn: null,
    // A mob that died before this room was loaded (another process, or before the room went to
    // sleep) keeps its time of death, so it respawns on schedule rather than never.
    diedAt: m.isAlive && m.health > 0 ? null : (m.diedAt?.getTime() ?? 0),
  };
}

export async function playerState(row: CrawlerRow, items: ItemRepository): Promise<PlayerState> {
  const equipped: Partial<Record<EquipmentSlot, NonNullable<ReturnType<typeof itemByKey>>>> = {};
  for (const r of await items.equipped(row.id)) {
    const t = itemByKey(r.templateKey);
    if (t && r.equippedSlot) equipped[r.equippedSlot as EquipmentSlot] = t;
  }
  return playerFromCrawler({
    crawlerId: row.id,
    name: row.name,
    x: row.positionX,
    y: row.positionY,
    health: row.health,
    maxHealth: row.maxHealth,
    level: row.level,
    attributes: row,
    luck: row.luck,
    equipped,
    isAlive: row.isAlive,
    isSecondary: row.sponsorship === SPONSORSHIP_KIND.secondary,
  });
}

export function emptyRoomState(room: RoomRow, mobs: MobRow[]): RoomState {
  return { roomId: room.id, tick: 0, isSafe: room.isSafe, isPvp: room.isPvp, mobs: mobs.map(mobState), players: [], inCombat: false };
}

/**
 * What the room hub loads a room from: the active dungeon's room with its living mobs, the living
 * crawlers standing in it, and one crawler as it joins.
 */
export function roomLoaders(deps: {
  dungeon: Pick<DungeonService, 'active'>;
  dungeons: Pick<DungeonRepository, 'roomMobs'>;
  crawlers: Pick<CrawlerRepository, 'occupantIds' | 'rowsById'>;
  items: ItemRepository;
}) {
  return {
    loadRoom: async (roomId: number): Promise<RoomState> => {
      const cache = await deps.dungeon.active();
      const room = cache?.room(roomId);
      if (!room) throw new Error(`room ${roomId} is not in the active dungeon`);
      return emptyRoomState(room, await deps.dungeons.roomMobs(roomId));
    },
    loadOccupants: async (roomId: number): Promise<PlayerState[]> => {
      const ids = (await deps.crawlers.occupantIds([roomId])).get(roomId) ?? [];
      const rows = await deps.crawlers.rowsById(ids);
      const standing = [...rows.values()].filter((r) => r.isAlive && r.status === 'active' && r.currentRoomId === roomId);
      return Promise.all(standing.map((r) => playerState(r as CrawlerRow, deps.items)));
    },
    loadPlayer: async (crawlerId: number): Promise<PlayerState> => {
      // The row the join just checked, from memory (coherent with every write: docs/decisions/0008).
      const row = (await deps.crawlers.rowsById([crawlerId])).get(crawlerId);
      if (!row) throw new Error(`crawler ${crawlerId} not found`);
      return playerState(row as CrawlerRow, deps.items);
    },
  };
}
