// Closing the page is no escape from a fight, but a crawler whose sponsor left does not stay in the
// simulation for ever: DISCONNECT_GRACE_MS after its last viewer disconnected its standing orders
// take over (issue 19), and a crawler safe with nothing to do leaves its room a few rounds later.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DISCONNECT_GRACE_MS, ORDERS_EVERY_TICKS } from '#server/realtime/room-hub.ts';
import { QUIET_ROUNDS_BEFORE_LEAVING } from '#server/realtime/orders-runner.ts';
import { createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
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
});
