// Trading with a shop's merchant through the API: the shelves and offers, buying and selling with
// their refusals, ownership, the restock by the clock, and two buyers of the last item at once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '#contract/errors.ts';
import { MerchantView, TradeResponse } from '#contract/merchant.ts';
import { itemByKey } from '#game/item-catalogue.ts';
import { buyPrice, MERCHANT, sellPrice } from '#game/merchant.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';
import { buy, grantGold, logOf, merchantUrl, seededStock, sell, storedGold, storedItems, traderInShop, type Trader } from './shop.ts';

describe('merchants', () => {
  let t: TestApp;
  let now: Date;
  const clock = { advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
  beforeEach(async () => {
    now = new Date('2026-11-21T12:00:00Z');
    t = await createTestApp({ SEASON_SEED: '20261121' }, { clock: () => now, autoTick: false });
  });
  afterEach(() => t.close());

  const view = async (trader: Trader) => {
    const res = await call(t.app, 'GET', merchantUrl(trader), { token: trader.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return MerchantView.parse(res.body);
  };
  /** The seeded slot holding exactly one of a piece of gear: the "last item" of the tests. */
  const single = seededStock.find((s) => s.quantity === 1)!;
  const several = seededStock.find((s) => s.quantity > 1)!;

  it('shows the seeded shelves with prices, and the crawler items it will buy with offers', async () => {
    const trader = await traderInShop(t, 'browser@crawl.test', clock);
    const shop = await view(trader);
    expect(shop.merchant.name).toMatch(/\S/);
    expect(shop.stock.map((s) => [s.slot, s.key, s.price, s.quantity])).toEqual(seededStock.map((s) => [s.slot, s.templateKey, s.price, s.quantity]));
    for (const s of shop.stock) expect(s.price).toBe(buyPrice(itemByKey(s.key)!));
    expect(shop.stock.length).toBeGreaterThanOrEqual(MERCHANT.minSlots);
    // Its starting gear is worn: nothing to sell until it takes something off.
    expect(shop.sellable.every((o) => o.item.equippedSlot === null)).toBe(true);
    expect(shop.gold).toBe(0);
  });

  it('buys: one off the shelf, the price off the gold, the item in the inventory and a bought entry in the log', async () => {
    const trader = await traderInShop(t, 'buyer@crawl.test', clock);
    await grantGold(t, trader.id, 500);
    const before = await storedItems(t, trader.id);
    const res = await buy(t, trader, several.slot);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const trade = TradeResponse.parse(res.body);
    expect(trade.gold).toBe(500 - several.price);
    expect(trade.item.key).toBe(several.templateKey);
    expect(trade.view.stock.find((s) => s.slot === several.slot)!.quantity).toBe(several.quantity - 1);
    expect(await storedGold(t, trader.id)).toBe(500 - several.price);
    const after = await storedItems(t, trader.id);
    expect(after.length).toBe(before.length + 1);
    expect(after.find((i) => i.id === trade.item.id)).toMatchObject({ template_key: several.templateKey, equipped_slot: null });
    // The crawler's own view says the same (its cached row heard of the write).
    const me = await call(t.app, 'GET', `/api/crawlers/${trader.id}`, { token: trader.token });
    expect(me.body.gold).toBe(500 - several.price);
    const inventory = (await call(t.app, 'GET', `/api/crawlers/${trader.id}/loadout`, { token: trader.token })).body.inventory as { id: number }[];
    expect(inventory.map((i) => i.id)).toContain(trade.item.id);
    const last = (await logOf(t, trader)).at(-1)!;
    expect(last).toMatchObject({ kind: 'bought', roomId: trader.roomId, data: { itemId: trade.item.id, templateKey: several.templateKey, price: several.price, totalGold: 500 - several.price } });
    // The sponsor's feed tells it as news.
    const feed = (await call(t.app, 'GET', '/api/activities', { token: trader.token })).body as { message: string }[];
    expect(feed.map((a) => a.message)).toContain(`${me.body.name} bought ${itemByKey(several.templateKey)!.name} for ${several.price} gold`);
  });

  it('refuses a purchase it cannot pay for, and changes nothing', async () => {
    const trader = await traderInShop(t, 'pauper@crawl.test', clock);
    await grantGold(t, trader.id, several.price - 1);
    const res = await buy(t, trader, several.slot);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(ErrorCode.notEnoughGold);
    expect(await storedGold(t, trader.id)).toBe(several.price - 1);
    expect((await view(trader)).stock.find((s) => s.slot === several.slot)!.quantity).toBe(several.quantity);
    expect((await logOf(t, trader)).some((e) => e.kind === 'bought')).toBe(false);
  });

  it('sells out, restocks when the clock passes the restock period, and 404s a slot it does not have', async () => {
    const trader = await traderInShop(t, 'hoarder@crawl.test', clock);
    await grantGold(t, trader.id, 10_000);
    expect((await buy(t, trader, single.slot)).status).toBe(200);
    const again = await buy(t, trader, single.slot);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.soldOut);
    expect((await buy(t, trader, 40)).status).toBe(404);
    clock.advance(MERCHANT.restockMs - 1000);
    expect((await view(trader)).stock.find((s) => s.slot === single.slot)!.quantity).toBe(0);
    clock.advance(1000);
    const restocked = await view(trader);
    expect(restocked.stock.find((s) => s.slot === single.slot)!.quantity).toBe(1);
    expect(Date.parse(restocked.restocksAt)).toBe(now.getTime() + MERCHANT.restockMs);
    expect((await buy(t, trader, single.slot)).status).toBe(200);
  });

  it('sells an unequipped item for its offer; refuses an equipped one and one that is not its own', async () => {
    const trader = await traderInShop(t, 'seller@crawl.test', clock);
    const other = await traderInShop(t, 'other-seller@crawl.test', clock);
    const worn = (await storedItems(t, trader.id)).find((i) => i.equipped_slot !== null)!;
    const refused = await sell(t, trader, worn.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(ErrorCode.itemEquipped);
    expect((await call(t.app, 'POST', `/api/crawlers/${trader.id}/unequip`, { token: trader.token, body: { slot: worn.equipped_slot } })).status).toBe(200);
    const offer = (await view(trader)).sellable.find((o) => o.item.id === worn.id)!;
    expect(offer.offer).toBe(sellPrice(itemByKey(worn.template_key)!));
    const res = await sell(t, trader, worn.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(TradeResponse.parse(res.body).gold).toBe(offer.offer);
    expect(await storedGold(t, trader.id)).toBe(offer.offer);
    expect((await storedItems(t, trader.id)).some((i) => i.id === worn.id)).toBe(false);
    expect((await logOf(t, trader)).at(-1)).toMatchObject({ kind: 'sold', data: { itemId: worn.id, price: offer.offer, totalGold: offer.offer } });
    // Sold once: a second sale of the same item finds nothing.
    expect((await sell(t, trader, worn.id)).body.code).toBe(ErrorCode.itemNotOwned);
    // Another crawler's item, named with one's own crawler: not in its inventory.
    const theirs = (await storedItems(t, other.id))[0]!;
    const foreign = await sell(t, trader, theirs.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(ErrorCode.itemNotOwned);
    expect((await storedItems(t, other.id)).some((i) => i.id === theirs.id)).toBe(true);
  });

  it("another sponsor's crawler is not found; a crawler elsewhere or in a room without a merchant is refused", async () => {
    const trader = await traderInShop(t, 'owner@crawl.test', clock);
    await grantGold(t, trader.id, 1000);
    const intruder = await devLogin(t.app, 'intruder@crawl.test');
    const intruding = { ...trader, token: intruder };
    expect((await call(t.app, 'GET', merchantUrl(intruding), { token: intruder })).status).toBe(404);
    expect((await buy(t, intruding, several.slot)).status).toBe(404);
    expect((await sell(t, intruding, 1)).status).toBe(404);
    expect(await storedGold(t, trader.id)).toBe(1000);

    const token = await devLogin(t.app, 'stay-home@crawl.test');
    const id = (await sponsorCrawler(t.app, token)).crawler.id as number;
    const home = (await call(t.app, 'GET', `/api/crawlers/${id}/current-room`, { token })).body.room.id as number;
    const elsewhere = await call(t.app, 'GET', `/api/rooms/${trader.roomId}/merchant?crawlerId=${id}`, { token });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.code).toBe(ErrorCode.wrongRoom);
    const noShop = await call(t.app, 'POST', `/api/rooms/${home}/merchant/buy`, { token, body: { crawlerId: id, slot: 0 } });
    expect(noShop.status).toBe(409);
    expect(noShop.body.code).toBe(ErrorCode.notAShop);
    expect((await call(t.app, 'POST', `/api/rooms/${home}/merchant/buy`, { token, body: { crawlerId: id, slot: 'x' } })).status).toBe(400);
  });

  it('two buyers of the last item at once: exactly one gets it and pays, once', async () => {
    const a = await traderInShop(t, 'racer-a@crawl.test', clock);
    const b = await traderInShop(t, 'racer-b@crawl.test', clock);
    await grantGold(t, a.id, 1000);
    await grantGold(t, b.id, 1000);
    const [ra, rb] = await Promise.all([buy(t, a, single.slot), buy(t, b, single.slot)]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const loser = ra.status === 409 ? ra : rb;
    expect(loser.body.code).toBe(ErrorCode.soldOut);
    const golds = [await storedGold(t, a.id), await storedGold(t, b.id)].sort((x, y) => x - y);
    expect(golds).toEqual([1000 - single.price, 1000]);
    const bought = [...(await storedItems(t, a.id)), ...(await storedItems(t, b.id))].filter((i) => i.template_key === single.templateKey && i.equipped_slot === null);
    expect(bought.length).toBe(1);
    expect((await view(a)).stock.find((s) => s.slot === single.slot)!.quantity).toBe(0);
    const entries = [...(await logOf(t, a)), ...(await logOf(t, b))].filter((e) => e.kind === 'bought');
    expect(entries.length).toBe(1);
  });
});
