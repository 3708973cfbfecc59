// The one path fame is awarded by (docs/decisions/0035-fame.md): inside the caller's transaction it
// adds to crawlers.fame, appends the crawler's gained_fame log entry (with the new total) and pays
// the sponsor the credits that fame earns, so the three exist together or not at all. Every source
// (the room tick, door moves, spectators, quests) calls awardFame; none writes fame itself. The pay
// goes through the ledger's creditAccount (docs/decisions/0033-credits-ledger.md).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { creditsForFame } from '#game/credits.ts';
import { fameText, type FameAward } from '#game/fame.ts';
import type { NewLogEntry } from '#game/event-log.ts';
import { crawler, floorFirst } from '../db/schema.ts';
import type { Tx } from './crawler-repository.ts';
import { creditAccount, creditAccounts, type CreditEntry } from './credit-ledger-repository.ts';

export interface FameAwardInput extends FameAward {
  crawlerId: number;
  /** Epoch ms of the fact that earned it. */
  at: number;
  roomId: number | null;
}

export interface FameWritesDeps {
  /** Appends log entries in `tx` (server/services/event-recorder.ts record). */
  append: (tx: Tx, entries: readonly NewLogEntry[]) => Promise<void>;
  /** The crawler rows' read cache forgets the row (fame is a ladder category). */
  noteWrites: (ids: readonly number[], tx: Tx, ranking: boolean) => void;
}

export function createFameWrites(deps: FameWritesDeps) {
  return {
    /**
     * Awards fame in `tx`: the crawler's new total, its log entry and its sponsor's credits. A crawler
     * retired by the season's end earns nothing more (its log is closed): `awarded` false, nothing written.
     */
    async awardFame(tx: Tx, a: FameAwardInput): Promise<{ total: number; awarded: boolean }> {
      const amount = Math.floor(a.amount);
      if (!(amount > 0)) return { total: 0, awarded: false };
      deps.noteWrites([a.crawlerId], tx, true);
      const [row] = await tx
        .update(crawler)
        .set({ fame: sql`${crawler.fame} + ${amount}` })
        .where(and(eq(crawler.id, a.crawlerId), isNull(crawler.retiredAt)))
        .returning({ fame: crawler.fame, userId: crawler.userId });
      if (!row) return { total: 0, awarded: false };
      deps.noteWrites([a.crawlerId], tx, true);
      await deps.append(tx, [{ crawlerId: a.crawlerId, at: a.at, roomId: a.roomId, kind: 'gained_fame', data: { amount, reason: a.reason, detail: a.detail, total: row.fame } }]);
      // The sponsor's pay for it: one ledger row naming why (game/credits.ts CREDITS.perFame).
      const credits = creditsForFame(amount);
      if (credits > 0) await creditAccount(tx, { userId: row.userId, delta: credits, reason: 'fame', crawlerId: a.crawlerId, note: fameText({ amount, detail: a.detail }) });
      return { total: row.fame, awarded: true };
    },

    /**
     * Awards the caller's own statement already added to crawlers.fame (door moves' first visits,
     * written with the moves: their rows locked, so not retired), each `total` the fame it left:
     * pays the sponsors now (one statement) and answers each gained_fame entry (null for nothing), for
     * the caller to append with its own entries in the same transaction. The same three facts as
     * awardFame, without its own UPDATE.
     */
    async addedWith(tx: Tx, awards: readonly { award: FameAwardInput; total: number; userId: string }[]): Promise<(NewLogEntry | null)[]> {
      const paid: CreditEntry[] = [];
      const logged = awards.map(({ award: a, total, userId }) => {
        const amount = Math.floor(a.amount);
        if (!(amount > 0)) return null;
        const credits = creditsForFame(amount);
        if (credits > 0) paid.push({ userId, delta: credits, reason: 'fame', crawlerId: a.crawlerId, note: fameText({ amount, detail: a.detail }) });
        return { crawlerId: a.crawlerId, at: a.at, roomId: a.roomId, kind: 'gained_fame', data: { amount, reason: a.reason, detail: a.detail, total } } satisfies NewLogEntry;
      });
      // The sponsors' pay, one statement for them all.
      await creditAccounts(tx, paid);
      return logged;
    },

    /**
     * Claims the season's first arrival on `floor` for the crawler: true for exactly one crawler per
     * season and floor (the row's key decides, in whichever transaction inserts it first).
     */
    async claimFloorFirst(tx: Tx, seasonId: number, floor: number, crawlerId: number, at: Date): Promise<boolean> {
      const rows = await tx.insert(floorFirst).values({ seasonId, floor, crawlerId, reachedAt: at }).onConflictDoNothing().returning({ floor: floorFirst.floor });
      return rows.length > 0;
    },
  };
}
export type FameWrites = ReturnType<typeof createFameWrites>;
