// GET /api/seasons and GET /api/seasons/:number/hall-of-fame (contract/season.ts): public, 404 for an
// unknown season, 400 JSON for bad input, 409 JSON until the season's end has been carried out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeasonList } from '#contract/season.ts';
import { call, createTestApp, type TestApp } from '#tests/helpers/app.ts';

describe('season routes', () => {
  let t: TestApp;
  const now = new Date('2026-11-21T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => now, autoTick: false });
    await t.seasons.lifecycle.createNextSeason({ seasonNumber: 2, name: 'Season 2', description: 'Deeper.', startDate: new Date('2026-12-01T00:00:00Z') });
  });
  afterAll(() => t.close());

  it('lists every season to anyone, oldest first', async () => {
    const res = await call(t.app, 'GET', '/api/seasons');
    expect(res.status).toBe(200);
    expect(SeasonList.parse(res.body)).toEqual([
      { seasonNumber: 1, name: 'Season 1: The Descent', status: 'live', startDate: now.toISOString(), endDate: null, endedAt: null },
      { seasonNumber: 2, name: 'Season 2', status: 'coming-soon', startDate: '2026-12-01T00:00:00.000Z', endDate: null, endedAt: null },
    ]);
  });

  it("answers a season not ended yet with 409, an unknown one with 404, and bad input with 400", async () => {
    for (const n of [1, 2]) {
      const res = await call(t.app, 'GET', `/api/seasons/${n}/hall-of-fame`);
      expect(res).toMatchObject({ status: 409, body: { code: 'season_not_ended', error: expect.stringMatching(/not ended yet/) } });
    }
    expect(await call(t.app, 'GET', '/api/seasons/3/hall-of-fame')).toMatchObject({ status: 404, body: { code: 'not_found' } });
    for (const url of ['/api/seasons/abc/hall-of-fame', '/api/seasons/0/hall-of-fame', '/api/seasons/1/hall-of-fame?category=bogus', '/api/seasons/1/hall-of-fame?extra=1', '/api/seasons/99999999999/hall-of-fame']) {
      const res = await call(t.app, 'GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual({ error: expect.any(String), code: 'validation_failed' });
    }
  });
});
