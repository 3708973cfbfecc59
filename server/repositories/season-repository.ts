import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Season, SeasonSummary } from '#contract/season.ts';
import { SeasonStatus } from '#contract/season.ts';
import type { Db } from '../db/database.ts';
import { season } from '../db/schema.ts';
import type { Tx } from './crawler-repository.ts';

export type SeasonRow = typeof season.$inferSelect;

/**
 * A season's status at `now`: ended once its end has been carried out (or its end date has passed),
 * live while it is the active season and has started, coming soon otherwise.
 */
export function seasonStatus(row: SeasonRow, now: Date): Season['status'] {
  const started = row.startDate.getTime() <= now.getTime();
  const ended = row.endedAt !== null || (row.endDate !== null && row.endDate.getTime() <= now.getTime());
  return ended ? SeasonStatus.ended : row.isActive && started ? SeasonStatus.live : SeasonStatus.comingSoon;
}

export function toSeason(row: SeasonRow, now: Date): Season {
  return {
    id: row.id,
    seasonNumber: row.seasonNumber,
    name: row.name,
    description: row.description,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate ? row.endDate.toISOString() : null,
    isActive: row.isActive,
    status: seasonStatus(row, now),
  };
}

export function toSeasonSummary(row: SeasonRow, now: Date): SeasonSummary {
  return {
    seasonNumber: row.seasonNumber,
    name: row.name,
    status: seasonStatus(row, now),
    startDate: row.startDate.toISOString(),
    endDate: row.endDate ? row.endDate.toISOString() : null,
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
  };
}

export function createSeasonRepository(db: Db) {
  return {
    /** The season this deployment serves: the active one (an ended one stays active until the next starts). */
    async findActive(tx: Tx = db): Promise<SeasonRow | null> {
      const [row] = await tx.select().from(season).where(eq(season.isActive, true)).orderBy(desc(season.seasonNumber)).limit(1);
      return row ?? null;
    },
    async findById(id: number): Promise<SeasonRow | null> {
      const [row] = await db.select().from(season).where(eq(season.id, id)).limit(1);
      return row ?? null;
    },
    async findByNumber(n: number, tx: Tx = db): Promise<SeasonRow | null> {
      const [row] = await tx.select().from(season).where(eq(season.seasonNumber, n)).limit(1);
      return row ?? null;
    },
    /** Every season, oldest first (a deployment has a handful). */
    async list(tx: Tx = db): Promise<SeasonRow[]> {
      return tx.select().from(season).orderBy(asc(season.seasonNumber));
    },
    /** Every season row locked until `tx` ends, oldest first: one season switch at a time. */
    async lockAll(tx: Tx): Promise<SeasonRow[]> {
      return tx.select().from(season).orderBy(asc(season.seasonNumber)).for('update');
    },
    /** The first season after `afterNumber` that has neither started nor ended (the next 'coming soon'). */
    async findNextScheduled(afterNumber: number, tx: Tx = db): Promise<SeasonRow | null> {
      const [row] = await tx
        .select()
        .from(season)
        .where(and(gt(season.seasonNumber, afterNumber), eq(season.isActive, false), isNull(season.endedAt)))
        .orderBy(asc(season.seasonNumber))
        .limit(1);
      return row ?? null;
    },
    /** The season just before `n` (the one whose seed a new season's seed is derived from). */
    async findPrevious(n: number, tx: Tx = db): Promise<SeasonRow | null> {
      const [row] = await tx.select().from(season).where(lt(season.seasonNumber, n)).orderBy(desc(season.seasonNumber)).limit(1);
      return row ?? null;
    },
    async update(id: number, values: Partial<typeof season.$inferInsert>, tx: Tx = db): Promise<SeasonRow> {
      const [row] = await tx.update(season).set(values).where(eq(season.id, id)).returning();
      return row!;
    },
    /** Marks the season's end carried out; false when another run marked it first. */
    async markEnded(id: number, at: Date, tx: Tx): Promise<boolean> {
      const rows = await tx.update(season).set({ endedAt: at, endDate: at }).where(and(eq(season.id, id), isNull(season.endedAt))).returning({ id: season.id });
      return rows.length === 1;
    },
    /** Makes `id` the only active season. */
    async activateOnly(id: number, tx: Tx): Promise<void> {
      await tx.update(season).set({ isActive: sql`${season.id} = ${id}` });
    },
    async insert(values: typeof season.$inferInsert, tx: Tx = db): Promise<SeasonRow> {
      const [row] = await tx.insert(season).values(values).onConflictDoNothing().returning();
      if (row) return row;
      const existing = await this.findByNumber(values.seasonNumber, tx);
      if (!existing) throw new Error(`season ${values.seasonNumber} could not be stored`);
      return existing;
    },
  };
}
export type SeasonRepository = ReturnType<typeof createSeasonRepository>;
