import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { activity, crawler } from '../db/schema.ts';
import type { Tx } from './crawler-repository.ts';

export type NewActivity = typeof activity.$inferInsert;

export function createActivityRepository(db: Db) {
  return {
    async record(values: NewActivity, tx: Tx = db): Promise<void> {
      await tx.insert(activity).values(values);
    },
    async recentForUser(userId: string, limit: number) {
      return db
        .select({
          id: activity.id,
          type: activity.type,
          message: activity.message,
          summary: activity.summary,
          createdAt: activity.createdAt,
          crawlerId: crawler.id,
          crawlerName: crawler.name,
          crawlerHealth: crawler.health,
          crawlerMaxHealth: crawler.maxHealth,
        })
        .from(activity)
        .leftJoin(crawler, eq(crawler.id, activity.crawlerId))
        .where(eq(activity.userId, userId))
        .orderBy(desc(activity.createdAt), desc(activity.id))
        .limit(limit);
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
