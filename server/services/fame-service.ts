// Fame earned outside any other fact's transaction: the minutes other sponsors spent watching a
// crawler's room (server/realtime/spectate-relay.ts counts them and calls this per whole minute).
// Each call is one transaction through the one award path (server/repositories/fame-writes.ts).
import type { AnnouncedEvent } from '#contract/room-events.ts';
import { fameForSpectators, fameText } from '#game/fame.ts';
import type { Db } from '../db/database.ts';
import { retryOnConflict } from '../db/transactions.ts';
import type { CrawlerRepository } from '../repositories/crawler-repository.ts';
import type { FameWrites } from '../repositories/fame-writes.ts';

interface Deps {
  db: Db;
  crawlers: Pick<CrawlerRepository, 'findById'>;
  fame: Pick<FameWrites, 'awardFame'>;
  clock: () => Date;
  /** Tells the crawler's live room, once committed (app.ts passes the hub's announce in). */
  announce?: (roomId: number, event: AnnouncedEvent) => void;
}

export function createFameService({ db, crawlers, fame, clock, announce }: Deps) {
  return {
    /** Pays `minutes` spectator-minutes as fame; the crawler's new total (null: nothing was awarded). */
    async spectatorMinutes(crawlerId: number, minutes: number): Promise<number | null> {
      const [award] = fameForSpectators(minutes);
      if (!award) return null;
      const done = await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const row = await crawlers.findById(crawlerId, tx);
          if (!row || !row.isAlive) return null;
          const r = await fame.awardFame(tx, { ...award, crawlerId, at: clock().getTime(), roomId: row.currentRoomId });
          return r.awarded ? { total: r.total, roomId: row.currentRoomId } : null;
        }),
      );
      if (!done) return null;
      if (done.roomId !== null) announce?.(done.roomId, { type: 'fame_gained', crawlerId, amount: award.amount, total: done.total, text: fameText(award) });
      return done.total;
    },
  };
}
export type FameService = ReturnType<typeof createFameService>;
