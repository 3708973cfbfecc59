import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Activity, LeaderboardEntry } from '#contract/activity.ts';
import { Candidate, Crawler, SPONSORSHIP_RULES, UserStatus } from '#contract/crawler.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { payloadOf, sponsorCrawler } from '#tests/helpers/sponsor.ts';

describe('candidates and sponsorship', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp();
    token = await devLogin(t.app, 'sponsor@crawl.test');
  });
  afterEach(() => t.close());

  it('offers 30 distinct level-1 candidates, the same offer until one is sponsored', async () => {
    const first = await call(t.app, 'GET', '/api/crawlers/candidates', { token });
    expect(first.status).toBe(200);
    const offer = Candidate.array().parse(first.body);
    expect(offer).toHaveLength(30);
    expect(new Set(offer.map((c) => c.id)).size).toBe(30);
    expect(offer.every((c) => c.level === 1)).toBe(true);
    expect((await call(t.app, 'GET', '/api/crawlers/candidates', { token })).body).toEqual(first.body);
    // Another sponsor sees another offer.
    const other = await devLogin(t.app, 'other@crawl.test');
    expect((await call(t.app, 'GET', '/api/crawlers/candidates', { token: other })).body).not.toEqual(first.body);
  });

  it('sponsors a candidate: crawler with the spec defaults, starting items, active crawler, activity, leaderboard', async () => {
    const { crawler, candidate } = await sponsorCrawler(t.app, token);
    const c = Crawler.parse(crawler);
    expect(c).toMatchObject({
      name: candidate.name,
      serial: candidate.serial,
      level: 1,
      status: 'active',
      isAlive: true,
      memory: 10,
      energyRegen: 5,
      currentFloor: 1,
      gold: 0,
      experience: 0,
      sponsorship: 'primary',
      class: { id: candidate.classification, name: candidate.className },
      might: candidate.stats.might,
      luck: candidate.stats.luck,
      health: candidate.stats.health,
    });
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).body.activeCrawlerId).toBe(c.id);
    const list = Crawler.array().parse((await call(t.app, 'GET', '/api/crawlers', { token })).body);
    expect(list.map((x) => x.id)).toEqual([c.id]);

    const loadout = await call(t.app, 'GET', `/api/crawlers/${c.id}/loadout`, { token });
    expect(loadout.body.inventory.map((i: { key: string }) => i.key).sort()).toEqual(candidate.startingEquipment.map((e) => e.key).sort());

    const feed = Activity.array().parse((await call(t.app, 'GET', '/api/activities', { token })).body);
    expect(feed[0]).toMatchObject({ type: 'crawler_created', crawler: { id: c.id, name: c.name } });

    const board = LeaderboardEntry.array().parse((await call(t.app, 'GET', '/api/leaderboards/crawlers', { token })).body);
    expect(board.map((e) => e.id)).toContain(c.id);

    // The offer moves on: the same candidate cannot be sponsored twice.
    const again = await call(t.app, 'POST', '/api/crawlers', { token, body: payloadOf(candidate, 'secondary') });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('candidate_mismatch');
  });

  it('allows one primary per season, secondary always; status says so', async () => {
    const before = UserStatus.parse((await call(t.app, 'GET', '/api/user/status', { token })).body);
    expect(before).toMatchObject({ primarySponsorshipUsed: false, canSponsorPrimary: true, canSponsorSecondary: true, currentSeasonNumber: 1 });
    await sponsorCrawler(t.app, token);
    const after = UserStatus.parse((await call(t.app, 'GET', '/api/user/status', { token })).body);
    expect(after).toMatchObject({ primarySponsorshipUsed: true, lastPrimarySponsorshipSeason: 1, canSponsorPrimary: false });

    const offer = (await call(t.app, 'GET', '/api/crawlers/candidates', { token })).body as Candidate[];
    const refused = await call(t.app, 'POST', '/api/crawlers', { token, body: payloadOf(offer[0]!, 'primary') });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: SPONSORSHIP_RULES.primaryUsedMessage, code: 'primary_sponsorship_used' });
    expect((await call(t.app, 'GET', '/api/crawlers', { token })).body).toHaveLength(1);

    const secondary = await call(t.app, 'POST', '/api/crawlers', { token, body: payloadOf(offer[0]!, 'secondary') });
    expect(secondary.status).toBe(201);
    expect(secondary.body.sponsorship).toBe('secondary');
    expect((await call(t.app, 'GET', '/api/crawlers', { token })).body).toHaveLength(2);
  });

  it.each([
    { label: 'an invented stat', tamper: (p: ReturnType<typeof payloadOf>) => ({ ...p, stats: { ...p.stats, might: 18 + 1 } }) },
    { label: 'a renamed crawler', tamper: (p: ReturnType<typeof payloadOf>) => ({ ...p, name: 'Sir Cheats-a-Lot' }) },
    { label: 'an extra competency', tamper: (p: ReturnType<typeof payloadOf>) => ({ ...p, competencies: [...p.competencies, 'Godmode'] }) },
  ])('refuses $label and creates nothing', async ({ tamper }) => {
    const offer = (await call(t.app, 'GET', '/api/crawlers/candidates', { token })).body as Candidate[];
    const res = await call(t.app, 'POST', '/api/crawlers', { token, body: tamper(payloadOf(offer[0]!)) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('candidate_mismatch');
    expect((await call(t.app, 'GET', '/api/crawlers', { token })).body).toEqual([]);
    expect((await call(t.app, 'GET', '/api/user/status', { token })).body.primarySponsorshipUsed).toBe(false);
  });

  it.each([
    { label: 'no body', body: undefined },
    { label: 'wrong types', body: { name: 5, serial: [], stats: 'x', competencies: {}, background: null } },
    { label: 'an oversized name', body: { name: 'x'.repeat(5000), serial: 'CR-0000-00', stats: {}, competencies: [], background: '' } },
    { label: 'an unknown sponsorship', body: { name: 'a', serial: 'b', stats: {}, competencies: [], background: '', sponsorship: 'tertiary' } },
    { label: 'an unknown field', body: { name: 'a', serial: 'b', stats: {}, competencies: [], background: '', isAdmin: true } },
  ])('answers 400 JSON for $label', async ({ body }) => {
    const res = await call(t.app, 'POST', '/api/crawlers', { token, body: body ?? {} });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: expect.any(String), code: expect.any(String) });
  });

  it('needs a signed-in user for every sponsor route', async () => {
    for (const [method, url] of [
      ['GET', '/api/crawlers'],
      ['POST', '/api/crawlers'],
      ['GET', '/api/crawlers/candidates'],
      ['GET', '/api/user/status'],
      ['GET', '/api/activities'],
      ['GET', '/api/leaderboards/crawlers'],
    ] as const) {
      expect((await call(t.app, method, url, { body: method === 'POST' ? {} : undefined })).status, url).toBe(401);
    }
  });
});
