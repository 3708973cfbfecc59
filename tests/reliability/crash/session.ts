// One cycle of scripted play for the crash driver: players sign up, sponsor, save a hotbar and a
// loadout, walk into a hostile room, pick up what lies there, fight until they level up, then stand
// until a mob kills them. Every answer that reaches a player is written into its ledger entry the
// moment it arrives; the driver SIGKILLs the server at a random point, so any step may be cut off.
import WebSocket from 'ws';
import type { Candidate } from '#contract/crawler.ts';
import type { Rng } from '#game/rng.ts';
import type { Actor } from './ledger.ts';

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the driver reads arbitrary JSON, like a client
}

export interface Api {
  base: string;
  json(method: string, path: string, token: string | null, body?: unknown): Promise<Answer>;
}

export function httpApi(base: string): Api {
  return {
    base,
    async json(method, path, token, body) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await res.text();
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
      return { status: res.status, body: parsed };
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What a session counted: acknowledged actions by kind. */
export type Tally = Record<'accounts' | 'crawlers' | 'hotbars' | 'loadouts' | 'moves' | 'rests' | 'pickups' | 'kills' | 'levelUps' | 'deaths', number>;
export const emptyTally = (): Tally => ({ accounts: 0, crawlers: 0, hotbars: 0, loadouts: 0, moves: 0, rests: 0, pickups: 0, kills: 0, levelUps: 0, deaths: 0 });

export interface SessionContext {
  api: Api;
  rng: Rng;
  tally: Tally;
  /** Set when the server has been killed: stop starting new steps. */
  stopped: () => boolean;
  /** The fighting room of floor 1 (one door east of the entrance), once known. */
  fightRoom: { id: number | null };
}

/** Sign-up, sponsorship, hotbar and loadout: the facts every new player makes first. */
export async function setUp(ctx: SessionContext, a: Actor): Promise<void> {
  const { api } = ctx;
  if (!a.account) {
    let up = await api.json('POST', '/api/auth/sign-up/email', null, { email: a.email, password: a.password, name: `Crash ${a.n}` });
    // A sign-up cut off by the last kill may have landed without its answer reaching us.
    if (up.status === 422 && up.body?.code === 'user_already_exists_use_another_email') {
      up = await api.json('POST', '/api/auth/sign-in/email', null, { email: a.email, password: a.password });
    } else ctx.tally.accounts++;
    if (up.status !== 200) throw new Error(`sign-up ${up.status} ${JSON.stringify(up.body)}`);
    a.account = true;
    a.token = up.body.token;
  }
  if (ctx.stopped()) return;
  if (a.crawlerId === null) {
    // Likewise a sponsorship cut off by the kill: the crawler may exist already.
    const mine = await api.json('GET', '/api/crawlers', a.token);
    const existing = mine.status === 200 ? (mine.body as { id: number; name: string; currentRoomId: number }[])[0] : undefined;
    if (existing) {
      a.crawlerId = existing.id;
      a.crawlerName = existing.name;
      a.roomId = existing.currentRoomId;
    }
  }
  if (a.crawlerId === null) {
    const offer = await api.json('GET', '/api/crawlers/candidates', a.token);
    if (offer.status !== 200) throw new Error(`candidates ${offer.status}`);
    // A sponsor backs the sturdiest candidate on offer: it has to survive long enough to level up.
    const total = (x: Candidate) => Object.values(x.stats).reduce((sum, v) => sum + v, 0);
    const c = (offer.body as Candidate[]).reduce((best, x) => (total(x) > total(best) ? x : best));
    const res = await api.json('POST', '/api/crawlers', a.token, { name: c.name, serial: c.serial, stats: c.stats, competencies: c.competencies, background: c.background, sponsorship: 'primary' });
    if (res.status !== 201) throw new Error(`sponsor ${res.status} ${JSON.stringify(res.body)}`);
    a.crawlerId = res.body.id;
    a.crawlerName = res.body.name;
    a.roomId = res.body.currentRoomId;
    ctx.tally.crawlers++;
  }
  if (ctx.stopped()) return;
  if (a.hotbarVisible === null) {
    const view = await api.json('GET', `/api/crawlers/${a.crawlerId}/loadout`, a.token);
    const bar = view.body.hotbar as { slots: unknown[]; visibleCount: number };
    const visible = ctx.rng.int(1, bar.slots.length);
    a.hotbarPending = visible;
    const res = await api.json('PUT', `/api/crawlers/${a.crawlerId}/hotbar`, a.token, { slots: bar.slots, visibleCount: visible });
    if (res.status !== 200) throw new Error(`hotbar ${res.status} ${JSON.stringify(res.body)}`);
    a.hotbarVisible = visible;
    a.hotbarPending = null;
    ctx.tally.hotbars++;
  }
  if (ctx.stopped()) return;
  if (a.loadouts.length === 0) {
    const name = `Kit ${a.n}`;
    const res = await api.json('POST', `/api/crawlers/${a.crawlerId}/loadouts`, a.token, { name });
    if (res.status !== 201 && res.status !== 200) throw new Error(`loadout ${res.status} ${JSON.stringify(res.body)}`);
    a.loadouts.push(name);
    ctx.tally.loadouts++;
  }
}

interface Live {
  ws: WebSocket;
  x: number;
  y: number;
  health: number;
  maxHealth: number;
  seq: number;
  entities: { id: string; type: string; position: { x: number; y: number }; isAlive: boolean; disposition?: string; data?: { isContainer?: boolean; currentHealth?: number } }[];
}

/** Walks into the fighting room, picks things up, fights until a level-up, then waits to die. */
export async function play(ctx: SessionContext, a: Actor): Promise<void> {
  const { api } = ctx;
  if (a.dead || a.crawlerId === null || ctx.stopped()) return;
  if (ctx.fightRoom.id === null || a.roomId !== ctx.fightRoom.id) {
    // In the entrance (a safe room): heal first if the last fight went badly.
    await recover(ctx, a);
    if (ctx.stopped()) return;
    await move(ctx, a, 'east');
    ctx.fightRoom.id ??= a.roomId;
  }
  const live = await join(ctx, a);
  try {
    const items = live.entities.filter((e) => e.type === 'loot' && !e.data?.isContainer);
    for (const item of items) {
      if (ctx.stopped() || a.dead) return;
      await walkTo(ctx, a, live, item.position.x, item.position.y);
      const res = await api.json('POST', `/api/ground-items/${item.id.replace('item-', '')}/pickup`, a.token, { crawlerId: a.crawlerId });
      if (res.status === 200 && res.body.success === true) {
        a.items.push(res.body.equipment.id);
        ctx.tally.pickups++;
      }
    }
    // Fight until a level-up (or death), then stand still beside a mob until it kills us.
    for (let round = 0; round < 200 && !ctx.stopped() && !a.dead; round++) {
      const mob = nearestMob(live);
      if (!mob) {
        await sleep(500);
        continue;
      }
      if (live.health < live.maxHealth * 0.35 && a.level === 1) {
        // Badly hurt: back to the west door (the server lets a crawler take only a door it could have
        // walked to) and through it to the safe entrance, to rest and return.
        await walkTo(ctx, a, live, 5, 50, 0.5);
        live.ws.terminate();
        await move(ctx, a, 'west');
        return;
      }
      await walkTo(ctx, a, live, mob.position.x, Math.min(90, mob.position.y + 4), 4);
      if (a.level > 1) {
        await sleep(400);
        continue;
      }
      const res = await api.json('POST', `/api/crawlers/${a.crawlerId}/attack`, a.token, { targetId: mob.id });
      if (res.status === 200 && res.body.success === true) a.attacks++;
      if (res.status === 200 && res.body.killed === true) {
        a.kills++;
        ctx.tally.kills++;
      }
      await sleep(850);
    }
  } finally {
    live.ws.terminate();
  }
}

async function move(ctx: SessionContext, a: Actor, direction: 'east' | 'west'): Promise<void> {
  a.movePending = true;
  const res = await ctx.api.json('POST', `/api/crawlers/${a.crawlerId}/move`, a.token, { direction });
  if (res.status !== 200) throw new Error(`move ${direction} ${res.status} ${JSON.stringify(res.body)}`);
  a.roomId = res.body.newRoom.id;
  a.rooms.push(a.roomId!);
  a.movePending = false;
  ctx.tally.moves++;
}

/** Rests in the safe room until healed (rest is settled from its start time, so it goes on across a crash). */
async function recover(ctx: SessionContext, a: Actor): Promise<void> {
  for (let i = 0; i < 150 && !ctx.stopped(); i++) {
    const c = (await ctx.api.json('GET', `/api/crawlers/${a.crawlerId}`, a.token)).body;
    if (c.health >= c.maxHealth * 0.9 && c.status !== 'resting') return;
    if (c.status !== 'resting') {
      const res = await ctx.api.json('POST', `/api/crawlers/${a.crawlerId}/rest`, a.token);
      if (res.status === 200) ctx.tally.rests++;
      else if (c.health >= c.maxHealth * 0.9) return;
    }
    await sleep(1_000);
  }
}

/** The players focus on the weakest living hostile (nearest among equals). */
function nearestMob(live: Live) {
  let best: Live['entities'][number] | undefined;
  const hp = (e: Live['entities'][number]) => e.data?.currentHealth ?? 0;
  const dist = (e: Live['entities'][number]) => Math.hypot(e.position.x - live.x, e.position.y - live.y);
  for (const e of live.entities) {
    if (e.type !== 'mob' || !e.isAlive || e.disposition !== 'hostile') continue;
    if (!best || hp(e) < hp(best) || (hp(e) === hp(best) && dist(e) < dist(best))) best = e;
  }
  return best;
}

/** Joins the crawler's room over the socket and follows its events into the ledger. */
function join(ctx: SessionContext, a: Actor): Promise<Live> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${ctx.api.base.replace('http', 'ws')}/api/ws?token=${encodeURIComponent(a.token ?? '')}`);
    const live: Live = { ws, x: 50, y: 50, health: 1, maxHealth: 1, seq: 0, entities: [] };
    const me = `crawler-${a.crawlerId}`;
    const timer = setTimeout(() => reject(new Error('no snapshot within 10 s')), 10_000);
    ws.on('error', (err) => reject(err));
    ws.on('open', () => ws.send(JSON.stringify({ type: 'join', crawlerId: a.crawlerId })));
    ws.on('message', (raw) => {
      const msg = JSON.parse(String(raw));
      if (msg.type === 'snapshot') {
        live.x = msg.self.x;
        live.y = msg.self.y;
        live.health = msg.self.health;
        live.maxHealth = msg.self.maxHealth;
        live.entities = msg.entities;
        clearTimeout(timer);
        resolve(live);
      } else if (msg.type === 'correction') {
        live.x = msg.x;
        live.y = msg.y;
      } else if (msg.type === 'events') {
        for (const e of msg.events) {
          const target = live.entities.find((x) => x.id === e.id);
          if (e.type === 'moved' && target) target.position = { x: e.x, y: e.y };
          if (e.type === 'attacked' && e.targetId === me) {
            live.health = e.targetHealth;
            a.hitsTaken++;
          }
          if (e.type === 'attacked' && target?.data) target.data.currentHealth = e.targetHealth;
          if (e.type === 'died' && target) target.isAlive = false;
          if (e.type === 'respawned' && target) target.isAlive = true;
          // The tick's transaction committed before these were sent: they are acknowledged facts.
          if (e.type === 'died' && e.id === me && !a.dead) {
            a.dead = true;
            ctx.tally.deaths++;
          }
          if (e.type === 'reward' && e.crawlerId === a.crawlerId) a.gold += e.gold;
          if (e.type === 'level_up' && e.crawlerId === a.crawlerId) {
            a.level = Math.max(a.level, e.level);
            ctx.tally.levelUps++;
          }
        }
      } else if (msg.type === 'left_room' && msg.reason === 'died' && !a.dead) {
        a.dead = true;
        ctx.tally.deaths++;
      }
    });
  });
}

/** Honest steps of 4 units every 200 ms (well within walking speed); sidesteps when blocked. */
async function walkTo(ctx: SessionContext, a: Actor, live: Live, x: number, y: number, near = 1.5): Promise<void> {
  for (let i = 0; i < 60 && !ctx.stopped() && !a.dead; i++) {
    const d = Math.hypot(x - live.x, y - live.y);
    if (d <= near) return;
    const step = Math.min(d, 4);
    let nx = live.x + ((x - live.x) / d) * step;
    let ny = live.y + ((y - live.y) / d) * step;
    if (i % 7 === 6) {
      // A cover or wall in the way: try a sideways step now and then.
      nx = live.x + ctx.rng.int(-4, 4);
      ny = live.y + ctx.rng.int(-4, 4);
    }
    nx = Math.min(95, Math.max(5, nx));
    ny = Math.min(95, Math.max(5, ny));
    if (live.ws.readyState !== WebSocket.OPEN) return;
    live.ws.send(JSON.stringify({ type: 'position', x: nx, y: ny, seq: ++live.seq }));
    live.x = nx;
    live.y = ny;
    await sleep(200);
  }
}
