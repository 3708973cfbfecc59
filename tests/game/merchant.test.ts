// The merchant's pure rules: seeded shelves, prices, offers and the restock clock.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeEntry, foldEntry, replayLog, type LogEntry } from '#game/event-log.ts';
import { ITEM_CATALOGUE, itemByKey } from '#game/item-catalogue.ts';
import { buyPrice, isSellable, MERCHANT, nextRestockAt, restockDue, rollShopStock, sellPrice } from '#game/merchant.ts';

describe('merchant stock', () => {
  it('is the same for the same season seed and room, and differs between rooms', () => {
    expect(rollShopStock(7, 'f1:3,4', 1)).toEqual(rollShopStock(7, 'f1:3,4', 1));
    expect(rollShopStock(7, 'f1:3,4', 1)).not.toEqual(rollShopStock(7, 'f1:5,2', 1));
  });

  it('holds 5-8 distinct items a floor can drop, priced at the markup, some more than one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 1, max: 10 }), fc.string({ minLength: 1, maxLength: 8 }), (seed, floor, key) => {
        const stock = rollShopStock(seed, key, floor);
        expect(stock.length).toBeGreaterThanOrEqual(MERCHANT.minSlots);
        expect(stock.length).toBeLessThanOrEqual(MERCHANT.maxSlots);
        expect(new Set(stock.map((s) => s.templateKey)).size).toBe(stock.length);
        expect(stock.map((s) => s.slot)).toEqual(stock.map((_, i) => i));
        for (const s of stock) {
          const t = itemByKey(s.templateKey)!;
          expect(t.minFloor).toBeLessThanOrEqual(floor);
          expect(isSellable(t)).toBe(true);
          expect(s.price).toBe(buyPrice(t));
          expect(s.quantity).toBeGreaterThanOrEqual(1);
          if (t.category === 'consumable') expect(s.quantity).toBeGreaterThanOrEqual(MERCHANT.consumableMinQuantity);
        }
      }),
    );
    const quantities = Array.from({ length: 20 }, (_, i) => rollShopStock(i, 'shop', 1)).flat().map((s) => s.quantity);
    expect(quantities.some((q) => q > 1)).toBe(true);
  });
});

describe('prices', () => {
  it('never pays more for an item than it charges: no round trip makes gold', () => {
    for (const t of ITEM_CATALOGUE) {
      expect(sellPrice(t)).toBeGreaterThanOrEqual(MERCHANT.minSellPrice);
      expect(sellPrice(t)).toBeLessThan(buyPrice(t));
    }
    expect(buyPrice({ value: 30 })).toBe(45);
    expect(sellPrice({ value: 30 })).toBe(12);
    expect(sellPrice({ value: 1 })).toBe(1);
  });

  it('restocks once the period has passed since the last restock', () => {
    expect(restockDue(0, MERCHANT.restockMs - 1)).toBe(false);
    expect(restockDue(0, MERCHANT.restockMs)).toBe(true);
    expect(nextRestockAt(1000)).toBe(1000 + MERCHANT.restockMs);
  });
});

describe('bought and sold in the log', () => {
  const at = { tick: 0, at: 0, roomId: 4 };
  const sponsored: LogEntry = {
    ...at,
    seq: 1,
    kind: 'sponsored',
    data: { seed: 1, seasonNumber: 1, name: 'Vex', serial: 'S', sponsorship: 'primary', className: 'c', floor: 1, roomId: 4, roomKey: 'k', x: 50, y: 50, health: 10, maxHealth: 10, level: 1, experience: 0, gold: 0, items: [{ id: 3, key: 'iron_sword', name: 'Iron Sword' }] },
  };
  it('fold the gold and the inventory, and read as a line of the report', () => {
    const sold: LogEntry = { ...at, seq: 2, kind: 'sold', data: { itemId: 3, templateKey: 'iron_sword', name: 'Iron Sword', price: 10, totalGold: 10 } };
    const bought: LogEntry = { ...at, seq: 3, kind: 'bought', data: { itemId: 9, templateKey: 'rusty_dagger', name: 'Rusty Dagger', price: 8, totalGold: 2 } };
    const frames = replayLog([sponsored, sold, bought]);
    expect(frames[1]).toMatchObject({ gold: 10, inventory: [] });
    expect(frames[2]).toMatchObject({ gold: 2, inventory: [9] });
    expect(foldEntry(frames[2]!, { ...bought, seq: 4 }).inventory).toEqual([9]);
    expect(describeEntry('Vex', bought)).toBe('Vex bought Rusty Dagger for 8 gold');
    expect(describeEntry('Vex', sold)).toBe('Vex sold Iron Sword for 10 gold');
  });
});
