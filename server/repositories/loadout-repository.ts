import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { hotbar, loadout } from '../db/schema.ts';
import type { Tx } from './crawler-repository.ts';

export type HotbarRow = typeof hotbar.$inferSelect;
export type LoadoutRow = typeof loadout.$inferSelect;

export function createLoadoutRepository(db: Db) {
  return {
    async hotbar(crawlerId: number, tx: Tx = db): Promise<HotbarRow | null> {
      const [row] = await tx.select().from(hotbar).where(eq(hotbar.crawlerId, crawlerId)).limit(1);
      return row ?? null;
    },
    async saveHotbar(crawlerId: number, slots: HotbarRow['slots'], visibleCount: number, now: Date, tx: Tx = db): Promise<void> {
      await tx
        .insert(hotbar)
        .values({ crawlerId, slots, visibleCount, updatedAt: now })
        .onConflictDoUpdate({ target: hotbar.crawlerId, set: { slots, visibleCount, updatedAt: now } });
    },
    async list(crawlerId: number, tx: Tx = db): Promise<LoadoutRow[]> {
      return tx.select().from(loadout).where(eq(loadout.crawlerId, crawlerId)).orderBy(asc(loadout.id));
    },
    async find(crawlerId: number, loadoutId: number, tx: Tx = db): Promise<LoadoutRow | null> {
      const [row] = await tx.select().from(loadout).where(and(eq(loadout.crawlerId, crawlerId), eq(loadout.id, loadoutId))).limit(1);
      return row ?? null;
    },
    /** Saving under an existing name replaces that loadout. */
    async upsert(crawlerId: number, name: string, items: Record<string, number | null>, tx: Tx = db): Promise<void> {
      await tx.insert(loadout).values({ crawlerId, name, items }).onConflictDoUpdate({ target: [loadout.crawlerId, loadout.name], set: { items } });
    },
    async remove(crawlerId: number, loadoutId: number, tx: Tx = db): Promise<boolean> {
      const rows = await tx.delete(loadout).where(and(eq(loadout.crawlerId, crawlerId), eq(loadout.id, loadoutId))).returning({ id: loadout.id });
      return rows.length > 0;
    },
  };
}
export type LoadoutRepository = ReturnType<typeof createLoadoutRepository>;
