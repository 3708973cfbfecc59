// Spectating at the socket: another sponsor watches a living crawler's room read-only,
// SPECTATE_DELAY_MS late (time injected: the hub is stepped and the relay pumped by hand), follows it
// into its next room and is told of its death, all late; every intent from its socket is refused and
// changes nothing; the sponsor's switch closes every view at once; a spectator is never the crawler's
// live connection (its standing orders take over as if no one watched).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COMBAT } from '#game/constants.ts';
import { isDirection } from '#game/dungeon/vocabulary.ts';
import { exitZone } from '#game/movement-check.ts';
import { CurrentRoom, TacticalData } from '#contract/dungeon.ts';
import { SPECTATE_DELAY_MS, type ServerMessage } from '#contract/realtime.ts';
import { DISCONNECT_GRACE_MS } from '#server/realtime/room-hub.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { pathToHostileRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';
import { connect, type WsClient } from '#tests/helpers/ws-client.ts';

const settleSockets = () => new Promise((r) => setTimeout(r, 60));
/** The first message matching `match` that arrives after now. */
const next = (ws: WsClient, match: (m: ServerMessage) => boolean) => {
  const seen = ws.messages.length;
  return ws.waitFor((m) => ws.messages.indexOf(m) >= seen && match(m));
};
const of = <T extends ServerMessage['type']>(ws: WsClient, type: T) => ws.messages.filter((m): m is Extract<ServerMessage, { type: T }> => m.type === type);

describe('spectating a crawler over the socket', () => {
  let t: TestApp;
  let url: string;
  let now: Date;
  const sockets: WsClient[] = [];
  const advance = (ms: number) => (now = new Date(now.getTime() + ms));
  /** Hands out what fell due, once any keyframe being taken is in. */
  const pump = async () => {
    await t.spectators.settle();
    t.spectators.pump();
    await t.spectators.settle();
    t.spectators.pump();
    await settleSockets();
  };
  let a: { token: string; id: number; name: string; ws: WsClient };
  let b: { token: string; ws: WsClient };

  beforeEach(async () => {
    now = new Date('2026-11-21T12:00:00Z');
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    url = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api/ws`;
    const tokenA = await devLogin(t.app, 'watched@crawl.test');
    const { crawler } = await sponsorCrawler(t.app, tokenA);
    a = { token: tokenA, id: crawler.id, name: crawler.name, ws: await connect(url, tokenA) };
    const tokenB = await devLogin(t.app, 'watcher@crawl.test');
    b = { token: tokenB, ws: await connect(url, tokenB) };
    sockets.push(a.ws, b.ws);
    a.ws.send({ type: 'join', crawlerId: a.id });
    await a.ws.waitFor((m) => m.type === 'snapshot');
  });
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.close();
    await t.close();
  });

  const watch = async (ws: WsClient, crawlerId: number) => {
    const answer = next(ws, (m) => m.type === 'spectating' || m.type === 'error');
    ws.send({ type: 'spectate', crawlerId });
    return answer;
  };

  it('shows the room as it was SPECTATE_DELAY_MS ago, and a move only that late', async () => {
    expect(await watch(b.ws, a.id)).toEqual({ type: 'spectating', crawlerId: a.id, name: a.name, delayMs: SPECTATE_DELAY_MS });
    const start = t.hub.playerOf(a.id)!;
    await pump();
    advance(SPECTATE_DELAY_MS - 1);
    await pump();
    expect(of(b.ws, 'spectate_room')).toHaveLength(0);
    advance(1);
    await pump();
    const [room] = of(b.ws, 'spectate_room');
    expect(room?.current.room.id).toBe(t.hub.roomOf(a.id));
    const [snapshot] = of(b.ws, 'snapshot');
    expect(snapshot).toMatchObject({ crawlerId: a.id, roomId: t.hub.roomOf(a.id), self: { x: start.x, y: start.y, isAlive: true } });

    // A walks three units; A's own socket hears it at once, B's not before SPECTATE_DELAY_MS.
    advance(300);
    a.ws.send({ type: 'position', x: start.x + 3, y: start.y, seq: 1 });
    await settleSockets();
    await t.hub.tickNow();
    const movedA = (m: ServerMessage) => m.type === 'events' && m.events.some((e) => e.type === 'moved' && e.id === `crawler-${a.id}`);
    await a.ws.waitFor(movedA);
    const movedAt = now.getTime();
    await pump();
    advance(SPECTATE_DELAY_MS - 500);
    await pump();
    expect(b.ws.messages.some(movedA)).toBe(false);
    advance(500);
    await pump();
    const seen = b.ws.messages.find(movedA);
    expect(seen?.type === 'events' && seen.events.find((e) => e.type === 'moved')).toMatchObject({ x: start.x + 3, y: start.y });
    expect(now.getTime() - movedAt).toBeGreaterThanOrEqual(SPECTATE_DELAY_MS);

    // A second spectator starts from a keyframe at least SPECTATE_DELAY_MS old, never the room as it is now.
    const c = await connect(url, await devLogin(t.app, 'late@crawl.test'));
    sockets.push(c);
    expect(await watch(c, a.id)).toMatchObject({ type: 'spectating' });
    await pump();
    for (const m of of(c, 'snapshot')) expect(m.self.x).toBe(start.x);
    expect((await call(t.app, 'GET', `/api/crawlers/${a.id}/spectating`, { token: a.token })).body).toEqual({ allowed: true, watching: 2 });
  });

  it('refuses every intent from a spectator socket, and nothing changes', async () => {
    const tokenOwn = b.token;
    const own = (await sponsorCrawler(t.app, tokenOwn)).crawler.id as number;
    await watch(b.ws, a.id);
    const before = { ...t.hub.playerOf(a.id)! };
    const mob = TacticalData.parse((await call(t.app, 'GET', `/api/crawlers/${a.id}/tactical-data`, { token: a.token })).body).entities.find((e) => e.type === 'mob');
    const intents = [
      { type: 'position', x: before.x + 2, y: before.y, seq: 1 },
      { type: 'attack', targetId: mob?.id ?? 'mob-1', seq: 1 },
      { type: 'dodge', seq: 2 },
      { type: 'join', crawlerId: a.id },
      { type: 'join', crawlerId: own },
    ];
    for (const intent of intents) {
      advance(300);
      const errorsBefore = of(b.ws, 'error').length;
      b.ws.send(intent);
      await b.ws.waitFor(() => of(b.ws, 'error').length > errorsBefore);
      expect(of(b.ws, 'error').at(-1)).toEqual({ type: 'error', code: 'spectator_read_only', error: 'Spectators only watch: this view cannot move, attack, dodge or join a crawler.' });
    }
    await t.hub.tickNow();
    expect(t.hub.playerOf(a.id)).toMatchObject({ x: before.x, y: before.y, health: before.health });
    // B's own crawler was never put into a room by the refused join.
    expect(t.hub.roomOf(own)).toBeUndefined();
    // A ping is still answered.
    b.ws.send({ type: 'ping', at: 7 });
    expect(await b.ws.waitFor((m) => m.type === 'pong')).toEqual({ type: 'pong', at: 7 });
    // REST intents on another's crawler stay 404.
    expect((await call(t.app, 'POST', `/api/crawlers/${a.id}/attack`, { token: b.token, body: { targetId: 'mob-1' } })).status).toBe(404);
  });

  it("closes every view at once when the sponsor turns spectating off, and refuses new ones", async () => {
    await watch(b.ws, a.id);
    expect((await call(t.app, 'GET', `/api/crawlers/${a.id}/spectating`, { token: a.token })).body).toEqual({ allowed: true, watching: 1 });
    const off = await call(t.app, 'PUT', `/api/crawlers/${a.id}/spectating`, { token: a.token, body: { allowed: false } });
    expect(off).toMatchObject({ status: 200, body: { allowed: false, watching: 0 } });
    expect(await b.ws.waitFor((m) => m.type === 'spectate_ended')).toEqual({ type: 'spectate_ended', crawlerId: a.id, reason: 'disabled', error: `${a.name}'s sponsor turned spectating off.` });
    // Nothing more comes, even frames that were due.
    advance(SPECTATE_DELAY_MS * 2);
    await pump();
    expect(of(b.ws, 'snapshot')).toHaveLength(0);
    expect(await watch(b.ws, a.id)).toEqual({ type: 'error', code: 'spectating_disabled', error: `${a.name}'s sponsor has turned spectating off.` });
    // Back on: watchable again.
    expect((await call(t.app, 'PUT', `/api/crawlers/${a.id}/spectating`, { token: a.token, body: { allowed: true } })).body).toEqual({ allowed: true, watching: 0 });
    const c = await connect(url, b.token);
    sockets.push(c);
    expect(await watch(c, a.id)).toMatchObject({ type: 'spectating' });
  });

  it('refuses a dead crawler and an unknown one with clear messages', async () => {
    expect(await watch(b.ws, 999_999)).toEqual({ type: 'error', code: 'not_found', error: 'Crawler not found' });
    await t.database.db.execute(sql`update crawlers set is_alive = false, status = 'dead', health = 0 where id = ${a.id}`);
    t.wroteBehindTheAppsBack();
    const c = await connect(url, b.token);
    sockets.push(c);
    expect(await watch(c, a.id)).toEqual({ type: 'error', code: 'crawler_dead', error: `${a.name} is dead: there is no room to watch.` });
  });

  it('is never the crawler\'s live connection: its standing orders take over when its sponsor has gone', async () => {
    await watch(b.ws, a.id);
    a.ws.close();
    await settleSockets();
    advance(DISCONNECT_GRACE_MS + 1000);
    await t.hub.tickNow();
    expect(t.hub.controlOf(a.id)).toBe('orders');
    expect(t.spectators.watching(a.id)).toBe(1);
  });

  it("a sponsor's own socket that turns spectator stops being its crawler's live connection", async () => {
    a.ws.send({ type: 'spectate', crawlerId: a.id });
    await a.ws.waitFor((m) => m.type === 'spectating');
    expect(t.hub.controlOf(a.id)).toBe('sponsor');
    advance(DISCONNECT_GRACE_MS + 1000);
    await t.hub.tickNow();
    expect(t.hub.controlOf(a.id)).toBe('orders');
    a.ws.send({ type: 'join', crawlerId: a.id });
    expect(await a.ws.waitFor((m) => m.type === 'error')).toMatchObject({ code: 'spectator_read_only' });
  });
});

describe('a spectator follows the crawler', () => {
  let t: TestApp;
  let now: Date;
  const advance = (ms: number) => (now = new Date(now.getTime() + ms));
  afterEach(() => t.close());

  it('into its next room and to its death, each SPECTATE_DELAY_MS late', async () => {
    now = new Date('2026-11-21T12:00:00Z');
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    const url = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api/ws`;
    const token = await devLogin(t.app, 'doomed@crawl.test');
    const id = (await sponsorCrawler(t.app, token)).crawler.id as number;
    const watcher = await connect(url, await devLogin(t.app, 'mourner@crawl.test'));
    const pump = async () => {
      await t.spectators.settle();
      t.spectators.pump();
      await t.spectators.settle();
      t.spectators.pump();
      await settleSockets();
    };
    const here = async () => CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${id}/current-room`, { token })).body);
    const wake = async () => {
      const cur = await here();
      await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: cur.room.id, positionX: cur.position.x, positionY: cur.position.y } });
      await t.hub.tickNow();
    };
    /** Walks toward a point with honest reports: 4 percent per 200 ms (at most 8 ft, within the speed check). */
    const walkTo = async (target: { x: number; y: number }) => {
      for (let i = 0; i < 60; i++) {
        const me = t.hub.playerOf(id)!;
        const d = Math.hypot(target.x - me.x, target.y - me.y);
        if (d < 1) break;
        const step = Math.min(d, 4);
        advance(200);
        await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: t.hub.roomOf(id), positionX: me.x + ((target.x - me.x) / d) * step, positionY: me.y + ((target.y - me.y) / d) * step } });
        await t.hub.tickNow();
      }
    };
    /** A live crawler walks into a door's zone before it takes the door (the server checks it could). */
    const walkToDoor = async (direction: string) => {
      if (!isDirection(direction)) return;
      const zone = exitZone(direction);
      await walkTo({ x: zone.x + zone.w / 2, y: zone.y + zone.h / 2 });
    };
    try {
      await wake();
      const first = t.hub.roomOf(id)!;
      const path = pathToHostileRoom(TEST_SEASON_SEED, 1).path;
      await walkToDoor(path[0]!);
      watcher.send({ type: 'spectate', crawlerId: id });
      await watcher.waitFor((m) => m.type === 'spectating');
      await pump();
      const rooms = () => of(watcher, 'spectate_room').map((m) => m.current.room.id);
      advance(2000);
      expect((await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction: path[0] } })).status).toBe(200);
      await wake();
      const second = t.hub.roomOf(id)!;
      expect(second).not.toBe(first);
      await pump();
      const movedAt = now.getTime();
      expect(rooms()).toEqual([]);
      advance(SPECTATE_DELAY_MS - 1);
      await pump();
      expect(rooms()).toEqual([first]);
      advance(1);
      await pump();
      expect(rooms()).toEqual([first, second]);
      expect(now.getTime() - movedAt).toBeGreaterThanOrEqual(SPECTATE_DELAY_MS);

      // On to the hostile room, where the crawler stands still until a mob kills it.
      for (const direction of path.slice(1)) {
        await wake();
        await walkToDoor(direction);
        advance(2000);
        expect((await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction } })).status).toBe(200);
      }
      await wake();
      const mob = TacticalData.parse((await call(t.app, 'GET', `/api/crawlers/${id}/tactical-data`, { token })).body).entities.find((e) => e.type === 'mob' && e.disposition === 'hostile')!;
      await walkTo({ x: mob.position.x, y: Math.min(90, mob.position.y + 5) });
      let diedAt: number | null = null;
      for (let i = 0; i < 2000 && diedAt === null; i++) {
        advance(COMBAT.tickMs);
        await t.hub.tickNow();
        if (i % 25 === 0) t.spectators.pump();
        // The sponsor stays (standing still, reporting where it stands): its orders never take over.
        const me = t.hub.playerOf(id);
        if (i % 25 === 0 && me?.isAlive) await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: t.hub.roomOf(id), positionX: me.x, positionY: me.y } });
        if (!t.hub.playerOf(id)?.isAlive) diedAt = now.getTime();
      }
      expect(diedAt).not.toBeNull();
      await pump();
      expect(of(watcher, 'spectate_ended')).toHaveLength(0);
      advance(SPECTATE_DELAY_MS);
      await pump();
      expect(await watcher.waitFor((m) => m.type === 'spectate_ended')).toMatchObject({ crawlerId: id, reason: 'died' });
      expect(t.spectators.watching(id)).toBe(0);
    } finally {
      watcher.close();
    }
  }, 60_000);
});
