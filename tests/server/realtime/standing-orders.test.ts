// Standing orders in the live room: a crawler hurt below its retreat line in a hostile
// room, whose sponsor closed the page, walks back to safety through the doors a player would take
// and rests there by itself; each action is in its log (and the feed) 'by standing orders'.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { canRestIn } from '#game/recovery.ts';
import type { ServerMessage } from '#contract/realtime.ts';
import { DISCONNECT_GRACE_MS, ORDERS_EVERY_TICKS } from '#server/realtime/room-hub.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { pathToHostileRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { rows } from '#tests/helpers/season.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';
import { connect, parseWireMessage } from '#tests/helpers/ws-client.ts';


describe('standing orders in the live room', () => {
  let t: TestApp;
  let now: Date;
  let token: string;
  let id: number;
  /**
   * Until the hub has seen the sponsor's socket close: the away grace starts from that moment on the
   * test's clock, so the clock may only be moved on after it (a loaded machine can take well over 100 ms).
   */
  async function socketGone(): Promise<void> {
    for (let waited = 0; t.hub.isWatched(id); waited += 10) {
      if (waited > 5_000) throw new Error('the hub still has the closed socket after 5 s');
      await new Promise((r) => setTimeout(r, 10));
    }
  }
  beforeEach(async () => {
    now = new Date('2026-11-21T12:00:00Z');
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    token = await devLogin(t.app, 'away@crawl.test');
    id = (await sponsorCrawler(t.app, token)).crawler.id;
  });
  afterEach(() => t.close());

  const row = async () => (await rows(t, sql`select status, health, max_health, current_room_id from crawlers where id = ${id}`))[0]!;

  it('retreats to a safe room and rests there by itself once its sponsor has been away 10 s', async () => {
    const orders = { retreatBelowPercent: 50, restUntilPercent: 80, whenAttacked: 'fight_back', refusePvp: true, pickUpLoot: false };
    expect((await call(t.app, 'PUT', `/api/crawlers/${id}/orders`, { token, body: orders })).status).toBe(200);
    // Wounded before it sets out: each door move puts it in the next room's simulation as it is.
    await t.database.db.execute(sql`update crawlers set health = (max_health * 40) / 100 where id = ${id}`);
    t.wroteBehindTheAppsBack();
    for (const direction of pathToHostileRoom(TEST_SEASON_SEED, 1).path) {
      now = new Date(now.getTime() + 2000);
      expect((await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction } })).status).toBe(200);
    }
    const hostileRoom = (await row()).current_room_id;

    const addr = t.app.server.address();
    const ws = await connect(`ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api/ws`, token);
    ws.send({ type: 'join', crawlerId: id });
    const snap = await ws.waitFor((m) => m.type === 'snapshot');
    // The sponsor walks up to the room's hostile, then closes the page mid-fight.
    const foe = snap.type === 'snapshot' ? snap.entities.find((e) => e.type === 'mob' && e.disposition === 'hostile') : undefined;
    expect(foe).toBeDefined();
    let at = snap.type === 'snapshot' ? { ...snap.self } : { x: 50, y: 50 };
    for (let seq = 1; seq < 40 && Math.hypot(foe!.position.x - at.x, foe!.position.y - at.y) > 10; seq++) {
      const d = Math.hypot(foe!.position.x - at.x, foe!.position.y - at.y);
      at = { x: at.x + ((foe!.position.x - at.x) / d) * 4, y: at.y + ((foe!.position.y - at.y) / d) * 4 };
      now = new Date(now.getTime() + 200);
      ws.send({ type: 'position', x: at.x, y: at.y, seq });
      await new Promise((r) => setTimeout(r, 20));
      await t.hub.tickNow();
    }
    ws.close();
    await socketGone();

    // The sponsor is away: past the grace period its orders take over.
    now = new Date(now.getTime() + DISCONNECT_GRACE_MS + 200);
    await t.hub.tickNow();
    expect(t.hub.controlOf(id)).toBe('orders');

    let status = 'active';
    for (let i = 0; i < 300 && status !== 'resting'; i++) {
      now = new Date(now.getTime() + 200);
      await t.hub.tickNow();
      status = String((await row()).status);
      if (status === 'dead') break;
    }
    const after = await row();
    expect(after.status).toBe('resting');
    expect(after.current_room_id).not.toBe(hostileRoom);
    const [safe] = await rows(t, sql`select type, is_safe from rooms where id = ${after.current_room_id}`);
    expect(canRestIn({ type: String(safe!.type), isSafe: safe!.is_safe === true })).toBe(true);
    // Out of the simulation while it rests, as a player's rest takes it out.
    expect(t.hub.roomOf(id)).toBeUndefined();

    const log = (await call(t.app, 'GET', `/api/crawlers/${id}/events?limit=5000`, { token })).body.entries as { kind: string; data: Record<string, unknown> }[];
    expect(log.some((e) => e.kind === 'was_attacked'), 'a mob attacked it').toBe(true);
    const retreats = log.filter((e) => e.kind === 'entered_room' && e.data.by === 'orders');
    expect(retreats.length).toBeGreaterThan(0);
    expect(retreats.every((e) => e.data.why === 'retreat')).toBe(true);
    expect(log.filter((e) => e.kind === 'rested' && e.data.by === 'orders')).toHaveLength(1);

    const view = (await call(t.app, 'GET', `/api/crawlers/${id}/orders`, { token })).body;
    const messages = (view.recent as { message: string }[]).map((r) => r.message);
    expect(messages[0]).toMatch(/began resting at \d+\/\d+ HP by standing orders$/);
    expect(messages.some((m) => /retreated to .+ by standing orders$/.test(m))).toBe(true);

    const feed = (await call(t.app, 'GET', '/api/activities', { token })).body as { message: string }[];
    expect(feed.some((a) => /retreated to .+ by standing orders$/.test(a.message))).toBe(true);
    expect(feed.some((a) => /began resting at \d+\/\d+ HP by standing orders$/.test(a.message))).toBe(true);
  });

  /** Walks into the nearest hostile room, joins it by socket and walks up to its hostile until the room is in combat. */
  async function underAttack() {
    for (const direction of pathToHostileRoom(TEST_SEASON_SEED, 1).path) {
      now = new Date(now.getTime() + 2000);
      expect((await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction } })).status).toBe(200);
    }
    const roomId = Number((await row()).current_room_id);
    const addr = t.app.server.address();
    const url = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api/ws`;
    const ws = await connect(url, token);
    ws.send({ type: 'join', crawlerId: id });
    const snap = await ws.waitFor((m) => m.type === 'snapshot');
    const foe = snap.type === 'snapshot' ? snap.entities.find((e) => e.type === 'mob' && e.disposition === 'hostile') : undefined;
    expect(foe).toBeDefined();
    let at = snap.type === 'snapshot' ? { ...snap.self } : { x: 50, y: 50 };
    for (let seq = 1; seq < 60 && (Math.hypot(foe!.position.x - at.x, foe!.position.y - at.y) > 8 || !t.hub.stateOf(roomId)?.inCombat); seq++) {
      const d = Math.hypot(foe!.position.x - at.x, foe!.position.y - at.y);
      if (d > 8) at = { x: at.x + ((foe!.position.x - at.x) / d) * 4, y: at.y + ((foe!.position.y - at.y) / d) * 4 };
      now = new Date(now.getTime() + 200);
      ws.send({ type: 'position', x: at.x, y: at.y, seq });
      await new Promise((r) => setTimeout(r, 20));
      await t.hub.tickNow();
    }
    expect(t.hub.stateOf(roomId)?.inCombat).toBe(true);
    return { roomId, url, ws };
  }

  it('hands over at once when the page is closed under attack: the orders act within one orders round', async () => {
    const { roomId, ws } = await underAttack();
    const told: string[] = [];
    const stop = t.hub.tap(roomId, (tapped: ServerMessage) => {
      const msg = parseWireMessage(tapped);
      if (msg.type !== 'events') return;
      for (const e of msg.events) if (e.type === 'standing_orders' && e.crawlerId === id) told.push(e.message);
    });
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/orders/idle`, { token, body: { because: 'left_page' } })).status).toBe(200);
    ws.close();
    await socketGone();
    // One tick later (200 ms: far inside LEFT_PAGE_GRACE_MS, the grace a calm crawler gets), the orders have it.
    now = new Date(now.getTime() + 200);
    await t.hub.tickNow();
    expect(t.hub.controlOf(id)).toBe('orders');
    for (let i = 0; i < ORDERS_EVERY_TICKS && told.length === 0; i++) {
      now = new Date(now.getTime() + 200);
      await t.hub.tickNow();
    }
    stop();
    expect(told.some((m) => /attacked the .+ by standing orders/.test(m)), JSON.stringify(told)).toBe(true);
  });

  it('under attack, a reload that joins again takes control back from the orders', async () => {
    const { url, ws } = await underAttack();
    await call(t.app, 'POST', `/api/crawlers/${id}/orders/idle`, { token, body: { because: 'left_page' } });
    ws.close();
    await socketGone();
    now = new Date(now.getTime() + 200);
    await t.hub.tickNow();
    expect(t.hub.controlOf(id)).toBe('orders');
    const again = await connect(url, token);
    again.send({ type: 'join', crawlerId: id });
    await again.waitFor((m) => m.type === 'snapshot');
    expect(t.hub.controlOf(id)).toBe('sponsor');
    again.close();
  });

  it('leaves the simulation when safe with nothing to do, and is the sponsor\'s again when they come back', async () => {
    const addr = t.app.server.address();
    const url = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api/ws`;
    const ws = await connect(url, token);
    ws.send({ type: 'join', crawlerId: id });
    await ws.waitFor((m) => m.type === 'snapshot');
    ws.close();
    await socketGone();
    now = new Date(now.getTime() + DISCONNECT_GRACE_MS + 200);
    await t.hub.tickNow();
    expect(t.hub.controlOf(id)).toBe('orders');
    for (let i = 0; i < 10; i++) {
      now = new Date(now.getTime() + 200);
      await t.hub.tickNow();
    }
    expect(t.hub.roomOf(id)).toBeUndefined();
    expect(t.hub.controlOf(id)).toBe('sponsor');

    const back = await connect(url, token);
    back.send({ type: 'join', crawlerId: id });
    await back.waitFor((m) => m.type === 'snapshot');
    expect(t.hub.controlOf(id)).toBe('sponsor');
    back.close();
  });
});
