// Whether other sponsors may watch a crawler's room, and how many do: its sponsor's
// switch. Turning it off closes every spectator's view at once, after the write is committed.
import type { SpectatingStatus } from '#contract/realtime.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import type { CrawlerRepository } from '../repositories/crawler-repository.ts';

/**
 * The spectators' feeds, as the switch needs them (server/realtime/spectate-relay.ts implements it;
 * app.ts passes the relay in). Services never import realtime/.
 */
export interface SpectatorFeeds {
  /** How many watch the crawler now. */
  watching(crawlerId: number): number;
  /** Ends every view of the crawler; how many there were. */
  close(crawlerId: number): number;
}

interface Deps {
  db: Db;
  crawlers: CrawlerRepository;
  relay: SpectatorFeeds;
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
