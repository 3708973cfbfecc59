// Sponsor gifts: the care packages a sponsor buys with credits for its own crawler, their prices and
// the limits on sending them (docs/decisions/0034-sponsor-gifts.md, docs/rules.md). Pure: the server
// asks mayGift before it takes a credit, and the crawler page shows the same answer.
import { requireItem, type ItemTemplate } from './item-catalogue.ts';

/**
 * The price list: gift key -> catalogue item and price in credits. Gear comes in tiers; a tier is
 * offered from the item's own shallowest floor (minFloor), so a sponsor cannot buy deep gear for a
 * crawler on Floor 1.
 */
export const GIFT_PRICES = {
  healing_tonic: { item: 'healing_tonic', price: 50 },
  energy_drink: { item: 'grind_energy_drink', price: 40 },
  power_cell: { item: 'power_cell', price: 60 },
  greater_healing_tonic: { item: 'greater_healing_tonic', price: 150 },
  iron_sword: { item: 'iron_sword', price: 120 },
  leather_jerkin: { item: 'leather_jerkin', price: 120 },
  steel_longsword: { item: 'steel_longsword', price: 300 },
  chainmail_shirt: { item: 'chainmail_shirt', price: 300 },
  serrated_machete: { item: 'serrated_machete', price: 600 },
  scale_hauberk: { item: 'scale_hauberk', price: 700 },
} as const satisfies Record<string, { item: string; price: number }>;
export type GiftKey = keyof typeof GIFT_PRICES;
export const GIFT_KEYS = Object.keys(GIFT_PRICES) as GiftKey[];
export function isGiftKey(value: unknown): value is GiftKey {
  return typeof value === 'string' && Object.hasOwn(GIFT_PRICES, value);
}

export const GIFT_LIMITS = {
  /** Gifts on their way to one crawler at a time. */
  inFlightPerCrawler: 1,
  /** After a delivery, the next gift to that crawler can be sent this much later. */
  cooldownMs: 60_000,
  /** Gifts sent to one crawler while it is on one floor (refunded ones do not count). */
  perFloor: 3,
  /** From payment to arrival at the crawler's feet. */
  deliveryDelayMs: 20_000,
  /** The delay when the crawler stands in a safe room at the time of sending: at once. */
  safeRoomDelayMs: 0,
  /** How often the server looks for gifts that are due. */
  deliveryPollMs: 1_000,
} as const;

/** A gift's life: paid and on its way, then delivered at the crawler's feet or refunded. */
export const GIFT_STATUS = { in_flight: 'in_flight', delivered: 'delivered', refunded: 'refunded' } as const;
export type GiftStatus = keyof typeof GIFT_STATUS;

/** Why a gift may not be sent; each is also the API's error code. */
export const GIFT_REFUSAL = {
  crawler_dead: 'crawler_dead',
  gift_in_flight: 'gift_in_flight',
  gift_cooldown: 'gift_cooldown',
  gift_floor_cap: 'gift_floor_cap',
  gift_locked: 'gift_locked',
  insufficient_credits: 'insufficient_credits',
} as const;
export type GiftRefusal = keyof typeof GIFT_REFUSAL;

export function giftItem(key: GiftKey): ItemTemplate {
  return requireItem(GIFT_PRICES[key].item);
}

export function giftPrice(key: GiftKey): number {
  return GIFT_PRICES[key].price;
}

/** What the server knows when a gift is asked for; times are epoch ms. */
export interface GiftSituation {
  alive: boolean;
  floor: number;
  balance: number;
  inFlight: number;
  /** When the crawler's last gift arrived (null: never). */
  lastDeliveredAtMs: number | null;
  /** Gifts (not refunded) sent while the crawler was on `floor`. */
  sentOnFloor: number;
  nowMs: number;
}

export type GiftDecision = { ok: true } | { ok: false; reason: GiftRefusal; message: string; retryAtMs?: number };

/** Whether `key` may be sent now, and if not, the first reason (in the order a sponsor can act on them). */
export function mayGift(key: GiftKey, s: GiftSituation): GiftDecision {
  const t = giftItem(key);
  if (!s.alive) return { ok: false, reason: 'crawler_dead', message: 'Gifts cannot reach a dead crawler.' };
  if (s.inFlight >= GIFT_LIMITS.inFlightPerCrawler) return { ok: false, reason: 'gift_in_flight', message: 'A gift is already on its way.' };
  if (s.lastDeliveredAtMs !== null) {
    const retryAtMs = s.lastDeliveredAtMs + GIFT_LIMITS.cooldownMs;
    if (s.nowMs < retryAtMs) return { ok: false, reason: 'gift_cooldown', message: `The next gift can be sent in ${Math.ceil((retryAtMs - s.nowMs) / 1000)} s.`, retryAtMs };
  }
  if (s.sentOnFloor >= GIFT_LIMITS.perFloor) return { ok: false, reason: 'gift_floor_cap', message: `${GIFT_LIMITS.perFloor} gifts per floor: the next one on a deeper floor.` };
  if (s.floor < t.minFloor) return { ok: false, reason: 'gift_locked', message: `Offered from Floor ${t.minFloor}.` };
  if (s.balance < giftPrice(key)) return { ok: false, reason: 'insufficient_credits', message: `Costs ${giftPrice(key)} credits; the balance is ${s.balance}.` };
  return { ok: true };
}

/** When a gift sent at `nowMs` arrives: at once in a safe room, else after the delivery delay. */
export function arrivalAt(nowMs: number, inSafeRoom: boolean): number {
  return nowMs + (inSafeRoom ? GIFT_LIMITS.safeRoomDelayMs : GIFT_LIMITS.deliveryDelayMs);
}

/** The name a gift's feed line gives its sender: the sponsor's full name, else its account name. */
export function corporationName(u: { firstName: string | null; lastName: string | null; name: string }): string {
  const full = [u.firstName, u.lastName].filter((p) => p && p.trim()).join(' ').trim();
  return full || u.name || 'an anonymous sponsor';
}

export const giftNote = (itemName: string, crawlerName: string) => `Gift: ${itemName} for ${crawlerName}`;
export const refundNote = (itemName: string, crawlerName: string) => `Refund: ${itemName} for ${crawlerName} (it did not live to receive it)`;
