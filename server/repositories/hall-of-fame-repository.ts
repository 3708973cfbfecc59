// A season's ladder frozen at its end: the top of each category as it stood then, kept
// in hall_of_fame so it reads the same in every later season, whatever happens to the crawlers.
// The table's key is (season, category, rank), so `rank` holds the place in the ladder's order
// (1, 2, 3, … with no tie); the competition rank (ties share one) is derived from the values on read.
// `value` is a float4 column: exact for whole numbers up to 2^24. Floors, gold, kills and rooms stay
// far below that; survival, in ms, does not (a day is 8.6e7 ms), so it is stored in whole seconds
// (exact for 194 days) and read back as ms: a hall of fame ranks survival to the second.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LadderCategory } from '#game/ladder.ts';
import type { Db } from '../db/database.ts';
import { hallOfFame } from '../db/schema.ts';
import type { Tx } from './crawler-repository.ts';

export interface FrozenEntry {
  /** The place in the ladder's order, from 1 (value highest first, ties by crawler id). */
  place: number;
  crawlerId: number | null;
  name: string;
  serial: string;
  value: number;
  isAlive: boolean;
}

/** Competition ranks of entries in place order: a tie with the entry before shares its rank. */
export function competitionRanks(values: readonly number[]): number[] {
  const ranks: number[] = [];
  for (let i = 0; i < values.length; i++) ranks.push(i > 0 && values[i] === values[i - 1] ? ranks[i - 1]! : i + 1);
  return ranks;
}

const stored = (category: LadderCategory, value: number) => (category === 'survival' ? Math.floor(value / 1000) : value);
const shown = (category: LadderCategory, value: number) => (category === 'survival' ? value * 1000 : value);

export function createHallOfFameRepository(db: Db) {
  return {
    /** Stores a category's frozen top in `tx`; places already stored are kept as they are. */
    async store(tx: Tx, seasonId: number, category: LadderCategory, entries: readonly FrozenEntry[]): Promise<void> {
      if (!entries.length) return;
      await tx
        .insert(hallOfFame)
        .values(entries.map((e) => ({ seasonId, category, rank: e.place, crawlerId: e.crawlerId, name: e.name, serial: e.serial, value: stored(category, e.value), isAlive: e.isAlive })))
        .onConflictDoNothing();
    },

    /** The frozen tops of `categories`, each in place order. */
    async read(seasonId: number, categories: readonly LadderCategory[], tx: Tx = db): Promise<Map<LadderCategory, FrozenEntry[]>> {
      const rows = await tx
        .select()
        .from(hallOfFame)
        .where(and(eq(hallOfFame.seasonId, seasonId), inArray(hallOfFame.category, [...categories])))
        .orderBy(asc(hallOfFame.category), asc(hallOfFame.rank));
      const out = new Map<LadderCategory, FrozenEntry[]>(categories.map((c) => [c, []]));
      for (const r of rows) {
        const category = r.category as LadderCategory;
        out.get(category)?.push({ place: r.rank, crawlerId: r.crawlerId, name: r.name, serial: r.serial, value: shown(category, r.value), isAlive: r.isAlive });
      }
      return out;
    },
  };
}
export type HallOfFameRepository = ReturnType<typeof createHallOfFameRepository>;
