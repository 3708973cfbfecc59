// The tactical view's entities of a room (its static ones, mobs, loose items and chests, the other
// players), in groups built and serialised once per stable source, so the room's readers share them.
import type { TacticalData, TacticalEntity } from '#contract/dungeon.ts';
import { mobEntity, staticEntities } from '#contract/room-view.ts';
import type { RoomState } from '#game/room-sim.ts';
import type { CrawlerRow } from '../repositories/crawler-repository.ts';
import type { DungeonRepository, RoomRow } from '../repositories/dungeon-repository.ts';
import type { NavigationDeps } from './crawler-locator.ts';
import type { DungeonCache } from './dungeon-cache.ts';
import { containerEntity, groundItemEntity, playerEntity } from './room-entities.ts';

export type RoomContents = Awaited<ReturnType<DungeonRepository['roomContents']>>;

/** Entities and their JSON text (without the brackets), built together. */
export interface EntityGroup {
  entities: TacticalEntity[];
  json: string;
}
const groups = new WeakMap<object, EntityGroup>();
/** A group of entities; built once per `source` object (which must not change), or every time for null. */
function group(source: object | null, build: () => TacticalEntity[]): EntityGroup {
  const hit = source && groups.get(source);
  if (hit) return hit;
  const entities = build();
  const made = { entities, json: JSON.stringify(entities).slice(1, -1) };
  if (source) groups.set(source, made);
  return made;
}

/** Groups as one: their entities in order and their JSON joined. */
const joinedGroups = (groups: readonly EntityGroup[]): EntityGroup => ({ entities: groups.flatMap((g) => g.entities), json: groups.map((g) => g.json).join(',') });

/** A sleeping room's players but `self`: each one's entity built and serialised once per row. */
function sleepingPlayers(present: readonly Readonly<CrawlerRow>[], self: number): EntityGroup {
  const others = present.filter((r) => r.id !== self).map((r) =>
    group(r, () => [playerEntity({ id: r.id, name: r.name, serial: r.serial, health: r.health, maxHealth: r.maxHealth, x: r.positionX, y: r.positionY, level: r.level })]),
  );
  return joinedGroups(others);
}

export function createTacticalEntities(deps: Pick<NavigationDeps, 'crawlers' | 'dungeons' | 'live'>) {
  const { crawlers, dungeons } = deps;

  /** The living crawlers standing in a room (their cached rows, which a write replaces). */
  async function playersIn(roomId: number): Promise<Readonly<CrawlerRow>[]> {
    return (await occupantsOf(roomId)).present;
  }

  /** playersIn, with the occupant ids and rows it was read from (what a kept batch compares). */
  async function occupantsOf(roomId: number) {
    const ids = (await crawlers.occupantIds([roomId])).get(roomId) ?? [];
    const rows = await crawlers.rowsById(ids);
    const read = ids.map((id) => rows.get(id));
    const present = read.filter((r): r is Readonly<CrawlerRow> => r !== undefined && r.isAlive && r.currentRoomId === roomId);
    return { ids, read, present };
  }

  /**
   * A live room's players but `self`, each one's entity built and serialised once per player object
   * (a step keeps the object of a player it did not change, so room-mates' batches share them; the
   * viewer's own entity is left out of each). The serial comes from the crawler's row.
   */
  // Kept with the serial it was built with: a room-mate whose row was not read yet shows '???' only
  // until it is (group() would keep that answer for as long as the player object lives).
  const livePlayerGroups = new WeakMap<RoomState['players'][number], { serial: string; group: EntityGroup }>();
  function livePlayers(live: RoomState, self: number, serialOf: ReadonlyMap<number, string>): EntityGroup {
    const others = live.players
      .filter((p) => p.isAlive && p.crawlerId !== self)
      .map((p) => {
        const serial = serialOf.get(p.crawlerId) ?? '???';
        let kept = livePlayerGroups.get(p);
        if (kept?.serial !== serial) {
          const entity = playerEntity({ id: p.crawlerId, name: p.name, serial, health: p.health, maxHealth: p.maxHealth, x: p.x, y: p.y, level: p.level });
          livePlayerGroups.set(p, (kept = { serial, group: { entities: [entity], json: JSON.stringify(entity) } }));
        }
        return kept.group;
      });
    return joinedGroups(others);
  }

  /**
   * A room's tactical entities in groups: its static ones (per room), a sleeping room's mobs, its
   * loose items and chests (per cached array: the repositories answer the same array until a write),
   * and the moving ones (a live room's mobs, the players). A group from a stable source is built and
   * serialised once.
   */
  async function tacticalGroups(row: CrawlerRow, cache: DungeonCache, room: RoomRow): Promise<EntityGroup[]> {
    const live = deps.live?.(room.id);
    return groupsOf(row, cache, room, live, await dungeons.roomContents(room.id, { withMobs: !live }), await playersIn(room.id));
  }

  function groupsOf(row: CrawlerRow, cache: DungeonCache, room: RoomRow, live: RoomState | undefined, contents: RoomContents, present: readonly Readonly<CrawlerRow>[]): EntityGroup[] {
    const serialOf = new Map(present.map((p) => [p.id, p.serial]));
    return [
      group(room, () => staticEntities(room, cache.doorsOf(room.id))),
      live
        ? group(live.mobs, () => live.mobs.filter((m) => m.isAlive).map((m) => mobEntity({ ...m, isAlive: true }, m)))
        : group(contents.mobs, () => contents.mobs.map((m) => mobEntity(m, { x: m.homeX, y: m.homeY }))),
      group(contents.items, () => contents.items.map(groundItemEntity)),
      group(contents.chests, () => contents.chests.map(containerEntity)),
      live ? livePlayers(live, row.id, serialOf) : sleepingPlayers(present, row.id),
    ];
  }

  async function tacticalOf(row: CrawlerRow, cache: DungeonCache, room: RoomRow): Promise<TacticalData> {
    const entities = (await tacticalGroups(row, cache, room)).flatMap((g) => g.entities);
    return { roomId: room.id, entities, tacticalEntities: entities };
  }

  return { occupantsOf, groupsOf, tacticalOf };
}
export type TacticalEntities = ReturnType<typeof createTacticalEntities>;
