// A player's live view over the socket API, for the cluster tests. Its client follows the cluster
// as the web client does (web/src/api/room-socket.ts): a `route` answer (another process owns the
// room) is followed at once to the process named, and any other close is followed, 250 ms later,
// by a new socket to the process it first reached, which routes it again; each new socket repeats
// the last join (or spectate). Messages of all its sockets are kept in one list, in order. The view
// keeps the crawler's position and the room's entities up to date, walks with honest position
// reports and follows the crawler into the next room after a door move (a `left_room` 'moved' is
// answered with a new join).
import WebSocket from 'ws';
import { parseWireMessage, type WsClient } from '#tests/helpers/ws-client.ts';
import type { ServerMessage } from '#contract/realtime.ts';
import type { Api } from '../../reliability/crash/session.ts';

type Entity = Extract<ServerMessage, { type: 'snapshot' }>['entities'][number];

export interface LiveView {
  client: FollowingClient;
  crawlerId: number;
  roomId: number | null;
  x: number;
  y: number;
  entities: Map<string, Entity>;
  seq: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A process's base URL (http://...) by its node id; undefined when unknown. */
export type NodeBase = (nodeId: string) => string | undefined;

export interface FollowingClient extends WsClient {
  /** When each of `messages` arrived (Date.now()). */
  arrivals: number[];
  /** The process serving the current socket, as its `hello` said. */
  servedBy(): string | undefined;
  /** Sockets opened so far (the first included), and how many of them followed a route. */
  opened(): { sockets: number; routed: number };
  /** Called with every message of every socket, in order. */
  onMessage(listener: (msg: ServerMessage) => void): void;
}

const RECONNECT_MS = 250;

/** A socket client that follows routes and reconnects after a close (see the file's head), until close(). */
export async function follow(base: string, token: string, nodeBase: NodeBase): Promise<FollowingClient> {
  const messages: ServerMessage[] = [];
  const arrivals: number[] = [];
  const waiters: { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  const listeners: ((m: ServerMessage) => void)[] = [];
  let ws!: WebSocket;
  let closed = false;
  let lastJoin: string | null = null;
  let served: string | undefined;
  let sockets = 0;
  let routed = 0;

  const open = (url: string, followsRoute: boolean): Promise<void> =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/api/ws?token=${encodeURIComponent(token)}`);
      ws = socket;
      sockets++;
      if (followsRoute) routed++;
      let routeTo: string | null = null;
      let wasOpen = false;
      socket.on('message', (raw) => {
        const msg = parseWireMessage(raw.toString());
        if (msg.type === 'hello') served = msg.node;
        if (msg.type === 'route') routeTo = msg.node;
        messages.push(msg);
        arrivals.push(Date.now());
        for (const l of listeners) l(msg);
        for (const w of [...waiters]) {
          if (w.match(msg)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(msg);
          }
        }
      });
      socket.on('open', () => {
        wasOpen = true;
        if (lastJoin) socket.send(lastJoin);
        resolve();
      });
      socket.on('error', (err) => reject(err));
      socket.on('close', () => {
        // A socket that never opened was answered by the rejection (the caller tries again).
        if (closed || ws !== socket || !wasOpen) return;
        const next = routeTo ? nodeBase(routeTo) : undefined;
        // Routed: at once to the owner. Otherwise (its process stopped or died): back to the first
        // process after a pause, which routes the socket again once the room has an owner.
        const again = (target: string, routeFollowed: boolean, delayMs: number) =>
          setTimeout(() => {
            if (!closed) open(target, routeFollowed).catch(() => again(base, false, RECONNECT_MS));
          }, delayMs);
        again(next ?? base, next !== undefined, next ? 0 : RECONNECT_MS);
      });
    });

  await open(base, false);
  const client: FollowingClient = {
    get ws() {
      return ws;
    },
    messages,
    arrivals,
    send: (msg) => {
      const text = typeof msg === 'string' ? msg : JSON.stringify(msg);
      const type = (JSON.parse(text) as { type?: string }).type;
      if (type === 'join' || type === 'spectate') lastJoin = text;
      // Between sockets a report is dropped (as the web client does); the join is sent on the next one.
      if (ws.readyState === ws.OPEN) ws.send(text);
    },
    waitFor: (match: (m: ServerMessage) => boolean, timeoutMs = 5000) =>
      new Promise<ServerMessage>((res, rej) => {
        const seen = messages.find(match);
        if (seen) return res(seen);
        const timer = setTimeout(() => rej(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages.slice(-5))}`)), timeoutMs);
        waiters.push({ match, resolve: (m) => (clearTimeout(timer), res(m)) });
      }),
    close: () => {
      closed = true;
      ws.close();
    },
    servedBy: () => served,
    opened: () => ({ sockets, routed }),
    onMessage: (listener) => void listeners.push(listener),
  } as FollowingClient;
  return client;
}

export async function joinLive(base: string, token: string, crawlerId: number, nodeBase: NodeBase): Promise<LiveView> {
  const client = await follow(base, token, nodeBase);
  const live: LiveView = { client, crawlerId, roomId: null, x: 50, y: 50, entities: new Map(), seq: 0 };
  client.onMessage((msg) => {
    if (msg.type === 'snapshot') {
      live.roomId = msg.roomId;
      live.x = msg.self.x;
      live.y = msg.self.y;
      live.entities = new Map(msg.entities.map((e) => [e.id, e]));
    } else if (msg.type === 'correction') {
      live.x = msg.x;
      live.y = msg.y;
    } else if (msg.type === 'left_room' && msg.reason !== 'died') {
      client.send({ type: 'join', crawlerId });
    } else if (msg.type === 'events') {
      for (const e of msg.events as { type: string; id?: string; x?: number; y?: number; targetId?: string; targetHealth?: number }[]) {
        const target = e.id ? live.entities.get(e.id) : undefined;
        if (e.type === 'moved' && target) target.position = { x: e.x!, y: e.y! };
        if (e.type === 'attacked' && e.targetId) {
          const hit = live.entities.get(e.targetId);
          if (hit?.data) hit.data.currentHealth = e.targetHealth;
        }
        if (e.type === 'died' && target) target.isAlive = false;
      }
    }
  });
  client.send({ type: 'join', crawlerId });
  await client.waitFor((m) => m.type === 'snapshot', 15_000);
  return live;
}

/** Honest steps of 3 units every 200 ms (well within a crawler's speed) toward (x, y). */
export async function walkTo(live: LiveView, x: number, y: number, near = 1.5): Promise<void> {
  for (let i = 0; i < 80; i++) {
    const d = Math.hypot(x - live.x, y - live.y);
    if (d <= near) return;
    const step = Math.min(d, 3);
    live.x += ((x - live.x) / d) * step;
    live.y += ((y - live.y) / d) * step;
    live.client.send({ type: 'position', x: live.x, y: live.y, seq: ++live.seq });
    await sleep(200);
  }
}

/** Where a door of the room is reached: its zone, just inside the edge. */
export function doorPoint(direction: string): { x: number; y: number } {
  return ({ north: { x: 50, y: 3 }, south: { x: 50, y: 97 }, east: { x: 97, y: 50 }, west: { x: 3, y: 50 } } as Record<string, { x: number; y: number }>)[direction]!;
}

/** An attack the room's owner acknowledged: what it answered. */
export interface AckedAttack {
  targetId: string;
  damage: number;
  targetHealth: number;
  hit: boolean;
}

/**
 * A crawler that fights the healthiest hostile mob in its room: `attack()` walks next to it and
 * swings through `api`, recording every acknowledged swing in `acked`; `warmUp()` swings until the
 * owner has acknowledged two, so a test that stops the owner does so mid-fight.
 */
export function brawler(live: LiveView, api: Api, crawlerId: number, token: string) {
  const acked: AckedAttack[] = [];
  const target = () =>
    [...live.entities.values()]
      .filter((e) => e.type === 'mob' && e.isAlive && e.disposition === 'hostile')
      .sort((p, q) => (q.data.currentHealth ?? 0) - (p.data.currentHealth ?? 0))[0];
  async function attack(): Promise<boolean> {
    const mob = target();
    if (!mob) return false;
    await walkTo(live, mob.position.x, Math.min(90, mob.position.y + 4), 4);
    const res = await api.json('POST', `/api/crawlers/${crawlerId}/attack`, token, { targetId: mob.id });
    if (res.status === 200 && res.body.success === true) {
      acked.push({ targetId: mob.id, damage: res.body.damage, targetHealth: res.body.targetHealth, hit: res.body.hit });
      return true;
    }
    return false;
  }
  async function warmUp(): Promise<void> {
    for (let i = 0; i < 20 && acked.length < 2; i++) {
      await attack();
      await new Promise((resolve) => setTimeout(resolve, 900));
    }
  }
  return { acked, target, attack, warmUp };
}
