import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CRAWLER_STATUS } from '#game/vocabulary.ts';
import { ALL, cacheGroupOf, CoherentCache } from '../db/coherent-cache.ts';
import { coalesced, groupedBy } from '../db/coalesced-reads.ts';
import type { Db } from '../db/database.ts';
import { crawler, exploredRoom, season } from '../db/schema.ts';
import { retryOnConflict, tracksTransactions } from '../db/transactions.ts';

export type CrawlerRow = typeof crawler.$inferSelect;
export type NewCrawlerRow = typeof crawler.$inferInsert;
/** A database handle or a transaction: repositories work inside either. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'with'>;

export type LeaderboardRow = Pick<CrawlerRow, 'id' | 'name' | 'serial' | 'currentFloor' | 'level' | 'gold' | 'isAlive'>;

/** Columns the leaderboard shows, orders or filters by: a write of any other column leaves it as it is. */
const RANKING_COLUMNS = new Set<string>(['name', 'serial', 'currentFloor', 'level', 'gold', 'fame', 'isAlive', 'seasonId', 'id']);
const touchesRanking = (values: object) => Object.keys(values).some((k) => RANKING_COLUMNS.has(k));
/** A write of these columns can move a crawler into or out of a room's living occupants. */
const touchesOccupancy = (values: object) => 'currentRoomId' in values || 'isAlive' in values;

/** Rows kept in memory at most, and how long one is trusted without a write seen (a safety net). */
export const CRAWLER_CACHE = { maxRows: 20_000, maxRooms: 50_000, ttlMs: 10 * 60_000, leaderboardTtlMs: 5 * 60_000 } as const;

/** The value PostgreSQL stores for `x` in a `real` (float4) column, as it reads back. */
export function asStoredReal(x: number): number {
  const f = Math.fround(x);
  if (!Number.isFinite(f) || f === 0) return f;
  for (let digits = 1; digits < 9; digits++) {
    const shortest = Number(f.toPrecision(digits));
    if (Math.fround(shortest) === f) return shortest;
  }
  return Number(f.toPrecision(9));
}

/**
 * Crawler rows, read by the sponsor's routes many times a second: `findOwned` outside a transaction
 * answers from memory, coherent with every write this process makes (docs/decisions/0008). Writes to
 * crawler rows made elsewhere in the app go through `noteWrites`.
 */
export function createCrawlerRepository(db: Db) {
  // A handle whose transactions cannot report their end (a repository built on a bare handle) caches nothing.
  const caching = tracksTransactions(db);
  const rows = new CoherentCache<number, Readonly<CrawlerRow>>({ maxEntries: CRAWLER_CACHE.maxRows, ttlMs: CRAWLER_CACHE.ttlMs, shared: { group: cacheGroupOf(db), name: 'crawler-rows' } });
  const leaderboards = new CoherentCache<number, readonly LeaderboardRow[]>({ maxEntries: 8, ttlMs: CRAWLER_CACHE.leaderboardTtlMs, shared: { group: cacheGroupOf(db), name: 'leaderboards' } });
  /** The living crawlers of each room (ids, ascending): the rooms' player counts and players. */
  const occupants = new CoherentCache<number, readonly number[]>({ maxEntries: CRAWLER_CACHE.maxRooms, ttlMs: CRAWLER_CACHE.ttlMs, shared: { group: cacheGroupOf(db), name: 'room-occupants' } });
  if (!caching) for (const c of [rows, leaderboards, occupants]) c.disable();
  const txOf = (tx: Tx) => (tx === db ? null : tx);
  /**
   * Crawler rows `ids` were written (in `tx`); `ranking`: the write may change the leaderboard;
   * `rooms`: the rooms whose living occupants it may change (a move's two rooms, a death's room).
   */
  function noteWrites(ids: readonly number[], tx: Tx, ranking: boolean, rooms: readonly number[] = []): void {
    rows.wrote(ids, txOf(tx));
    if (ranking) leaderboards.wrote(ALL, txOf(tx));
    if (rooms.length) occupants.wrote(rooms, txOf(tx));
  }
  /**
   * The rooms a write of `values` to crawler `id` can change the occupants of: where it is (its row
   * locked until `tx` ends, so no move slips in between), and where it goes.
   */
  async function roomsTouched(id: number, values: Partial<NewCrawlerRow>, tx: Tx): Promise<number[]> {
    if (!touchesOccupancy(values)) return [];
    const [before] = await tx.select({ roomId: crawler.currentRoomId }).from(crawler).where(eq(crawler.id, id)).limit(1).for('update');
    return [before?.roomId, values.currentRoomId].filter((r): r is number => typeof r === 'number');
  }

  async function update(id: number, values: Partial<NewCrawlerRow>, tx: Tx = db): Promise<CrawlerRow> {
    // A crawler entering or leaving a room: its old room is read under the row lock (a transaction of its own).
    if (tx === db && touchesOccupancy(values)) return db.transaction((own) => update(id, values, own));
    const rooms = await roomsTouched(id, values, tx);
    noteWrites([id], tx, touchesRanking(values), rooms);
    try {
      const [row] = await tx.update(crawler).set(values).where(eq(crawler.id, id)).returning();
      return row!;
    } finally {
      noteWrites([id], tx, touchesRanking(values), rooms);
    }
  }

  // Refills shared by concurrent requests (coalesced-reads.ts): after a burst of moves, the rows and
  // rooms they forgot are read back a batch at a time, not one query per request.
  const readRows = coalesced<number, Readonly<CrawlerRow>>(async (ids) => {
    const found = await db.select().from(crawler).where(inArray(crawler.id, ids));
    return new Map(found.map((r) => [r.id, Object.freeze(r)]));
  });
  const readOccupants = coalesced<number, readonly number[]>(async (roomIds) => {
    const found = await db
      .select({ id: crawler.id, roomId: crawler.currentRoomId })
      .from(crawler)
      .where(and(inArray(crawler.currentRoomId, roomIds), eq(crawler.isAlive, true)))
      .orderBy(crawler.id);
    return groupedBy(roomIds, found, (f) => f.roomId!, (f) => f.id);
  });
  return {
    async listByUser(userId: string, tx: Tx = db): Promise<CrawlerRow[]> {
      return tx.select().from(crawler).where(eq(crawler.userId, userId)).orderBy(desc(crawler.createdAt), desc(crawler.id));
    },
    /** The crawler when it belongs to the user; another user's crawler is simply not found. */
    async findOwned(id: number, userId: string, tx: Tx = db): Promise<CrawlerRow | null> {
      if (tx !== db) {
        const [row] = await tx.select().from(crawler).where(and(eq(crawler.id, id), eq(crawler.userId, userId))).limit(1);
        return row ?? null;
      }
      // Cached by id, whoever asked: another user's crawler is still not found.
      const row = await rows.getOne(id, readRows);
      return row && row.userId === userId ? (row as CrawlerRow) : null;
    },
    /** Locks the crawler row for the rest of the transaction (concurrent intents queue behind it). */
    async lockOwned(id: number, userId: string, tx: Tx): Promise<CrawlerRow | null> {
      const [row] = await tx.select().from(crawler).where(and(eq(crawler.id, id), eq(crawler.userId, userId))).limit(1).for('update');
      return row ?? null;
    },
    /** Locks the rows of `ids` in id order (one statement for a group of moves); whose they are is the caller's check. */
    async lockMany(ids: readonly number[], tx: Tx): Promise<CrawlerRow[]> {
      if (!ids.length) return [];
      return tx.select().from(crawler).where(ids.length === 1 ? eq(crawler.id, ids[0]!) : inArray(crawler.id, [...ids])).orderBy(crawler.id).for('update');
    },
    /**
     * Door moves' writes, in one statement for a group of them (decision 0046): each crawler (its row
     * locked by `tx`: lockMany) stands in its `roomId` with its move's columns and what time settled
     * (`row`: the locked row with those changes), its visit is noted in explored_rooms, and a first
     * visit adds to rooms_explored and `firstVisitFame` to its fame. Answers in the order given, each
     * stored row as the statement left it.
     * `explored` is the explored rooms' cache (the dungeon repository's): told of the write, and given
     * each crawler's rooms as they stand after it, kept at the commit (the statement reads them before
     * its own insert, under the row lock every explored-rooms write of a placed crawler holds), so the
     * first read after a move does not ask again. The stored rows are kept in memory at the commit.
     */
    async enterRooms(
      arrivals: readonly { row: CrawlerRow; roomId: number; floor: number; x: number; y: number; at: Date; action: string; firstVisitFame: number }[],
      tx: Tx,
      explored: { noteExplored(ids: readonly number[], tx: Tx): void; storeExplored(crawlerId: number, roomIds: readonly number[], tx: Tx): void },
    ): Promise<{ row: CrawlerRow; discovered: boolean }[]> {
      if (!arrivals.length) return [];
      const ids = arrivals.map((a) => a.row.id);
      const rooms = [...new Set(arrivals.flatMap((a) => (a.row.currentRoomId === null ? [a.roomId] : [a.row.currentRoomId, a.roomId])))];
      // One parameter, typed on the database's side: the group's rows, as many as it holds.
      const values = JSON.stringify(
        arrivals.map((a) => ({
          id: a.row.id,
          room: a.roomId,
          floor: a.floor,
          x: a.x,
          y: a.y,
          at: a.at.toISOString(),
          action: a.action,
          health: a.row.health,
          energy: a.row.energy,
          status: a.row.status,
          regen: a.row.lastEnergyRegen?.toISOString() ?? null,
          rest_at: a.row.restStartedAt?.toISOString() ?? null,
          rest_health: a.row.restStartHealth,
          fame: a.firstVisitFame,
        })),
      );
      const moves = sql`jsonb_to_recordset(${values}::jsonb) as v(id integer, room integer, floor integer, x real, y real, at timestamptz, action text, health integer, energy integer, status text, regen timestamptz, rest_at timestamptz, rest_health integer, fame integer)`;
      const visited = db.$with('visited', { crawlerId: sql<number>`crawler_id` }).as(
        sql`insert into ${exploredRoom} (crawler_id, room_id, visited_at) select v.id, v.room, v.at from ${moves} on conflict do nothing returning crawler_id`,
      );
      const firstVisit = sql`v.id in (select crawler_id from visited)`;
      noteWrites(ids, tx, true, rooms);
      explored.noteExplored(ids, tx);
      let stored;
      try {
        stored = await tx
          .with(visited)
          .update(crawler)
          .set({
            currentRoomId: sql`v.room`,
            currentFloor: sql`v.floor`,
            positionX: sql`v.x`,
            positionY: sql`v.y`,
            lastMoveAt: sql`v.at`,
            lastAction: sql`v.action`,
            deepestFloor: sql`greatest(${crawler.deepestFloor}, v.floor)`,
            health: sql`v.health`,
            energy: sql`v.energy`,
            status: sql`v.status`,
            lastEnergyRegen: sql`v.regen`,
            restStartedAt: sql`v.rest_at`,
            restStartHealth: sql`v.rest_health`,
            roomsExplored: sql`${crawler.roomsExplored} + (case when ${firstVisit} then 1 else 0 end)`,
            fame: sql`${crawler.fame} + (case when ${firstVisit} then v.fame else 0 end)`,
          })
          .from(moves)
          .where(sql`${crawler.id} = v.id`)
          // Only whether each was a first visit and the rooms it had explored before (the statement's
          // snapshot, without its own insert): the stored rows are known without reading them back (a
          // wide row read back and turned into an object costs more than the update itself).
          .returning({
            id: crawler.id,
            discovered: sql<boolean>`${firstVisit}`,
            before: sql<number[]>`array(select e.room_id from ${exploredRoom} e where e.crawler_id = v.id)`,
          });
      } finally {
        noteWrites(ids, tx, true, rooms);
        explored.noteExplored(ids, tx);
      }
      const byId = new Map(stored.map((r) => [r.id, r]));
      return arrivals.map((a) => {
        const written = byId.get(a.row.id);
        if (written === undefined) throw new Error(`crawler ${a.row.id} was not written by its move`);
        const first = Boolean(written.discovered);
        const row: CrawlerRow = {
          ...a.row,
          currentRoomId: a.roomId,
          currentFloor: a.floor,
          positionX: asStoredReal(a.x),
          positionY: asStoredReal(a.y),
          lastMoveAt: a.at,
          lastAction: a.action,
          deepestFloor: Math.max(a.row.deepestFloor, a.floor),
          roomsExplored: a.row.roomsExplored + (first ? 1 : 0),
          fame: a.row.fame + (first ? a.firstVisitFame : 0),
        };
        // After the writes' own end work (which forgets the row at the commit): stored, not read back.
        if (tx !== db) rows.storeOnCommit(row.id, Object.freeze({ ...row }), tx);
        explored.storeExplored(row.id, first ? [...written.before, a.roomId] : written.before, tx);
        return { row, discovered: first };
      });
    },
    async insert(values: NewCrawlerRow, tx: Tx = db): Promise<CrawlerRow> {
      const [row] = await tx.insert(crawler).values(values).returning();
      noteWrites([row!.id], tx, true, row!.currentRoomId === null ? [] : [row!.currentRoomId]);
      return row!;
    },
    update,
    /** Rows by id, from memory where cached (one query for the others); missing ids are left out. */
    async rowsById(ids: readonly number[]): Promise<Map<number, Readonly<CrawlerRow>>> {
      return rows.getMany(ids, readRows);
    },
    /**
     * What the caches hold now, without reading anything: a kept answer compares these with what it
     * was built from (undefined: not cached, so the answer must be built again).
     */
    peekRow: (id: number): Readonly<CrawlerRow> | undefined => rows.get(id),
    peekOccupants: (roomId: number): readonly number[] | undefined => occupants.get(roomId),
    /** Changes with every write that may change any room's occupants (CoherentCache.version). */
    occupantsVersion: (): number => occupants.version,
    /** The living crawlers standing in each of `roomIds` (ids, ascending; rooms without any map to []). */
    async occupantIds(roomIds: readonly number[]): Promise<Map<number, readonly number[]>> {
      if (!roomIds.length) return new Map();
      return occupants.getMany(roomIds, readOccupants);
    },
    /**
     * Crawler rows written by code outside this repository (room-persistence's tick: health, deaths,
     * rewards), in `tx`: call it before or after the statement (both is best; after is required).
     * `ranking`: the write may change the leaderboard (anything but health and positions).
     */
    noteWrites,
    /**
     * Forgets every cached row and leaderboard: for a write this process did not make through the
     * app (tests' raw SQL). Production makes every write through the app (docs/decisions/0008).
     */
    forgetAll(): void {
      for (const c of [rows, leaderboards, occupants]) c.clear();
    },
    /**
     * Live positions, each flushed about every 5 s (spec: position updates throttled and merged). A
     * position belongs to the room it was taken in: a crawler that has walked out since (its move
     * committed while this flush waited) keeps the entry point the move stored.
     */
    async savePositions(batch: { crawlerId: number; roomId: number; x: number; y: number }[]): Promise<void> {
      // One statement with one JSON parameter, not one statement (or four parameters) per crawler:
      // thousands of crawlers may be live, and PGlite runs on the server's own thread.
      if (!batch.length) return;
      const json = JSON.stringify(batch.map((p) => ({ id: p.crawlerId, room_id: p.roomId, x: p.x, y: p.y })));
      // A deadlock's victim (a tick's health update holding some of these rows) runs again.
      await retryOnConflict(() =>
        db.execute(sql`
          update ${crawler} set position_x = v.x, position_y = v.y
          from json_to_recordset(${json}::json) as v(id integer, room_id integer, x real, y real)
          where ${crawler.id} = v.id and ${crawler.isAlive} = true and ${crawler.currentRoomId} = v.room_id`),
      );
      // The statement's own rule, applied to the cached rows (a later position of the same crawler in
      // the batch wins, as the last matching row of the update's join would be unpredictable: the
      // hub sends one position per crawler).
      for (const p of batch) {
        rows.patch(p.crawlerId, (r) =>
          r.isAlive && r.currentRoomId === p.roomId ? Object.freeze({ ...r, positionX: asStoredReal(p.x), positionY: asStoredReal(p.y) }) : r,
        );
      }
    },
    /** The season's living crawlers (id and room), their rows locked until `tx` ends: the season's end retires them. */
    async lockLivingInSeason(seasonId: number, tx: Tx): Promise<{ id: number; roomId: number | null }[]> {
      return tx
        .select({ id: crawler.id, roomId: crawler.currentRoomId })
        .from(crawler)
        .where(and(eq(crawler.seasonId, seasonId), eq(crawler.isAlive, true)))
        .orderBy(crawler.id)
        .for('update');
    },
    /** The season ended with these crawlers alive: retired at `at`, they can no longer act. */
    async retire(living: readonly { id: number; roomId: number | null }[], at: Date, tx: Tx): Promise<void> {
      if (!living.length) return;
      const ids = living.map((c) => c.id);
      const rooms = [...new Set(living.map((c) => c.roomId).filter((r): r is number => r !== null))];
      noteWrites(ids, tx, true, rooms);
      await tx.update(crawler).set({ status: CRAWLER_STATUS.retired, isAlive: false, retiredAt: at, lastAction: 'retired' }).where(and(inArray(crawler.id, ids), eq(crawler.isAlive, true)));
      noteWrites(ids, tx, true, rooms);
    },
    async findById(id: number, tx: Tx = db): Promise<CrawlerRow | null> {
      const [row] = await tx.select().from(crawler).where(eq(crawler.id, id)).limit(1);
      return row ?? null;
    },
    /**
     * The active season's richest crawlers (the season repository's findActive, as a subquery), with
     * only the leaderboard's columns: one query per leaderboard read.
     */
    /**
     * Kept until a crawler write that can change it (not health, energy or positions), a new crawler,
     * or forgetAll (also at a season switch: app.ts); the same array is answered until then
     * (callers may memoise on its identity).
     */
    async topByGoldInActiveSeason(limit: number): Promise<readonly LeaderboardRow[]> {
      const cached = leaderboards.get(limit);
      if (cached) return cached;
      const active = sql`(select ${season.id} from ${season} where ${season.isActive} = true order by ${season.seasonNumber} desc limit 1)`;
      const answer = await leaderboards.getOrFill(limit, async () =>
        Object.freeze(
          await db
            .select({ id: crawler.id, name: crawler.name, serial: crawler.serial, currentFloor: crawler.currentFloor, level: crawler.level, gold: crawler.gold, isAlive: crawler.isAlive })
            .from(crawler)
            .where(eq(crawler.seasonId, active))
            .orderBy(desc(crawler.gold), desc(crawler.level), crawler.id)
            .limit(limit),
        ),
      );
      return answer ?? [];
    },
  };
}
export type CrawlerRepository = ReturnType<typeof createCrawlerRepository>;
