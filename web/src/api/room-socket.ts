import type { ClientMessage, ServerMessage } from '#contract/realtime.ts';
import { parseServerMessage } from './server-message.ts';

// The one WebSocket of a crawler view (/api/ws): joins the crawler's room on open, parses every
// message with the contract, and reconnects with jittered exponential back-off (resuming with a
// fresh join, so the server answers with a new snapshot). The socket itself is injected so tests
// drive it without a network.

export const RECONNECT = { initialMs: 500, maxMs: 10_000, jitter: 0.25 } as const;
/** A ping keeps idle connections (and proxies) awake. */
export const PING_INTERVAL_MS = 25_000;

/** Delay before reconnect attempt `attempt` (0-based): 0.5 s doubling to 10 s, ±25 % jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT.maxMs, RECONNECT.initialMs * 2 ** Math.max(0, attempt));
  const spread = base * RECONNECT.jitter;
  return Math.round(Math.min(RECONNECT.maxMs, Math.max(0, base - spread + random() * spread * 2)));
}

/** ws:// or wss:// as the page itself, same host, the bearer token in the query (browsers cannot set headers). */
export function socketUrl(location: { protocol: string; host: string }, token: string | null): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return `${scheme}//${location.host}/api/ws${query}`;
}

export type SocketStatus = 'connecting' | 'open' | 'closed';

/** The slice of the browser's WebSocket this adapter uses. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

const OPEN = 1;

export interface RoomSocketOptions {
  crawlerId: number;
  /** Watch the crawler (read-only, delayed) instead of joining it as its sponsor. */
  spectate?: boolean;
  url: () => string;
  onMessage(message: ServerMessage): void;
  onStatus(status: SocketStatus): void;
  createSocket?: (url: string) => SocketLike;
  timers?: { set(fn: () => void, ms: number): unknown; clear(handle: unknown): void; every(fn: () => void, ms: number): unknown; stop(handle: unknown): void };
  random?: () => number;
}

const browserTimers = {
  set: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clear: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
  every: (fn: () => void, ms: number) => setInterval(fn, ms),
  stop: (h: unknown) => clearInterval(h as ReturnType<typeof setInterval>),
};

export class RoomSocket {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private retry: unknown = null;
  private ping: unknown = null;
  private stopped = true;
  status: SocketStatus = 'closed';
  private readonly opts: RoomSocketOptions;
  private readonly timers: NonNullable<RoomSocketOptions['timers']>;

  constructor(opts: RoomSocketOptions) {
    this.opts = opts;
    this.timers = opts.timers ?? browserTimers;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.open();
  }

  stop(): void {
    this.stopped = true;
    if (this.retry !== null) this.timers.clear(this.retry);
    if (this.ping !== null) this.timers.stop(this.ping);
    this.retry = null;
    this.ping = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onclose = socket.onerror = null;
      socket.onmessage = null;
      try {
        socket.close(1000, 'view closed');
      } catch {
        // Already closing.
      }
    }
    this.setStatus('closed');
  }

  get isOpen(): boolean {
    return this.status === 'open' && this.socket?.readyState === OPEN;
  }

  /** Sends a message when the socket is open; false otherwise (the caller falls back to HTTP). */
  send(message: ClientMessage): boolean {
    if (!this.isOpen || !this.socket) return false;
    try {
      this.socket.send(JSON.stringify(message));
      return true;
    } catch {
      return false;
    }
  }

  /** Joins (or spectates) the crawler's room again: the server answers with a fresh snapshot of wherever it is. */
  rejoin(): boolean {
    return this.send({ type: this.opts.spectate ? 'spectate' : 'join', crawlerId: this.opts.crawlerId });
  }

  private setStatus(status: SocketStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.opts.onStatus(status);
  }

  private open(): void {
    if (this.stopped) return;
    this.setStatus('connecting');
    let socket: SocketLike;
    try {
      socket = (this.opts.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike))(this.opts.url());
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.setStatus('open');
      this.rejoin();
      if (this.ping === null) this.ping = this.timers.every(() => void this.send({ type: 'ping', at: Date.now() }), PING_INTERVAL_MS);
    };
    socket.onmessage = (event) => {
      let data: unknown;
      try {
        data = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const { message, skipped } = parseServerMessage(data);
      if (skipped.length) console.warn('Unknown room events skipped', skipped);
      if (message) this.opts.onMessage(message);
      else console.warn('Unexpected live message', typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : typeof data);
    };
    socket.onerror = () => {
      // A close follows; reconnecting happens there.
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.ping !== null) this.timers.stop(this.ping);
      this.ping = null;
      this.setStatus('closed');
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retry !== null) return;
    const delay = reconnectDelay(this.attempt, this.opts.random);
    this.attempt += 1;
    this.retry = this.timers.set(() => {
      this.retry = null;
      this.open();
    }, delay);
  }
}
