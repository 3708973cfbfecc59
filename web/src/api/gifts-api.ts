import { GiftsView, SendGiftResponse } from '#contract/gifts.ts';
import { apiRequest } from './http.ts';

// Typed calls to a crawler's sponsor gifts (docs/decisions/0034-sponsor-gifts.md).

export const giftsQueryKey = (crawlerId: string | number) => ['crawler', String(crawlerId), 'gifts'] as const;

export function fetchGifts(crawlerId: string | number, signal?: AbortSignal): Promise<GiftsView> {
  return apiRequest('GET', `/api/crawlers/${encodeURIComponent(String(crawlerId))}/gifts`, { schema: GiftsView, signal });
}

export function sendGift(crawlerId: string | number, gift: string): Promise<SendGiftResponse> {
  return apiRequest('POST', `/api/crawlers/${encodeURIComponent(String(crawlerId))}/gifts`, { body: { gift }, schema: SendGiftResponse });
}
