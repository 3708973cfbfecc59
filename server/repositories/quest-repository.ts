// Crawlers' quests (server/db/schema/quests.ts). The quest itself is recomputed from the season's seed
// (game/quests.ts); a row holds which one, since which log number, and whether it was turned in.
import { and, desc, eq, max } from 'drizzle-orm';
import { QUEST_STATUS } from '#game/quests.ts';
import type { Db } from '../db/database.ts';
import { crawlerQuest } from '../db/schema.ts';
import type { Tx } from './crawler-repository.ts';

export type QuestRow = typeof crawlerQuest.$inferSelect;

export function createQuestRepository(db: Db) {
  return {
    async active(crawlerId: number, tx: Tx = db): Promise<QuestRow | null> {
      const [row] = await tx
        .select()
        .from(crawlerQuest)
        .where(and(eq(crawlerQuest.crawlerId, crawlerId), eq(crawlerQuest.status, QUEST_STATUS.active)))
        .limit(1);
      return row ?? null;
    },

    /** Completed quests, newest first. */
    async completed(crawlerId: number, tx: Tx = db): Promise<QuestRow[]> {
      return tx
        .select()
        .from(crawlerQuest)
        .where(and(eq(crawlerQuest.crawlerId, crawlerId), eq(crawlerQuest.status, QUEST_STATUS.completed)))
        .orderBy(desc(crawlerQuest.completedAt), desc(crawlerQuest.id));
    },

    /** The index of the next quest the crawler is offered on a floor: one past the highest it took there. */
    async nextIndex(crawlerId: number, floor: number, tx: Tx = db): Promise<number> {
      const [row] = await tx
        .select({ top: max(crawlerQuest.questIndex) })
        .from(crawlerQuest)
        .where(and(eq(crawlerQuest.crawlerId, crawlerId), eq(crawlerQuest.floor, floor)));
      return row?.top === null || row?.top === undefined ? 0 : row.top + 1;
    },

    async accept(values: { crawlerId: number; floor: number; questIndex: number; acceptedAtSeq: number; acceptedAt: Date }, tx: Tx): Promise<QuestRow> {
      const [row] = await tx.insert(crawlerQuest).values({ ...values, status: QUEST_STATUS.active }).returning();
      return row!;
    },

    /** Turns the active quest in; null when it is no longer active (someone else turned it in first). */
    async complete(id: number, at: Date, tx: Tx): Promise<QuestRow | null> {
      const [row] = await tx
        .update(crawlerQuest)
        .set({ status: QUEST_STATUS.completed, completedAt: at })
        .where(and(eq(crawlerQuest.id, id), eq(crawlerQuest.status, QUEST_STATUS.active)))
        .returning();
      return row ?? null;
    },
  };
}
export type QuestRepository = ReturnType<typeof createQuestRepository>;
