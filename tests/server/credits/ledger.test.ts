// The credit ledger: every account starts with a starting_grant row, every change of credits is a
// row in the same transaction, and GET /api/account/ledger shows the caller its own rows only.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CREDIT_REASON, CREDITS, creditsForFame } from '#game/credits.ts';
import { LedgerPage } from '#contract/ledger.ts';
import type { Db } from '#server/db/database.ts';
import { trackTransactions } from '#server/db/transactions.ts';
import { creditAccount, creditAccounts, debitAccount, ledgerPage } from '#server/repositories/credit-ledger-repository.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';

const LEDGER = '/api/account/ledger';

async function userIdOf(t: TestApp, token: string): Promise<string> {
  const res = await call(t.app, 'GET', '/api/auth/user', { token });
  expect(res.status).toBe(200);
  return res.body.id as string;
}

/** users.credits and the ledger's sum and last balance_after, read straight from the database. */
async function books(db: Db, userId: string) {
  const res = await db.execute<{ credits: number; total: number; last: number | null; rows: number }>(sql`
    select u.credits,
      (select coalesce(sum(delta), 0)::int from credit_ledger l where l.user_id = u.id) as total,
      (select balance_after from credit_ledger l where l.user_id = u.id order by id desc limit 1) as last,
      (select count(*)::int from credit_ledger l where l.user_id = u.id) as rows
    from users u where u.id = ${userId}`);
  const rows = (res as unknown as { rows?: unknown[] }).rows ?? (res as unknown as unknown[]);
  return rows[0] as { credits: number; total: number; last: number | null; rows: number };
}

describe('credits ledger', () => {
  let t: TestApp;
  let db: Db;
  beforeEach(async () => {
    t = await createTestApp();
    db = trackTransactions(t.database.db);
  });
  afterEach(() => t.close());

  it('pays fame at the stated rate', () => {
    expect(creditsForFame(12)).toBe(12 * CREDITS.perFame);
    expect(creditsForFame(0)).toBe(0);
    expect(creditsForFame(-3)).toBe(0);
  });

  it('opens a new account with one starting_grant row of 1000, the balance the account shows', async () => {
    const token = await devLogin(t.app, 'new@crawl.test');
    const page = LedgerPage.parse((await call(t.app, 'GET', LEDGER, { token })).body);
    expect(page.balance).toBe(CREDITS.startingBalance);
    expect(page.nextBefore).toBeNull();
    expect(page.entries).toEqual([
      expect.objectContaining({ delta: CREDITS.startingBalance, reason: CREDIT_REASON.starting_grant, balanceAfter: CREDITS.startingBalance, crawlerId: null, note: 'Starting grant' }),
    ]);
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).body.credits).toBe(CREDITS.startingBalance);
  });

  it('credits and debits write a row each with the balance they made; a short debit writes nothing', async () => {
    const token = await devLogin(t.app, 'spender@crawl.test');
    const id = await userIdOf(t, token);
    expect(await db.transaction((tx) => creditAccount(tx, { userId: id, delta: 60, reason: CREDIT_REASON.fame, crawlerId: null, note: 'gained 12 fame: first to reach floor 3' }))).toBe(1060);
    expect(await db.transaction((tx) => debitAccount(tx, { userId: id, amount: 1000, reason: CREDIT_REASON.gift, crawlerId: null, note: 'Gift: a thing for Mira' }))).toBe(60);
    expect(await db.transaction((tx) => debitAccount(tx, { userId: id, amount: 61, reason: CREDIT_REASON.gift, crawlerId: null, note: 'refused' }))).toBeNull();
    await expect(db.transaction((tx) => creditAccount(tx, { userId: id, delta: 0, reason: CREDIT_REASON.fame, crawlerId: null, note: 'zero' }))).rejects.toThrow();
    expect(await books(db, id)).toEqual({ credits: 60, total: 60, last: 60, rows: 3 });
    const page = LedgerPage.parse((await call(t.app, 'GET', LEDGER, { token })).body);
    expect(page.entries.map((e) => [e.delta, e.balanceAfter, e.note])).toEqual([
      [-1000, 60, 'Gift: a thing for Mira'],
      [60, 1060, 'gained 12 fame: first to reach floor 3'],
      [1000, 1000, 'Starting grant'],
    ]);
    expect(page.balance).toBe(60);
  });

  it('credits several accounts in one statement: rows in the order given, each with the balance it made; an unknown user writes nothing', async () => {
    const a = await devLogin(t.app, 'many-a@crawl.test');
    const b = await devLogin(t.app, 'many-b@crawl.test');
    const [ida, idb] = [await userIdOf(t, a), await userIdOf(t, b)];
    const entry = (userId: string, delta: number) => ({ userId, delta, reason: CREDIT_REASON.fame, crawlerId: null, note: `${delta} for ${userId === ida ? 'a' : 'b'}` });
    await db.transaction((tx) => creditAccounts(tx, [entry(ida, 5), entry(idb, 7), entry(ida, 11), entry(ida, 2)]));
    expect(await books(db, ida)).toEqual({ credits: 1018, total: 1018, last: 1018, rows: 4 });
    expect(await books(db, idb)).toEqual({ credits: 1007, total: 1007, last: 1007, rows: 2 });
    const page = LedgerPage.parse((await call(t.app, 'GET', LEDGER, { token: a })).body);
    expect(page.entries.map((e) => [e.delta, e.balanceAfter])).toEqual([
      [2, 1018],
      [11, 1016],
      [5, 1005],
      [CREDITS.startingBalance, CREDITS.startingBalance],
    ]);
    await expect(db.transaction((tx) => creditAccounts(tx, [entry(ida, 3), entry('no-such-user', 4)]))).rejects.toThrow();
    expect(await books(db, ida)).toEqual({ credits: 1018, total: 1018, last: 1018, rows: 4 });
  });

  it('a rolled-back transaction leaves neither the balance nor a row', async () => {
    const id = await userIdOf(t, await devLogin(t.app, 'rollback@crawl.test'));
    await expect(
      db.transaction(async (tx) => {
        await debitAccount(tx, { userId: id, amount: 300, reason: CREDIT_REASON.gift, crawlerId: null, note: 'Gift' });
        throw new Error('the gift could not be written');
      }),
    ).rejects.toThrow('the gift could not be written');
    expect(await books(db, id)).toEqual({ credits: 1000, total: 1000, last: 1000, rows: 1 });
  });

  it('pages newest first with before, and shows another account nothing of this one', async () => {
    const token = await devLogin(t.app, 'pager@crawl.test');
    const id = await userIdOf(t, token);
    for (let i = 1; i <= 4; i++) await db.transaction((tx) => creditAccount(tx, { userId: id, delta: i, reason: CREDIT_REASON.fame, crawlerId: null, note: `award ${i}` }));
    const first = LedgerPage.parse((await call(t.app, 'GET', `${LEDGER}?limit=2`, { token })).body);
    expect(first.entries.map((e) => e.note)).toEqual(['award 4', 'award 3']);
    const second = LedgerPage.parse((await call(t.app, 'GET', `${LEDGER}?limit=2&before=${first.nextBefore}`, { token })).body);
    expect(second.entries.map((e) => e.note)).toEqual(['award 2', 'award 1']);
    const third = LedgerPage.parse((await call(t.app, 'GET', `${LEDGER}?limit=2&before=${second.nextBefore}`, { token })).body);
    expect(third).toMatchObject({ entries: [expect.objectContaining({ note: 'Starting grant' })], nextBefore: null });

    const other = await devLogin(t.app, 'other@crawl.test');
    const theirs = LedgerPage.parse((await call(t.app, 'GET', `${LEDGER}?limit=100`, { token: other })).body);
    expect(theirs.entries).toHaveLength(1);
    expect(theirs.entries[0]).toMatchObject({ reason: 'starting_grant', balanceAfter: 1000 });
    expect(theirs.entries.some((e) => e.note.startsWith('award'))).toBe(false);
    // A query naming someone is refused, not obeyed: the session alone names the account.
    expect((await call(t.app, 'GET', `${LEDGER}?userId=${id}`, { token: other })).status).toBe(400);
  });

  it('refuses bad queries with 400 and no session with 401', async () => {
    const token = await devLogin(t.app);
    for (const q of ['limit=0', 'limit=101', 'limit=abc', 'before=-1', 'before=1.5']) {
      const res = await call(t.app, 'GET', `${LEDGER}?${q}`, { token });
      expect(res.status, q).toBe(400);
      expect(res.body).toEqual({ error: expect.any(String), code: 'validation_failed' });
    }
    expect((await call(t.app, 'GET', LEDGER)).status).toBe(401);
  });

  it('keeps users.credits == sum(delta) and each balance_after the running sum over random credits and debits, refused ones included', async () => {
    const id = await userIdOf(t, await devLogin(t.app, 'property@crawl.test'));
    const op = fc.oneof(
      fc.record({ kind: fc.constant('credit' as const), n: fc.integer({ min: 1, max: 500 }) }),
      fc.record({ kind: fc.constant('debit' as const), n: fc.integer({ min: 1, max: 1500 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }), async (batches) => {
        let expected = (await books(db, id)).credits;
        for (const batch of batches) {
          // Each batch runs concurrently: the atomic debit must never let two spends overdraw.
          const results = await Promise.all(
            batch.map((o) =>
              db.transaction((tx) =>
                o.kind === 'credit'
                  ? creditAccount(tx, { userId: id, delta: o.n, reason: CREDIT_REASON.fame, crawlerId: null, note: 'fame' })
                  : debitAccount(tx, { userId: id, amount: o.n, reason: CREDIT_REASON.gift, crawlerId: null, note: 'gift' }),
              ),
            ),
          );
          batch.forEach((o, i) => {
            if (o.kind === 'credit') expected += o.n;
            else if (results[i] !== null) expected -= o.n;
          });
        }
        const b = await books(db, id);
        expect(b.credits).toBe(expected);
        expect(b.total).toBe(b.credits);
        expect(b.last).toBe(b.credits);
        expect(b.credits).toBeGreaterThanOrEqual(0);
        const rows = (await ledgerPage(db, id, { limit: 10_000 })).reverse();
        let running = 0;
        for (const r of rows) {
          running += r.delta;
          expect(r.delta).not.toBe(0);
          expect(r.balanceAfter).toBe(running);
        }
      }),
      { numRuns: 20 },
    );
  });
});
