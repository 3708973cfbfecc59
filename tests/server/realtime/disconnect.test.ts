// Closing the page is no escape from a fight, but a crawler whose sponsor left does not stay in the
// simulation for ever: DISCONNECT_GRACE_MS after its last viewer disconnected its standing orders
// take over, and a crawler safe with nothing to do leaves its room a few rounds later.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DISCONNECT_GRACE_MS, LEFT_PAGE_GRACE_MS, ORDERS_EVERY_TICKS } from '#server/realtime/room-hub.ts';
import { QUIET_ROUNDS_BEFORE_LEAVING } from '#server/realtime/orders-runner.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';
import { connect } from '#tests/helpers/ws-client.ts';

describe('a viewer disconnecting', () => {
  let t: TestApp;
  let now: Date;
  beforeEach(async () => {
    now = new Date('2026-11-21T12:00:00Z');
    t = await createTestApp({}, { clock: () => now, autoTick: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => t.close());

  it('keeps the crawler in its room through the grace period, then takes it out', async () => {
    const addr = t.app.server.address();
    const url = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api/ws`;
    const token = await devLogin(t.app, 'leaver@crawl.test');
    const { crawler } = await sponsorCrawler(t.app, token);
    const ws = await connect(url, token);
    ws.send({ type: 'join', crawlerId: crawler.id });
    await ws.waitFor((m) => m.type === 'snapshot');
    expect(t.hub.roomOf(crawler.id)).toBeDefined();
    ws.close();
    await new Promise((r) => setTimeout(r, 100));
    now = new Date(now.getTime() + DISCONNECT_GRACE_MS - 1000);
    await t.hub.tickNow();
    expect(t.hub.roomOf(crawler.id)).toBeDefined();
    now = new Date(now.getTime() + 2000);
    await t.hub.tickNow();
    expect(t.hub.controlOf(crawler.id)).toBe('orders');
    for (let i = 0; i < QUIET_ROUNDS_BEFORE_LEAVING * ORDERS_EVERY_TICKS; i++) {
      now = new Date(now.getTime() + 200);
      await t.hub.tickNow();
    }
    expect(t.hub.roomOf(crawler.id)).toBeUndefined();
  });

  /** A crawler live in its room through one socket; the socket and its sponsor's token. */
  async function joined(email: string) {
    const addr = t.app.server.address();
    const url = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api/ws`;
    const token = await devLogin(t.app, email);
    const { crawler } = await sponsorCrawler(t.app, token);
    const ws = await connect(url, token);
    ws.send({ type: 'join', crawlerId: crawler.id });
    await ws.waitFor((m) => m.type === 'snapshot');
    return { url, token, id: crawler.id, ws };
  }
  const leftPage = (token: string, id: number, body: unknown = { because: 'left_page' }) => call(t.app, 'POST', `/api/crawlers/${id}/orders/idle`, { token, body });

  it('hands over LEFT_PAGE_GRACE_MS after the socket went when the page said it was going away (closed)', async () => {
    const { token, id, ws } = await joined('closer@crawl.test');
    const said = await leftPage(token, id);
    expect(said.status, JSON.stringify(said.body)).toBe(200);
    // Said, not yet gone: the sponsor is still in control.
    expect(said.body.control).toBe('sponsor');
    ws.close();
    await new Promise((r) => setTimeout(r, 100));
    now = new Date(now.getTime() + LEFT_PAGE_GRACE_MS - 500);
    await t.hub.tickNow();
    expect(t.hub.controlOf(id)).toBe('sponsor');
    now = new Date(now.getTime() + 1000);
    await t.hub.tickNow();
    expect(t.hub.controlOf(id)).toBe('orders');
  });

  it('keeps the sponsor in control when the page that said so joins again in time (a reload)', async () => {
    const { url, token, id, ws } = await joined('reloader@crawl.test');
    await leftPage(token, id);
    ws.close();
    await new Promise((r) => setTimeout(r, 100));
    now = new Date(now.getTime() + 1000);
    const again = await connect(url, token);
    again.send({ type: 'join', crawlerId: id });
    await again.waitFor((m) => m.type === 'snapshot');
    again.close();
    await new Promise((r) => setTimeout(r, 100));
    // The reloaded page's own socket then went without a word: the full away rule applies again.
    now = new Date(now.getTime() + LEFT_PAGE_GRACE_MS + 1000);
    await t.hub.tickNow();
    expect(t.hub.controlOf(id)).toBe('sponsor');
    now = new Date(now.getTime() + DISCONNECT_GRACE_MS);
    await t.hub.tickNow();
    expect(t.hub.controlOf(id)).toBe('orders');
  });

  it('refuses an unknown reason with 400 and changes nothing', async () => {
    const { token, id } = await joined('odd@crawl.test');
    const res = await leftPage(token, id, { because: 'bored' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/because/);
    expect(t.hub.controlOf(id)).toBe('sponsor');
  });
});
