// Quests a crawler took from quest givers (game/quests.ts): the quest itself is seeded from the
// season, the floor and its index there, so a row only says which one, when and how far it went.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { crawler } from './game.ts';

export const crawlerQuest = pgTable(
  'crawler_quests',
  {
    id: serial('id').primaryKey(),
    crawlerId: integer('crawler_id').notNull().references(() => crawler.id, { onDelete: 'cascade' }),
    floor: integer('floor').notNull(),
    questIndex: integer('quest_index').notNull(),
    /** The crawler's log number at acceptance (its quest_accepted entry): progress reads the entries after it. */
    acceptedAtSeq: integer('accepted_at_seq').notNull(),
    /** game/quests.ts QUEST_STATUS. */
    status: text('status').notNull(),
    acceptedAt: ts('accepted_at').notNull(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    // Each quest of a floor is taken once per crawler.
    uniqueIndex('crawler_quests_once_idx').on(t.crawlerId, t.floor, t.questIndex),
    // At most one active quest per crawler: two concurrent accepts cannot both hold one.
    uniqueIndex('crawler_quests_one_active_idx').on(t.crawlerId).where(sql`${t.status} = 'active'`),
    index('crawler_quests_crawler_idx').on(t.crawlerId, t.completedAt),
  ],
);
