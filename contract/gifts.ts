// Sponsor gifts on the wire (docs/decisions/0034-sponsor-gifts.md):
//   GET  /api/crawlers/:id/gifts          the price list as this crawler's sponsor may use it now
//   POST /api/crawlers/:id/gifts { gift }  pay and send; 201 with the gift and the new balance
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { GIFT_KEYS, GIFT_REFUSAL, GIFT_STATUS } from '#game/gifts.ts';

export const GiftKeySchema = lazySchema(() => z.enum(GIFT_KEYS as [string, ...string[]]));

export const SendGiftBody = lazySchema(() => z.object({ gift: GiftKeySchema }).strict());
export type SendGiftBody = z.infer<typeof SendGiftBody>;

export const Gift = lazySchema(() => z.object({
  id: z.number().int(),
  gift: z.string(),
  itemName: z.string(),
  price: z.number().int(),
  status: z.enum(Object.keys(GIFT_STATUS) as [keyof typeof GIFT_STATUS, ...(keyof typeof GIFT_STATUS)[]]),
  sentAt: z.string(),
  arrivesAt: z.string(),
  endedAt: z.string().nullable(),
}));
export type Gift = z.infer<typeof Gift>;

export const SendGiftResponse = lazySchema(() => z.object({ gift: Gift, balance: z.number().int() }));
export type SendGiftResponse = z.infer<typeof SendGiftResponse>;

export const GiftOption = lazySchema(() => z.object({
  key: z.string(),
  itemName: z.string(),
  description: z.string(),
  category: z.string(),
  price: z.number().int(),
  /** Null when it may be sent now; else why not (a GIFT_REFUSAL code) with a sentence. */
  refusal: z.enum(Object.keys(GIFT_REFUSAL) as [string, ...string[]]).nullable(),
  refusalText: z.string().nullable(),
}));
export type GiftOption = z.infer<typeof GiftOption>;

export const GiftsView = lazySchema(() => z.object({
  balance: z.number().int(),
  options: z.array(GiftOption),
  /** The gift on its way, if any. */
  inFlight: Gift.nullable(),
  /** Until when the cooldown after the last delivery runs (null: none). */
  cooldownUntil: z.string().nullable(),
  sentOnFloor: z.number().int(),
  perFloor: z.number().int(),
  /** The server's time, so the page's countdown does not trust the device's clock. */
  serverNow: z.string(),
}));
export type GiftsView = z.infer<typeof GiftsView>;
