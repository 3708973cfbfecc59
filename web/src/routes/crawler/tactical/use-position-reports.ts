import { useCallback, useEffect, useRef, useState } from 'react';
import { postPosition } from '../../../api/room-api.ts';
import type { RoomSocket } from '../../../api/room-socket.ts';
import { PositionThrottle, type ReportMode } from '../../../state/position-reports.ts';
import type { RoomSession } from '../../../state/room-session.ts';

/** How often the page looks whether the player moved (the throttle keeps reports 200 ms apart). */
const CHECK_MS = 50;

/**
 * Reports the player's position (throttled to 200 ms, merged; forced before a door and on
 * entering a room) over the live socket, or by POST when the socket is down. A refused report snaps
 * the player back to where the server has it.
 */
export function usePositionReports({ crawlerId, session, socket, active }: { crawlerId: string; session: RoomSession<unknown>; socket: RoomSocket | null; active: boolean }) {
  const [throttle] = useState(() => new PositionThrottle());
  const state = useRef({ seq: 0, httpBusy: false });

  const send = useCallback(
    (roomId: number, x: number, y: number, mode: ReportMode) => {
      if (socket?.isOpen) {
        const p = throttle.take(roomId, x, y, performance.now(), mode);
        if (p) socket.send({ type: 'position', x: p.x, y: p.y, seq: ++state.current.seq });
        return;
      }
      if (state.current.httpBusy && mode === 'throttled') return;
      const p = throttle.take(roomId, x, y, performance.now(), mode);
      if (!p) return;
      state.current.httpBusy = true;
      postPosition(crawlerId, { roomId, positionX: p.x, positionY: p.y, ...(mode === 'forced' ? { force: true } : {}) })
        .then((r) => {
          if (r.corrected && session.room?.roomId === roomId) {
            session.snapTo(r.x, r.y);
            throttle.reset(roomId, r.x, r.y, performance.now());
          }
        })
        .catch((error: unknown) => console.warn('Position update failed', error))
        .finally(() => {
          state.current.httpBusy = false;
        });
    },
    [crawlerId, session, socket, state, throttle],
  );

  // The steady reports while walking.
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      const room = session.room;
      if (!room || session.isTransitioning || !session.canAct) return;
      send(room.roomId, session.position.x, session.position.y, 'throttled');
    }, CHECK_MS);
    return () => window.clearInterval(timer);
  }, [active, send, session]);

  /** A new room: the server placed the crawler at the entry; a forced report confirms it. */
  const enteredRoom = useCallback(
    (roomId: number) => {
      throttle.reset(roomId, session.position.x, session.position.y, performance.now() - 1_000);
      if (active) send(roomId, session.position.x, session.position.y, 'forced');
    },
    [active, send, session, throttle],
  );

  /** Right before a door transition: the last position, forced. */
  const beforeMove = useCallback(
    (at: { x: number; y: number }, roomId: number) => {
      if (active) send(roomId, at.x, at.y, 'forced');
    },
    [active, send],
  );

  /** Before an intent the server range-checks at once (an attack): bring its position up to date. */
  const flush = useCallback(() => {
    const room = session.room;
    if (active && room && !session.isTransitioning) send(room.roomId, session.position.x, session.position.y, 'now');
  }, [active, send, session]);

  /** The server refused a position (or a fresh snapshot placed us): stand where it says. */
  const correctTo = useCallback(
    (x: number, y: number) => {
      const room = session.room;
      if (!room) return;
      session.snapTo(x, y);
      throttle.reset(room.roomId, x, y, performance.now());
    },
    [session, throttle],
  );

  return { throttle, enteredRoom, beforeMove, flush, correctTo };
}
