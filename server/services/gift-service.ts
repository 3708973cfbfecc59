// Sponsor gifts (docs/decisions/0034-sponsor-gifts.md): a sponsor pays credits for a care package
// that lands at its crawler's feet after a delay (at once in a safe room). Paying is one transaction
// (the crawler row locked, the limits checked, the debit, the gift row); each delivery is another
// (the flight ended once, the ground item, the log entry; or the refund when the crawler died).
import { ErrorCode } from '#contract/errors.ts';
import type { Gift, GiftsView, SendGiftResponse } from '#contract/gifts.ts';
import { CREDIT_REASON } from '#game/credits.ts';
import { arrivalAt, corporationName, GIFT_KEYS, GIFT_STATUS, GIFT_LIMITS, giftItem, giftNote, giftPrice, mayGift, refundNote, type GiftKey, type GiftRefusal, type GiftSituation } from '#game/gifts.ts';
import { itemByKey } from '#game/item-catalogue.ts';
import type { Db } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { balanceOf, creditAccount, debitAccount } from '../repositories/credit-ledger-repository.ts';
import type { CrawlerRepository } from '../repositories/crawler-repository.ts';
import type { GiftRepository, GiftRow } from '../repositories/gift-repository.ts';
import type { LootRepository } from '../repositories/loot-repository.ts';
import type { EventRecorder } from './event-recorder.ts';

export interface GiftServiceDeps {
  db: Db;
  gifts: GiftRepository;
  crawlers: Pick<CrawlerRepository, 'lockOwned' | 'findOwned'>;
  loot: Pick<LootRepository, 'drop'>;
  recorder: Pick<EventRecorder, 'record'>;
  clock: () => Date;
  /** The crawler's position in its live room, when its room is simulated here (else the stored one is used). */
  livePosition: (crawlerId: number) => { x: number; y: number } | undefined;
  /** A delivered gift now lies in `roomId`: the live room is told (the same event a chest's spill sends). */
  onDelivered?: (roomId: number, event: { type: 'item_dropped'; itemId: number; x: number; y: number; itemName: string }) => void;
}

const REFUSAL_STATUS: Record<GiftRefusal, number> = {
  crawler_dead: 409,
  gift_in_flight: 409,
  gift_cooldown: 409,
  gift_floor_cap: 409,
  gift_locked: 409,
  insufficient_credits: 402,
};
const REFUSAL_CODE: Record<GiftRefusal, ErrorCode> = {
  crawler_dead: ErrorCode.crawlerDead,
  gift_in_flight: ErrorCode.giftInFlight,
  gift_cooldown: ErrorCode.giftCooldown,
  gift_floor_cap: ErrorCode.giftFloorCap,
  gift_locked: ErrorCode.giftLocked,
  insufficient_credits: ErrorCode.insufficientCredits,
};

const itemNameOf = (templateKey: string) => itemByKey(templateKey)?.name ?? 'a gift';
const clampPercent = (v: number) => Math.min(95, Math.max(5, v));

export function toGift(row: GiftRow): Gift {
  return {
    id: row.id,
    gift: row.giftKey,
    itemName: itemNameOf(row.templateKey),
    price: row.price,
    status: row.status as Gift['status'],
    sentAt: row.sentAt.toISOString(),
    arrivesAt: row.arrivesAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

export function createGiftService(deps: GiftServiceDeps) {
  const { db, gifts, crawlers, clock } = deps;

  function situation(row: { isAlive: boolean; currentFloor: number }, balance: number, counts: Awaited<ReturnType<GiftRepository['counts']>>, nowMs: number): GiftSituation {
    return { alive: row.isAlive, floor: row.currentFloor, balance, inFlight: counts.inFlight, lastDeliveredAtMs: counts.lastDeliveredAt?.getTime() ?? null, sentOnFloor: counts.sentOnFloor, nowMs };
  }

  /** Ends gift `id`'s flight if it is still in flight: delivered at the crawler's feet, or refunded when it cannot be. */
  async function deliver(id: number): Promise<'delivered' | 'refunded' | null> {
    const now = clock();
    const done = await db.transaction(async (tx) => {
      const g = await gifts.byId(id, tx);
      if (!g || g.status !== GIFT_STATUS.in_flight) return null;
      const to = await gifts.recipient(g.crawlerId, tx);
      const name = itemNameOf(g.templateKey);
      if (!to || !to.isAlive || to.roomId === null) {
        const ended = await gifts.end(id, GIFT_STATUS.refunded, now, tx);
        if (!ended) return null;
        await creditAccount(tx, { userId: g.userId, delta: g.price, reason: CREDIT_REASON.gift, crawlerId: g.crawlerId, note: refundNote(name, to?.name ?? 'a crawler') });
        return { status: 'refunded' as const };
      }
      const ended = await gifts.end(id, GIFT_STATUS.delivered, now, tx);
      if (!ended) return null;
      const at = deps.livePosition(to.id) ?? { x: to.x, y: to.y };
      const [ground] = await deps.loot.drop(to.roomId, [{ templateKey: g.templateKey, x: clampPercent(at.x), y: clampPercent(at.y) }], tx);
      await gifts.setGroundItem(id, ground!.id, tx);
      const sender = await gifts.sender(g.userId, tx);
      await deps.recorder.record(tx, [
        {
          crawlerId: to.id,
          at: now.getTime(),
          roomId: to.roomId,
          kind: 'gift_arrived',
          data: { giftId: id, groundItemId: ground!.id, templateKey: g.templateKey, name, from: sender ? corporationName(sender) : 'an anonymous sponsor', x: ground!.x, y: ground!.y },
        },
      ]);
      return { status: 'delivered' as const, roomId: to.roomId, ground: ground!, name };
    });
    if (!done) return null;
    if (done.status === 'delivered') deps.onDelivered?.(done.roomId, { type: 'item_dropped', itemId: done.ground.id, x: done.ground.x, y: done.ground.y, itemName: done.name });
    return done.status;
  }

  return {
    deliver,

    /** Delivers every gift due by now (each in its own transaction); returns how many flights it ended. */
    async deliverDue(limit = 50): Promise<number> {
      let ended = 0;
      for (const id of await gifts.dueIds(clock(), limit)) if (await deliver(id)) ended++;
      return ended;
    },

    async view(userId: string, crawlerId: number): Promise<GiftsView> {
      const row = await crawlers.findOwned(crawlerId, userId);
      if (!row) throw notFound('Crawler');
      const now = clock();
      const [counts, balance, inFlight] = await Promise.all([gifts.counts(row.id, row.currentFloor), balanceOf(db, userId), gifts.inFlight(row.id)]);
      const s = situation(row, balance ?? 0, counts, now.getTime());
      const cooldownMs = counts.lastDeliveredAt ? counts.lastDeliveredAt.getTime() + GIFT_LIMITS.cooldownMs : null;
      return {
        balance: balance ?? 0,
        options: GIFT_KEYS.map((key) => {
          const t = giftItem(key);
          const d = mayGift(key, s);
          return { key, itemName: t.name, description: t.description, category: t.category, price: giftPrice(key), refusal: d.ok ? null : d.reason, refusalText: d.ok ? null : d.message };
        }),
        inFlight: inFlight ? toGift(inFlight) : null,
        cooldownUntil: cooldownMs !== null && cooldownMs > now.getTime() ? new Date(cooldownMs).toISOString() : null,
        sentOnFloor: counts.sentOnFloor,
        perFloor: GIFT_LIMITS.perFloor,
        serverNow: now.toISOString(),
      };
    },

    async send(userId: string, crawlerId: number, key: GiftKey): Promise<SendGiftResponse> {
      const now = clock();
      const t = giftItem(key);
      const sent = await db.transaction(async (tx) => {
        // The lock orders concurrent sends for one crawler: each sees the gift the one before it wrote.
        const row = await crawlers.lockOwned(crawlerId, userId, tx);
        if (!row) throw notFound('Crawler');
        const [counts, balance] = await Promise.all([gifts.counts(row.id, row.currentFloor, tx), balanceOf(tx, userId)]);
        const decision = mayGift(key, situation(row, balance ?? 0, counts, now.getTime()));
        if (!decision.ok) throw new HttpError(REFUSAL_STATUS[decision.reason], REFUSAL_CODE[decision.reason], decision.message);
        const after = await debitAccount(tx, { userId, amount: giftPrice(key), reason: CREDIT_REASON.gift, crawlerId: row.id, note: giftNote(t.name, row.name) });
        if (after === null) throw new HttpError(402, ErrorCode.insufficientCredits, `Costs ${giftPrice(key)} credits; the balance is too low.`);
        const safe = await gifts.roomIsSafe(row.currentRoomId, tx);
        const g = await gifts.insert(
          { userId, crawlerId: row.id, giftKey: key, templateKey: t.key, price: giftPrice(key), floor: row.currentFloor, status: GIFT_STATUS.in_flight, sentAt: now, arrivesAt: new Date(arrivalAt(now.getTime(), safe)) },
          tx,
        );
        return { gift: g, balance: after };
      });
      // In a safe room it arrives at once: delivered before the answer, in its own transaction.
      if (sent.gift.arrivesAt.getTime() <= now.getTime()) await deliver(sent.gift.id);
      const latest = (await gifts.byId(sent.gift.id)) ?? sent.gift;
      return { gift: toGift(latest), balance: sent.balance };
    },
  };
}
export type GiftService = ReturnType<typeof createGiftService>;

/** Runs deliveries every GIFT_LIMITS.deliveryPollMs; a run never overlaps the one before it. */
export function startGiftDeliveries(service: Pick<GiftService, 'deliverDue'>, onError: (err: unknown) => void, everyMs: number = GIFT_LIMITS.deliveryPollMs) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = service
      .deliverDue()
      .catch(onError)
      .finally(() => (running = null));
  }, everyMs);
  timer.unref?.();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
