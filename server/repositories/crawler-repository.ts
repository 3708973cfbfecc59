import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { crawler } from '../db/schema.ts';

export type CrawlerRow = typeof crawler.$inferSelect;
export type NewCrawlerRow = typeof crawler.$inferInsert;
/** A database handle or a transaction: repositories work inside either. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export function createCrawlerRepository(db: Db) {
  return {
    async listByUser(userId: string, tx: Tx = db): Promise<CrawlerRow[]> {
      return tx.select().from(crawler).where(eq(crawler.userId, userId)).orderBy(desc(crawler.createdAt), desc(crawler.id));
    },
    /** The crawler when it belongs to the user; another user's crawler is simply not found. */
    async findOwned(id: number, userId: string, tx: Tx = db): Promise<CrawlerRow | null> {
      const [row] = await tx.select().from(crawler).where(and(eq(crawler.id, id), eq(crawler.userId, userId))).limit(1);
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
     * Live positions, flushed about once a second (spec: position updates throttled and merged). A
     * position belongs to the room it was taken in: a crawler that has walked out since (its move
     * committed while this flush waited) keeps the entry point the move stored.
     */
    async savePositions(batch: { crawlerId: number; roomId: number; x: number; y: number }[]): Promise<void> {
      if (!batch.length) return;
      await db.transaction(async (tx) => {
        for (const p of batch) {
          await tx
            .update(crawler)
            .set({ positionX: p.x, positionY: p.y })
            .where(and(eq(crawler.id, p.crawlerId), eq(crawler.isAlive, true), eq(crawler.currentRoomId, p.roomId)));
        }
      });
    },
    async findById(id: number, tx: Tx = db): Promise<CrawlerRow | null> {
      const [row] = await tx.select().from(crawler).where(eq(crawler.id, id)).limit(1);
      return row ?? null;
    },
    async topByGold(seasonId: number, limit: number): Promise<CrawlerRow[]> {
      return db.select().from(crawler).where(eq(crawler.seasonId, seasonId)).orderBy(desc(crawler.gold), desc(crawler.level), crawler.id).limit(limit);
    },
  };
}
export type CrawlerRepository = ReturnType<typeof createCrawlerRepository>;
