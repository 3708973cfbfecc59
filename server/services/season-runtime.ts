// The season this process serves: the active season's id, start and dungeon, read once at
// start and again whenever the season clock sees the active season change (ended, or another one
// started, here or by the operator's command in another process). Everything that used to assume
// "the season is fixed at start-up" asks this instead: the live rooms' dungeon, the log's season ticks.
import type { SeasonRepository } from '../repositories/season-repository.ts';
import type { DungeonCache } from './dungeon-cache.ts';
import type { DungeonService } from './dungeon-service.ts';

export interface ServedSeason {
  id: number;
  seasonNumber: number;
  startMs: number;
  /** When its end was carried out; null while it runs. */
  endedAtMs: number | null;
  dungeon: DungeonCache;
}

export function createSeasonRuntime(deps: { seasons: Pick<SeasonRepository, 'findActive'>; dungeon: Pick<DungeonService, 'ensure'> }) {
  let served: ServedSeason | null = null;
  return {
    /**
     * Reads the active season again, loading (or generating) its dungeon; true when it differs from
     * the one served so far (another season, or the same one now ended).
     */
    async refresh(): Promise<boolean> {
      const row = await deps.seasons.findActive();
      const next: ServedSeason | null = row
        ? { id: row.id, seasonNumber: row.seasonNumber, startMs: row.startDate.getTime(), endedAtMs: row.endedAt?.getTime() ?? null, dungeon: await deps.dungeon.ensure(row.id, row.seed) }
        : null;
      const before = served;
      served = next;
      return before?.id !== next?.id || before?.endedAtMs !== next?.endedAtMs || before?.startMs !== next?.startMs;
    },
    served: (): ServedSeason | null => served,
    /** The served season's id; -1 when there is none. */
    seasonId: (): number => served?.id ?? -1,
    /** When the served season began (epoch ms; 0 when there is none): log entries count ticks from it. */
    startMs: (): number => served?.startMs ?? 0,
    dungeon: (): DungeonCache | undefined => served?.dungeon,
  };
}
export type SeasonRuntime = ReturnType<typeof createSeasonRuntime>;
