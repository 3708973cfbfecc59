// Loose items and chests: the rows pickups and chest openings race for. Every claim is a single
// conditional statement, so of two concurrent claims exactly one succeeds.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { container, groundItem, item } from '../db/schema.ts';
import type { Tx } from './crawler-repository.ts';
import type { ContainerRow, GroundItemRow } from './dungeon-repository.ts';

export function createLootRepository(db: Db) {
  return {
    async groundItemsIn(roomId: number): Promise<GroundItemRow[]> {
      return db.select().from(groundItem).where(eq(groundItem.roomId, roomId));
    },
    async groundItem(id: number): Promise<GroundItemRow | null> {
      const [row] = await db.select().from(groundItem).where(eq(groundItem.id, id)).limit(1);
      return row ?? null;
    },
    async container(id: number): Promise<ContainerRow | null> {
      const [row] = await db.select().from(container).where(eq(container.id, id)).limit(1);
      return row ?? null;
    },
    /** Moves a ground item into a crawler's inventory; null when someone else already has it. */
    async claim(groundItemId: number, crawlerId: number, tx: Tx) {
      const [taken] = await tx.delete(groundItem).where(eq(groundItem.id, groundItemId)).returning();
      if (!taken) return null;
      const [owned] = await tx.insert(item).values({ templateKey: taken.templateKey, crawlerId }).returning();
      return owned!;
    },
    /** Marks a chest opened; false when it already was. */
    async open(containerId: number, crawlerId: number, at: Date, tx: Tx): Promise<boolean> {
      const rows = await tx
        .update(container)
        .set({ openedAt: at, openedBy: crawlerId })
        .where(and(eq(container.id, containerId), isNull(container.openedAt)))
        .returning({ id: container.id });
      return rows.length > 0;
    },
    async drop(roomId: number, items: { templateKey: string; x: number; y: number }[], tx: Tx): Promise<GroundItemRow[]> {
      if (!items.length) return [];
      return tx.insert(groundItem).values(items.map((i) => ({ ...i, roomId }))).returning();
    },
  };
}
export type LootRepository = ReturnType<typeof createLootRepository>;
