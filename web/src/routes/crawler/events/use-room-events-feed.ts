import { useEffect, useRef } from 'react';
import type { CurrentRoom, TacticalData } from '#contract/dungeon.ts';
import { takeMoveDirection, sessionStore } from '../../../state/move-direction.ts';
import { claimDiscovery, DISCOVERY_DELAY_MS, type Discoverable, type RoomEventsAction } from '../../../state/room-events.ts';
import { roomContents } from '../../../state/tactical-entities.ts';

/** What a crawler notices in a room: creatures, NPCs, other crawlers, loot. */
export function discoverables(tactical: TacticalData, self: { name: string; crawlerId: number }): Discoverable[] {
  const entities = tactical.entities.length > 0 ? tactical.entities : tactical.tacticalEntities;
  const contents = roomContents(entities, self);
  return [
    ...contents.characters.filter((c) => c.isAlive).map((c) => ({ id: c.id, name: c.name, kind: c.kind, disposition: c.disposition, isBoss: c.isBoss })),
    ...contents.loot.map((l) => ({ id: l.id, name: l.name, kind: 'loot' as const, isContainer: l.isContainer })),
  ];
}

/**
 * Room events: on a room change the log is cleared and an entry event added; 1.5 s later the
 * room's contents are announced, once per crawler and room (remembered in sessionStorage).
 */
export function useRoomEventsFeed(
  crawlerId: string,
  self: { name: string; crawlerId: number } | null,
  currentRoom: CurrentRoom | undefined,
  tactical: TacticalData | undefined,
  dispatch: (action: RoomEventsAction) => void,
): void {
  const roomId = currentRoom?.room.id ?? null;
  const roomName = currentRoom?.room.name ?? '';
  const enteredAt = useRef<{ roomId: number; at: number } | null>(null);

  useEffect(() => {
    if (roomId === null) return;
    if (enteredAt.current?.roomId === roomId) return;
    const at = Date.now();
    enteredAt.current = { roomId, at };
    dispatch({ type: 'room-entered', roomId, roomName, at, direction: takeMoveDirection(crawlerId) });
  }, [crawlerId, roomId, roomName, dispatch]);

  const tacticalReady = tactical !== undefined && roomId !== null && tactical.roomId === roomId;
  const tacticalRef = useRef(tactical);
  useEffect(() => {
    tacticalRef.current = tactical;
  }, [tactical]);
  const selfName = self?.name ?? null;
  const selfId = self?.crawlerId ?? null;

  useEffect(() => {
    if (!tacticalReady || roomId === null || selfName === null || selfId === null) return;
    const since = enteredAt.current?.roomId === roomId ? enteredAt.current.at : Date.now();
    const delay = Math.max(0, since + DISCOVERY_DELAY_MS - Date.now());
    const timer = window.setTimeout(() => {
      const latest = tacticalRef.current;
      if (!latest || latest.roomId !== roomId) return;
      if (!claimDiscovery(sessionStore(), crawlerId, roomId)) return;
      const things = discoverables(latest, { name: selfName, crawlerId: selfId });
      if (things.length > 0) dispatch({ type: 'discovered', roomId, at: Date.now(), things });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [tacticalReady, roomId, crawlerId, selfName, selfId, dispatch]);
}
