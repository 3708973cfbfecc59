// Where a crawler is and where it may go: the current room, moving through doors and down stairs,
// and the rooms it knows (explored by visiting, scanned from afar). Moves run in a transaction that
// holds the crawler's row lock, so concurrent moves queue and at most one transition happens per
// DOOR_ZONE.minIntervalMs.
import { ErrorCode } from '#contract/errors.ts';
import type { MapRoom, Room, TacticalEntity, MobsSummary, MoveDirection, MoveResponse, RoomConnection, TacticalData, TacticalView } from '#contract/dungeon.ts';
import { SPONSORSHIP_RULES } from '#contract/crawler.ts';
import { DOOR_ZONE } from '#game/constants.ts';
import { entryPoint } from '#game/dungeon/doors.ts';
import { SPONSORSHIP_KIND } from '#game/vocabulary.ts';
import { retryOnConflict } from '../db/transactions.ts';
import type { Db } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { CRAWLER_CACHE, type CrawlerRepository, type CrawlerRow, type Tx } from '../repositories/crawler-repository.ts';
import type { DungeonRepository, MobRow, RoomRow } from '../repositories/dungeon-repository.ts';
import { effectiveScanRange, settledChanges } from './crawler-view.ts';
import type { EventRecorder } from './event-recorder.ts';
import type { DungeonCache } from './dungeon-cache.ts';
import { mobEntity, staticEntities, toMapRoom, toRoom } from '#contract/room-view.ts';
import type { DungeonService } from './dungeon-service.ts';
import type { RoomState } from '#game/room-sim.ts';
import type { PositionVerdict } from '#game/movement-check.ts';
import { canRestIn } from '#game/recovery.ts';
import type { LogPayloads, NewLogEntry } from '#game/event-log.ts';
import { containerEntity, groundItemEntity, playerEntity } from './room-entities.ts';

type RoomContents = Awaited<ReturnType<DungeonRepository['roomContents']>>;

/** Room types worth a line in the sponsor's activity feed when first discovered. */

interface Deps {
  db: Db;
  crawlers: CrawlerRepository;
  dungeons: DungeonRepository;
  dungeon: DungeonService;
  clock: () => Date;
  /** The live simulation of a room, when it is awake: its mobs and players are fresher than the database. */
  live?: (roomId: number) => RoomState | undefined;
  /**
   * For a crawler live in its room: could it have walked into the exit of `direction` since its last
   * accepted position (game/movement-check.ts checkExitReach)? null when it is not live: then its stored
   * position is the entry it arrived at, at least a transition ago, from where every exit is in reach.
   */
  exitReach?: (crawlerId: number, direction: MoveDirection, agility: number) => PositionVerdict | null;
  /** Writes the crawlers' log entries in the transactions of their facts. */
  recorder?: EventRecorder;
}

/** Who took a move or a rest when it was not the sponsor (standing orders), and why. */
export type ActedFor = Pick<LogPayloads['entered_room'], 'by' | 'why'>;

const refuse = (status: number, code: string, error: string) => new HttpError(status, code, error);

/** Entities and their JSON text (without the brackets), built together. */
interface EntityGroup {
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

export function createNavigationService(deps: Deps) {
  const { db, crawlers, dungeons, dungeon, clock } = deps;

  async function cacheFor(row: CrawlerRow): Promise<DungeonCache> {
    const cache = dungeon.forSeason(row.seasonId) ?? (await dungeon.active());
    if (!cache || cache.seasonId !== row.seasonId) throw refuse(409, ErrorCode.noDungeon, "This crawler's season has no dungeon.");
    return cache;
  }

  /** The crawler and its room; a crawler without a room yet stands at its floor's entrance. */
  async function locate(userId: string, crawlerId: number, tx: Tx = db) {
    return find(userId, crawlerId, tx, true);
  }

  /**
   * `settle`: store what time restored (energy, a rest) before the crawler acts on stale numbers.
   * Reads do not: they show nothing that settling changes, and a read that wrote each turn would
   * throw its own cached row away (docs/decisions/0008-read-caches.md).
   */
  async function find(userId: string, crawlerId: number, tx: Tx, settle: boolean) {
    let row = await crawlers.findOwned(crawlerId, userId, tx);
    if (!row) throw notFound('Crawler');
    const changes = settle ? settledChanges(row, clock()) : null;
    if (changes) row = await inTransaction(tx, (t) => storeSettled(row!, changes, t));
    const cache = await cacheFor(row);
    const room = row.currentRoomId === null ? undefined : cache.room(row.currentRoomId);
    if (!room) {
      const entrance = cache.entrance(row.currentFloor) ?? cache.entrance(1);
      if (!entrance) throw refuse(409, ErrorCode.noDungeon, 'The dungeon has no entrance.');
      const unplaced = row;
      const placed = await inTransaction(tx, async (t) => {
        const now = clock();
        const discovered = await dungeons.markExplored(unplaced.id, entrance.id, now, t);
        const stored = await crawlers.update(
          unplaced.id,
          { currentRoomId: entrance.id, currentFloor: entrance.floor, positionX: 50, positionY: 50, ...(discovered ? { roomsExplored: unplaced.roomsExplored + 1 } : {}), deepestFloor: Math.max(unplaced.deepestFloor, entrance.floor) },
          t,
        );
        await deps.recorder?.record(t, [enteredRoom(unplaced.id, null, entrance, { x: 50, y: 50 }, 'placed', discovered, now)]);
        return stored;
      });
      return { row: placed, cache, room: entrance };
    }
    return { row, cache, room };
  }

  /** Runs `work` in `tx` when it is a transaction already, else in a new one. */
  function inTransaction<T>(tx: Tx, work: (t: Tx) => Promise<T>): Promise<T> {
    return tx === db ? db.transaction(work) : work(tx);
  }

  /** Stores what time restored; restored health is a log entry of its own. */
  async function storeSettled(row: CrawlerRow, changes: Partial<CrawlerRow>, tx: Tx): Promise<CrawlerRow> {
    const stored = await crawlers.update(row.id, changes, tx);
    if (changes.health !== undefined && changes.health !== row.health) {
      await deps.recorder?.record(tx, [{ crawlerId: row.id, at: clock().getTime(), roomId: row.currentRoomId, kind: 'recovered', data: { health: changes.health } }]);
    }
    return stored;
  }

  function enteredRoom(crawlerId: number, from: RoomRow | null, to: RoomRow, at: { x: number; y: number }, direction: string, discovered: boolean, now: Date, acted: ActedFor = {}): NewLogEntry {
    return {
      crawlerId,
      at: now.getTime(),
      roomId: to.id,
      kind: 'entered_room',
      data: { from: from?.id ?? null, fromName: from?.name ?? null, roomId: to.id, roomKey: to.key, roomName: to.name, roomType: to.type, floor: to.floor, x: at.x, y: at.y, direction, discovered, ...acted },
    };
  }

  /** locate for reads: no settling write. */
  const view = (userId: string, crawlerId: number) => find(userId, crawlerId, db, false);

  /** Where the crawler stands: its live room's simulation when it is awake there, else the stored position. */
  function positionOf(row: CrawlerRow, room: RoomRow): { x: number; y: number } {
    const me = deps.live?.(room.id)?.players.find((p) => p.crawlerId === row.id);
    return me ? { x: me.x, y: me.y } : { x: row.positionX, y: row.positionY };
  }

  function directionsOf(cache: DungeonCache, room: RoomRow): MoveDirection[] {
    const dirs: MoveDirection[] = [...cache.doorsOf(room.id).keys()];
    if (cache.isExit(room.id) && cache.entrance(room.floor + 1)) dirs.push('down');
    return dirs;
  }

  async function known(row: CrawlerRow, cache: DungeonCache, room: RoomRow) {
    const explored = new Set(await dungeons.exploredRoomIds(row.id));
    const floorExplored = cache.floorRooms(room.floor).filter((r) => explored.has(r.id));
    const scanned = cache.within(room.id, effectiveScanRange(row, clock()));
    return { explored, floorExplored, scanned };
  }

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

  function connectionsAmong(cache: DungeonCache, ids: Set<number>): RoomConnection[] {
    const out: RoomConnection[] = [];
    for (const id of ids) for (const [direction, to] of cache.doorsOf(id)) if (ids.has(to)) out.push({ fromRoomId: id, toRoomId: to, direction });
    return out;
  }

  async function summaryOf(ids: number[]): Promise<MobsSummary> {
    return summaryFrom(ids, await dungeons.livingMobs(ids), await crawlers.occupantIds(ids));
  }

  function summaryFrom(ids: readonly number[], mobs: ReadonlyMap<number, readonly MobRow[]>, occupants: ReadonlyMap<number, readonly number[]>): MobsSummary {
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

  /** A sleeping room's players but `self`: each one's entity built and serialised once per row. */
  function sleepingPlayers(present: readonly Readonly<CrawlerRow>[], self: number): EntityGroup {
    const others = present.filter((r) => r.id !== self).map((r) =>
      group(r, () => [playerEntity({ id: r.id, name: r.name, serial: r.serial, health: r.health, maxHealth: r.maxHealth, x: r.positionX, y: r.positionY, level: r.level })]),
    );
    return joinedGroups(others);
  }

  /** Groups as one: their entities in order and their JSON joined. */
  const joinedGroups = (groups: readonly EntityGroup[]): EntityGroup => ({ entities: groups.flatMap((g) => g.entities), json: groups.map((g) => g.json).join(',') });

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

  return {
    locate,
    /** The moves a room offers: its doors, and 'down' in an exit with a floor below. */
    directionsOf,

    /** Starts resting (spec: 'Recovering...'): only in a safe or rest room, and not mid-fight. */
    async rest(userId: string, crawlerId: number, inCombat: boolean, acted: Pick<ActedFor, 'by'> = {}) {
      const { row, room } = await locate(userId, crawlerId);
      if (!row.isAlive) throw refuse(409, ErrorCode.crawlerDead, `${row.name} is dead.`);
      if (row.status === 'resting') return row;
      if (!canRestIn(room)) throw refuse(409, ErrorCode.cannotRest, `${room.name} is not safe enough to rest in. Find a safe or rest room.`);
      if (inCombat) throw refuse(409, ErrorCode.cannotRest, 'You cannot rest in the middle of a fight.');
      if (row.health >= row.maxHealth) throw refuse(409, ErrorCode.cannotRest, `${row.name} is already at full health.`);
      return db.transaction(async (tx) => {
        const now = clock();
        const stored = await crawlers.update(row.id, { status: 'resting', restStartedAt: now, restStartHealth: row.health, lastAction: 'rest' }, tx);
        await deps.recorder?.record(tx, [{ crawlerId: row.id, at: now.getTime(), roomId: row.currentRoomId, kind: 'rested', data: { health: row.health, maxHealth: row.maxHealth, ...acted } }]);
        return stored;
      });
    },

    /**
     * current-room (the contract's CurrentRoom) as UTF-8 JSON, kept per crawler while its row (a write replaces the cached row)
     * and its live room's players (a new array when a tick changes one of them) are the same objects.
     */
    async currentRoomJson(userId: string, crawlerId: number): Promise<Buffer> {
      const { row, cache, room } = await view(userId, crawlerId);
      const inputs = [row, deps.live?.(room.id)?.players ?? null];
      const kept = currentRoomTexts.get(row.id);
      if (kept && sameInputs(kept.inputs, inputs)) return kept.text;
      const text = Buffer.from(currentRoomText(row, cache, room));
      keep(currentRoomTexts, row.id, { inputs, text });
      return text;
    },

    /** `acted`: standing orders walked it, recorded on its log entry; the rules are the player's. */
    async move(userId: string, crawlerId: number, direction: MoveDirection, acted: ActedFor = {}): Promise<MoveResponse> {
      await view(userId, crawlerId); // places a crawler without a room before it moves
      // The move locks its crawler then its log's head; a tick's or a flush's write can take them the
      // other way round, and PostgreSQL then rolls one back as a deadlock's victim: run the move again
      // (it re-reads and re-checks everything; the samples it took went back on rollback).
      return retryOnConflict(() => db.transaction(async (tx) => {
        const locked = await crawlers.lockOwned(crawlerId, userId, tx);
        if (!locked) throw notFound('Crawler');
        // Time restores energy and ends a finished rest: the move decides on settled numbers and
        // stores them with itself (a refused move stores nothing).
        const settling = settledChanges(locked, clock()) ?? {};
        const row = { ...locked, ...settling };
        const recovered: NewLogEntry[] =
          settling.health !== undefined && settling.health !== locked.health ? [{ crawlerId: row.id, at: clock().getTime(), roomId: row.currentRoomId, kind: 'recovered', data: { health: settling.health } }] : [];
        if (!row.isAlive) throw refuse(409, ErrorCode.crawlerDead, `${row.name} is dead and cannot move.`);
        if (row.status === 'resting') throw refuse(409, ErrorCode.crawlerResting, `${row.name} is recovering and cannot move yet.`);
        const now = clock();
        if (row.lastMoveAt && now.getTime() - row.lastMoveAt.getTime() < DOOR_ZONE.minIntervalMs) {
          throw refuse(409, ErrorCode.transitionInProgress, 'Already moving: one transition at a time.');
        }
        const cache = await cacheFor(row);
        const from = cache.room(row.currentRoomId!)!;
        let target: RoomRow | undefined;
        if (direction === 'down') {
          if (!cache.isExit(from.id)) throw refuse(400, ErrorCode.noStairs, 'There are no stairs down in this room.');
          target = cache.entrance(from.floor + 1);
          if (!target) throw refuse(400, ErrorCode.noStairs, 'These stairs lead nowhere: this is the deepest floor of the season.');
        } else {
          const to = cache.doorsOf(from.id).get(direction);
          target = to === undefined ? undefined : cache.room(to);
          if (!target) throw refuse(400, ErrorCode.noDoor, `There is no door to the ${direction} of ${from.name}.`);
          // A door that exists is walked through (spec: a door zone); the stairs are taken with the
          // exit room's Descend button, from anywhere in that room.
          const reach = deps.exitReach?.(row.id, direction, row.agility);
          if (reach && !reach.ok) throw refuse(409, ErrorCode.notAtExit, `${row.name} must walk to the ${direction} door first.`);
        }
        if (target.isPvp && row.sponsorship === SPONSORSHIP_KIND.secondary) {
          throw refuse(403, ErrorCode.secondaryLimited, SPONSORSHIP_RULES.secondaryLimits);
        }
        const entry = entryPoint(direction);
        const floorChanged = target.floor !== from.floor;
        const discovered = await dungeons.markExplored(row.id, target.id, now, tx);
        await crawlers.update(
          row.id,
          {
            ...settling,
            currentRoomId: target.id,
            currentFloor: target.floor,
            positionX: entry.x,
            positionY: entry.y,
            lastMoveAt: now,
            lastAction: `move_${direction}`,
            ...(discovered ? { roomsExplored: row.roomsExplored + 1 } : {}),
            ...(target.floor > row.deepestFloor ? { deepestFloor: target.floor } : {}),
          },
          tx,
        );
        await deps.recorder?.record(tx, [...recovered, enteredRoom(row.id, from, target, entry, direction, discovered, now, acted)]);
        return {
          success: true as const,
          error: null,
          newRoom: { id: target.id, name: target.name, x: target.x, y: target.y, floorId: target.floor },
          floorChanged,
          entry: { direction, ...entry },
        };
      }));
    },

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

    async tactical(userId: string, crawlerId: number): Promise<TacticalData> {
      const { row, cache, room } = await view(userId, crawlerId);
      return tacticalOf(row, cache, room);
    },

    async tacticalView(userId: string, crawlerId: number): Promise<TacticalView> {
      const { row, cache, room } = await view(userId, crawlerId);
      const t = await tacticalOf(row, cache, room);
      return { room: roomView(cache, room), entities: t.entities, self: positionOf(row, room) };
    },

    /** The room-data batch (contract RoomDataBatch: the current room, tactical data, map and counts) as UTF-8 JSON. */
    batchJson,
  };
}
export type NavigationService = ReturnType<typeof createNavigationService>;
