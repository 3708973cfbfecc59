// A shop merchant's shelves and the trades that change them. Every write that two buyers (or a buyer
// and a restock) can race for is one conditional statement: of two buyers of the last item exactly one
// decrements it, and a gold debit never takes a crawler below zero.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { StockSlot } from '#game/merchant.ts';
import type { Db } from '../db/database.ts';
import { crawler, item, merchantStock } from '../db/schema.ts';
import type { CrawlerRepository, Tx } from './crawler-repository.ts';
import type { ItemRow } from './item-repository.ts';

export type StockRow = typeof merchantStock.$inferSelect;

export function createMerchantRepository(db: Db, crawlers: Pick<CrawlerRepository, 'noteWrites'>) {
  /** Changes a crawler's gold by `delta` unless it would go below zero; its new gold, or null when refused. */
  async function addGold(crawlerId: number, delta: number, tx: Tx): Promise<number | null> {
    // Gold is a ladder column: the cached rows and leaderboards hear of the write before and after.
    crawlers.noteWrites([crawlerId], tx, true);
    try {
      const [row] = await tx
        .update(crawler)
        .set({ gold: sql`${crawler.gold} + ${delta}` })
        .where(and(eq(crawler.id, crawlerId), sql`${crawler.gold} + ${delta} >= 0`))
        .returning({ gold: crawler.gold });
      return row?.gold ?? null;
    } finally {
      crawlers.noteWrites([crawlerId], tx, true);
    }
  }

  return {
    /** Stores a shop's seeded shelves unless they are stored already (two first viewers store them once). */
    async stockIfMissing(seasonId: number, roomId: number, slots: readonly StockSlot[], at: Date, tx: Tx = db): Promise<void> {
      if (!slots.length) return;
      await tx
        .insert(merchantStock)
        .values(slots.map((s) => ({ seasonId, roomId, slot: s.slot, templateKey: s.templateKey, price: s.price, quantity: s.quantity, restockedAt: at })))
        .onConflictDoNothing();
    },

    async shelves(seasonId: number, roomId: number, tx: Tx = db): Promise<StockRow[]> {
      return tx.select().from(merchantStock).where(and(eq(merchantStock.seasonId, seasonId), eq(merchantStock.roomId, roomId))).orderBy(asc(merchantStock.slot));
    },

    /**
     * Puts the seeded shelves back on every slot last restocked at or before `dueBefore`, stamped `at`.
     * One statement: a concurrent restock or purchase waits on the rows and then sees them restocked.
     */
    async restock(seasonId: number, roomId: number, slots: readonly StockSlot[], at: Date, dueBefore: Date, tx: Tx): Promise<number> {
      if (!slots.length) return 0;
      const json = JSON.stringify(slots.map((s) => ({ slot: s.slot, template_key: s.templateKey, price: s.price, quantity: s.quantity })));
      const rows = await tx
        .update(merchantStock)
        .set({ templateKey: sql`v.template_key`, price: sql`v.price`, quantity: sql`v.quantity`, restockedAt: at })
        .from(sql`json_to_recordset(${json}::json) as v(slot integer, template_key text, price integer, quantity integer)`)
        .where(
          and(
            eq(merchantStock.seasonId, seasonId),
            eq(merchantStock.roomId, roomId),
            sql`${merchantStock.slot} = v.slot`,
            sql`${merchantStock.restockedAt} <= ${dueBefore.toISOString()}::timestamptz`,
          ),
        )
        .returning({ slot: merchantStock.slot });
      return rows.length;
    },

    /** Takes one off a slot's shelf; the slot as it was sold (its price), or null when none is left. */
    async takeOne(seasonId: number, roomId: number, slot: number, tx: Tx): Promise<StockRow | null> {
      const [row] = await tx
        .update(merchantStock)
        .set({ quantity: sql`${merchantStock.quantity} - 1` })
        .where(and(eq(merchantStock.seasonId, seasonId), eq(merchantStock.roomId, roomId), eq(merchantStock.slot, slot), sql`${merchantStock.quantity} > 0`))
        .returning();
      return row ?? null;
    },

    /** Takes `price` gold from the crawler; its gold afterwards, or null when it has less than `price`. */
    debit: (crawlerId: number, price: number, tx: Tx) => addGold(crawlerId, -price, tx),
    /** Gives the crawler `price` gold; its gold afterwards. */
    async credit(crawlerId: number, price: number, tx: Tx): Promise<number> {
      const gold = await addGold(crawlerId, price, tx);
      if (gold === null) throw new Error(`crawler ${crawlerId} vanished during a sale`);
      return gold;
    },

    /** A new item in the crawler's inventory. */
    async give(crawlerId: number, templateKey: string, tx: Tx): Promise<ItemRow> {
      const [row] = await tx.insert(item).values({ templateKey, crawlerId }).returning();
      return row!;
    },

    /** Removes an unequipped item from the crawler's inventory; the row removed, or null when it was not there to take. */
    async takeItem(itemId: number, crawlerId: number, tx: Tx): Promise<ItemRow | null> {
      const [row] = await tx
        .delete(item)
        .where(and(eq(item.id, itemId), eq(item.crawlerId, crawlerId), isNull(item.equippedSlot)))
        .returning();
      return row ?? null;
    },
  };
}
export type MerchantRepository = ReturnType<typeof createMerchantRepository>;
