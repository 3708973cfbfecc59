// Sponsor gifts (docs/decisions/0034-sponsor-gifts.md): paid for with a ledger debit in the
// transaction that inserts the row, delivered (or refunded) by the transaction that ends its flight.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { GIFT_STATUS } from '#game/gifts.ts';
import { ts } from './columns.ts';
import { user } from './accounts.ts';
import { crawler } from './game.ts';


export const gift = pgTable(
  'gifts',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    crawlerId: integer('crawler_id').notNull().references(() => crawler.id, { onDelete: 'cascade' }),
    /** A GIFT_PRICES key (game/gifts.ts) and the catalogue item it stood for when paid. */
    giftKey: text('gift_key').notNull(),
    templateKey: text('template_key').notNull(),
    price: integer('price').notNull(),
    /** The crawler's floor when the gift was sent (the per-floor cap counts these). */
    floor: integer('floor').notNull(),
    status: text('status').notNull().default(GIFT_STATUS.in_flight),
    sentAt: ts('sent_at').notNull(),
    arrivesAt: ts('arrives_at').notNull(),
    /** When the flight ended: delivered or refunded. */
    endedAt: ts('ended_at'),
    /** The ground item the delivery created (no foreign key: picking it up deletes that row). */
    groundItemId: integer('ground_item_id'),
  },
  (t) => [
    // One gift in flight per crawler, held by the database itself: of concurrent sends one inserts.
    uniqueIndex('gifts_one_in_flight_uq').on(t.crawlerId).where(sql`${t.status} = 'in_flight'`),
    index('gifts_due_idx').on(t.arrivesAt).where(sql`${t.status} = 'in_flight'`),
    index('gifts_crawler_idx').on(t.crawlerId, t.id),
  ],
);
