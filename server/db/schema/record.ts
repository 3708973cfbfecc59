// The season's record: each crawler's event log, and the ladders frozen at a season's end.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { season } from './accounts.ts';
import { crawler } from './game.ts';

/**
 * Every outcome the server decides for a crawler, numbered per crawler from 1 with no gap: appended in
 * the transaction of the fact it describes (server/repositories/event-log-repository.ts).
 */
export const crawlerEvent = pgTable(
  'crawler_events',
  {
    // No foreign key here: a key checked on every row cost ~40 % of a log append (thousands of
    // position samples a second at scale). The crawler is checked once per append instead, by its
    // head row (whose key it has, and which every append locks first), and a crawler's deletion
    // still takes its log with it: the trigger on its head's deletion (migration 0014).
    crawlerId: integer('crawler_id').notNull(),
    seq: integer('seq').notNull(),
    /** The season tick (game/event-log.ts seasonTick). */
    tick: integer('tick').notNull(),
    at: ts('at').notNull(),
    roomId: integer('room_id'),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    /**
     * How many entries the row holds: 1, or a run of position samples numbered seq .. seq + span - 1
     * (server/repositories/event-log-rows.ts).
     */
    span: integer('span').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.crawlerId, t.seq] }),
    // The activity feed reads only these rows (game/activity-feed.ts FEED_KINDS; swings and rests only by
    // standing orders), newest first: the same predicate as event-log-repository.ts FEED_ROWS.
    index('crawler_events_feed_idx')
      .on(t.crawlerId, t.at.desc())
      .where(sql`(${t.kind} in ('sponsored', 'entered_room', 'rewarded', 'died', 'picked_up', 'gift_arrived', 'bought', 'sold') or (${t.kind} in ('attacked', 'rested') and ${t.data}->>'by' = 'orders'))`),
  ],
);

/** The last number given in each crawler's log: its row lock orders concurrent appends. */
export const crawlerEventHead = pgTable('crawler_event_heads', {
  crawlerId: integer('crawler_id').primaryKey().references(() => crawler.id, { onDelete: 'cascade' }),
  lastSeq: integer('last_seq').notNull(),
});

/** A season's ladder frozen at its end: the top of each category, readable in later seasons. */
export const hallOfFame = pgTable(
  'hall_of_fame',
  {
    seasonId: integer('season_id').notNull().references(() => season.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    rank: integer('rank').notNull(),
    crawlerId: integer('crawler_id').references(() => crawler.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    serial: text('serial').notNull(),
    value: real('value').notNull(),
    isAlive: boolean('is_alive').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.category, t.rank] })],
);

/**
 * The season's first crawler on each floor (game/fame.ts first_to_floor): the key lets exactly one
 * arrival per season and floor insert its row, whichever process and transaction gets there first.
 */
export const floorFirst = pgTable(
  'floor_firsts',
  {
    seasonId: integer('season_id').notNull().references(() => season.id, { onDelete: 'cascade' }),
    floor: integer('floor').notNull(),
    crawlerId: integer('crawler_id').references(() => crawler.id, { onDelete: 'set null' }),
    reachedAt: ts('reached_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.floor] })],
);
