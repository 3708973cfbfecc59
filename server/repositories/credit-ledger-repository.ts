// The only writer of users.credits: each change is an UPDATE of the balance and its ledger row, one
// statement in the caller's transaction (docs/decisions/0033-credits-ledger.md). The balance moves
// atomically, so concurrent spends never overdraw and the row's balance_after is the balance it made.
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { CreditReason } from '#game/credits.ts';
import type { Db } from '../db/database.ts';
import { resultRows } from '../db/result-rows.ts';
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

/**
 * The balance change and its ledger row in one statement (the row names the balance the change
 * made): `guard` keeps a debit from overdrawing. Returns the new balance, or null when no user row
 * matched (no such user, or the guard refused).
 */
async function changeBalance(tx: Tx, e: { userId: string; delta: number; reason: CreditReason; crawlerId: number | null; note: string }, guard: SQL | undefined): Promise<number | null> {
  const res = await tx.execute(sql`
    with changed as (
      update ${user} set credits = ${user.credits} + ${e.delta}
      where ${user.id} = ${e.userId}${guard ? sql` and ${guard}` : sql``}
      returning ${user.credits} as credits)
    insert into ${creditLedger} (user_id, delta, reason, crawler_id, note, balance_after)
    select ${e.userId}::text, ${e.delta}::integer, ${e.reason}::text, ${e.crawlerId}::integer, ${e.note}::text, changed.credits from changed
    returning balance_after`);
  const row = resultRows(res)[0];
  return row ? Number(row.balance_after) : null;
}

/** Adds `delta` credits and writes its row; returns the new balance. Throws when the user does not exist. */
export async function creditAccount(tx: Tx, e: CreditEntry): Promise<number> {
  positive(e.delta, 'delta');
  const after = await changeBalance(tx, e, undefined);
  if (after === null) throw new Error(`no user ${e.userId} to credit`);
  return after;
}

/**
 * Several credits in one statement (a group of door moves' first visits, decision 0046): each
 * account's balance moves by the sum of its entries, and each entry's row, written in the order
 * given, names the balance as it stood after that entry. Throws when a user does not exist.
 */
export async function creditAccounts(tx: Tx, entries: readonly CreditEntry[]): Promise<void> {
  if (entries.length <= 1) {
    if (entries[0]) await creditAccount(tx, entries[0]);
    return;
  }
  for (const e of entries) positive(e.delta, 'delta');
  const input = JSON.stringify(entries.map((e, o) => ({ o, user_id: e.userId, delta: e.delta, reason: e.reason, crawler_id: e.crawlerId, note: e.note })));
  const res = await tx.execute(sql`
    with e as (
      select * from jsonb_to_recordset(${input}::jsonb) as e(o integer, user_id text, delta integer, reason text, crawler_id integer, note text)),
    changed as (
      update ${user} u set credits = u.credits + s.total
      from (select e.user_id, sum(e.delta)::integer as total from e group by e.user_id) s
      where u.id = s.user_id
      returning u.id, u.credits)
    insert into ${creditLedger} (user_id, delta, reason, crawler_id, note, balance_after)
    select e.user_id, e.delta, e.reason, e.crawler_id, e.note,
      changed.credits - coalesce(sum(e.delta) over (partition by e.user_id order by e.o rows between 1 following and unbounded following), 0)::integer
    from e join changed on changed.id = e.user_id
    order by e.o
    returning balance_after`);
  if (resultRows(res).length !== entries.length) throw new Error('no such user to credit');
}

/**
 * Takes `amount` credits when the balance covers it and writes its row; returns the new balance, or
 * null (writing nothing) when the balance is short or the user does not exist.
 */
export async function debitAccount(tx: Tx, e: DebitEntry): Promise<number | null> {
  positive(e.amount, 'amount');
  return changeBalance(tx, { userId: e.userId, delta: -e.amount, reason: e.reason, crawlerId: e.crawlerId, note: e.note }, gte(user.credits, e.amount));
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
