// Makes sure the active season's dungeon exists (generated from the season seed and stored once,
// in one transaction) and keeps its static part in memory.
import { generateDungeon } from '#game/dungeon/dungeon.ts';
import type { DungeonRepository } from '../repositories/dungeon-repository.ts';
import type { SeasonRepository } from '../repositories/season-repository.ts';
import { DungeonCache } from './dungeon-cache.ts';

export function createDungeonService(deps: { dungeons: DungeonRepository; seasons: SeasonRepository; floorCount?: number }) {
  const caches = new Map<number, DungeonCache>();
  return {
    /** Generates and stores the season's dungeon if it is not stored yet, then caches it. */
    async ensure(seasonId: number, seed: number): Promise<DungeonCache> {
      const cached = caches.get(seasonId);
      if (cached) return cached;
      if ((await deps.dungeons.roomCount(seasonId)) === 0) {
        await deps.dungeons.store(seasonId, generateDungeon(seed, deps.floorCount));
      }
      const cache = new DungeonCache(seasonId, await deps.dungeons.loadStatic(seasonId));
      caches.set(seasonId, cache);
      return cache;
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
