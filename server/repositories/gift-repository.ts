// Sponsor gifts' rows (docs/decisions/0034-sponsor-gifts.md). A flight ends by one conditional
// UPDATE … WHERE status = 'in_flight': of two deliverers (a timer and a restart, two processes) only
// one ends it, so a gift is delivered or refunded at most once.
import { and, asc, desc, eq, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { GIFT_STATUS } from '#game/gifts.ts';
import { crawler, gift, room, user } from '../db/schema.ts';
import type { Tx } from './crawler-repository.ts';

export type GiftRow = typeof gift.$inferSelect;
export type NewGiftRow = typeof gift.$inferInsert;
type Reader = Pick<Db, 'select'>;

export interface GiftCounts {
  inFlight: number;
  lastDeliveredAt: Date | null;
  sentOnFloor: number;
}

export function createGiftRepository(db: Db) {
  return {
    /** What the limits read: gifts in flight, the last delivery, gifts (not refunded) sent on `floor`. */
    async counts(crawlerId: number, floor: number, tx: Reader = db): Promise<GiftCounts> {
      const [row] = await tx
        .select({
          inFlight: sql<number>`count(*) filter (where ${gift.status} = ${GIFT_STATUS.in_flight})`.mapWith(Number),
          lastDeliveredAt: max(sql`case when ${gift.status} = ${GIFT_STATUS.delivered} then ${gift.endedAt} end`).mapWith((v) => (v === null ? null : new Date(v as string | Date))),
          sentOnFloor: sql<number>`count(*) filter (where ${gift.floor} = ${floor} and ${gift.status} <> ${GIFT_STATUS.refunded})`.mapWith(Number),
        })
        .from(gift)
        .where(eq(gift.crawlerId, crawlerId));
      return { inFlight: row?.inFlight ?? 0, lastDeliveredAt: row?.lastDeliveredAt ?? null, sentOnFloor: row?.sentOnFloor ?? 0 };
    },
    async inFlight(crawlerId: number, tx: Reader = db): Promise<GiftRow | null> {
      const [row] = await tx.select().from(gift).where(and(eq(gift.crawlerId, crawlerId), eq(gift.status, GIFT_STATUS.in_flight))).limit(1);
      return row ?? null;
    },
    async byId(id: number, tx: Reader = db): Promise<GiftRow | null> {
      const [row] = await tx.select().from(gift).where(eq(gift.id, id)).limit(1);
      return row ?? null;
    },
    async insert(values: NewGiftRow, tx: Tx): Promise<GiftRow> {
      const [row] = await tx.insert(gift).values(values).returning();
      return row!;
    },
    /** Ids of gifts in flight that are due at `now`, the longest-waiting first. */
    async dueIds(now: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: gift.id })
        .from(gift)
        .where(and(eq(gift.status, GIFT_STATUS.in_flight), lte(gift.arrivesAt, now)))
        .orderBy(asc(gift.arrivesAt), asc(gift.id))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    /** Ends a flight as `status`; null when it had already ended (someone else delivered it). */
    async end(id: number, status: typeof GIFT_STATUS.delivered | typeof GIFT_STATUS.refunded, now: Date, tx: Tx): Promise<GiftRow | null> {
      const [row] = await tx
        .update(gift)
        .set({ status, endedAt: now })
        .where(and(eq(gift.id, id), eq(gift.status, GIFT_STATUS.in_flight)))
        .returning();
      return row ?? null;
    },
    async setGroundItem(id: number, groundItemId: number, tx: Tx): Promise<void> {
      await tx.update(gift).set({ groundItemId }).where(eq(gift.id, id));
    },
    /** A crawler's gifts, newest first. */
    async recent(crawlerId: number, limit: number, tx: Reader = db): Promise<GiftRow[]> {
      return tx.select().from(gift).where(eq(gift.crawlerId, crawlerId)).orderBy(desc(gift.id)).limit(limit);
    },
    /** The gift's recipient as the database has it now: alive or not, and where it stands. */
    async recipient(crawlerId: number, tx: Reader) {
      const [row] = await tx
        .select({ id: crawler.id, name: crawler.name, isAlive: crawler.isAlive, roomId: crawler.currentRoomId, x: crawler.positionX, y: crawler.positionY, floor: crawler.currentFloor })
        .from(crawler)
        .where(eq(crawler.id, crawlerId))
        .limit(1);
      return row ?? null;
    },
    /** The sender as its feed line names it. */
    async sender(userId: string, tx: Reader) {
      const [row] = await tx.select({ name: user.name, firstName: user.firstName, lastName: user.lastName }).from(user).where(eq(user.id, userId)).limit(1);
      return row ?? null;
    },
    async roomIsSafe(roomId: number | null, tx: Reader = db): Promise<boolean> {
      if (roomId === null) return false;
      const [row] = await tx.select({ isSafe: room.isSafe }).from(room).where(eq(room.id, roomId)).limit(1);
      return row?.isSafe ?? false;
    },
  };
}
export type GiftRepository = ReturnType<typeof createGiftRepository>;
