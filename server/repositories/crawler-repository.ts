import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { crawler, season } from '../db/schema.ts';

export type CrawlerRow = typeof crawler.$inferSelect;
export type NewCrawlerRow = typeof crawler.$inferInsert;
/** A database handle or a transaction: repositories work inside either. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export function createCrawlerRepository(db: Db) {
  // The crawler lookup behind nearly every crawler route (position reports included): built once,
  // so a request does not rebuild the same SQL through the query builder.
  const findOwnedStatement = db
    .select()
    .from(crawler)
    .where(and(eq(crawler.id, sql.placeholder('id')), eq(crawler.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('crawler_find_owned');
  return {
    async listByUser(userId: string, tx: Tx = db): Promise<CrawlerRow[]> {
      return tx.select().from(crawler).where(eq(crawler.userId, userId)).orderBy(desc(crawler.createdAt), desc(crawler.id));
    },
    /** The crawler when it belongs to the user; another user's crawler is simply not found. */
    async findOwned(id: number, userId: string, tx: Tx = db): Promise<CrawlerRow | null> {
      const [row] =
        tx === db
          ? await findOwnedStatement.execute({ id, userId })
          : await tx.select().from(crawler).where(and(eq(crawler.id, id), eq(crawler.userId, userId))).limit(1);
      return row ?? null;
    },
    /** Locks the crawler row for the rest of the transaction (concurrent intents queue behind it). */
    async lockOwned(id: number, userId: string, tx: Tx): Promise<CrawlerRow | null> {
      const [row] = await tx.select().from(crawler).where(and(eq(crawler.id, id), eq(crawler.userId, userId))).limit(1).for('update');
      return row ?? null;
    },
    async insert(values: NewCrawlerRow, tx: Tx = db): Promise<CrawlerRow> {
      const [row] = await tx.insert(crawler).values(values).returning();
      return row!;
    },
    async update(id: number, values: Partial<NewCrawlerRow>, tx: Tx = db): Promise<CrawlerRow> {
      const [row] = await tx.update(crawler).set(values).where(eq(crawler.id, id)).returning();
      return row!;
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
      const rows = JSON.stringify(batch.map((p) => ({ id: p.crawlerId, room_id: p.roomId, x: p.x, y: p.y })));
      await db.execute(sql`
        update ${crawler} set position_x = v.x, position_y = v.y
        from json_to_recordset(${rows}::json) as v(id integer, room_id integer, x real, y real)
        where ${crawler.id} = v.id and ${crawler.isAlive} = true and ${crawler.currentRoomId} = v.room_id`);
    },
    async findById(id: number, tx: Tx = db): Promise<CrawlerRow | null> {
      const [row] = await tx.select().from(crawler).where(eq(crawler.id, id)).limit(1);
      return row ?? null;
    },
    /**
     * The active season's richest crawlers (the season repository's findActive, as a subquery), with
     * only the leaderboard's columns: one query per leaderboard read.
     */
    async topByGoldInActiveSeason(limit: number) {
      const active = sql`(select ${season.id} from ${season} where ${season.isActive} = true order by ${season.seasonNumber} desc limit 1)`;
      return db
        .select({ id: crawler.id, name: crawler.name, serial: crawler.serial, currentFloor: crawler.currentFloor, level: crawler.level, gold: crawler.gold, isAlive: crawler.isAlive })
        .from(crawler)
        .where(eq(crawler.seasonId, active))
        .orderBy(desc(crawler.gold), desc(crawler.level), crawler.id)
        .limit(limit);
    },
  };
}
export type CrawlerRepository = ReturnType<typeof createCrawlerRepository>;
