// Seasons are server data (ARCHITECTURE.md): the embedded default seeds Season 1 live so a new user
// can register and play at once.
import type { Season } from '#contract/season.ts';
import { toSeason, type SeasonRepository } from '../repositories/season-repository.ts';

export const NO_SEASON_MESSAGE = 'Season Unavailable: No active season found. Contact administrators.';

export const SEASON_ONE = {
  seasonNumber: 1,
  name: 'Season 1: The Descent',
  description: 'The first corporate expedition into the shared dungeon. Sponsor a crawler, climb the leaderboard, and try not to go bankrupt.',
  seed: 20261121,
} as const;

export function createSeasonService(repo: SeasonRepository, clock: () => Date, seed: number = SEASON_ONE.seed) {
  return {
    async current(): Promise<Season | null> {
      const row = await repo.findActive();
      return row ? toSeason(row, clock()) : null;
    },
    /** Idempotent: creates Season 1, live from now, when no season exists yet. */
    async seedDefault(): Promise<void> {
      if (await repo.findByNumber(SEASON_ONE.seasonNumber)) return;
      await repo.insert({ ...SEASON_ONE, seed, startDate: clock(), endDate: null, isActive: true });
    },
  };
}
export type SeasonService = ReturnType<typeof createSeasonService>;
