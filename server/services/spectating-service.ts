// Whether other sponsors may watch a crawler's room, and how many do: its sponsor's
// switch. Turning it off closes every spectator's view at once, after the write is committed.
import type { SpectatingStatus } from '#contract/realtime.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import type { CrawlerRepository } from '../repositories/crawler-repository.ts';
import type { SpectateRelay } from '../realtime/spectate-relay.ts';

interface Deps {
  db: Db;
  crawlers: CrawlerRepository;
  relay: Pick<SpectateRelay, 'watching' | 'close'>;
}

export function createSpectatingService({ db, crawlers, relay }: Deps) {
  return {
    /** Another sponsor's crawler is not found (404), as everywhere. */
    async status(userId: string, crawlerId: number): Promise<SpectatingStatus> {
      const row = await crawlers.findOwned(crawlerId, userId);
      if (!row) throw notFound('Crawler');
      return { allowed: row.spectatingAllowed, watching: relay.watching(crawlerId) };
    },

    async setAllowed(userId: string, crawlerId: number, allowed: boolean): Promise<SpectatingStatus> {
      await db.transaction(async (tx) => {
        const row = await crawlers.lockOwned(crawlerId, userId, tx);
        if (!row) throw notFound('Crawler');
        if (row.spectatingAllowed !== allowed) await crawlers.update(crawlerId, { spectatingAllowed: allowed }, tx);
      });
      if (!allowed) relay.close(crawlerId);
      return { allowed, watching: relay.watching(crawlerId) };
    },
  };
}
export type SpectatingService = ReturnType<typeof createSpectatingService>;
