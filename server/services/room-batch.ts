// The room-data batch and the current room as JSON text: put together from fragments serialised once
// where they are stable, and kept per crawler while every source they were made from is the same
// (docs/decisions/0008-read-caches.md).
import type { Room } from '#contract/dungeon.ts';
import { toMapRoom, toRoom } from '#contract/room-view.ts';
import type { RoomState } from '#game/room-sim.ts';
import { CRAWLER_CACHE, type CrawlerRow } from '../repositories/crawler-repository.ts';
import type { MobRow, RoomRow } from '../repositories/dungeon-repository.ts';
import type { CrawlerLocator, NavigationDeps } from './crawler-locator.ts';
import { effectiveScanRange } from './crawler-view.ts';
import type { DungeonCache } from './dungeon-cache.ts';
import { connectionsAmong, summaryFrom } from './known-rooms.ts';
import type { RoomContents, TacticalEntities } from './tactical-entities.ts';

function memo<K extends object>(texts: WeakMap<K, string>, key: K, build: () => string): string {
  let text = texts.get(key);
  if (text === undefined) texts.set(key, (text = build()));
  return text;
}
/** An answer's bytes and the inputs they were made from. */
interface Kept<T = Buffer> {
  inputs: unknown[];
  text: T;
}
/** A batch's bytes and the sources they were made from (see unchangedSince). */
interface KeptBatch {
  text: Buffer;
  sources: BatchSources;
}
/**
 * A room-mate's row as a live room's batch shows it: its serial, and whether it is alive there (its
 * name, health and place come from the live room), so a flushed position alone changes nothing.
 */
const sameShownLive = (a: Readonly<CrawlerRow>, b: Readonly<CrawlerRow>) => a.serial === b.serial && a.isAlive === b.isAlive && a.currentRoomId === b.currentRoomId;
/** What a batch was built from, as the caches answered it (see unchangedSince). */
interface BatchSources {
  row: CrawlerRow;
  room: RoomRow;
  range: number;
  explored: readonly number[];
  liveMobs: RoomState['mobs'] | null;
  livePlayers: RoomState['players'] | null;
  /** A sleeping room's mobs (null when the room is live). */
  sleepingMobs: readonly MobRow[] | null;
  items: RoomContents['items'];
  chests: RoomContents['chests'];
  occupantIds: readonly number[];
  /** The cached rows of occupantIds, in order (undefined where none was found). */
  occupantRows: readonly (Readonly<CrawlerRow> | undefined)[];
  /** The rooms on the crawler's map, and each one's mobs and occupants. */
  mapIds: readonly number[];
  mapMobs: readonly unknown[];
  mapOccupants: readonly unknown[];
  /**
   * The occupants' and mobs' cache versions noted before any input was read, and when: while both are
   * the same (and the caches' TTL has not run out), no room's occupants or mobs have been written.
   */
  versions: { occupants: number; mobs: number; atMs: number };
}
/** Answers kept per route at most, the most recently made (a batch is a few KB, more in a crowded room). */
const TEXTS_KEPT = 2_000;
function keep<V>(texts: Map<number, V>, crawlerId: number, kept: V): void {
  texts.delete(crawlerId);
  texts.set(crawlerId, kept);
  if (texts.size > TEXTS_KEPT) texts.delete(texts.keys().next().value!);
}
const sameInputs = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);
/** A JSON array of JSON texts (empty texts left out). */
const jsonArray = (parts: readonly string[]) => `[${parts.filter((p) => p.length > 0).join(',')}]`;

export function createRoomBatch(deps: Pick<NavigationDeps, 'crawlers' | 'dungeons' | 'clock' | 'live'>, locator: CrawlerLocator, tactical: TacticalEntities) {
  const { crawlers, dungeons, clock } = deps;
  const { view, directionsOf, positionOf } = locator;
  const { occupantsOf, groupsOf } = tactical;

  /** A room as the crawler's own room shows it: built once per room (rooms and their doors do not change in a season). */
  const roomViews = new WeakMap<RoomRow, Room>();
  function roomView(cache: DungeonCache, room: RoomRow): Room {
    let shown = roomViews.get(room);
    if (!shown) roomViews.set(room, (shown = Object.freeze(toRoom(room, true, cache.doorsOf(room.id)))));
    return shown;
  }

  const roomTexts = new WeakMap<RoomRow, string>();
  /** The last batch text of each crawler and the sources it was made from (the most recently made kept). */
  const batchTexts = new Map<number, KeptBatch>();
  /** The map half of each crawler's batch (see batchJson). */
  const batchMapTexts = new Map<number, Kept<string>>();
  const currentRoomTexts = new Map<number, Kept>();
  const roomJson = (cache: DungeonCache, room: RoomRow) => memo(roomTexts, room, () => JSON.stringify(roomView(cache, room)));
  const mapRoomTexts = [new WeakMap<RoomRow, string>(), new WeakMap<RoomRow, string>()] as const;
  const mapRoomJson = (room: RoomRow, explored: boolean) => memo(mapRoomTexts[explored ? 1 : 0], room, () => JSON.stringify(toMapRoom(room, explored)));

  /** The contract's CurrentRoom as JSON text (its room's part serialised once per room). */
  function currentRoomText(row: CrawlerRow, cache: DungeonCache, room: RoomRow): string {
    return `{"room":${roomJson(cache, room)},"availableDirections":${JSON.stringify(directionsOf(cache, room))},"position":${JSON.stringify(positionOf(row, room))}}`;
  }

  /**
   * The room-data batch as JSON text, put together from fragments serialised once where they are
   * stable; the whole text is kept per crawler and answered again while every source is the same
   * object (the caches answer the same object until a write; a live room's mobs and players arrays
   * until a tick changes something in them) and the scan range the same number (unchangedSince).
   */
  async function batchJson(userId: string, crawlerId: number): Promise<Buffer> {
    const { row, cache, room } = await view(userId, crawlerId);
    const range = effectiveScanRange(row, clock());
    const live = deps.live?.(room.id);
    const kept = batchTexts.get(row.id);
    if (kept && unchangedSince(kept.sources, row, room, range, live)) return kept.text;
    const versions = { occupants: crawlers.occupantsVersion(), mobs: dungeons.mobsVersion(), atMs: Date.now() };
    // Something changed: the map half is rebuilt only if its own inputs did.
    const explored = await dungeons.exploredRoomIds(row.id);
    const contents = await dungeons.roomContents(room.id, { withMobs: !live });
    const occupants = await occupantsOf(room.id);
    const present = occupants.present;
    const exploredSet = new Set(explored);
    const floorExplored = cache.floorRooms(room.floor).filter((r) => exploredSet.has(r.id));
    const scanned = cache.within(room.id, range);
    const ids = [...new Set([...floorExplored.map((r) => r.id), ...scanned.map((r) => r.id)])];
    const mobs = await dungeons.livingMobs(ids);
    const mapOccupants = await crawlers.occupantIds(ids);
    // The map half (rooms explored and scanned, their doors, who and what is in them) changes with
    // exploring, the scan range and those rooms' mobs and occupants, not with the ticks of a live
    // room, which move its mobs and players up to 5 times a second: kept apart, so such a tick
    // rebuilds only the room half (the crawler, the room, its entities).
    const mapInputs: unknown[] = [room, range, explored];
    for (const id of ids) mapInputs.push(mobs.get(id), mapOccupants.get(id));
    let map = batchMapTexts.get(row.id);
    if (!map || !sameInputs(map.inputs, mapInputs)) {
      const text =
        `,"exploredRooms":${jsonArray(floorExplored.map((r) => mapRoomJson(r, true)))}` +
        `,"scannedRooms":${jsonArray(scanned.map((r) => mapRoomJson(r, exploredSet.has(r.id))))}` +
        `,"connections":${JSON.stringify(connectionsAmong(cache, new Set(ids)))},"mobsSummary":${JSON.stringify(summaryFrom(ids, mobs, mapOccupants))}}`;
      keep(batchMapTexts, row.id, (map = { inputs: mapInputs, text }));
    }
    const sources: BatchSources = {
      row,
      room,
      range,
      explored,
      liveMobs: live?.mobs ?? null,
      livePlayers: live?.players ?? null,
      sleepingMobs: live ? null : contents.mobs,
      items: contents.items,
      chests: contents.chests,
      occupantIds: occupants.ids,
      occupantRows: occupants.read,
      mapIds: ids,
      mapMobs: ids.map((id) => mobs.get(id)),
      mapOccupants: ids.map((id) => mapOccupants.get(id)),
      versions,
    };
    const entities = jsonArray(groupsOf(row, cache, room, live, contents, present).map((g) => g.json));
    const currentRoom = currentRoomText(row, cache, room);
    const json = `{"currentRoom":${currentRoom},"tactical":{"roomId":${room.id},"entities":${entities},"tacticalEntities":[]}${map.text}`;
    const text = Buffer.from(json); // encoded once: sent as these bytes until an input changes
    keep(batchTexts, row.id, { text, sources });
    return text;
  }

  /**
   * Whether every source a kept batch was built from is still what the caches hold, checked without
   * reading anything (a few dozen map look-ups instead of rebuilding the inputs): the same room, scan
   * range and live arrays, the crawler's row as the batch shows it (sameStanding), the very objects
   * the caches answered for its explored rooms, the room's loose contents, mobs, occupants and their
   * rows (in a live room, as the batch shows them: sameShownLive), and each map room's mobs and
   * occupants (skipped while neither cache has seen a write since: BatchSources.versions). A write
   * makes its cache forget the key (or, for positions, patch the row), and a source that is not
   * cached at all counts as changed, so a false answer only costs the full path.
   */
  function unchangedSince(s: BatchSources, row: CrawlerRow, room: RoomRow, range: number, live: RoomState | undefined): boolean {
    if (s.room !== room || s.range !== range) return false;
    if (s.liveMobs !== (live?.mobs ?? null) || s.livePlayers !== (live?.players ?? null)) return false;
    if (s.row !== row && !sameStanding(s.row, row, live)) return false;
    if (dungeons.peekExplored(row.id) !== s.explored) return false;
    const loose = dungeons.peekLoose(room.id);
    if (!loose || loose.items !== s.items || loose.chests !== s.chests) return false;
    if (!live && (s.sleepingMobs === null || dungeons.peekLivingMobs(room.id) !== s.sleepingMobs)) return false;
    // No write to any room's occupants or mobs since the inputs were read: the map rooms' checks
    // (two cache look-ups per room on the map) can be skipped; rows change far more often.
    const v = s.versions;
    const roomsUnwritten = v.occupants === crawlers.occupantsVersion() && v.mobs === dungeons.mobsVersion() && Date.now() - v.atMs < CRAWLER_CACHE.ttlMs;
    if (!roomsUnwritten && crawlers.peekOccupants(room.id) !== s.occupantIds) return false;
    for (let i = 0; i < s.occupantIds.length; i++) {
      const r = crawlers.peekRow(s.occupantIds[i]!);
      const was = s.occupantRows[i];
      if (r === undefined || was === undefined || (r !== was && !(live && sameShownLive(was, r)))) return false;
    }
    if (roomsUnwritten) return true;
    for (let i = 0; i < s.mapIds.length; i++) {
      const id = s.mapIds[i]!;
      const m = dungeons.peekLivingMobs(id);
      const o = crawlers.peekOccupants(id);
      if (m === undefined || o === undefined || m !== s.mapMobs[i] || o !== s.mapOccupants[i]) return false;
    }
    return true;
  }

  /**
   * The crawler's own row, as its batch shows it: its room (the room and range are compared apart)
   * and, when the live room does not have it, its stored position. Anything else in the row (a
   * position the live room overrides, gold, experience) leaves the batch as it was.
   */
  function sameStanding(a: CrawlerRow, b: CrawlerRow, live: RoomState | undefined): boolean {
    if (a.id !== b.id || a.isAlive !== b.isAlive || a.currentRoomId !== b.currentRoomId) return false;
    return (live?.players.some((p) => p.crawlerId === b.id) ?? false) || (a.positionX === b.positionX && a.positionY === b.positionY);
  }

  /**
   * current-room (the contract's CurrentRoom) as UTF-8 JSON, kept per crawler while its row (a write replaces the cached row)
   * and its live room's players (a new array when a tick changes one of them) are the same objects.
   */
  async function currentRoomJson(userId: string, crawlerId: number): Promise<Buffer> {
    const { row, cache, room } = await view(userId, crawlerId);
    const inputs = [row, deps.live?.(room.id)?.players ?? null];
    const kept = currentRoomTexts.get(row.id);
    if (kept && sameInputs(kept.inputs, inputs)) return kept.text;
    const text = Buffer.from(currentRoomText(row, cache, room));
    keep(currentRoomTexts, row.id, { inputs, text });
    return text;
  }

  return { batchJson, currentRoomJson, roomView };
}
export type RoomBatch = ReturnType<typeof createRoomBatch>;
