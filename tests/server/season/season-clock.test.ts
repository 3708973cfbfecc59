// The running server's season clock (server/services/season-clock.ts): it ends the live season when
// its end date passes and starts the next when its start date passes, and the process then serves
// the new season for real: the old crawlers out of the live rooms and unable to act, sponsorships,
// dungeon, log ticks, live rooms and cached reads all of the new season, the old hall of fame kept.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CurrentRoom } from '#contract/dungeon.ts';
import { SeasonList } from '#contract/season.ts';
import { COMBAT } from '#game/constants.ts';
import { seasonTick, type LogEntry } from '#game/event-log.ts';
import { nextSeasonSeed } from '#game/season.ts';
import { call, createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { pathToRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { lifecycleWith, rows, sponsored } from '#tests/helpers/season.ts';

const T0 = new Date('2026-11-21T12:00:00Z').getTime();
const MIN = 60_000;
const SEASON_TWO_SEED = nextSeasonSeed(TEST_SEASON_SEED, 2);

describe('the season clock', () => {
  let t: TestApp;
  let now: Date;
  const at = (ms: number) => new Date(T0 + ms);

  beforeEach(async () => {
    now = at(0);
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false });
  });
  afterEach(() => t.close());

  /** Season 1 ends at 60 min; Season 2 (no seed given) starts at 120 min. */
  async function schedule(): Promise<void> {
    await t.seasons.lifecycle.createNextSeason({ seasonNumber: 1, endDate: at(60 * MIN) });
    await t.seasons.lifecycle.createNextSeason({ seasonNumber: 2, name: 'Season 2: Deeper', startDate: at(120 * MIN), endDate: at(30 * 24 * 60 * MIN) });
  }

  const here = async (id: number, token: string) => CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${id}/current-room`, { token })).body);
  /** A position report where the crawler stands: it joins its live room. */
  async function goLive(id: number, token: string): Promise<void> {
    const cur = await here(id, token);
    const res = await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: cur.room.id, positionX: cur.position.x, positionY: cur.position.y } });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    expect(t.hub.roomOf(id)).toBe(cur.room.id);
  }
  const seasonIdOf = async (n: number) => Number((await rows(t, sql`select id from seasons where season_number = ${n}`))[0]!.id);

  it('ends the season on time and starts the next on time; the process then serves the new season', async () => {
    await schedule();
    const old = await sponsored(t, 'veteran@crawl.test');
    await goLive(old.id, old.token);
    const board = async () => (await call(t.app, 'GET', '/api/leaderboards/crawlers', { token: old.token })).body as { id: number }[];
    expect((await board()).map((r) => r.id)).toEqual([old.id]);

    now = at(59 * MIN);
    expect(await t.seasons.clock.checkNow()).toEqual([]);
    expect(t.hub.roomOf(old.id)).toBeDefined();

    // The end date passes: the season ends at it.
    now = at(61 * MIN);
    expect(await t.seasons.clock.checkNow()).toEqual([expect.stringMatching(/^Season 1 ended at 2026-11-21T13:00:00.000Z: 1 crawler\(s\) retired/)]);
    expect(t.hub.roomOf(old.id)).toBeUndefined();
    expect((await call(t.app, 'GET', `/api/crawlers/${old.id}`, { token: old.token })).body).toMatchObject({ status: 'retired', isAlive: false });
    expect((await call(t.app, 'GET', '/api/season/current')).body).toMatchObject({ seasonNumber: 2, status: 'coming-soon' });
    // Between seasons no one is sponsored.
    const between = await call(t.app, 'GET', '/api/crawlers/candidates', { token: old.token });
    expect(between).toMatchObject({ status: 404, body: { code: 'no_active_season' } });
    expect((await call(t.app, 'GET', '/api/user/status', { token: old.token })).body).toMatchObject({ canSponsorPrimary: false, canSponsorSecondary: false });

    // Until the next season starts, the ended one's board stands.
    expect((await board()).map((r) => r.id)).toEqual([old.id]);

    // Not yet: the next season's start is still ahead.
    now = at(119 * MIN);
    expect(await t.seasons.clock.checkNow()).toEqual([]);
    // The start date passes: Season 2 goes live with a dungeon of its own.
    now = at(121 * MIN);
    expect(await t.seasons.clock.checkNow()).toEqual([expect.stringMatching(/^Season 2 is live from 2026-11-21T14:00:00.000Z \(seed \d+\)/)]);
    const two = await seasonIdOf(2);
    expect((await call(t.app, 'GET', '/api/season/current')).body).toMatchObject({ id: two, seasonNumber: 2, status: 'live' });
    // A new season: its sponsors may sign a primary contract again.
    expect((await call(t.app, 'GET', '/api/user/status', { token: old.token })).body).toMatchObject({ currentSeasonNumber: 2, canSponsorPrimary: true, canSponsorSecondary: true });
    // The leaderboard read off the active season is Season 2's (empty), not the one kept from Season 1.
    expect(await board()).toEqual([]);

    // A new sponsorship lands in Season 2, in Season 2's dungeon, its log counting Season 2's ticks.
    now = at(122 * MIN);
    const rookie = await sponsored(t, 'rookie@crawl.test');
    const me = (await call(t.app, 'GET', `/api/crawlers/${rookie.id}`, { token: rookie.token })).body;
    expect(me.seasonId).toBe(two);
    const room = await here(rookie.id, rookie.token);
    expect(await rows(t, sql`select season_id from rooms where id = ${room.room.id}`)).toEqual([{ season_id: two }]);
    const log = (await call(t.app, 'GET', `/api/crawlers/${rookie.id}/events`, { token: rookie.token })).body.entries as LogEntry[];
    expect(log[0]).toMatchObject({ kind: 'sponsored', tick: seasonTick(now.getTime(), T0 + 120 * MIN), data: { seed: SEASON_TWO_SEED, seasonNumber: 2 } });

    // Season 1's hall of fame is still readable; the seasons list says who is what.
    expect((await call(t.app, 'GET', '/api/seasons/1/hall-of-fame?category=survival')).body.categories[0].entries).toEqual([
      expect.objectContaining({ rank: 1, crawlerId: old.id, value: 60 * MIN, survived: true }),
    ]);
    expect(SeasonList.parse((await call(t.app, 'GET', '/api/seasons')).body).map((s) => [s.seasonNumber, s.status])).toEqual([[1, 'ended'], [2, 'live']]);

    // The old crawler cannot act, as a dead one cannot; its record is public.
    for (const [url, body] of [
      [`/api/crawlers/${old.id}/move`, { direction: 'north' }],
      [`/api/crawlers/${old.id}/attack`, { targetId: 'mob-1' }],
      [`/api/crawlers/${old.id}/rest`, undefined],
      [`/api/crawlers/${old.id}/position`, { roomId: 1, positionX: 50, positionY: 50 }],
    ] as const) {
      const res = await call(t.app, 'POST', url, { token: old.token, body });
      expect(res.status, url).toBe(409);
    }
    expect((await call(t.app, 'GET', `/api/crawlers/${old.id}/events`)).status).toBe(200);
  });

  it("checks a new season's live rooms against the new season's dungeon", async () => {
    await schedule();
    now = at(121 * MIN);
    await t.seasons.clock.checkNow();
    const rookie = await sponsored(t, 'walker@crawl.test');
    // The room north of Season 2's entrance has cover in its south-east quarter (the seed says so).
    const { path, roomKey } = pathToRoom(SEASON_TWO_SEED, 1, (r) => r.features.length > 0 && !r.mobs.some((m) => m.disposition === 'hostile'));
    expect(path).toEqual(['north']);
    now = at(124 * MIN);
    expect((await call(t.app, 'POST', `/api/crawlers/${rookie.id}/move`, { token: rookie.token, body: { direction: 'north' } })).status).toBe(200);
    const cur = await here(rookie.id, rookie.token);
    expect(cur.room).toMatchObject({ name: expect.any(String) });
    expect((await rows(t, sql`select key from rooms where id = ${cur.room.id}`))[0]!.key).toBe(roomKey);
    await goLive(rookie.id, rookie.token);
    // Walk at the cover: the live room refuses to let the crawler into it.
    const cover = { x: 75, y: 75 };
    let refused: string | undefined;
    for (let i = 0; i < 40 && !refused; i++) {
      const p = t.hub.playerOf(rookie.id)!;
      const d = Math.hypot(cover.x - p.x, cover.y - p.y);
      if (d < 0.5) break;
      const step = Math.min(d, 4);
      now = new Date(now.getTime() + COMBAT.tickMs);
      const res = await call(t.app, 'POST', `/api/crawlers/${rookie.id}/position`, {
        token: rookie.token,
        body: { roomId: cur.room.id, positionX: p.x + ((cover.x - p.x) / d) * step, positionY: p.y + ((cover.y - p.y) / d) * step },
      });
      if (!res.body.success) refused = res.body.reason;
      await t.hub.tickNow();
    }
    expect(refused).toBe('blocked');
  });

  it('follows a season ended and started by another process (the operator command on PostgreSQL)', async () => {
    await schedule();
    const old = await sponsored(t, 'elsewhere@crawl.test');
    await goLive(old.id, old.token);
    // Read once, so the app holds the crawler row in memory.
    expect((await call(t.app, 'GET', `/api/crawlers/${old.id}`, { token: old.token })).body).toMatchObject({ isAlive: true });

    const other = lifecycleWith(t, () => ({}));
    now = at(10 * MIN);
    await other.endSeason(1, now);
    await other.startSeason(2, now);
    // The next look of the clock finds the change and follows it.
    expect(await t.seasons.clock.checkNow()).toEqual([]);
    expect(t.hub.roomOf(old.id)).toBeUndefined();
    expect((await call(t.app, 'GET', `/api/crawlers/${old.id}`, { token: old.token })).body).toMatchObject({ status: 'retired', isAlive: false });
    expect(t.seasons.runtime.seasonId()).toBe(await seasonIdOf(2));
    const rookie = await sponsored(t, 'newcomer@crawl.test');
    expect((await call(t.app, 'GET', `/api/crawlers/${rookie.id}`, { token: rookie.token })).body.seasonId).toBe(await seasonIdOf(2));
  });

  it('runs by itself every interval', async () => {
    await t.close();
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false, seasonClock: { intervalMs: 50 } });
    await t.seasons.lifecycle.createNextSeason({ seasonNumber: 1, endDate: at(MIN) });
    now = at(2 * MIN);
    // The hall of fame answers 409 until the end has been carried out.
    const deadline = Date.now() + 10_000;
    let hall = 409;
    while (Date.now() < deadline && hall === 409) {
      await new Promise((r) => setTimeout(r, 50));
      hall = (await call(t.app, 'GET', '/api/seasons/1/hall-of-fame')).status;
    }
    expect(hall).toBe(200);
  });
});
