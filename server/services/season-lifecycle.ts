// A season's end and the next one's start, for the operator's command (scripts/season.ts)
// and the running server's clock (season-clock.ts) alike. Both are idempotent and survive a crash
// at any point:
// - The end is one transaction: the ladder frozen into the hall of fame, the living crawlers retired
//   (each with a 'retired' entry, the last of its log), the season marked ended. A crash leaves all
//   of it or none of it; a second run finds `ended_at` set and changes nothing.
// - The start is three steps, each keyed on what is stored: the season's seed is settled (derived
//   from the previous season's when it has none worth keeping), its dungeon generated and stored
//   (one transaction; skipped when stored), then in one transaction the ended season is deactivated
//   and this one activated. Rerun after a crash, it carries on from the first step not yet stored.
// Every season switch locks the seasons' rows, so two runs (two processes on PostgreSQL) take turns.
// - The next season after an end (docs/decisions/0027): the operator's scheduled one when there is
//   one (at its start date), else a successor made on the spot (the next number, a seed derived from
//   the ended season's, SEASON_LENGTH_DAYS long), so a server left alone always has a live season.
//   Its row is inserted under the seasons' locks and its number is unique: two processes that both
//   see the end make one successor between them, and its start is the resumable start above.
import { LifecycleErrorCode } from '#contract/errors.ts';
import { LADDER_CATEGORIES, LADDER_SIZE } from '#game/ladder.ts';
import type { NewLogEntry } from '#game/event-log.ts';
import { nextSeasonSeed, NO_SEED, seedWorthKeeping } from '#game/season.ts';
import type { Db } from '../db/database.ts';
import type { CrawlerRepository, Tx } from '../repositories/crawler-repository.ts';
import type { HallOfFameRepository } from '../repositories/hall-of-fame-repository.ts';
import type { LadderRepository } from '../repositories/ladder-repository.ts';
import type { SeasonRepository, SeasonRow } from '../repositories/season-repository.ts';
import type { DungeonService } from './dungeon-service.ts';
import type { EventRecorder } from './event-recorder.ts';

/** Why a lifecycle step refused; the operator's command maps each to a message and an exit code. */

export class LifecycleError extends Error {
  constructor(
    readonly code: LifecycleErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface LifecycleResult {
  /** false: everything was already done, and nothing was written. */
  changed: boolean;
  season: SeasonRow;
  /** One line for the operator. */
  message: string;
}

export interface EndResult extends LifecycleResult {
  /** Hall of fame places written, and crawlers retired (0 and 0 when nothing changed). */
  frozen: number;
  retired: number;
}

export interface ScheduleInput {
  seasonNumber: number;
  name?: string;
  description?: string;
  startDate?: Date;
  endDate?: Date | null;
  /** Omitted: derived from the previous season's seed when the season starts. */
  seed?: number;
}

export interface LifecycleDeps {
  db: Db;
  seasons: SeasonRepository;
  ladder: Pick<LadderRepository, 'top'>;
  hallOfFame: HallOfFameRepository;
  recorder: Pick<EventRecorder, 'record'>;
  dungeon: Pick<DungeonService, 'ensure'>;
  crawlers: Pick<CrawlerRepository, 'lockLivingInSeason' | 'retire'>;
}

const iso = (d: Date) => d.toISOString();
const DAY_MS = 86_400_000;

/** The season made when one ends and the operator scheduled none: its number's name, a fresh dungeon. */
export function successorSeason(seasonNumber: number): { name: string; description: string } {
  return {
    name: `Season ${seasonNumber}`,
    description: 'A new expedition into a freshly generated dungeon. Sponsor a crawler, climb the leaderboard, and try not to go bankrupt.',
  };
}
const label = (s: Pick<SeasonRow, 'seasonNumber'>) => `Season ${s.seasonNumber}`;

export function createSeasonLifecycle(deps: LifecycleDeps) {
  const { db, seasons } = deps;

  function existing(n: number, rows: readonly SeasonRow[]): SeasonRow {
    const row = rows.find((r) => r.seasonNumber === n);
    if (!row) throw new LifecycleError(LifecycleErrorCode.notFound, `Season ${n} does not exist. Schedule it first: npm run season -- schedule --season ${n} ...`);
    return row;
  }

  /** The season's top of every category at `at`, stored in place order. */
  async function freeze(tx: Tx, season: SeasonRow, at: Date): Promise<number> {
    let places = 0;
    for (const category of LADDER_CATEGORIES) {
      const top = await deps.ladder.top(season.id, category, LADDER_SIZE, at, tx);
      await deps.hallOfFame.store(
        tx,
        season.id,
        category,
        top.map((r, i) => ({ place: i + 1, crawlerId: r.crawlerId, name: r.name, serial: r.serial, value: r.value, isAlive: r.isAlive })),
      );
      places += top.length;
    }
    return places;
  }

  /** The season's living crawlers retire at `at`: a 'retired' entry ends each one's log, then the rows change. */
  async function retire(tx: Tx, season: SeasonRow, at: Date): Promise<number> {
    const living = await deps.crawlers.lockLivingInSeason(season.id, tx);
    if (!living.length) return 0;
    const entries: NewLogEntry[] = living.map((c) => ({ crawlerId: c.id, at: at.getTime(), roomId: c.roomId, kind: 'retired', data: { seasonNumber: season.seasonNumber } }));
    // Before the rows change: a retired crawler's log takes nothing after its 'retired' entry.
    await deps.recorder.record(tx, entries, season.startDate.getTime());
    await deps.crawlers.retire(living, at, tx);
    return living.length;
  }

  const lifecycle = {
    /**
     * Ends season `seasonNumber` at `at`: freezes its ladder, retires its living crawlers and marks
     * it ended, in one transaction. Already ended: changes nothing and says so.
     */
    async endSeason(seasonNumber: number, at: Date): Promise<EndResult> {
      return db.transaction(async (tx) => {
        const season = existing(seasonNumber, await seasons.lockAll(tx));
        if (season.endedAt) {
          return { changed: false, season, frozen: 0, retired: 0, message: `${label(season)} already ended at ${iso(season.endedAt)}: nothing to do.` };
        }
        if (!season.isActive) throw new LifecycleError(LifecycleErrorCode.notStarted, `${label(season)} has not started: there is nothing to end.`);
        if (at.getTime() < season.startDate.getTime()) {
          throw new LifecycleError(LifecycleErrorCode.badTime, `${label(season)} started at ${iso(season.startDate)}: it cannot end before that (${iso(at)}).`);
        }
        const frozen = await freeze(tx, season, at);
        const retired = await retire(tx, season, at);
        await seasons.markEnded(season.id, at, tx);
        const ended = { ...season, endedAt: at, endDate: at };
        return { changed: true, season: ended, frozen, retired, message: `${label(season)} ended at ${iso(at)}: ${retired} crawler(s) retired, ${frozen} hall of fame place(s) written.` };
      });
    },

    /**
     * Starts season `seasonNumber` at `at` (its start date, or earlier when an operator starts it
     * early): seed, dungeon, then the switch. The season live before it must have ended.
     */
    async startSeason(seasonNumber: number, at: Date): Promise<LifecycleResult> {
      // 1. Checks, and the seed settled (stored before the dungeon is generated from it).
      const prepared = await db.transaction(async (tx) => {
        const rows = await seasons.lockAll(tx);
        const season = existing(seasonNumber, rows);
        if (season.isActive && !season.endedAt) return { season, live: true };
        checkStartable(season, rows);
        const previous = [...rows].reverse().find((r) => r.seasonNumber < seasonNumber) ?? null;
        if (seedWorthKeeping(season.seed, previous?.seed ?? null)) return { season, live: false };
        const seed = nextSeasonSeed(previous?.seed ?? season.seed, season.seasonNumber);
        return { season: await seasons.update(season.id, { seed }, tx), live: false };
      });
      // 2. Its dungeon (also when already live: a run that crashed after the switch left it to a rerun).
      await deps.dungeon.ensure(prepared.season.id, prepared.season.seed);
      if (prepared.live) return { changed: false, season: prepared.season, message: `${label(prepared.season)} is already live: nothing to do.` };
      // 3. The switch.
      return db.transaction(async (tx) => {
        const rows = await seasons.lockAll(tx);
        const season = existing(seasonNumber, rows);
        if (season.isActive && !season.endedAt) return { changed: false, season, message: `${label(season)} is already live: nothing to do.` };
        checkStartable(season, rows);
        await seasons.activateOnly(season.id, tx);
        const early = at.getTime() < season.startDate.getTime();
        const started = early ? await seasons.update(season.id, { startDate: at }, tx) : { ...season, isActive: true };
        const ended = rows.filter((r) => r.isActive && r.id !== season.id).map(label);
        return {
          changed: true,
          season: { ...started, isActive: true },
          message: `${label(season)} is live from ${iso(started.startDate)} (seed ${season.seed})${ended.length ? `; ${ended.join(', ')} no longer active` : ''}.`,
        };
      });
    },

    /**
     * The configured length applied to the live season when it has no end date: it ends `lengthMs`
     * after its start. A season with an end date (the operator's, or an earlier run's) keeps it.
     */
    async applyLength(seasonNumber: number, lengthMs: number): Promise<LifecycleResult> {
      return db.transaction(async (tx) => {
        const season = existing(seasonNumber, await seasons.lockAll(tx));
        if (!season.isActive || season.endedAt || season.endDate) return { changed: false, season, message: `${label(season)} keeps its end: nothing to do.` };
        const endDate = new Date(season.startDate.getTime() + lengthMs);
        const updated = await seasons.update(season.id, { endDate }, tx);
        return { changed: true, season: updated, message: `${label(updated)} ends at ${iso(endDate)} (${+(lengthMs / DAY_MS).toFixed(3)} day(s) after its start).` };
      });
    },

    /**
     * Starts the season that follows the last one to end, at `at`, when no season is live: the
     * operator's scheduled season once its start date has come (null before: the operator planned a
     * pause), else a successor made now (the next number, seed derived at its start, `lengthMs` long
     * when given). Null when nothing is to start.
     */
    async startNext(at: Date, lengthMs: number | null): Promise<LifecycleResult | null> {
      const next = await db.transaction(async (tx) => {
        const rows = await seasons.lockAll(tx);
        if (rows.some((r) => r.isActive && !r.endedAt)) return null;
        const lastRun = [...rows].reverse().find((r) => r.isActive || r.endedAt);
        const scheduled = rows.find((r) => !r.isActive && !r.endedAt && r.seasonNumber > (lastRun?.seasonNumber ?? 0));
        if (scheduled) return scheduled.startDate.getTime() <= at.getTime() ? scheduled : null;
        const seasonNumber = (rows.at(-1)?.seasonNumber ?? 0) + 1;
        // Another process may have inserted it a moment ago (this lock waited for it, but its snapshot
        // predates the row): the insert then returns that row, and both go on to the same start.
        return seasons.insert(
          { seasonNumber, ...successorSeason(seasonNumber), seed: NO_SEED, startDate: at, endDate: lengthMs ? new Date(at.getTime() + lengthMs) : null, isActive: false },
          tx,
        );
      });
      return next ? lifecycle.startSeason(next.seasonNumber, at) : null;
    },

    /**
     * Schedules season `seasonNumber` (a 'coming soon' row), or changes one not yet started. A live
     * season may only have its name, description or end changed. The same call twice changes nothing.
     */
    async createNextSeason(input: ScheduleInput): Promise<LifecycleResult> {
      return db.transaction(async (tx) => {
        const rows = await seasons.lockAll(tx);
        const season = rows.find((r) => r.seasonNumber === input.seasonNumber);
        if (!season) {
          if (!input.name || !input.startDate) throw new LifecycleError(LifecycleErrorCode.incomplete, `Season ${input.seasonNumber} is new: give it a name and a start.`);
          checkDates(input.startDate, input.endDate ?? null);
          const later = rows.find((r) => r.seasonNumber > input.seasonNumber && (r.isActive || r.endedAt));
          if (later) throw new LifecycleError(LifecycleErrorCode.outOfOrder, `${label(later)} has already run: a new season must come after it.`);
          const created = await seasons.insert(
            { seasonNumber: input.seasonNumber, name: input.name, description: input.description ?? '', seed: input.seed ?? NO_SEED, startDate: input.startDate, endDate: input.endDate ?? null, isActive: false },
            tx,
          );
          return { changed: true, season: created, message: `${label(created)} scheduled: ${iso(created.startDate)} to ${created.endDate ? iso(created.endDate) : 'open-ended'}.` };
        }
        if (season.endedAt) throw new LifecycleError(LifecycleErrorCode.alreadyEnded, `${label(season)} has already ended: it cannot be rescheduled.`);
        const live = season.isActive;
        if (live && input.startDate && input.startDate.getTime() !== season.startDate.getTime()) {
          throw new LifecycleError(LifecycleErrorCode.stillLive, `${label(season)} is live: its start cannot change (only its name, description and end).`);
        }
        if (live && input.seed !== undefined && input.seed !== season.seed) {
          throw new LifecycleError(LifecycleErrorCode.stillLive, `${label(season)} is live: its dungeon's seed cannot change.`);
        }
        const changes = {
          ...(input.name !== undefined && input.name !== season.name ? { name: input.name } : {}),
          ...(input.description !== undefined && input.description !== season.description ? { description: input.description } : {}),
          ...(input.startDate && input.startDate.getTime() !== season.startDate.getTime() ? { startDate: input.startDate } : {}),
          ...(input.endDate !== undefined && (input.endDate?.getTime() ?? null) !== (season.endDate?.getTime() ?? null) ? { endDate: input.endDate } : {}),
          ...(input.seed !== undefined && input.seed !== season.seed ? { seed: input.seed } : {}),
        };
        if (!Object.keys(changes).length) return { changed: false, season, message: `${label(season)} is already scheduled so: nothing to do.` };
        checkDates(changes.startDate ?? season.startDate, changes.endDate === undefined ? season.endDate : changes.endDate);
        const updated = await seasons.update(season.id, changes, tx);
        return { changed: true, season: updated, message: `${label(updated)} rescheduled: ${iso(updated.startDate)} to ${updated.endDate ? iso(updated.endDate) : 'open-ended'}.` };
      });
    },
  };
  return lifecycle;
}
export type SeasonLifecycle = ReturnType<typeof createSeasonLifecycle>;

/** A season may start when it has not ended, every other live season has, and none after it has run. */
function checkStartable(season: SeasonRow, rows: readonly SeasonRow[]): void {
  if (season.endedAt) throw new LifecycleError(LifecycleErrorCode.alreadyEnded, `${label(season)} has already ended: it cannot start again.`);
  const live = rows.find((r) => r.isActive && !r.endedAt && r.id !== season.id);
  if (live) throw new LifecycleError(LifecycleErrorCode.stillLive, `${label(live)} is still live: end it first (npm run season -- end --season ${live.seasonNumber}).`);
  const later = rows.find((r) => r.seasonNumber > season.seasonNumber && (r.isActive || r.endedAt));
  if (later) throw new LifecycleError(LifecycleErrorCode.outOfOrder, `${label(later)} has already run: ${label(season)} comes before it.`);
}

function checkDates(start: Date, end: Date | null): void {
  if (end && end.getTime() <= start.getTime()) throw new LifecycleError(LifecycleErrorCode.badTime, `The end (${iso(end)}) must come after the start (${iso(start)}).`);
}
