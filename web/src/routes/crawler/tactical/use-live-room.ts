import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import type { ServerMessage } from '#contract/realtime.ts';
import { RoomSocket, socketUrl, type SocketStatus } from '../../../api/room-socket.ts';
import { getStoredToken } from '../../../api/token-store.ts';
import { applyServerMessage, initialLiveRoom, liveRoomView, type LiveNote, type LiveRoomState, type LiveRoomView } from '../../../state/live-room.ts';

/**
 * Holds the live room model and its socket outside React (messages arrive at the server's tick
 * rate) and tells its subscribers when either changes; notes go to the one notes listener.
 */
export class LiveRoomStore {
  state: LiveRoomState = initialLiveRoom;
  /** What the page reads: a new object only when something it shows changed. */
  view: LiveRoomView = liveRoomView(initialLiveRoom, initialLiveRoom);
  status: SocketStatus = 'closed';
  socket: RoomSocket | null = null;
  private readonly listeners = new Set<() => void>();
  private notesListener: ((notes: LiveNote[]) => void) | null = null;

  receive(message: ServerMessage): void {
    const { state, notes } = applyServerMessage(this.state, message);
    if (state !== this.state) {
      this.state = state;
      const view = liveRoomView(this.view, state);
      if (view !== this.view) {
        this.view = view;
        this.emit();
      }
    }
    if (notes.length > 0) this.notesListener?.(notes);
  }

  listenForNotes(listener: ((notes: LiveNote[]) => void) | null): void {
    this.notesListener = listener;
  }

  /** Opens the crawler's socket; the returned function closes it. */
  connect(crawlerId: number): () => void {
    const socket = new RoomSocket({
      crawlerId,
      url: () => socketUrl(window.location, getStoredToken()),
      onMessage: (message) => this.receive(message),
      onStatus: (status) => {
        this.status = status;
        this.emit();
      },
    });
    this.socket = socket;
    socket.start();
    this.emit();
    return () => {
      socket.stop();
      if (this.socket === socket) this.socket = null;
      this.emit();
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit(): void {
    for (const l of this.listeners) l();
  }
}

export interface LiveRoom {
  live: LiveRoomView;
  status: SocketStatus;
  socket: RoomSocket | null;
  /** The latest handler for notes (set by the page after every render). */
  notesRef: RefObject<((notes: LiveNote[]) => void) | null>;
}

/**
 * One WebSocket per crawler view: connects while `enabled` (a living crawler), joins its room,
 * reconnects with back-off and exposes the live model and the socket's status.
 */
export function useLiveRoom(crawlerId: number, enabled: boolean): LiveRoom {
  const [store] = useState(() => new LiveRoomStore());
  const notesRef = useRef<((notes: LiveNote[]) => void) | null>(null);

  useEffect(() => {
    store.listenForNotes((notes) => notesRef.current?.(notes));
    return () => store.listenForNotes(null);
  }, [store]);

  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return;
    return store.connect(crawlerId);
  }, [crawlerId, enabled, store]);

  const live = useSyncExternalStore(store.subscribe, () => store.view, () => store.view);
  const status = useSyncExternalStore(store.subscribe, () => store.status, () => store.status);
  const socket = useSyncExternalStore(store.subscribe, () => store.socket, () => store.socket);
  return { live, status, socket, notesRef };
}
