// Locating a crawler: its row, its season's dungeon and the room it stands in (placing a crawler
// without a room at its floor's entrance), and what its room offers it (its position, its moves).
import { ErrorCode } from '#contract/errors.ts';
import type { MoveDirection } from '#contract/dungeon.ts';
import type { RoomState } from '#game/room-sim.ts';
import type { PositionVerdict } from '#game/movement-check.ts';
import type { LogPayloads, NewLogEntry } from '#game/event-log.ts';
import type { Db } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { CrawlerRepository, CrawlerRow, Tx } from '../repositories/crawler-repository.ts';
import type { DungeonRepository, RoomRow } from '../repositories/dungeon-repository.ts';
import { settledChanges } from './crawler-view.ts';
import type { FameWrites } from '../repositories/fame-writes.ts';
import type { EventRecorder } from './event-recorder.ts';
import type { DungeonCache } from './dungeon-cache.ts';
import type { DungeonService } from './dungeon-service.ts';

/** What the navigation service and its parts are made from. */
export interface NavigationDeps {
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
  /** Awards fame (first visits, the season's first arrival on a floor) in the move's transaction. */
  fame?: Pick<FameWrites, 'awardFame' | 'addedWith' | 'claimFloorFirst'>;
}

/** Who took a move or a rest when it was not the sponsor (standing orders), and why. */
export type ActedFor = Pick<LogPayloads['entered_room'], 'by' | 'why'>;

export const refuse = (status: number, code: string, error: string) => new HttpError(status, code, error);

/** A located crawler: its row, its season's dungeon and the room it stands in. */
export interface Located {
  row: CrawlerRow;
  cache: DungeonCache;
  room: RoomRow;
}

export function createCrawlerLocator(deps: NavigationDeps) {
  const { db, crawlers, dungeons, dungeon, clock } = deps;

  async function cacheFor(row: CrawlerRow): Promise<DungeonCache> {
    const cache = dungeon.forSeason(row.seasonId) ?? (await dungeon.active());
    if (!cache || cache.seasonId !== row.seasonId) throw refuse(409, ErrorCode.noDungeon, "This crawler's season has no dungeon.");
    return cache;
  }

  /** The crawler and its room; a crawler without a room yet stands at its floor's entrance. */
  async function locate(userId: string, crawlerId: number, tx: Tx = db): Promise<Located> {
    return find(userId, crawlerId, tx, true);
  }

  /**
   * `settle`: store what time restored (energy, a rest) before the crawler acts on stale numbers.
   * Reads do not: they show nothing that settling changes, and a read that wrote each turn would
   * throw its own cached row away (docs/decisions/0008-read-caches.md).
   */
  async function find(userId: string, crawlerId: number, tx: Tx, settle: boolean): Promise<Located> {
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

  /** The moves a room offers: its doors, and 'down' in an exit with a floor below. */
  function directionsOf(cache: DungeonCache, room: RoomRow): MoveDirection[] {
    const dirs: MoveDirection[] = [...cache.doorsOf(room.id).keys()];
    if (cache.isExit(room.id) && cache.entrance(room.floor + 1)) dirs.push('down');
    return dirs;
  }

  return { cacheFor, locate, view, enteredRoom, positionOf, directionsOf };
}
export type CrawlerLocator = ReturnType<typeof createCrawlerLocator>;
