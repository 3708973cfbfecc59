import { OrdersView, type GoIdleBody, type StandingOrders } from '#contract/standing-orders.ts';
import { apiRequest } from './http.ts';
import { getStoredToken } from './token-store.ts';

// Typed calls to a crawler's standing orders. Each answers with the whole OrdersView,
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
 * Says the page is going away (the tab closed or reloaded, the browser left for another site): a
 * keepalive request outlives the page, so the crawler's orders take over 3 s after its socket went
 * instead of 10 s, which a fight can outlast (a goblin's crits kill a fresh crawler in about 11 s).
 * A reload joins again within the 3 s and keeps control. Nobody reads the answer.
 */
export function sayPageLeft(crawlerId: string): void {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const body: GoIdleBody = { because: 'left_page' };
  fetch(`${base(crawlerId)}/idle`, { method: 'POST', headers, credentials: 'include', keepalive: true, body: JSON.stringify(body) }).catch(() => {});
}
