// The sponsor's credit ledger: every change of users.credits is one row, written in the same
// transaction as the change (docs/decisions/0033-credits-ledger.md). users.credits == sum(delta).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';
import { user } from './accounts.ts';

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => user.id, { onDelete: 'cascade' }),
    /** Signed; never 0 (a row records a change). */
    delta: integer('delta').notNull(),
    /** A CREDIT_REASON member (game/credits.ts). */
    reason: text('reason').notNull(),
    // No foreign key: a crawler's rows outlive nothing of it, and the ledger must never block a delete.
    crawlerId: integer('crawler_id'),
    /** The human reason, e.g. "Gift: Greater Healing Draught for Mira". */
    note: text('note').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('credit_ledger_user_id_idx').on(t.userId, t.id), check('credit_ledger_delta_nonzero', sql`${t.delta} <> 0`)],
);
