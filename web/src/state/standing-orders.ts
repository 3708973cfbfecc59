import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrdersView } from '#contract/standing-orders.ts';
import { fetchOrders, goIdle, ordersQueryKey, sayPageLeft, takeControl } from '../api/orders-api.ts';

/** Who is in control changes without the page (the sponsor's own other tab, the 10 s away rule): polled. */
export const ORDERS_POLL_MS = 5_000;

/** A crawler's standing orders and who acts for it now. */
export function useOrders(crawlerId: string, enabled = true) {
  return useQuery({
    queryKey: ordersQueryKey(crawlerId),
    queryFn: ({ signal }) => fetchOrders(crawlerId, signal),
    refetchInterval: ORDERS_POLL_MS,
    enabled,
  });
}

/** Go idle / Take control: the answer replaces the cached view. */
export function useControlSwitch(crawlerId: string) {
  const queryClient = useQueryClient();
  const put = (view: OrdersView) => queryClient.setQueryData(ordersQueryKey(crawlerId), view);
  const idle = useMutation({ mutationFn: () => goIdle(crawlerId), onSuccess: put });
  const control = useMutation({ mutationFn: () => takeControl(crawlerId), onSuccess: put });
  return { idle, control };
}

/** While the sponsor is in control, leaving the page hands the crawler to its orders 3 s later (sayPageLeft). */
export function useOrdersOnLeave(crawlerId: string, inControl: boolean): void {
  useEffect(() => {
    if (!inControl) return;
    const leave = () => sayPageLeft(crawlerId);
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [crawlerId, inControl]);
}

/** The page's words for who is in control. */
export const ORDERS_TEXT = {
  title: 'Standing orders',
  onOrders: 'On standing orders',
  underControl: 'Under your control',
  goIdle: 'Go idle',
  takeControl: 'Take control',
  saved: 'Standing orders saved',
  loading: 'Loading standing orders...',
  loadFailed: 'Could not load standing orders',
} as const;
