import { createContext, useContext } from 'react';
import type { RoomEventsAction } from '../../../state/room-events.ts';

/**
 * The crawler page's room-events dispatcher, for anything on the page that reports something
 * (combat, pick-ups, the live channel): `useRoomEventsDispatch()({ type: 'add', event })`.
 */
export const RoomEventsDispatchContext = createContext<(action: RoomEventsAction) => void>(() => {});

export function useRoomEventsDispatch(): (action: RoomEventsAction) => void {
  return useContext(RoomEventsDispatchContext);
}
