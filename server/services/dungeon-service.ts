// Makes sure the active season's dungeon exists (generated from the season seed and stored once,
// in one transaction) and keeps its static part in memory. Two starts of one season at once (two
// checks in this process, or two processes that both saw a season end) store it once: in a process
// the second waits for the first; across processes the second's store meets the first's rows in the
// unique key (season, room key), rolls back, and loads what the first stored.
import { generateDungeon } from '#game/dungeon/dungeon.ts';
import type { DungeonRepository } from '../repositories/dungeon-repository.ts';
import type { SeasonRepository } from '../repositories/season-repository.ts';
import { DungeonCache } from './dungeon-cache.ts';

export function createDungeonService(deps: { dungeons: DungeonRepository; seasons: SeasonRepository; floorCount?: number }) {
  const caches = new Map<number, DungeonCache>();
  const loading = new Map<number, Promise<DungeonCache>>();

  async function load(seasonId: number, seed: number): Promise<DungeonCache> {
    if ((await deps.dungeons.roomCount(seasonId)) === 0) {
      try {
        await deps.dungeons.store(seasonId, generateDungeon(seed, deps.floorCount));
      } catch (err) {
        if (!uniqueViolation(err)) throw err;
      }
    }
    const cache = new DungeonCache(seasonId, await deps.dungeons.loadStatic(seasonId));
    caches.set(seasonId, cache);
    return cache;
  }

  return {
    /** Generates and stores the season's dungeon if it is not stored yet, then caches it. */
    async ensure(seasonId: number, seed: number): Promise<DungeonCache> {
      const cached = caches.get(seasonId);
      if (cached) return cached;
      let pending = loading.get(seasonId);
      if (!pending) {
        pending = load(seasonId, seed).finally(() => loading.delete(seasonId));
        loading.set(seasonId, pending);
      }
      return pending;
    },
    /** The active season's dungeon; null when no season is active. */
    async active(): Promise<DungeonCache | null> {
      const season = await deps.seasons.findActive();
      return season ? this.ensure(season.id, season.seed) : null;
    },
    forSeason(seasonId: number): DungeonCache | undefined {
      return caches.get(seasonId);
    },
  };
}
export type DungeonService = ReturnType<typeof createDungeonService>;

/** PostgreSQL's unique violation, on the error or its cause (the ORM wraps the driver's error). */
function uniqueViolation(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { code?: unknown; cause?: unknown };
  return e.code === '23505' || uniqueViolation(e.cause, depth + 1);
}
