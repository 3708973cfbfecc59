// A shop's merchant: its shelves with prices, the crawler's items with the merchant's offers, and
// the buy and sell intents. Prices and quantities are the server's (game/merchant.ts); a client
// only names a slot or an item.
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { Item } from './crawler.ts';
import { DbId, IdParam } from './ids.ts';

/** GET /api/rooms/:roomId/merchant?crawlerId= */
export const MerchantQuery = lazySchema(() => z.object({ crawlerId: IdParam }).strict());
export const MerchantParams = lazySchema(() => z.object({ roomId: IdParam }).strict());

/** A shelf slot's number (game/merchant.ts MERCHANT.maxSlots bounds what exists; the server says sold out or not found). */
export const StockSlotNumber = lazySchema(() => z.number().int().min(0).max(63));

export const BuyBody = lazySchema(() => z.object({ crawlerId: DbId, slot: StockSlotNumber }).strict());
export type BuyBody = z.infer<typeof BuyBody>;
export const SellBody = lazySchema(() => z.object({ crawlerId: DbId, itemId: DbId }).strict());
export type SellBody = z.infer<typeof SellBody>;

export const StockEntry = lazySchema(() => z.object({
  slot: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  rarity: z.string(),
  price: z.number().int(),
  quantity: z.number().int().min(0),
}));
export type StockEntry = z.infer<typeof StockEntry>;

export const SellOffer = lazySchema(() => z.object({ item: Item, offer: z.number().int() }));
export type SellOffer = z.infer<typeof SellOffer>;

export const MerchantView = lazySchema(() => z.object({
  roomId: z.number().int(),
  merchant: z.object({ name: z.string() }),
  crawlerId: z.number().int(),
  /** The crawler's gold now. */
  gold: z.number().int(),
  /** When the shelves next return to their seeded quantities (ISO time). */
  restocksAt: z.string(),
  stock: z.array(StockEntry),
  /** The crawler's items the merchant will buy (not equipped), with its offer for each. */
  sellable: z.array(SellOffer),
}));
export type MerchantView = z.infer<typeof MerchantView>;

/** POST /api/rooms/:roomId/merchant/buy and /sell: what happened, and the shop as it is now. */
export const TradeResponse = lazySchema(() => z.object({
  success: z.literal(true),
  message: z.string(),
  /** The item bought or sold. */
  item: Item,
  price: z.number().int(),
  gold: z.number().int(),
  view: MerchantView,
}));
export type TradeResponse = z.infer<typeof TradeResponse>;
