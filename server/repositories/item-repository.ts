import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { coalesced, groupedBy } from '../db/coalesced-reads.ts';
import type { Db } from '../db/database.ts';
import { item } from '../db/schema.ts';
import type { Tx } from './crawler-repository.ts';

export type ItemRow = typeof item.$inferSelect;

export function createItemRepository(db: Db) {
  // Crawlers joining their rooms together (a burst of sockets after a restart) read their equipment
  // in shared queries (coalesced-reads.ts), not one each.
  const readEquipped = coalesced<number, ItemRow[]>(async (crawlerIds) => {
    const rows = await db.select().from(item).where(and(inArray(item.crawlerId, crawlerIds), isNotNull(item.equippedSlot)));
    return groupedBy(crawlerIds, rows, (r) => r.crawlerId!, (r) => r);
  });
  return {
    async listByCrawler(crawlerId: number, tx: Tx = db): Promise<ItemRow[]> {
      return tx.select().from(item).where(eq(item.crawlerId, crawlerId)).orderBy(asc(item.id));
    },
    async equipped(crawlerId: number, tx: Tx = db): Promise<ItemRow[]> {
      if (tx === db) return (await readEquipped([crawlerId])).get(crawlerId) ?? [];
      return tx.select().from(item).where(and(eq(item.crawlerId, crawlerId), isNotNull(item.equippedSlot)));
    },
    async findOwnedBy(itemId: number, crawlerId: number, tx: Tx = db): Promise<ItemRow | null> {
      const [row] = await tx.select().from(item).where(and(eq(item.id, itemId), eq(item.crawlerId, crawlerId))).limit(1);
      return row ?? null;
    },
    async give(crawlerId: number, templateKeys: readonly string[], tx: Tx = db): Promise<ItemRow[]> {
      if (templateKeys.length === 0) return [];
      return tx.insert(item).values(templateKeys.map((templateKey) => ({ templateKey, crawlerId }))).returning();
    },
    /** Takes the item from the crawler (a quest turned in): false when it no longer holds it. */
    async remove(itemId: number, crawlerId: number, tx: Tx = db): Promise<boolean> {
      const gone = await tx.delete(item).where(and(eq(item.id, itemId), eq(item.crawlerId, crawlerId))).returning({ id: item.id });
      return gone.length > 0;
    },
    async setSlot(itemId: number, slot: string | null, tx: Tx = db): Promise<void> {
      await tx.update(item).set({ equippedSlot: slot }).where(eq(item.id, itemId));
    },
    /**
     * Deletes the item when `crawlerId` still holds it, returning it; null when it is gone (used or
     * lost a moment ago): of two concurrent spends of one item, exactly one gets it.
     */
    async spend(itemId: number, crawlerId: number, tx: Tx = db): Promise<ItemRow | null> {
      const [row] = await tx.delete(item).where(and(eq(item.id, itemId), eq(item.crawlerId, crawlerId))).returning();
      return row ?? null;
    },
    async clearSlot(crawlerId: number, slot: string, tx: Tx = db): Promise<void> {
      await tx.update(item).set({ equippedSlot: null }).where(and(eq(item.crawlerId, crawlerId), eq(item.equippedSlot, slot)));
    },
  };
}
export type ItemRepository = ReturnType<typeof createItemRepository>;
