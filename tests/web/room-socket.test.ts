import { describe, expect, it } from 'vitest';
import { MAX_ROUTES_IN_A_ROW, reconnectDelay, RECONNECT, RoomSocket, socketUrl, withNode, type SocketLike, type SocketStatus } from '#web/src/api/room-socket.ts';
import type { ServerMessage } from '#contract/realtime.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  message(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
}

function harness(spectate = false) {
  const sockets: FakeSocket[] = [];
  const timers: { fn: () => void; ms: number; cleared: boolean }[] = [];
  const received: ServerMessage[] = [];
  const statuses: SocketStatus[] = [];
  const socket = new RoomSocket({
    crawlerId: 7,
    spectate,
    url: () => `ws://game.test/api/ws?token=t${sockets.length}`,
    onMessage: (m) => received.push(m),
    onStatus: (s) => statuses.push(s),
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    timers: {
      set: (fn, ms) => {
        const t = { fn, ms, cleared: false };
        timers.push(t);
        return t;
      },
      clear: (h) => {
        (h as { cleared: boolean }).cleared = true;
      },
      every: () => 'ping',
      stop: () => {},
    },
    random: () => 0.5,
  });
  const fire = () => {
    const t = timers.find((x) => !x.cleared);
    if (!t) throw new Error('no timer');
    t.cleared = true;
    t.fn();
    return t.ms;
  };
  return { socket, sockets, timers, received, statuses, fire };
}

describe('room socket', () => {
  it('backs off from 0.5 s doubling to 10 s, jittered by a quarter either way', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => reconnectDelay(a, () => 0.5))).toEqual([500, 1000, 2000, 4000, 8000, 10000, 10000]);
    expect(reconnectDelay(0, () => 0)).toBe(375);
    expect(reconnectDelay(0, () => 1)).toBe(625);
    expect(reconnectDelay(10, () => 1)).toBe(RECONNECT.maxMs);
  });

  it('uses ws:// or wss:// like the page, with the token in the query', () => {
    expect(socketUrl({ protocol: 'http:', host: 'localhost:4700' }, 'a b')).toBe('ws://localhost:4700/api/ws?token=a%20b');
    expect(socketUrl({ protocol: 'https:', host: 'crawl.example' }, null)).toBe('wss://crawl.example/api/ws');
  });

  it('joins the crawler on open, parses messages with the contract and ignores anything else', () => {
    const h = harness();
    h.socket.start();
    expect(h.statuses).toEqual(['connecting']);
    h.sockets[0]!.open();
    expect(h.statuses).toEqual(['connecting', 'open']);
    expect(h.sockets[0]!.sent.map((s) => JSON.parse(s))).toEqual([{ type: 'join', crawlerId: 7 }]);
    h.sockets[0]!.message({ type: 'hello', userId: 'u1' });
    h.sockets[0]!.message('not json');
    h.sockets[0]!.message({ type: 'snapshot', tick: 'soon' });
    expect(h.received).toEqual([{ type: 'hello', userId: 'u1' }]);
    expect(h.socket.send({ type: 'dodge', seq: 1 })).toBe(true);
  });

  it('a spectator asks to spectate on open and again after a drop, never to join', () => {
    const h = harness(true);
    h.socket.start();
    h.sockets[0]!.open();
    expect(h.sockets[0]!.sent.map((s) => JSON.parse(s))).toEqual([{ type: 'spectate', crawlerId: 7 }]);
    h.sockets[0]!.drop();
    h.fire();
    h.sockets[1]!.open();
    expect(h.sockets[1]!.sent.map((s) => JSON.parse(s))).toEqual([{ type: 'spectate', crawlerId: 7 }]);
  });

  it('reconnects with back-off after a drop and joins again; sending while down says no', () => {
    const h = harness();
    h.socket.start();
    h.sockets[0]!.drop();
    expect(h.socket.send({ type: 'dodge', seq: 1 })).toBe(false);
    expect(h.statuses.at(-1)).toBe('closed');
    expect(h.fire()).toBe(500);
    h.sockets[1]!.drop();
    expect(h.fire()).toBe(1000);
    h.sockets[2]!.open();
    expect(JSON.parse(h.sockets[2]!.sent[0]!)).toEqual({ type: 'join', crawlerId: 7 });
    expect(h.sockets[2]!.url).toBe('ws://game.test/api/ws?token=t2');
    // A successful open resets the back-off.
    h.sockets[2]!.drop();
    expect(h.fire()).toBe(500);
  });

  it('told `route`, reconnects at once to the process named and joins there, without showing a lost connection', () => {
    const h = harness();
    h.socket.start();
    h.sockets[0]!.open();
    h.sockets[0]!.message({ type: 'route', node: 'node-2' });
    h.sockets[0]!.drop();
    // No back-off timer: the next socket is already opening, naming the room's owner.
    expect(h.timers).toEqual([]);
    expect(h.sockets[1]!.url).toBe('ws://game.test/api/ws?token=t1&node=node-2');
    expect(h.statuses).toEqual(['connecting', 'open', 'connecting']);
    h.sockets[1]!.open();
    expect(JSON.parse(h.sockets[1]!.sent[0]!)).toEqual({ type: 'join', crawlerId: 7 });
    // The route itself is the adapter's business, not the page's.
    expect(h.received).toEqual([]);
    // Its process dies later: the reconnect backs off and no longer names it (another process routes it again).
    h.sockets[1]!.drop();
    expect(h.fire()).toBe(500);
    expect(h.sockets[2]!.url).toBe('ws://game.test/api/ws?token=t2');
  });

  it('routes that never settle on a process end in the usual back-off', () => {
    const h = harness();
    h.socket.start();
    for (let i = 0; i <= MAX_ROUTES_IN_A_ROW; i++) {
      h.sockets[i]!.open();
      h.sockets[i]!.message({ type: 'route', node: `node-${i}` });
      h.sockets[i]!.drop();
    }
    expect(h.sockets).toHaveLength(MAX_ROUTES_IN_A_ROW + 1);
    expect(h.fire()).toBe(500);
    // The back-off still goes where the last route said.
    expect(h.sockets.at(-1)!.url).toContain(`node=node-${MAX_ROUTES_IN_A_ROW}`);
  });

  it('names a process in the socket URL, replacing one named before', () => {
    expect(withNode('ws://game.test/api/ws?token=a%20b', 'node-1')).toBe('ws://game.test/api/ws?token=a+b&node=node-1');
    expect(withNode('ws://game.test/api/ws?node=node-1', 'node-3')).toBe('ws://game.test/api/ws?node=node-3');
  });

  it('stops for good: closes the socket and cancels a pending reconnect', () => {
    const h = harness();
    h.socket.start();
    h.sockets[0]!.open();
    h.socket.stop();
    expect(h.sockets[0]!.closed).toBe(true);
    expect(h.statuses.at(-1)).toBe('closed');
    const again = harness();
    again.socket.start();
    again.sockets[0]!.drop();
    again.socket.stop();
    expect(again.timers.every((t) => t.cleared)).toBe(true);
  });
});
