// Reads of the sponsor's own credit ledger, a page at a time, newest first.
import type { LedgerPage, LedgerQuery } from '#contract/ledger.ts';
import type { Db } from '../db/database.ts';
import { balanceOf, ledgerPage } from '../repositories/credit-ledger-repository.ts';

export function createLedgerService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async page(userId: string, query: LedgerQuery): Promise<LedgerPage> {
      // One more row than asked tells whether an older page exists without a count.
      const [rows, balance] = await Promise.all([ledgerPage(db, userId, { before: query.before, limit: query.limit + 1 }), balanceOf(db, userId)]);
      const shown = rows.slice(0, query.limit);
      return {
        entries: shown.map((r) => ({ id: r.id, delta: r.delta, reason: r.reason, crawlerId: r.crawlerId, note: r.note, balanceAfter: r.balanceAfter, createdAt: r.createdAt.toISOString() })),
        balance: balance ?? 0,
        nextBefore: rows.length > query.limit ? shown[shown.length - 1]!.id : null,
      };
    },
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
