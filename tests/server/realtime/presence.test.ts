// Presence whatever moved the crawler: one moved only over HTTP (door moves, no socket) stands in its
// room's simulation as one that joined over the socket, mobs strike it there, after a restart too;
// and both transports refuse a resting or dead crawler with the same code.
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LogPage } from '#contract/record.ts';
import { COMBAT, DOOR_ZONE } from '#game/constants.ts';
import type { LogEntry } from '#game/event-log.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { pathToHostileRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';
import { connect, type WsClient } from '#tests/helpers/ws-client.ts';

const OPPOSITE = { north: 'south', south: 'north', east: 'west', west: 'east' } as const;

describe('presence in the live room, whatever the transport', () => {
  let t: TestApp;
  let now: Date;
  const sockets: WsClient[] = [];
  const advance = (ms: number) => (now = new Date(now.getTime() + ms));
  const boot = async (keepData = false) => {
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false, keepData });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  };
  const socketUrl = () => {
    const addr = t.app.server.address();
    return `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api/ws`;
  };
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.close();
    await t.close();
  });

  async function sponsor(email: string): Promise<{ token: string; id: number }> {
    const token = await devLogin(t.app, email);
    return { token, id: (await sponsorCrawler(t.app, token)).crawler.id as number };
  }
  async function walkPath(c: { token: string; id: number }, path: readonly string[]): Promise<number> {
    let roomId = -1;
    for (const direction of path) {
      advance(2000);
      const res = await call(t.app, 'POST', `/api/crawlers/${c.id}/move`, { token: c.token, body: { direction } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      roomId = res.body.newRoom.id as number;
    }
    return roomId;
  }
  async function log(c: { token: string; id: number }): Promise<LogEntry[]> {
    const res = await call(t.app, 'GET', `/api/crawlers/${c.id}/events?limit=5000`, { token: c.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return LogPage.parse(res.body).entries as LogEntry[];
  }
  /** Steps the rooms until the crawler's log holds a blow from a mob after `afterSeq`; `attend` runs every 5 s of game time. */
  async function untilStruck(c: { token: string; id: number }, afterSeq: number, attend: () => Promise<void> = async () => {}) {
    for (let i = 0; i < 600; i++) {
      advance(COMBAT.tickMs);
      if (i % 25 === 0) await attend();
      await t.hub.tickNow();
      if (i % 10 !== 9) continue;
      const struck = (await log(c)).find((e) => e.seq > afterSeq && e.kind === 'was_attacked');
      if (struck) return struck as Extract<LogEntry, { kind: 'was_attacked' }>;
    }
    throw new Error(`crawler ${c.id} was never struck`);
  }
  /** Walks up to the room's first hostile mob with honest reports (4 percent per 200 ms), over HTTP. */
  async function walkToHostile(c: { token: string; id: number }): Promise<void> {
    const roomId = t.hub.roomOf(c.id)!;
    const mob = t.hub.stateOf(roomId)!.mobs.find((m) => m.disposition === 'hostile' && m.isAlive)!;
    const goal = { x: mob.x, y: Math.min(90, mob.y + 5) };
    for (let i = 0; i < 60; i++) {
      const me = t.hub.playerOf(c.id)!;
      const d = Math.hypot(goal.x - me.x, goal.y - me.y);
      if (d < 1) return;
      const step = Math.min(d, 4);
      advance(200);
      const res = await call(t.app, 'POST', `/api/crawlers/${c.id}/position`, { token: c.token, body: { roomId, positionX: me.x + ((goal.x - me.x) / d) * step, positionY: me.y + ((goal.y - me.y) / d) * step } });
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      await t.hub.tickNow();
    }
  }
  /** The sponsor, present over HTTP: reports where the crawler stands (standing still). */
  const standStill = (c: { token: string; id: number }) => async () => {
    const me = t.hub.playerOf(c.id);
    if (me?.isAlive) await call(t.app, 'POST', `/api/crawlers/${c.id}/position`, { token: c.token, body: { roomId: t.hub.roomOf(c.id), positionX: me.x, positionY: me.y } });
  };

  /** One crawler into the nearest hostile room of floor 1, over HTTP only or joined over a socket there; the first blow it takes. */
  async function struckIn(via: 'http' | 'socket') {
    now = new Date('2026-11-21T12:00:00Z');
    await boot();
    const c = await sponsor(`${via}@crawl.test`);
    const roomId = await walkPath(c, pathToHostileRoom(TEST_SEASON_SEED, 1).path);
    if (via === 'socket') {
      const ws = await connect(socketUrl(), c.token);
      sockets.push(ws);
      ws.send({ type: 'join', crawlerId: c.id });
      await ws.waitFor((m) => m.type === 'snapshot');
    }
    // In its room's simulation the moment the door move answered, with no socket and no position report.
    expect(t.hub.roomOf(c.id)).toBe(roomId);
    await walkToHostile(c);
    const struck = await untilStruck(c, 0, via === 'http' ? standStill(c) : undefined);
    await t.close();
    return { struck, roomId };
  }

  it('a crawler moved only over HTTP is struck in a hostile room as one joined over the socket is, logged the same way', async () => {
    const overHttp = await struckIn('http');
    const overSocket = await struckIn('socket');
    expect(overHttp.roomId).toBe(overSocket.roomId);
    // The same room, the same mob, the same log entry.
    expect(overHttp.struck.roomId).toBe(overHttp.roomId);
    expect(overHttp.struck.data.attackerId).toBe(overSocket.struck.data.attackerId);
    expect(Object.keys(overHttp.struck.data).sort()).toEqual(Object.keys(overSocket.struck.data).sort());
    // Reopened for afterEach.
    await boot(true);
  });

  it('after a restart, a crawler standing in a hostile room is back in its simulation once the room wakes', async () => {
    now = new Date('2026-11-21T12:00:00Z');
    await boot();
    const stayer = await sponsor('stayer@crawl.test');
    const path = pathToHostileRoom(TEST_SEASON_SEED, 1).path;
    const roomId = await walkPath(stayer, path);
    await walkToHostile(stayer);
    const before = Math.max(...(await log(stayer)).map((e) => e.seq));

    // A new process on the same database: no room is awake, none is woken for the crawlers in it.
    await t.close();
    await boot(true);
    expect(t.hub.activeRooms()).toBe(0);
    expect(t.hub.roomOf(stayer.id)).toBeUndefined();

    // Someone else walks in and straight out again: the room wakes, and its standing crawler is in it.
    const passer = await sponsor('passer@crawl.test');
    await walkPath(passer, path);
    expect(t.hub.roomOf(stayer.id)).toBe(roomId);
    advance(DOOR_ZONE.minIntervalMs);
    const back = await call(t.app, 'POST', `/api/crawlers/${passer.id}/move`, { token: passer.token, body: { direction: OPPOSITE[path.at(-1) as keyof typeof OPPOSITE] } });
    expect(back.status, JSON.stringify(back.body)).toBe(200);

    const struck = await untilStruck(stayer, before);
    expect(struck.roomId).toBe(roomId);
    expect(struck.data.attackerId).toMatch(/^mob-/);
  });

  it('socket and HTTP refuse a resting, then a dead, crawler with the same code', async () => {
    now = new Date('2026-11-21T12:00:00Z');
    await boot();
    const c = await sponsor('refused@crawl.test');
    const here = (await call(t.app, 'GET', `/api/crawlers/${c.id}/current-room`, { token: c.token })).body;
    const ws = await connect(socketUrl(), c.token);
    sockets.push(ws);
    const refusals = async () => {
      const http = [
        await call(t.app, 'POST', `/api/crawlers/${c.id}/position`, { token: c.token, body: { roomId: here.room.id, positionX: 50, positionY: 50 } }),
        await call(t.app, 'POST', `/api/crawlers/${c.id}/attack`, { token: c.token, body: { targetId: 'mob-1' } }),
        await call(t.app, 'POST', `/api/crawlers/${c.id}/move`, { token: c.token, body: { direction: here.availableDirections[0] } }),
      ];
      for (const r of http) expect(r.status).toBe(409);
      const seen = ws.messages.length;
      ws.send({ type: 'join', crawlerId: c.id });
      const socket = await ws.waitFor((m) => ws.messages.indexOf(m) >= seen && m.type === 'error');
      return { http: http.map((r) => r.body.code as string), socket: socket.type === 'error' ? socket.code : '' };
    };

    await t.database.db.execute(sql`update crawlers set status = 'resting', health = max_health / 2, rest_started_at = ${now.toISOString()}::timestamptz, rest_start_health = max_health / 2 where id = ${c.id}`);
    t.wroteBehindTheAppsBack();
    expect(await refusals()).toEqual({ http: ['crawler_resting', 'crawler_resting', 'crawler_resting'], socket: 'crawler_resting' });

    await t.database.db.execute(sql`update crawlers set status = 'dead', is_alive = false, health = 0 where id = ${c.id}`);
    t.wroteBehindTheAppsBack();
    expect(await refusals()).toEqual({ http: ['crawler_dead', 'crawler_dead', 'crawler_dead'], socket: 'crawler_dead' });
  });
});
