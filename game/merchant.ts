// Merchants: what a shop room's merchant stocks, what it charges and what it pays. The stock is a
// pure function of the season seed and the room's generator key, so every server process (and a
// replay) rolls the same shelves; the server stores it once and counts it down as crawlers buy.
import type { ItemTemplate } from './item-catalogue.ts';
import { LOOT_CATEGORIES, rollLoot } from './items.ts';
import { createRng, hashString } from './rng.ts';

/** The merchant's rules, tuned together (docs/rules.md, Merchants). */
export const MERCHANT = {
  /** Slots on a shop's shelves: between min and max, each a different item. */
  minSlots: 5,
  maxSlots: 8,
  /** A consumable slot holds this many; other slots usually one, sometimes up to gearMaxQuantity. */
  consumableMinQuantity: 2,
  consumableMaxQuantity: 5,
  gearExtraChance: 0.3,
  gearMaxQuantity: 2,
  /** A buy price is the item's value times this, rounded up. */
  buyMarkup: 1.5,
  /** A sell offer is this fraction of the item's value, rounded down, never below minSellPrice. */
  sellFraction: 0.4,
  minSellPrice: 1,
  /** Shelves return to their seeded quantities this long after the last restock (10 minutes). */
  restockMs: 10 * 60_000,
  /** Rolls tried before settling for fewer distinct items on a floor with a small catalogue. */
  maxRollAttempts: 60,
} as const;

/** One slot of a shop's shelves as seeded: the item, its price and how many the merchant holds. */
export interface StockSlot {
  readonly slot: number;
  readonly templateKey: string;
  readonly price: number;
  readonly quantity: number;
}

/** What a merchant charges for an item of this value. */
export function buyPrice(template: Pick<ItemTemplate, 'value'>): number {
  return Math.ceil(template.value * MERCHANT.buyMarkup);
}

/** What a merchant pays for an item of this value: always below its buy price, so no round trip makes gold. */
export function sellPrice(template: Pick<ItemTemplate, 'value'>): number {
  return Math.max(MERCHANT.minSellPrice, Math.floor(template.value * MERCHANT.sellFraction));
}

/** Whether shelves last restocked at `restockedAtMs` are due a restock at `nowMs`. */
export function restockDue(restockedAtMs: number, nowMs: number): boolean {
  return nowMs - restockedAtMs >= MERCHANT.restockMs;
}

/** When shelves last restocked at `restockedAtMs` restock next (epoch ms). */
export function nextRestockAt(restockedAtMs: number): number {
  return restockedAtMs + MERCHANT.restockMs;
}

/**
 * The shop's seeded shelves: MERCHANT.minSlots..maxSlots distinct items that may drop on `floor`
 * (rarer the deeper, as loose loot), numbered from 0, with their prices and quantities.
 */
export function rollShopStock(seasonSeed: number, roomKey: string, floor: number): StockSlot[] {
  const rng = createRng(hashString(`merchant:${seasonSeed}:${roomKey}`));
  const wanted = rng.int(MERCHANT.minSlots, MERCHANT.maxSlots);
  const chosen: ItemTemplate[] = [];
  for (let i = 0; i < MERCHANT.maxRollAttempts && chosen.length < wanted; i++) {
    const [t] = rollLoot(rng, Math.max(1, floor), 1);
    if (t && !chosen.some((c) => c.key === t.key)) chosen.push(t);
  }
  return chosen.map((t, slot) => ({
    slot,
    templateKey: t.key,
    price: buyPrice(t),
    quantity:
      t.category === 'consumable'
        ? rng.int(MERCHANT.consumableMinQuantity, MERCHANT.consumableMaxQuantity)
        : rng.chance(MERCHANT.gearExtraChance)
          ? rng.int(2, MERCHANT.gearMaxQuantity)
          : 1,
  }));
}

/** Whether an item of this template can be sold to a merchant (everything a crawler can carry). */
export function isSellable(template: Pick<ItemTemplate, 'category'> | undefined): boolean {
  return template !== undefined && (LOOT_CATEGORIES as readonly string[]).includes(template.category);
}
