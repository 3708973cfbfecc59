import { desc, eq } from 'drizzle-orm';
import type { Season } from '#contract/season.ts';
import { SeasonStatus } from '#contract/season.ts';
import type { Db } from '../db/database.ts';
import { season } from '../db/schema.ts';

type SeasonRow = typeof season.$inferSelect;

export function toSeason(row: SeasonRow, now: Date): Season {
  const started = row.startDate.getTime() <= now.getTime();
  const ended = row.endDate !== null && row.endDate.getTime() <= now.getTime();
  const status = ended ? SeasonStatus.ended : row.isActive && started ? SeasonStatus.live : SeasonStatus.comingSoon;
  return {
    id: row.id,
    seasonNumber: row.seasonNumber,
    name: row.name,
    description: row.description,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate ? row.endDate.toISOString() : null,
    isActive: row.isActive,
    status,
  };
}

export function createSeasonRepository(db: Db) {
  return {
    async findActive(): Promise<SeasonRow | null> {
      const [row] = await db.select().from(season).where(eq(season.isActive, true)).orderBy(desc(season.seasonNumber)).limit(1);
      return row ?? null;
    },
    async findById(id: number): Promise<SeasonRow | null> {
      const [row] = await db.select().from(season).where(eq(season.id, id)).limit(1);
      return row ?? null;
    },
    async findByNumber(n: number): Promise<SeasonRow | null> {
      const [row] = await db.select().from(season).where(eq(season.seasonNumber, n)).limit(1);
      return row ?? null;
    },
    async insert(values: typeof season.$inferInsert): Promise<SeasonRow> {
      const [row] = await db.insert(season).values(values).onConflictDoNothing().returning();
      if (row) return row;
      const existing = await this.findByNumber(values.seasonNumber);
      if (!existing) throw new Error(`season ${values.seasonNumber} could not be stored`);
      return existing;
    },
  };
}
export type SeasonRepository = ReturnType<typeof createSeasonRepository>;
