// Reading the season's record: a crawler's log, its report and its replay are its
// sponsor's while it lives and everyone's once it is dead or retired. Anyone else asking about a
// living crawler learns nothing, not even that it exists (404, like every other crawler route).
import type { LogPage, LogPageQuery } from '#contract/record.ts';
import { notFound } from '../http/errors.ts';
import type { CrawlerRepository, CrawlerRow } from '../repositories/crawler-repository.ts';
import type { EventLogRepository } from '../repositories/event-log-repository.ts';
import type { SeasonRepository } from '../repositories/season-repository.ts';

interface Deps {
  crawlers: CrawlerRepository;
  log: EventLogRepository;
  seasons: SeasonRepository;
}

/** Whether `viewerId` (null: signed out) may read this crawler's record. */
export function canReadRecord(row: Pick<CrawlerRow, 'userId' | 'isAlive'>, viewerId: string | null): boolean {
  return !row.isAlive || row.userId === viewerId;
}

export function createRecordService(deps: Deps) {
  const { crawlers, log, seasons } = deps;

  /** The crawler, when the viewer may read its record; 404 otherwise. */
  async function readable(viewerId: string | null, crawlerId: number): Promise<CrawlerRow> {
    const row = await crawlers.findById(crawlerId);
    if (!row || !canReadRecord(row, viewerId)) throw notFound('Crawler');
    return row;
  }

  return {
    readable,

    async page(viewerId: string | null, crawlerId: number, q: LogPageQuery): Promise<LogPage> {
      const row = await readable(viewerId, crawlerId);
      const [entries, lastSeq, season] = await Promise.all([log.page(row.id, q.from, q.limit), log.lastSeq(row.id), seasons.findById(row.seasonId)]);
      return { crawlerId: row.id, lastSeq, seed: season?.seed ?? 0, seasonStartMs: season?.startDate.getTime() ?? 0, entries };
    },
  };
}
export type RecordService = ReturnType<typeof createRecordService>;
