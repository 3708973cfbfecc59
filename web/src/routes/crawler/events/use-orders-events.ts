import { useEffect, useRef } from 'react';
import type { RoomEventsAction } from '../../../state/room-events.ts';
import { useOrders } from '../../../state/standing-orders.ts';

/**
 * What standing orders did while the sponsor was away goes into the room events when the
 * page opens, oldest first, each action once: the sponsor reads 'by standing orders' on return.
 * Later actions arrive live (the room's `standing_orders` events) and are not repeated here.
 */
export function useOrdersEvents(crawlerId: string, roomId: number | null, dispatch: (action: RoomEventsAction) => void): void {
  const orders = useOrders(crawlerId);
  const shown = useRef(false);
  const recent = orders.data?.recent;
  useEffect(() => {
    // The first answer once the room is known is the story so far; after that the live events tell it.
    if (!recent || roomId === null || shown.current) return;
    shown.current = true;
    for (const a of [...recent].reverse()) {
      dispatch({ type: 'add', event: { timestamp: a.at, type: 'status', priority: 'medium', message: a.message } });
    }
  }, [recent, roomId, dispatch]);
}
