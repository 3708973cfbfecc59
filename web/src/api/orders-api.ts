import { OrdersView, type StandingOrders } from '#contract/standing-orders.ts';
import { apiRequest } from './http.ts';
import { getStoredToken } from './token-store.ts';

// Typed calls to a crawler's standing orders (issue 19). Each answers with the whole OrdersView,
// which the page puts straight into its query cache.

export const ordersQueryKey = (crawlerId: string) => ['crawler', crawlerId, 'orders'] as const;

const base = (crawlerId: string) => `/api/crawlers/${encodeURIComponent(crawlerId)}/orders`;

export function fetchOrders(crawlerId: string, signal?: AbortSignal): Promise<OrdersView> {
  return apiRequest('GET', base(crawlerId), { schema: OrdersView, signal });
}

export function saveOrders(crawlerId: string, orders: StandingOrders): Promise<OrdersView> {
  return apiRequest('PUT', base(crawlerId), { body: orders, schema: OrdersView });
}

export function goIdle(crawlerId: string): Promise<OrdersView> {
  return apiRequest('POST', `${base(crawlerId)}/idle`, { schema: OrdersView });
}

export function takeControl(crawlerId: string): Promise<OrdersView> {
  return apiRequest('POST', `${base(crawlerId)}/control`, { schema: OrdersView });
}

/**
 * Go idle as the page goes away (the tab closed, the browser left for another site): a keepalive
 * request outlives the page, so the crawler's orders take over at once instead of after the 10 s away
 * rule, which a fight can outlast (a goblin's crits kill a fresh crawler in about 11 s). Nobody reads
 * the answer. A reload hands over too, and the reloaded page's join takes control straight back.
 */
export function goIdleOnLeave(crawlerId: string): void {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  fetch(`${base(crawlerId)}/idle`, { method: 'POST', headers, credentials: 'include', keepalive: true }).catch(() => {});
}
