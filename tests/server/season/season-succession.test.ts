// Seasons that run themselves (server/services/season-lifecycle.ts startNext, season-clock.ts): when a
// season ends and the operator scheduled none, the next one starts at once with a fresh seed and
// dungeon, and sponsoring works in it; a scheduled season starts instead, at its date; with
// SEASON_LENGTH_DAYS a season ends that long after its start and is succeeded. The clock is injected
// and moved: nothing sleeps.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { nextSeasonSeed } from '#game/season.ts';
import { call, createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { lifecycleWith, rows, sponsored } from '#tests/helpers/season.ts';

const T0 = new Date('2026-11-21T12:00:00Z').getTime();
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('seasons that run themselves', () => {
  let t: TestApp;
  let now: Date;
  const at = (ms: number) => new Date(T0 + ms);
  afterEach(() => t.close());

  const start = async (env: Record<string, string> = {}) => {
    now = at(0);
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED), ...env }, { clock: () => now, autoTick: false });
  };
  const season = async (n: number) => (await rows(t, sql`select id, seed, name, is_active, ended_at, start_date, end_date from seasons where season_number = ${n}`))[0];
  const roomsOf = async (seasonId: unknown) => (await rows(t, sql`select id from rooms where season_id = ${Number(seasonId)} order by id`)).map((r) => Number(r.id));
  const seasonNumbers = async () => (await rows(t, sql`select season_number from seasons order by season_number`)).map((r) => Number(r.season_number));

  it('starts the next season, with a fresh seed and dungeon, when one ends with none scheduled', async () => {
    await start();
    const veteran = await sponsored(t, 'veteran@crawl.test');
    const one = (await season(1))!;

    // The operator ends the season (npm run season -- end runs the same two steps).
    now = at(30 * MIN);
    expect((await t.seasons.lifecycle.endSeason(1, now)).changed).toBe(true);
    const next = await t.seasons.lifecycle.startNext(now, null);
    expect(next).toMatchObject({ changed: true, message: expect.stringMatching(/^Season 2 is live from 2026-11-21T12:30:00.000Z \(seed \d+\)/) });
    // The running server follows at its next check; there is nothing more to start.
    expect(await t.seasons.clock.checkNow()).toEqual([]);

    const two = (await season(2))!;
    expect(two).toMatchObject({ name: 'Season 2', is_active: true, ended_at: null, end_date: null });
    expect(Number(two.seed)).toBe(nextSeasonSeed(TEST_SEASON_SEED, 2));
    expect(Number(two.seed)).not.toBe(Number(one.seed));
    // A dungeon of its own, stored beside the old one.
    const oldRooms = await roomsOf(one.id);
    const newRooms = await roomsOf(two.id);
    expect(newRooms.length).toBeGreaterThan(0);
    expect(newRooms.filter((id) => oldRooms.includes(id))).toEqual([]);

    expect((await call(t.app, 'GET', '/api/season/current')).body).toMatchObject({ seasonNumber: 2, status: 'live' });
    // Sponsoring works in the new season, in its dungeon: the veteran's sponsor signs again, and a newcomer too.
    const offer = await call(t.app, 'GET', '/api/crawlers/candidates', { token: veteran.token });
    expect(offer.status).toBe(200);
    const candidate = offer.body[0];
    const res = await call(t.app, 'POST', '/api/crawlers', {
      token: veteran.token,
      body: { name: candidate.name, serial: candidate.serial, stats: candidate.stats, competencies: candidate.competencies, background: candidate.background, sponsorship: 'primary' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.seasonId).toBe(Number(two.id));
    const rookie = await sponsored(t, 'rookie@crawl.test');
    const here = (await call(t.app, 'GET', `/api/crawlers/${rookie.id}/current-room`, { token: rookie.token })).body;
    expect(newRooms).toContain(here.room.id);
  });

  it('also when the server sees the end itself: the clock ends the season at its date and starts the next', async () => {
    await start();
    await t.seasons.lifecycle.createNextSeason({ seasonNumber: 1, endDate: at(60 * MIN) });
    now = at(61 * MIN);
    expect(await t.seasons.clock.checkNow()).toEqual([
      expect.stringMatching(/^Season 1 ended at 2026-11-21T13:00:00.000Z/),
      expect.stringMatching(/^Season 2 is live from 2026-11-21T13:01:00.000Z/),
    ]);
    const rookie = await sponsored(t, 'after-the-end@crawl.test');
    expect((await call(t.app, 'GET', `/api/crawlers/${rookie.id}`, { token: rookie.token })).body.seasonId).toBe(Number((await season(2))!.id));
  });

  it('starts the scheduled season instead, and at its date when that is later', async () => {
    await start();
    await t.seasons.lifecycle.createNextSeason({ seasonNumber: 2, name: 'Season 2: Planned', startDate: at(90 * MIN), seed: 424242 });

    now = at(30 * MIN);
    await t.seasons.lifecycle.endSeason(1, now);
    // The operator planned a pause: nothing starts before the planned date, and no other season is made.
    expect(await t.seasons.lifecycle.startNext(now, null)).toBeNull();
    expect(await t.seasons.clock.checkNow()).toEqual([]);
    expect((await call(t.app, 'GET', '/api/season/current')).body).toMatchObject({ seasonNumber: 2, status: 'coming-soon' });

    now = at(91 * MIN);
    expect(await t.seasons.clock.checkNow()).toEqual([expect.stringMatching(/^Season 2 is live from 2026-11-21T13:30:00.000Z \(seed 424242\)/)]);
    expect(await season(2)).toMatchObject({ name: 'Season 2: Planned', is_active: true, seed: 424242 });
    expect(await seasonNumbers()).toEqual([1, 2]);
    const rookie = await sponsored(t, 'planned@crawl.test');
    expect((await call(t.app, 'GET', `/api/crawlers/${rookie.id}`, { token: rookie.token })).body.seasonId).toBe(Number((await season(2))!.id));
  });

  it('ends a season SEASON_LENGTH_DAYS after its start and starts the next, as long again', async () => {
    await start({ SEASON_LENGTH_DAYS: '7' });
    // At start-up the clock gave the open-ended first season its end.
    expect((await call(t.app, 'GET', '/api/season/current')).body).toMatchObject({ seasonNumber: 1, status: 'live', endDate: at(7 * DAY).toISOString() });
    const veteran = await sponsored(t, 'week-one@crawl.test');

    now = at(7 * DAY - MIN);
    expect(await t.seasons.clock.checkNow()).toEqual([]);
    now = at(7 * DAY + MIN);
    expect(await t.seasons.clock.checkNow()).toEqual([
      expect.stringMatching(/^Season 1 ended at 2026-11-28T12:00:00.000Z: 1 crawler\(s\) retired/),
      expect.stringMatching(/^Season 2 is live from 2026-11-28T12:01:00.000Z/),
    ]);
    expect((await call(t.app, 'GET', `/api/crawlers/${veteran.id}`, { token: veteran.token })).body).toMatchObject({ status: 'retired' });
    expect((await call(t.app, 'GET', '/api/season/current')).body).toMatchObject({ seasonNumber: 2, status: 'live', endDate: at(14 * DAY + MIN).toISOString() });

    // A server left alone keeps going: the second season ends in turn, and a third starts.
    now = at(14 * DAY + 2 * MIN);
    expect(await t.seasons.clock.checkNow()).toEqual([expect.stringMatching(/^Season 2 ended at 2026-12-05T12:01:00.000Z/), expect.stringMatching(/^Season 3 is live/)]);
    expect(Number((await season(3))!.seed)).toBe(nextSeasonSeed(nextSeasonSeed(TEST_SEASON_SEED, 2), 3));
    expect((await sponsored(t, 'week-three@crawl.test')).id).toEqual(expect.any(Number));
  });

  it('makes one successor when two processes see the end at once', async () => {
    await start();
    now = at(30 * MIN);
    await t.seasons.lifecycle.endSeason(1, now);
    // The other process: a lifecycle of its own (its own dungeon service) on the same database.
    const other = lifecycleWith(t, () => ({}));
    const [a, b] = await Promise.all([t.seasons.lifecycle.startNext(now, null), other.startNext(now, null)]);
    t.wroteBehindTheAppsBack();
    expect([a?.changed, b?.changed].filter(Boolean)).toEqual([true]);
    expect(await seasonNumbers()).toEqual([1, 2]);
    expect(await season(2)).toMatchObject({ is_active: true, ended_at: null });
    // One dungeon stored, and the game goes on in it.
    expect((await rows(t, sql`select count(distinct key) = count(*) as once from rooms where season_id = ${Number((await season(2))!.id)}`))[0]).toEqual({ once: true });
    await t.seasons.clock.checkNow();
    expect((await sponsored(t, 'race@crawl.test')).id).toEqual(expect.any(Number));
  });
});
