// Trading with a shop's merchant (docs/decisions/0036-merchants-trade.md). The shelves are rolled by
// game/merchant.ts, stored the first time the shop is seen and restocked by time when next read, in
// the reader's transaction (no timer). A purchase is one transaction: one off the shelf (conditional:
// the last one has one winner), the price off the crawler's gold (conditional: never below zero), the
// item into its inventory and a 'bought' entry in its log; a sale likewise. Either all of it or none.
import { ErrorCode } from '#contract/errors.ts';
import type { MerchantView, TradeResponse } from '#contract/merchant.ts';
import { itemByKey } from '#game/item-catalogue.ts';
import { isSellable, MERCHANT, nextRestockAt, rollShopStock, sellPrice, type StockSlot } from '#game/merchant.ts';
import type { Db } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { CrawlerRepository, CrawlerRow, Tx } from '../repositories/crawler-repository.ts';
import type { RoomRow } from '../repositories/dungeon-repository.ts';
import type { ItemRepository } from '../repositories/item-repository.ts';
import type { MerchantRepository } from '../repositories/merchant-repository.ts';
import type { SeasonRepository } from '../repositories/season-repository.ts';
import { toItem } from './crawler-view.ts';
import type { EventRecorder } from './event-recorder.ts';
import type { NavigationService } from './navigation-service.ts';

interface Deps {
  db: Db;
  merchants: MerchantRepository;
  crawlers: CrawlerRepository;
  items: ItemRepository;
  seasons: Pick<SeasonRepository, 'findById'>;
  navigation: Pick<NavigationService, 'locate'>;
  clock: () => Date;
  recorder?: EventRecorder;
}

/** A shop the crawler stands in, with its merchant and its seeded shelves. */
interface Shop {
  room: RoomRow;
  merchantName: string;
  seasonId: number;
  seeded: StockSlot[];
}

export function createMerchantService(deps: Deps) {
  const { db, merchants, crawlers, items, clock } = deps;
  const seeds = new Map<number, number>();

  async function seasonSeed(seasonId: number): Promise<number> {
    const known = seeds.get(seasonId);
    if (known !== undefined) return known;
    const season = await deps.seasons.findById(seasonId);
    if (!season) throw notFound('Season');
    seeds.set(seasonId, season.seed);
    return season.seed;
  }

  function requireHere(row: CrawlerRow, roomId: number): void {
    if (!row.isAlive) throw new HttpError(409, ErrorCode.crawlerDead, `${row.name} is dead and cannot trade.`);
    if (row.currentRoomId !== roomId) throw new HttpError(409, ErrorCode.wrongRoom, `${row.name} is not in that room.`);
  }

  /** The shop the crawler stands in: 404 for another sponsor's crawler, 409 when it is elsewhere or the room has no merchant. */
  async function shopOf(userId: string, crawlerId: number, roomId: number): Promise<Shop> {
    const { row, room } = await deps.navigation.locate(userId, crawlerId);
    requireHere({ ...row, currentRoomId: room.id }, roomId);
    const merchant = room.npcs.find((n) => n.role === 'merchant');
    if (room.type !== 'shop' || !merchant) throw new HttpError(409, ErrorCode.notAShop, `${room.name} has no merchant.`);
    return { room, merchantName: merchant.name, seasonId: row.seasonId, seeded: rollShopStock(await seasonSeed(row.seasonId), room.key, room.floor) };
  }

  /** Stores the shelves when first seen and restocks them when due: the first step of every read and trade. */
  async function ready(shop: Shop, now: Date, tx: Tx): Promise<void> {
    await merchants.stockIfMissing(shop.seasonId, shop.room.id, shop.seeded, now, tx);
    await merchants.restock(shop.seasonId, shop.room.id, shop.seeded, now, new Date(now.getTime() - MERCHANT.restockMs), tx);
  }

  /** The crawler's row locked for the trade, checked again under the lock (it may have walked out or died since). */
  async function lockTrader(userId: string, crawlerId: number, roomId: number, tx: Tx): Promise<CrawlerRow> {
    const row = await crawlers.lockOwned(crawlerId, userId, tx);
    if (!row) throw notFound('Crawler');
    requireHere(row, roomId);
    return row;
  }

  async function viewOf(shop: Shop, crawlerId: number, gold: number, tx: Tx): Promise<MerchantView> {
    const shelves = await merchants.shelves(shop.seasonId, shop.room.id, tx);
    const owned = await items.listByCrawler(crawlerId, tx);
    const restockedAt = Math.min(...shelves.map((s) => s.restockedAt.getTime()));
    return {
      roomId: shop.room.id,
      merchant: { name: shop.merchantName },
      crawlerId,
      gold,
      restocksAt: new Date(nextRestockAt(Number.isFinite(restockedAt) ? restockedAt : clock().getTime())).toISOString(),
      stock: shelves.flatMap((s) => {
        const t = itemByKey(s.templateKey);
        return t ? [{ slot: s.slot, key: t.key, name: t.name, description: t.description, category: t.category, rarity: t.rarity, price: s.price, quantity: s.quantity }] : [];
      }),
      sellable: owned.flatMap((r) => {
        const shown = toItem(r);
        const t = itemByKey(r.templateKey);
        return shown && !r.equippedSlot && isSellable(t) ? [{ item: shown, offer: sellPrice(t!) }] : [];
      }),
    };
  }

  return {
    async view(userId: string, roomId: number, crawlerId: number): Promise<MerchantView> {
      const shop = await shopOf(userId, crawlerId, roomId);
      return db.transaction(async (tx) => {
        const row = await lockTrader(userId, crawlerId, roomId, tx);
        await ready(shop, clock(), tx);
        return viewOf(shop, row.id, row.gold, tx);
      });
    },

    async buy(userId: string, roomId: number, crawlerId: number, slot: number): Promise<TradeResponse> {
      const shop = await shopOf(userId, crawlerId, roomId);
      if (!shop.seeded.some((s) => s.slot === slot)) throw notFound('Stock slot');
      return db.transaction(async (tx) => {
        const row = await lockTrader(userId, crawlerId, roomId, tx);
        const now = clock();
        await ready(shop, now, tx);
        const taken = await merchants.takeOne(shop.seasonId, shop.room.id, slot, tx);
        const t = taken ? itemByKey(taken.templateKey) : undefined;
        if (!taken || !t) throw new HttpError(409, ErrorCode.soldOut, 'Sold out: the merchant restocks soon.');
        // Refused here, the shelf's decrement above rolls back with the transaction.
        const gold = await merchants.debit(row.id, taken.price, tx);
        if (gold === null) throw new HttpError(409, ErrorCode.notEnoughGold, `${t.name} costs ${taken.price} gold; ${row.name} has ${row.gold}.`);
        const bought = await merchants.give(row.id, taken.templateKey, tx);
        await deps.recorder?.record(tx, [
          { crawlerId: row.id, at: now.getTime(), roomId, kind: 'bought', data: { itemId: bought.id, templateKey: t.key, name: t.name, price: taken.price, totalGold: gold } },
        ]);
        return { success: true as const, message: `Bought ${t.name} for ${taken.price} gold`, item: toItem(bought)!, price: taken.price, gold, view: await viewOf(shop, row.id, gold, tx) };
      });
    },

    async sell(userId: string, roomId: number, crawlerId: number, itemId: number): Promise<TradeResponse> {
      const shop = await shopOf(userId, crawlerId, roomId);
      return db.transaction(async (tx) => {
        const row = await lockTrader(userId, crawlerId, roomId, tx);
        const now = clock();
        await ready(shop, now, tx);
        const owned = await items.findOwnedBy(itemId, row.id, tx);
        const t = owned ? itemByKey(owned.templateKey) : undefined;
        if (!owned || !t) throw new HttpError(404, ErrorCode.itemNotOwned, `That item is not in ${row.name}'s inventory.`);
        if (owned.equippedSlot) throw new HttpError(409, ErrorCode.itemEquipped, `${t.name} is equipped: unequip it before selling it.`);
        if (!isSellable(t)) throw new HttpError(409, ErrorCode.conflict, `${shop.merchantName} does not buy ${t.name}.`);
        const sold = await merchants.takeItem(owned.id, row.id, tx);
        if (!sold) throw new HttpError(404, ErrorCode.itemNotOwned, `That item is not in ${row.name}'s inventory.`);
        const price = sellPrice(t);
        const gold = await merchants.credit(row.id, price, tx);
        await deps.recorder?.record(tx, [{ crawlerId: row.id, at: now.getTime(), roomId, kind: 'sold', data: { itemId: sold.id, templateKey: t.key, name: t.name, price, totalGold: gold } }]);
        return { success: true as const, message: `Sold ${t.name} for ${price} gold`, item: toItem(sold)!, price, gold, view: await viewOf(shop, row.id, gold, tx) };
      });
    },
  };
}
export type MerchantService = ReturnType<typeof createMerchantService>;
