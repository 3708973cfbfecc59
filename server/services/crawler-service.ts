// Reading a sponsor's crawlers, the season leaderboard, the activity feed, and timed effects.
import { ErrorCode } from '#contract/errors.ts';
import type { Activity, LeaderboardEntry } from '#contract/activity.ts';
import type { Crawler, EffectResponse } from '#contract/crawler.ts';
import { EYES_OF_DEBUG } from '#game/constants.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import type { ActivityRepository } from '../repositories/activity-repository.ts';
import type { CrawlerRepository } from '../repositories/crawler-repository.ts';
import type { SeasonRepository } from '../repositories/season-repository.ts';
import { liveEffects, toCrawler } from './crawler-view.ts';
import { HttpError } from '../http/errors.ts';
import type { EventRecorder } from './event-recorder.ts';
import type { EventLogRepository } from '../repositories/event-log-repository.ts';
import { activityId, activityOf, collapseRepeats } from '#game/activity-feed.ts';

export const EYES_OF_DEBUG_ID = 'eyes_of_debug';
export const LEADERBOARD_SIZE = 10;
/** Log entries read per feed item wanted: swings by standing orders collapse into one item. */
const FEED_OVERREAD = 4;

interface Deps {
  db: Db;
  crawlers: CrawlerRepository;
  activities: ActivityRepository;
  seasons: SeasonRepository;
  clock: () => Date;
  recorder?: EventRecorder;
  /** The crawlers' logs, which the activity feed is read from. */
  log: EventLogRepository;
}

export function createCrawlerService(deps: Deps) {
  const { db, crawlers, activities, clock } = deps;
  const serialised = new WeakMap<readonly object[], Buffer>();
  return {
    async list(userId: string): Promise<Crawler[]> {
      const now = clock();
      return (await crawlers.listByUser(userId)).map((r) => toCrawler(r, now));
    },

    async get(userId: string, crawlerId: number): Promise<Crawler> {
      const row = await crawlers.findOwned(crawlerId, userId);
      if (!row) throw notFound('Crawler');
      return toCrawler(row, clock());
    },

    /**
     * The active season's top crawlers by gold (empty when no season is active), as UTF-8 JSON:
     * serialised and encoded once per answer the repository keeps (it answers the same array until a
     * write can change it).
     */
    async leaderboardJson(): Promise<Buffer> {
      const rows = await crawlers.topByGoldInActiveSeason(LEADERBOARD_SIZE);
      let json = serialised.get(rows);
      if (json === undefined) {
        json = Buffer.from(JSON.stringify(rows satisfies readonly LeaderboardEntry[]));
        serialised.set(rows, json);
      }
      return json;
    },

    /**
     * The sponsor's activity feed: the notable entries of its crawlers' logs (game/activity-feed.ts),
     * merged with the activities stored before the logs existed (no new ones are written there).
     */
    async activities(userId: string, limit: number): Promise<Activity[]> {
      // A fight by orders is many entries and one item (collapseRepeats): read enough to fill the page.
      const [logged, legacy] = await Promise.all([deps.log.feedForUser(userId, limit * FEED_OVERREAD), activities.recentForUser(userId, limit)]);
      const fromLog = logged.flatMap(({ crawler, entry }): (Activity & { at: number })[] => {
        const item = activityOf(entry, crawler);
        if (!item) return [];
        const { name, health, maxHealth, id } = crawler;
        return [{ id: activityId(id, entry.seq), type: item.type, message: item.message, createdAt: new Date(entry.at).toISOString(), details: { results: { summary: item.summary } }, crawler: { id, name, health, maxHealth }, at: entry.at }];
      });
      const old = legacy.map((a) => ({
        id: a.id,
        type: a.type,
        message: a.message,
        createdAt: a.createdAt.toISOString(),
        details: { results: { summary: a.summary } },
        crawler: a.crawlerId === null ? null : { id: a.crawlerId, name: a.crawlerName ?? 'Unknown', health: a.crawlerHealth ?? 0, maxHealth: a.crawlerMaxHealth ?? 0 },
        at: a.createdAt.getTime(),
      }));
      return [...collapseRepeats(fromLog), ...old]
        .sort((a, b) => b.at - a.at || b.id - a.id)
        .slice(0, limit)
        .map(({ at: _at, ...activity }) => activity);
    },

    /** Eyes of D'Bug: scan range +100 for 10 minutes; it ends by itself. */
    async applyEyesOfDebug(userId: string, crawlerId: number): Promise<EffectResponse> {
      return db.transaction(async (tx) => {
        const row = await crawlers.lockOwned(crawlerId, userId, tx);
        if (!row) throw notFound('Crawler');
        if (!row.isAlive) throw new HttpError(409, ErrorCode.crawlerDead, `${row.name} is dead.`);
        const now = clock();
        const live = liveEffects(row, now);
        const running = live.find((e) => e.id === EYES_OF_DEBUG_ID);
        if (running) {
          const left = Math.ceil((new Date(running.expiresAt).getTime() - now.getTime()) / 1000);
          return { success: false, error: 'Effect already active', message: `Eyes of D'Bug is already active (${left}s left).`, effect: running };
        }
        const effect = {
          id: EYES_OF_DEBUG_ID,
          name: "Eyes of D'Bug",
          expiresAt: new Date(now.getTime() + EYES_OF_DEBUG.durationMs).toISOString(),
          scanRangeBonus: EYES_OF_DEBUG.scanBonus,
        };
        const updated = await crawlers.update(row.id, { activeEffects: [...live, effect], lastAction: 'eyes_of_debug' }, tx);
        await deps.recorder?.record(tx, [
          { crawlerId: row.id, at: now.getTime(), roomId: row.currentRoomId, kind: 'scanned', data: { effect: effect.name, scanRangeBonus: effect.scanRangeBonus, untilMs: Date.parse(effect.expiresAt) } },
        ]);
        return { success: true, message: `Scan range +${EYES_OF_DEBUG.scanBonus} for ${EYES_OF_DEBUG.durationMs / 60_000} minutes.`, effect, crawler: toCrawler(updated, now) };
      });
    },
  };
}
export type CrawlerService = ReturnType<typeof createCrawlerService>;
