import { SOCKET_NODE_PARAM, type ClientMessage, type ServerMessage } from '#contract/realtime.ts';
import { parseServerMessage } from './server-message.ts';

// The one WebSocket of a crawler view (/api/ws): joins the crawler's room on open, parses every
// message with the contract, and reconnects with jittered exponential back-off (resuming with a
// fresh join, so the server answers with a new snapshot). In a cluster the server may answer a join
// with `route` (another process owns the room) and close: the adapter connects again at once naming
// that process (`?node=`), which the proxy in front sends straight there. The socket itself is
// injected so tests drive it without a network.

export const RECONNECT = { initialMs: 500, maxMs: 10_000, jitter: 0.25 } as const;
/**
 * Routes followed in a row without a join answered: past this, reconnects back off as after any
 * close (processes that disagree about a room's owner for a moment must not make a client spin).
 */
export const MAX_ROUTES_IN_A_ROW = 3;

/** `url` naming the process a `route` message sent the client to (any process it named before is replaced). */
export function withNode(url: string, node: string): string {
  const u = new URL(url);
  u.searchParams.set(SOCKET_NODE_PARAM, node);
  return u.toString();
}

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
  /** The process the last `route` named: the next connection asks for it. */
  private node: string | null = null;
  /** The socket that was routed: its close reconnects at once. */
  private routedSocket: SocketLike | null = null;
  /** Routes followed since a join was last answered. */
  private routes = 0;
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
      const url = this.node ? withNode(this.opts.url(), this.node) : this.opts.url();
      socket = (this.opts.createSocket ?? ((u) => new WebSocket(u) as unknown as SocketLike))(url);
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
      if (message?.type === 'route') {
        // The server closes this socket next: the reconnect goes to the process named.
        this.node = message.node;
        this.routedSocket = socket;
        return;
      }
      // A join answered: routing settled.
      if (message?.type === 'snapshot' || message?.type === 'spectating') this.routes = 0;
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
      if (this.routedSocket === socket && this.routes < MAX_ROUTES_IN_A_ROW) {
        // Straight on to the room's owner: the page sees "connecting", not a lost connection.
        this.routedSocket = null;
        this.routes += 1;
        this.open();
        return;
      }
      this.setStatus('closed');
      // Any other close (the process stopped or died): the next connection is not sent to it, the
      // process it reaches routes it again.
      if (this.routedSocket !== socket) this.node = null;
      this.routedSocket = null;
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
