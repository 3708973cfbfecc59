// The season ladder: the active season's top of a category, and where the viewer's own
// crawlers stand in it. The ranking itself is the repository's (indexed queries held to
// game/ladder.ts by tests); this picks the season, the viewer's crawlers and the answer's shape,
// which names crawlers but never their sponsors.
import { ErrorCode } from '#contract/errors.ts';
import { LADDER_MINE_SIZE, type Ladder, type LadderEntry } from '#contract/ladder.ts';
import { LADDER_SIZE, ladderValue, type LadderCategory, type LadderCrawler } from '#game/ladder.ts';
import { HttpError } from '../http/errors.ts';
import type { CrawlerRepository, CrawlerRow } from '../repositories/crawler-repository.ts';
import type { LadderRepository, LadderRow } from '../repositories/ladder-repository.ts';
import type { SeasonRepository } from '../repositories/season-repository.ts';
import { NO_SEASON_MESSAGE } from './season-service.ts';

interface Deps {
  ladder: LadderRepository;
  seasons: SeasonRepository;
  crawlers: Pick<CrawlerRepository, 'listByUser'>;
  clock: () => Date;
}

/** What the answer shows of a ranked row: everything but the sponsor. */
function entryOf(r: LadderRow): LadderEntry {
  return { rank: r.rank, value: r.value, crawlerId: r.crawlerId, name: r.name, serial: r.serial, level: r.level, status: r.status, isAlive: r.isAlive };
}

function ranked(c: CrawlerRow): LadderCrawler {
  return {
    id: c.id,
    deepestFloor: c.deepestFloor,
    gold: c.gold,
    kills: c.kills,
    roomsExplored: c.roomsExplored,
    fame: c.fame,
    createdAtMs: c.createdAt.getTime(),
    endedAtMs: (c.diedAt ?? c.retiredAt)?.getTime() ?? null,
  };
}

/**
 * The viewer's best `n` crawlers of the season in `category`: a rank only grows with the value, so
 * the highest values (ties by id, the ladder's order) are the best ranks, found without a count.
 */
export function bestOwn(own: readonly CrawlerRow[], seasonId: number, category: LadderCategory, nowMs: number, n: number): number[] {
  return own
    .filter((c) => c.seasonId === seasonId)
    .map((c) => ({ id: c.id, value: ladderValue(ranked(c), category, nowMs) }))
    .sort((a, b) => b.value - a.value || a.id - b.id)
    .slice(0, n)
    .map((c) => c.id);
}

export function createLadderService({ ladder, seasons, crawlers, clock }: Deps) {
  return {
    /** The active season's ladder in `category`; `viewerId` (null: signed out) also gets their own ranks. */
    async read(viewerId: string | null, category: LadderCategory): Promise<Ladder> {
      const season = await seasons.findActive();
      if (!season) throw new HttpError(404, ErrorCode.noActiveSeason, NO_SEASON_MESSAGE);
      const now = clock();
      const [top, own] = await Promise.all([ladder.top(season.id, category, LADDER_SIZE, now), viewerId ? crawlers.listByUser(viewerId) : []]);
      const mine = await ladder.ranksOf(season.id, category, bestOwn(own, season.id, category, now.getTime(), LADDER_MINE_SIZE), now);
      mine.sort((a, b) => a.rank - b.rank || a.crawlerId - b.crawlerId);
      return {
        season: { id: season.id, seasonNumber: season.seasonNumber, name: season.name },
        category,
        generatedAt: now.toISOString(),
        entries: top.map(entryOf),
        mine: mine.map(entryOf),
      };
    },
  };
}
export type LadderService = ReturnType<typeof createLadderService>;
