// Random sequences of trades against the real server, checked step by step against a model of the
// rules (game/merchant.ts): gold changes only by the stated prices (nothing created, nothing lost),
// items are never duplicated (a purchase makes one new item, a sale removes exactly that one), the
// shelves never go below zero and restock by the clock, and the crawler's log replays (foldEntry) to
// the gold and items the server holds. Crawlers start with no gold: a run may grant some behind the
// app's back before its first trade (no entry records a grant), which the checks below account for.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '#contract/errors.ts';
import { MerchantView, TradeResponse } from '#contract/merchant.ts';
import { isGapless, replayLog } from '#game/event-log.ts';
import { itemByKey } from '#game/item-catalogue.ts';
import { MERCHANT, restockDue, sellPrice } from '#game/merchant.ts';
import { call, createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { buy, grantGold, logOf, merchantUrl, seededStock, sell, storedGold, storedItems, traderInShop } from './shop.ts';

type Action = { kind: 'buy'; slot: number } | { kind: 'sell'; pick: number } | { kind: 'unequip'; pick: number } | { kind: 'wait'; minutes: number };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('buy' as const), slot: fc.nat(MERCHANT.maxSlots) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('sell' as const), pick: fc.nat(20) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('unequip' as const), pick: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('wait' as const), minutes: fc.integer({ min: 1, max: 12 }) }) },
);

// One server for every run (a new one each costs more than the run): each run is a new sponsor's
// crawler in the same shop, whose shelves the model takes as the run finds them.
let now = new Date('2026-11-21T12:00:00Z');
const clock = { advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
let t: TestApp;
let runs = 0;
beforeAll(async () => {
  t = await createTestApp({ SEASON_SEED: '20261121' }, { clock: () => now, autoTick: false });
});
afterAll(() => t.close());

async function play(grant: number, actions: readonly Action[]): Promise<void> {
  {
    const trader = await traderInShop(t, `trader-${++runs}@crawl.test`, clock);
    await grantGold(t, trader.id, grant);
    // The model: what the rules say the server must hold.
    const first = MerchantView.parse((await call(t.app, 'GET', merchantUrl(trader), { token: trader.token })).body);
    let restockedAt = Date.parse(first.restocksAt) - MERCHANT.restockMs;
    const shelves = new Map(first.stock.map((s) => [s.slot, s.quantity]));
    let gold = grant;
    const owned = new Map((await storedItems(t, trader.id)).map((i) => [i.id, i.template_key]));
    const everSeen = new Set(owned.keys());
    expect(first.gold).toBe(grant);
    const restockIfDue = () => {
      if (!restockDue(restockedAt, now.getTime())) return;
      restockedAt = now.getTime();
      for (const s of seededStock) shelves.set(s.slot, s.quantity);
    };

    for (const action of actions) {
      clock.advance(500);
      const items = await storedItems(t, trader.id);
      if (action.kind === 'wait') {
        clock.advance(action.minutes * 60_000);
      } else if (action.kind === 'unequip') {
        const worn = items.filter((i) => i.equipped_slot !== null);
        if (worn.length) {
          const slot = worn[action.pick % worn.length]!.equipped_slot;
          expect((await call(t.app, 'POST', `/api/crawlers/${trader.id}/unequip`, { token: trader.token, body: { slot } })).status).toBe(200);
        }
      } else if (action.kind === 'buy') {
        restockIfDue();
        const seeded = seededStock.find((s) => s.slot === action.slot);
        const res = await buy(t, trader, action.slot);
        if (!seeded) expect(res.status).toBe(404);
        else if (shelves.get(seeded.slot) === 0) expect(res.body.code).toBe(ErrorCode.soldOut);
        else if (gold < seeded.price) expect(res.body.code).toBe(ErrorCode.notEnoughGold);
        else {
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const trade = TradeResponse.parse(res.body);
          expect(trade.price).toBe(seeded.price);
          expect(everSeen.has(trade.item.id)).toBe(false); // a new item, never one that existed
          gold -= seeded.price;
          shelves.set(seeded.slot, shelves.get(seeded.slot)! - 1);
          owned.set(trade.item.id, seeded.templateKey);
          everSeen.add(trade.item.id);
        }
      } else if (items.length) {
        restockIfDue();
        const target = items[action.pick % items.length]!;
        const res = await sell(t, trader, target.id);
        if (target.equipped_slot !== null) expect(res.body.code).toBe(ErrorCode.itemEquipped);
        else {
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const price = sellPrice(itemByKey(target.template_key)!);
          expect(TradeResponse.parse(res.body).price).toBe(price);
          gold += price;
          owned.delete(target.id);
        }
      }
      // What the server holds is what the rules say, after every step.
      expect(await storedGold(t, trader.id)).toBe(gold);
      const held = (await storedItems(t, trader.id)).map((i) => i.id);
      expect(new Set(held).size).toBe(held.length);
      expect(held).toEqual([...owned.keys()].sort((a, b) => a - b));
    }
    restockIfDue();
    const shop = MerchantView.parse((await call(t.app, 'GET', merchantUrl(trader), { token: trader.token })).body);
    for (const s of shop.stock) {
      expect(s.quantity).toBeGreaterThanOrEqual(0);
      expect(s.quantity).toBe(shelves.get(s.slot));
    }
    // The log explains it all: replayed, it holds the server's gold and items.
    const entries = await logOf(t, trader);
    expect(isGapless(entries)).toBe(true);
    const replayed = replayLog(entries).at(-1)!;
    // Each trade's entry moves the gold by its price and nothing else, from the grant on.
    const trades = entries.filter((e) => e.kind === 'bought' || e.kind === 'sold');
    let running = grant;
    for (const e of trades) {
      running += e.kind === 'sold' ? e.data.price : -e.data.price;
      expect(e.data.totalGold).toBe(running);
    }
    expect(running).toBe(gold);
    expect(replayed.gold).toBe(trades.length ? gold : gold - grant);
    expect([...replayed.inventory]).toEqual([...owned.keys()].sort((a, b) => a - b));
  }
}

describe('trading, property', () => {
  it('conserves gold and items, never oversells, and replays from the log', { timeout: 180_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(0, 60, 250, 5000), fc.array(actionArb, { minLength: 4, maxLength: 16 }), async (grant, actions) => play(grant, actions)),
      { numRuns: 8, endOnFailure: true },
    );
  });
});
