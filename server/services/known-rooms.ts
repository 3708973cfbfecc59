// The rooms a crawler knows: explored by visiting (on its floor) and scanned from afar, the doors
// among them, and who and what is in each (the map's read model).
import type { MapRoom, MobsSummary, RoomConnection } from '#contract/dungeon.ts';
import { toMapRoom } from '#contract/room-view.ts';
import type { CrawlerRow } from '../repositories/crawler-repository.ts';
import type { MobRow, RoomRow } from '../repositories/dungeon-repository.ts';
import type { CrawlerLocator, NavigationDeps } from './crawler-locator.ts';
import { effectiveScanRange } from './crawler-view.ts';
import type { DungeonCache } from './dungeon-cache.ts';

/** The doors between rooms that are both in `ids`. */
export function connectionsAmong(cache: DungeonCache, ids: Set<number>): RoomConnection[] {
  const out: RoomConnection[] = [];
  for (const id of ids) for (const [direction, to] of cache.doorsOf(id)) if (ids.has(to)) out.push({ fromRoomId: id, toRoomId: to, direction });
  return out;
}

/** Each room's hostile and neutral mobs and its players, counted. */
export function summaryFrom(ids: readonly number[], mobs: ReadonlyMap<number, readonly MobRow[]>, occupants: ReadonlyMap<number, readonly number[]>): MobsSummary {
  const summary: MobsSummary = {};
  for (const id of ids) {
    let hostileCount = 0;
    let neutralCount = 0;
    for (const m of mobs.get(id) ?? []) {
      if (m.disposition === 'hostile') hostileCount++;
      else neutralCount++;
    }
    summary[String(id)] = { hostileCount, neutralCount, playerCount: occupants.get(id)?.length ?? 0 };
  }
  return summary;
}

export function createKnownRooms(deps: Pick<NavigationDeps, 'crawlers' | 'dungeons' | 'clock'>, locator: CrawlerLocator) {
  const { crawlers, dungeons, clock } = deps;
  const { view } = locator;

  async function known(row: CrawlerRow, cache: DungeonCache, room: RoomRow) {
    const explored = new Set(await dungeons.exploredRoomIds(row.id));
    const floorExplored = cache.floorRooms(room.floor).filter((r) => explored.has(r.id));
    const scanned = cache.within(room.id, effectiveScanRange(row, clock()));
    return { explored, floorExplored, scanned };
  }

  async function summaryOf(ids: number[]): Promise<MobsSummary> {
    return summaryFrom(ids, await dungeons.livingMobs(ids), await crawlers.occupantIds(ids));
  }

  return {
    async explored(userId: string, crawlerId: number): Promise<MapRoom[]> {
      const { row, cache, room } = await view(userId, crawlerId);
      return (await known(row, cache, room)).floorExplored.map((r) => toMapRoom(r, true));
    },

    async scanned(userId: string, crawlerId: number): Promise<MapRoom[]> {
      const { row, cache, room } = await view(userId, crawlerId);
      const k = await known(row, cache, room);
      return k.scanned.map((r) => toMapRoom(r, k.explored.has(r.id)));
    },

    async connections(userId: string, crawlerId: number): Promise<RoomConnection[]> {
      const { row, cache, room } = await view(userId, crawlerId);
      const k = await known(row, cache, room);
      return connectionsAmong(cache, new Set([...k.floorExplored.map((r) => r.id), ...k.scanned.map((r) => r.id)]));
    },

    async mobsSummary(userId: string, crawlerId: number): Promise<MobsSummary> {
      const { row, cache, room } = await view(userId, crawlerId);
      const k = await known(row, cache, room);
      return summaryOf([...new Set([...k.floorExplored.map((r) => r.id), ...k.scanned.map((r) => r.id)])]);
    },
  };
}
