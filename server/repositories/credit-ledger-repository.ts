// The only writer of users.credits: each change is an UPDATE of the balance and one ledger row, in the
// caller's transaction (docs/decisions/0033-credits-ledger.md). The balance moves by a single atomic
// statement, so concurrent spends never overdraw and the row's balance_after is the balance it made.
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { CreditReason } from '#game/credits.ts';
import type { Db } from '../db/database.ts';
import { creditLedger, user } from '../db/schema.ts';
import type { Tx } from './crawler-repository.ts';

export type LedgerRow = typeof creditLedger.$inferSelect;

export interface CreditEntry {
  userId: string;
  /** Credits added; a whole number above 0. */
  delta: number;
  reason: CreditReason;
  crawlerId: number | null;
  note: string;
}

export interface DebitEntry {
  userId: string;
  /** Credits taken; a whole number above 0. */
  amount: number;
  reason: CreditReason;
  crawlerId: number | null;
  note: string;
}

function positive(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n <= 0) throw new RangeError(`${what} must be a whole number above 0, got ${n}`);
}

/** Adds `delta` credits and writes its row; returns the new balance. Throws when the user does not exist. */
export async function creditAccount(tx: Tx, e: CreditEntry): Promise<number> {
  positive(e.delta, 'delta');
  const [row] = await tx
    .update(user)
    .set({ credits: sql`${user.credits} + ${e.delta}` })
    .where(eq(user.id, e.userId))
    .returning({ credits: user.credits });
  if (!row) throw new Error(`no user ${e.userId} to credit`);
  await tx.insert(creditLedger).values({ userId: e.userId, delta: e.delta, reason: e.reason, crawlerId: e.crawlerId, note: e.note, balanceAfter: row.credits });
  return row.credits;
}

/**
 * Takes `amount` credits when the balance covers it and writes its row; returns the new balance, or
 * null (writing nothing) when the balance is short or the user does not exist.
 */
export async function debitAccount(tx: Tx, e: DebitEntry): Promise<number | null> {
  positive(e.amount, 'amount');
  const [row] = await tx
    .update(user)
    .set({ credits: sql`${user.credits} - ${e.amount}` })
    .where(and(eq(user.id, e.userId), gte(user.credits, e.amount)))
    .returning({ credits: user.credits });
  if (!row) return null;
  await tx.insert(creditLedger).values({ userId: e.userId, delta: -e.amount, reason: e.reason, crawlerId: e.crawlerId, note: e.note, balanceAfter: row.credits });
  return row.credits;
}

/** One page of a user's rows, newest first; `before` is the id the previous page ended at. */
export async function ledgerPage(db: Pick<Db, 'select'>, userId: string, page: { before?: number; limit: number }): Promise<LedgerRow[]> {
  const where = page.before === undefined ? eq(creditLedger.userId, userId) : and(eq(creditLedger.userId, userId), lt(creditLedger.id, page.before));
  return db.select().from(creditLedger).where(where).orderBy(desc(creditLedger.id)).limit(page.limit);
}

/** The current balance as the user row holds it (null: no such user). */
export async function balanceOf(db: Pick<Db, 'select'>, userId: string): Promise<number | null> {
  const [row] = await db.select({ credits: user.credits }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.credits ?? null;
}
