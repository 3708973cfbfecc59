// GET/PUT /api/crawlers/:id/orders and Go idle / Take control on a real database: the
// defaults until set, a whole set replaced in one write, bad bodies refused with a clear message,
// another sponsor's crawler 404, a dead one's orders closed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_STANDING_ORDERS } from '#contract/standing-orders.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { rows } from '#tests/helpers/season.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

describe('standing orders routes', () => {
  let t: TestApp;
  let token: string;
  let id: number;
  beforeEach(async () => {
    t = await createTestApp({}, { autoTick: false });
    token = await devLogin(t.app, 'orders@crawl.test');
    id = (await sponsorCrawler(t.app, token)).crawler.id;
  });
  afterEach(() => t.close());

  const mine = { retreatBelowPercent: 45, restUntilPercent: 90, whenAttacked: 'flee', refusePvp: false, pickUpLoot: false };

  it('answers the defaults until the sponsor sets orders, then what they saved', async () => {
    const first = await call(t.app, 'GET', `/api/crawlers/${id}/orders`, { token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ orders: DEFAULT_STANDING_ORDERS, customised: false, control: 'sponsor', recent: [] });

    const saved = await call(t.app, 'PUT', `/api/crawlers/${id}/orders`, { token, body: mine });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ orders: mine, customised: true });
    expect((await call(t.app, 'GET', `/api/crawlers/${id}/orders`, { token })).body.orders).toEqual(mine);
    const [row] = await rows(t, sql`select standing_orders from crawlers where id = ${id}`);
    expect(row!.standing_orders).toEqual(mine);
  });

  it('refuses bad bodies with 400 and a message naming the field, and writes nothing', async () => {
    const bad = [
      [{ ...mine, retreatBelowPercent: 101 }, /Retreat below must be at most 100/],
      [{ ...mine, restUntilPercent: -1 }, /Rest until must be at least 0/],
      [{ ...mine, restUntilPercent: 12.5 }, /Rest until must be a whole number/],
      [{ ...mine, whenAttacked: 'panic' }, /When attacked must be 'fight_back' or 'flee'/],
      [{ ...mine, refusePvp: 'yes' }, /Refuse PVP rooms must be true or false/],
      [{ ...mine, superpower: true }, /superpower/],
      [{ retreatBelowPercent: 10 }, /Rest until/],
    ] as const;
    for (const [body, message] of bad) {
      const res = await call(t.app, 'PUT', `/api/crawlers/${id}/orders`, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.error).toMatch(message);
    }
    expect((await call(t.app, 'PUT', `/api/crawlers/${id}/orders`, { token, body: 'orders' })).status).toBe(400);
    expect((await call(t.app, 'GET', `/api/crawlers/${id}/orders`, { token })).body.customised).toBe(false);
  });

  it("answers 404 for another sponsor's crawler, on every orders route, and changes nothing", async () => {
    const other = await devLogin(t.app, 'nosy@crawl.test');
    expect((await call(t.app, 'GET', `/api/crawlers/${id}/orders`, { token: other })).status).toBe(404);
    expect((await call(t.app, 'PUT', `/api/crawlers/${id}/orders`, { token: other, body: mine })).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/orders/idle`, { token: other })).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/orders/control`, { token: other })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/crawlers/${id}/orders`)).status).toBe(401);
    const still = await call(t.app, 'GET', `/api/crawlers/${id}/orders`, { token });
    expect(still.body).toMatchObject({ customised: false, control: 'sponsor' });
  });

  it('Go idle hands the crawler to its orders at once; Take control, or the sponsor walking it, hands it back', async () => {
    const idle = await call(t.app, 'POST', `/api/crawlers/${id}/orders/idle`, { token });
    expect(idle.status, JSON.stringify(idle.body)).toBe(200);
    expect(idle.body.control).toBe('orders');
    expect(t.hub.controlOf(id)).toBe('orders');
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/orders/control`, { token })).body.control).toBe('sponsor');

    await call(t.app, 'POST', `/api/crawlers/${id}/orders/idle`, { token });
    // A position report where the server already has the crawler is no intent; one that walks it is.
    const here = (await call(t.app, 'GET', `/api/crawlers/${id}/current-room`, { token })).body;
    const pos = here.position as { x: number; y: number };
    await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: here.room.id, positionX: pos.x, positionY: pos.y } });
    expect(t.hub.controlOf(id)).toBe('orders');
    await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: here.room.id, positionX: pos.x + 2, positionY: pos.y } });
    expect(t.hub.controlOf(id)).toBe('sponsor');
  });

  it("closes a dead crawler's orders: saving and going idle are refused with 409", async () => {
    await t.database.db.execute(sql`update crawlers set is_alive = false, status = 'dead', health = 0 where id = ${id}`);
    t.wroteBehindTheAppsBack();
    const put = await call(t.app, 'PUT', `/api/crawlers/${id}/orders`, { token, body: mine });
    expect(put.status).toBe(409);
    expect(put.body).toMatchObject({ code: 'crawler_dead' });
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/orders/idle`, { token })).status).toBe(409);
  });
});
