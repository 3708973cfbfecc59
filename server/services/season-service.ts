// Seasons are server data (ARCHITECTURE.md): the embedded default seeds Season 1 live so a new user
// can register and play at once. Past seasons keep their hall of fame.
import { ErrorCode } from '#contract/errors.ts';
import { SEASON_NOT_ENDED_MESSAGE, SeasonStatus, type HallOfFame, type HallOfFameQuery, type Season, type SeasonSummary } from '#contract/season.ts';
import { LADDER_CATEGORIES } from '#game/ladder.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { competitionRanks, type HallOfFameRepository } from '../repositories/hall-of-fame-repository.ts';
import { seasonStatus, toSeason, toSeasonSummary, type SeasonRepository, type SeasonRow } from '../repositories/season-repository.ts';

export const NO_SEASON_MESSAGE = 'Season Unavailable: No active season found. Contact administrators.';

export const SEASON_ONE = {
  seasonNumber: 1,
  name: 'Season 1: The Descent',
  description: 'The first corporate expedition into the shared dungeon. Sponsor a crawler, climb the leaderboard, and try not to go bankrupt.',
  seed: 20261121,
} as const;

/** Whether `row` is a season crawlers can be sponsored in and play at `now`. */
export function isLive(row: SeasonRow | null, now: Date): row is SeasonRow {
  return row !== null && seasonStatus(row, now) === SeasonStatus.live;
}

export function createSeasonService(repo: SeasonRepository, clock: () => Date, seed: number = SEASON_ONE.seed, hallOfFame?: HallOfFameRepository) {
  return {
    /**
     * The season a visitor is told about: the live one; once it has ended, the next scheduled one
     * ('coming soon'), or the ended one while none is scheduled; null when there is no season at all.
     */
    async current(): Promise<Season | null> {
      const now = clock();
      const active = await repo.findActive();
      if (active && seasonStatus(active, now) !== SeasonStatus.ended) return toSeason(active, now);
      const next = await repo.findNextScheduled(active?.seasonNumber ?? 0);
      if (next) return toSeason(next, now);
      return active ? toSeason(active, now) : null;
    },
    /** Idempotent: creates Season 1, live from now, when no season exists yet. */
    async seedDefault(): Promise<void> {
      if (await repo.findByNumber(SEASON_ONE.seasonNumber)) return;
      await repo.insert({ ...SEASON_ONE, seed, startDate: clock(), endDate: null, isActive: true });
    },
    async list(): Promise<SeasonSummary[]> {
      const now = clock();
      return (await repo.list()).map((r) => toSeasonSummary(r, now));
    },
    /** A season's frozen ladder: 404 for an unknown season, 409 until its end has been carried out. */
    async hallOfFame(seasonNumber: number, q: HallOfFameQuery): Promise<HallOfFame> {
      const row = await repo.findByNumber(seasonNumber);
      if (!row) throw notFound('Season');
      if (!row.endedAt || !hallOfFame) throw new HttpError(409, ErrorCode.seasonNotEnded, SEASON_NOT_ENDED_MESSAGE);
      const categories = q.category ? [q.category] : LADDER_CATEGORIES;
      const frozen = await hallOfFame.read(row.id, categories);
      return {
        season: toSeasonSummary(row, clock()),
        categories: categories.map((category) => {
          const entries = frozen.get(category) ?? [];
          const ranks = competitionRanks(entries.map((e) => e.value));
          return { category, entries: entries.map((e, i) => ({ rank: ranks[i]!, crawlerId: e.crawlerId, name: e.name, serial: e.serial, value: e.value, survived: e.isAlive })) };
        }),
      };
    },
  };
}
export type SeasonService = ReturnType<typeof createSeasonService>;
