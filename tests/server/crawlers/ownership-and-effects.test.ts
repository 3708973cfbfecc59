import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EYES_OF_DEBUG } from '#game/constants.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

describe("another user's crawler is invisible", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('answers 404 on every crawler route, and the owner still sees it', async () => {
    const owner = await devLogin(t.app, 'owner@crawl.test');
    const intruder = await devLogin(t.app, 'intruder@crawl.test');
    const { crawler } = await sponsorCrawler(t.app, owner);
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/crawlers/${crawler.id}`],
      ['GET', `/api/crawlers/${crawler.id}/loadout`],
      ['POST', `/api/crawlers/${crawler.id}/equip`, { itemId: 1 }],
      ['POST', `/api/crawlers/${crawler.id}/unequip`, { slot: 'weapon' }],
      ['PUT', `/api/crawlers/${crawler.id}/hotbar`, { slots: [{ id: 'a', actionId: 'defend', hotkey: '1' }], visibleCount: 1 }],
      ['POST', `/api/crawlers/${crawler.id}/loadouts`, { name: 'x' }],
      ['POST', `/api/crawlers/${crawler.id}/loadouts/1/apply`],
      ['DELETE', `/api/crawlers/${crawler.id}/loadouts/1`],
      ['POST', `/api/crawlers/${crawler.id}/apply-effect/eyes_of_debug`],
    ];
    for (const [method, url, body] of routes) {
      const res = await call(t.app, method as 'GET', url, { token: intruder, body });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.code, url).toBe('not_found');
    }
    expect((await call(t.app, 'GET', '/api/crawlers', { token: intruder })).body).toEqual([]);
    expect((await call(t.app, 'GET', `/api/crawlers/${crawler.id}`, { token: owner })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/crawlers/${crawler.id}/loadout`, { token: owner })).body.hotbar.slots).toHaveLength(3);
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999', '1e3'])('answers 400 for the crawler id %s', async (bad) => {
    const token = await devLogin(t.app, 'ids@crawl.test');
    const res = await call(t.app, 'GET', `/api/crawlers/${bad}`, { token });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
  });
});

describe("Eyes of D'Bug", () => {
  it('raises scan range by 100 for 10 minutes, refuses a second cast, and wears off by itself', async () => {
    let now = new Date('2026-11-21T10:00:00Z');
    const t = await createTestApp({}, { clock: () => now });
    try {
      const token = await devLogin(t.app, 'scan@crawl.test');
      const { crawler } = await sponsorCrawler(t.app, token);
      const base = crawler.scanRange as number;
      const cast = await call(t.app, 'POST', `/api/crawlers/${crawler.id}/apply-effect/eyes_of_debug`, { token });
      expect(cast.body).toMatchObject({ success: true });
      expect((await call(t.app, 'GET', `/api/crawlers/${crawler.id}`, { token })).body.scanRange).toBe(base + EYES_OF_DEBUG.scanBonus);

      const again = await call(t.app, 'POST', `/api/crawlers/${crawler.id}/apply-effect/eyes_of_debug`, { token });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ success: false, message: expect.stringMatching(/already active/) });

      now = new Date(now.getTime() + EYES_OF_DEBUG.durationMs - 1000);
      expect((await call(t.app, 'GET', `/api/crawlers/${crawler.id}`, { token })).body.scanRange).toBe(base + EYES_OF_DEBUG.scanBonus);
      now = new Date(now.getTime() + 2000);
      const after = (await call(t.app, 'GET', `/api/crawlers/${crawler.id}`, { token })).body;
      expect(after.scanRange).toBe(base);
      expect(after.activeEffects).toEqual([]);
      expect((await call(t.app, 'POST', `/api/crawlers/${crawler.id}/apply-effect/eyes_of_debug`, { token })).body.success).toBe(true);
      expect((await call(t.app, 'POST', `/api/crawlers/${crawler.id}/apply-effect/nope`, { token })).status).toBe(400);
    } finally {
      await t.close();
    }
  });

  it('is refused in production mode', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', AUTH_SECRET: 'y'.repeat(40) });
    try {
      // Production has no dev login: sign up instead.
      const up = await call(t.app, 'POST', '/api/auth/sign-up/email', { body: { email: 'prod@crawl.test', password: 'prod-password', name: 'P' } });
      const token = up.body.token as string;
      const { crawler } = await sponsorCrawler(t.app, token);
      const res = await call(t.app, 'POST', `/api/crawlers/${crawler.id}/apply-effect/eyes_of_debug`, { token });
      expect(res.status).toBe(403);
    } finally {
      await t.close();
    }
  });
});
