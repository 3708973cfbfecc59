import { OrdersView, type StandingOrders } from '#contract/standing-orders.ts';
import { apiRequest } from './http.ts';

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
