import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { restTurnsToFull } from '#game/recovery.ts';
import { TURN_MS } from '#game/room-sim.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { pathToHostileRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

describe('resting and recovery', () => {
  let t: TestApp;
  let now: Date;
  let token: string;
  let id: number;
  beforeEach(async () => {
    now = new Date('2026-11-21T12:00:00Z');
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false });
    token = await devLogin(t.app, 'sleepy@crawl.test');
    id = (await sponsorCrawler(t.app, token)).crawler.id;
  });
  afterEach(() => t.close());
  const crawler = async () => (await call(t.app, 'GET', `/api/crawlers/${id}`, { token })).body;

  it('rests in a safe room ("Recovering..."), cannot act meanwhile, and is active again once healed', async () => {
    await t.database.db.execute(sql`update crawlers set health = 40, energy = 10 where id = ${id}`);
    t.wroteBehindTheAppsBack();
    const rest = await call(t.app, 'POST', `/api/crawlers/${id}/rest`, { token });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.status).toBe('resting');
    const here = (await call(t.app, 'GET', `/api/crawlers/${id}/current-room`, { token })).body;
    now = new Date(now.getTime() + 2000);
    const move = await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction: here.availableDirections[0] } });
    expect(move.status).toBe(409);
    expect(move.body.code).toBe('crawler_resting');

    now = new Date(now.getTime() + 2 * TURN_MS);
    const halfway = await crawler();
    expect(halfway.status).toBe('resting');
    expect(halfway.health).toBeGreaterThan(40);
    expect(halfway.energy).toBe(10 + 5 * 2);

    const full = halfway.maxHealth as number;
    now = new Date(now.getTime() + restTurnsToFull(40, full) * TURN_MS);
    expect(await crawler()).toMatchObject({ status: 'active', health: full });
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction: here.availableDirections[0] } })).status).toBe(200);
  });

  it('refuses rest outside a safe room and at full health', async () => {
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/rest`, { token })).body.code).toBe('cannot_rest');
    for (const direction of pathToHostileRoom(TEST_SEASON_SEED, 1).path) {
      now = new Date(now.getTime() + 2000);
      await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction } });
    }
    await t.database.db.execute(sql`update crawlers set health = 40 where id = ${id}`);
    t.wroteBehindTheAppsBack();
    const res = await call(t.app, 'POST', `/api/crawlers/${id}/rest`, { token });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('cannot_rest');
    expect((await crawler()).status).toBe('active');
  });
});
