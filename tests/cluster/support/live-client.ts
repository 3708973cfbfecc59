// A player's live view over one WebSocket, for the cluster test: it joins a crawler's room on the
// process it connects to (which pipes it to the room's owner when that is another process), keeps
// the crawler's position and the room's entities up to date from the messages, walks with honest
// position reports and follows the crawler into the next room after a door move (a `left_room`
// 'moved' is answered with a new join, as the web client does).
import { connect, type WsClient } from '#tests/helpers/ws-client.ts';
import type { ServerMessage } from '#contract/realtime.ts';
import type { Api } from '../../reliability/crash/session.ts';

type Entity = Extract<ServerMessage, { type: 'snapshot' }>['entities'][number];

export interface LiveView {
  client: WsClient;
  crawlerId: number;
  roomId: number | null;
  x: number;
  y: number;
  entities: Map<string, Entity>;
  seq: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function joinLive(base: string, token: string, crawlerId: number): Promise<LiveView> {
  const client = await connect(`${base.replace('http', 'ws')}/api/ws`, token);
  const live: LiveView = { client, crawlerId, roomId: null, x: 50, y: 50, entities: new Map(), seq: 0 };
  client.ws.on('message', (raw) => {
    const msg = JSON.parse(String(raw)) as ServerMessage;
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
