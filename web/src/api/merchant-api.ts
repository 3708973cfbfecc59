import { MerchantView, TradeResponse } from '#contract/merchant.ts';
import { apiRequest } from './http.ts';

// Typed HTTP calls of a shop's merchant: the shelves and offers, buying and selling. Replies are
// parsed with their contract schemas; refusals (sold out, not enough gold...) throw ApiError.

/** The shop's view lives under the crawler's keys, per room: ['crawler', id, 'merchant', roomId]. */
export const merchantQueryKey = (crawlerId: string, roomId: number) => ['crawler', crawlerId, 'merchant', roomId] as const;

export function fetchMerchant(roomId: number, crawlerId: number, signal?: AbortSignal): Promise<MerchantView> {
  return apiRequest('GET', `/api/rooms/${roomId}/merchant?crawlerId=${crawlerId}`, { schema: MerchantView, signal });
}

export function buyFromMerchant(roomId: number, crawlerId: number, slot: number): Promise<TradeResponse> {
  return apiRequest('POST', `/api/rooms/${roomId}/merchant/buy`, { body: { crawlerId, slot }, schema: TradeResponse });
}

export function sellToMerchant(roomId: number, crawlerId: number, itemId: number): Promise<TradeResponse> {
  return apiRequest('POST', `/api/rooms/${roomId}/merchant/sell`, { body: { crawlerId, itemId }, schema: TradeResponse });
}
