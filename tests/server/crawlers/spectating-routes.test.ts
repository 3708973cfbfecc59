// GET/PUT /api/crawlers/:id/spectating: the sponsor's switch, validated, its alone.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

describe('the spectating switch', () => {
  let t: TestApp;
  let token: string;
  let id: number;
  beforeEach(async () => {
    t = await createTestApp();
    token = await devLogin(t.app, 'owner@crawl.test');
    id = (await sponsorCrawler(t.app, token)).crawler.id;
  });
  afterEach(() => t.close());

  it('is on by default, and turns off and on again for the sponsor', async () => {
    expect(await call(t.app, 'GET', `/api/crawlers/${id}/spectating`, { token })).toMatchObject({ status: 200, body: { allowed: true, watching: 0 } });
    expect(await call(t.app, 'PUT', `/api/crawlers/${id}/spectating`, { token, body: { allowed: false } })).toMatchObject({ status: 200, body: { allowed: false, watching: 0 } });
    expect((await call(t.app, 'GET', `/api/crawlers/${id}/spectating`, { token })).body).toEqual({ allowed: false, watching: 0 });
    // Stored, not only cached: a fresh read of the row says so too.
    t.wroteBehindTheAppsBack();
    expect((await call(t.app, 'GET', `/api/crawlers/${id}/spectating`, { token })).body).toEqual({ allowed: false, watching: 0 });
    expect((await call(t.app, 'PUT', `/api/crawlers/${id}/spectating`, { token, body: { allowed: true } })).body).toEqual({ allowed: true, watching: 0 });
  });

  it("is another sponsor's 404, an unknown crawler's 404, and refuses bad input with 400", async () => {
    const other = await devLogin(t.app, 'other@crawl.test');
    expect(await call(t.app, 'GET', `/api/crawlers/${id}/spectating`, { token: other })).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await call(t.app, 'PUT', `/api/crawlers/${id}/spectating`, { token: other, body: { allowed: false } })).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect((await call(t.app, 'GET', `/api/crawlers/${id}/spectating`, { token })).body.allowed).toBe(true);
    expect((await call(t.app, 'PUT', '/api/crawlers/999999/spectating', { token, body: { allowed: false } })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/crawlers/${id}/spectating`)).status).toBe(401);
    for (const body of [{ allowed: 'no' }, {}, { allowed: false, extra: 1 }, 'nonsense']) {
      const res = await call(t.app, 'PUT', `/api/crawlers/${id}/spectating`, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    }
    expect((await call(t.app, 'PUT', '/api/crawlers/abc/spectating', { token, body: { allowed: false } })).status).toBe(400);
    expect((await call(t.app, 'GET', `/api/crawlers/${id}/spectating`, { token })).body.allowed).toBe(true);
  });
});
