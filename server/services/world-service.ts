// Season-wide dungeon reads (floors, factions) and the debug room regeneration.
import type { Faction, FloorBounds, MapRoom } from '#contract/dungeon.ts';
import { CREATURE_FAMILIES } from '#game/dungeon/creatures.ts';
import { doorsBetween } from '#game/dungeon/floor-queries.ts';
import { rollRoomContents } from '#game/dungeon/room-contents.ts';
import { isRoomType } from '#game/dungeon/vocabulary.ts';
import { createRng, hashString } from '#game/rng.ts';
import { notFound } from '../http/errors.ts';
import { mobValues, type DungeonRepository } from '../repositories/dungeon-repository.ts';
import type { SeasonRepository } from '../repositories/season-repository.ts';
import { toMapRoom } from '#contract/room-view.ts';
import { toFaction } from './dungeon-cache.ts';
import type { DungeonService } from './dungeon-service.ts';

export function createWorldService(deps: { dungeon: DungeonService; dungeons: DungeonRepository; seasons: SeasonRepository }) {
  const { dungeon, dungeons, seasons } = deps;
  async function active() {
    const cache = await dungeon.active();
    if (!cache) throw notFound('Season');
    return cache;
  }
  return {
    async bounds(floor: number): Promise<FloorBounds> {
      const b = (await active()).bounds(floor);
      if (!b) throw notFound('Floor');
      return b;
    },

    /** The floor's rooms this sponsor's crawlers have explored (fog of war hides the rest). */
    async rooms(userId: string, floor: number): Promise<MapRoom[]> {
      const cache = await active();
      const rooms = cache.floorRooms(floor);
      if (!rooms.length) throw notFound('Floor');
      const explored = new Set(await dungeons.exploredByUser(userId, rooms.map((r) => r.id)));
      return rooms.filter((r) => explored.has(r.id)).map((r) => toMapRoom(r, true));
    },

    async factions(): Promise<Faction[]> {
      return (await active()).factions.map(toFaction);
    },

    /** Debug: rolls the room's mobs, loose items and chests afresh (regenerate-room). */
    async regenerate(roomId: number): Promise<{ entitiesCount: number; clearedGroundItems: number }> {
      const cache = await active();
      const room = cache.room(roomId);
      const season = await seasons.findActive();
      if (!room || !season || !isRoomType(room.type)) throw notFound('Room');
      const factionRow = cache.factions.find((f) => f.key === room.factionKey && f.floor === room.floor);
      const family = factionRow ? (CREATURE_FAMILIES.find((f) => f.kinds.some((k) => k.type === factionRow.creatureTypes[0])) ?? null) : null;
      const rng = createRng((season.seed ^ hashString(`${room.key}:regen:${room.regenerations + 1}`)) >>> 0);
      // The same distance rules as generation: the entrance's neighbours stay easy after a reroll.
      const entrance = cache.entrance(room.floor);
      const doorsFromEntrance = entrance ? doorsBetween(entrance.id, room.id, (id) => cache.doorsOf(id).values()) : Number.POSITIVE_INFINITY;
      const doors = [...cache.doorsOf(room.id).keys()];
      const contents = rollRoomContents(rng, { key: room.key, floor: room.floor, type: room.type, family, doors, doorsFromEntrance });
      const cleared = await dungeons.replaceContents(room.id, {
        mobs: contents.mobs.map((m) => mobValues(room.id, m)),
        items: contents.groundItems.map((g) => ({ templateKey: g.itemKey, x: g.x, y: g.y })),
        chests: contents.containers.map((c) => ({ templateKey: c.itemKey, x: c.x, y: c.y })),
      });
      room.regenerations += 1;
      return { entitiesCount: contents.mobs.length + contents.groundItems.length + contents.containers.length, clearedGroundItems: cleared };
    },
  };
}
export type WorldService = ReturnType<typeof createWorldService>;
