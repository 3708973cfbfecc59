import { useEffect, useState, useSyncExternalStore } from 'react';
import { RoomSocket, socketUrl, type SocketStatus } from '../../api/room-socket.ts';
import { getStoredToken } from '../../api/token-store.ts';
import { applySpectateMessage, initialSpectate, isFinal, type SpectateState } from '../../state/spectate-view.ts';

/**
 * A spectator's socket and view outside React (frames arrive at the server's tick rate). Asks to
 * spectate on every (re)connection; once the server closed or refused the view, the socket stops:
 * reconnecting would only be refused again.
 */
class SpectateStore {
  state: SpectateState = initialSpectate;
  status: SocketStatus = 'connecting';
  private socket: RoomSocket | null = null;
  private readonly listeners = new Set<() => void>();

  connect(crawlerId: number): () => void {
    this.state = initialSpectate;
    this.status = 'connecting';
    const socket = new RoomSocket({
      crawlerId,
      spectate: true,
      url: () => socketUrl(window.location, getStoredToken()),
      onMessage: (message) => {
        const next = applySpectateMessage(this.state, message);
        if (next === this.state) return;
        this.state = next;
        if (isFinal(next)) socket.stop();
        this.emit();
      },
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
    };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  emit(): void {
    for (const l of this.listeners) l();
  }
}

export interface Spectate {
  state: SpectateState;
  status: SocketStatus;
  /** Starts again with a new socket (after a connection error). */
  retry(): void;
}

export function useSpectate(crawlerId: number): Spectate {
  const [store] = useState(() => new SpectateStore());
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    return store.connect(crawlerId);
  }, [crawlerId, store, attempt]);
  const state = useSyncExternalStore(store.subscribe, () => store.state, () => store.state);
  const status = useSyncExternalStore(store.subscribe, () => store.status, () => store.status);
  return { state, status, retry: () => setAttempt((n) => n + 1) };
}
