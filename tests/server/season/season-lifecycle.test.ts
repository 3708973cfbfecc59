// A season's end and the next one's start (server/services/season-lifecycle.ts): each done once
// whatever happens: run twice, the second changes nothing; crashed half-way, nothing is left half
// done and a rerun completes it.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HallOfFame } from '#contract/season.ts';
import { isGapless, seasonTick, type LogEntry } from '#game/event-log.ts';
import { nextSeasonSeed, NO_SEED } from '#game/season.ts';
import { LifecycleErrorCode } from '#contract/errors.ts';
import type { LifecycleError } from '#server/services/season-lifecycle.ts';
import { call, createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { endState, lifecycleWith, rows, setCrawler, sponsored } from '#tests/helpers/season.ts';

const T0 = new Date('2026-11-21T12:00:00Z').getTime();
const MIN = 60_000;

describe('the season lifecycle', () => {
  let t: TestApp;
  let now: Date;
  const at = (ms: number) => new Date(T0 + ms);

  beforeEach(async () => {
    now = at(0);
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false });
  });
  afterEach(() => t.close());

  /** Three crawlers a minute apart: c0 (30 gold), c1 (10 gold, dies at 10 min), c2 (20 gold). */
  async function threeCrawlers() {
    const made = [];
    for (const [i, email] of ['first@crawl.test', 'second@crawl.test', 'third@crawl.test'].entries()) {
      now = at(i * MIN);
      made.push(await sponsored(t, email));
    }
    const [c0, c1, c2] = made as [(typeof made)[0], (typeof made)[0], (typeof made)[0]];
    await setCrawler(t, c0.id, { gold: 30, kills: 1 });
    await setCrawler(t, c1.id, { gold: 10, kills: 5, diedAt: at(10 * MIN) });
    await setCrawler(t, c2.id, { gold: 20, kills: 3 });
    now = at(60 * MIN);
    return { c0, c1, c2 };
  }

  const logOf = async (id: number) => (await call(t.app, 'GET', `/api/crawlers/${id}/events?limit=5000`)).body.entries as LogEntry[];

  it('ends a season once: its ladder frozen, its living crawlers retired with one closing entry each; a second run changes nothing', async () => {
    const { c0, c1, c2 } = await threeCrawlers();
    const end = at(60 * MIN);
    const first = await t.seasons.lifecycle.endSeason(1, end);
    expect(first).toMatchObject({ changed: true, retired: 2, frozen: 18 });
    const after = await endState(t);

    // The hall of fame, as anyone reads it.
    const gold = HallOfFame.parse((await call(t.app, 'GET', '/api/seasons/1/hall-of-fame?category=gold')).body);
    expect(gold.season).toMatchObject({ seasonNumber: 1, status: 'ended', endedAt: end.toISOString() });
    expect(gold.categories).toEqual([
      {
        category: 'gold',
        entries: [
          { rank: 1, crawlerId: c0.id, name: expect.any(String), serial: expect.any(String), value: 30, survived: true },
          { rank: 2, crawlerId: c2.id, name: expect.any(String), serial: expect.any(String), value: 20, survived: true },
          { rank: 3, crawlerId: c1.id, name: expect.any(String), serial: expect.any(String), value: 10, survived: false },
        ],
      },
    ]);
    const all = HallOfFame.parse((await call(t.app, 'GET', '/api/seasons/1/hall-of-fame')).body);
    const byCategory = Object.fromEntries(all.categories.map((c) => [c.category, c.entries.map((e) => [e.crawlerId, e.rank, e.value])]));
    // Survival to the end (or to death), in ms; equal depths share a rank.
    expect(byCategory.survival).toEqual([[c0.id, 1, 60 * MIN], [c2.id, 2, 58 * MIN], [c1.id, 3, 9 * MIN]]);
    expect(byCategory.kills).toEqual([[c1.id, 1, 5], [c2.id, 2, 3], [c0.id, 3, 1]]);
    expect(byCategory.deepest_floor).toEqual([[c0.id, 1, 1], [c1.id, 1, 1], [c2.id, 1, 1]]);
    // No one gained fame: all share the first place, in id order.
    expect(byCategory.fame).toEqual([[c0.id, 1, 0], [c1.id, 1, 0], [c2.id, 1, 0]]);

    // The living retired at the end, each log closed by one 'retired' entry, gapless, now public.
    for (const c of [c0, c2]) {
      const me = (await call(t.app, 'GET', `/api/crawlers/${c.id}`, { token: c.token })).body;
      expect(me).toMatchObject({ status: 'retired', isAlive: false });
      const log = await logOf(c.id);
      expect(isGapless(log)).toBe(true);
      expect(log.filter((e) => e.kind === 'retired')).toHaveLength(1);
      expect(log.at(-1)).toMatchObject({ kind: 'retired', at: end.getTime(), tick: seasonTick(end.getTime(), T0), data: { seasonNumber: 1 } });
    }
    expect((await logOf(c1.id)).some((e) => e.kind === 'retired')).toBe(false);
    expect(new Date(after.crawlers.find((c) => c.id === c0.id)?.retired_at as string)).toEqual(end);

    // Again, later: nothing changes, and it says so.
    now = at(90 * MIN);
    const second = await t.seasons.lifecycle.endSeason(1, now);
    expect(second).toMatchObject({ changed: false, retired: 0, frozen: 0, message: expect.stringMatching(/already ended/) });
    expect(await endState(t)).toEqual(after);
  });

  it.each([
    ['the ladder fails on its third category', 'ladder'],
    ['the retirement fails after the log entries', 'retire'],
    ['marking the season ended fails last', 'mark'],
  ] as const)('leaves nothing of a crashed end when %s, and a rerun completes it', async (_what, step) => {
    await threeCrawlers();
    const before = await endState(t);
    const crash = () => {
      throw new Error(`crash in ${step}`);
    };
    let categories = 0;
    const crashing = lifecycleWith(t, (deps) => ({
      ...(step === 'ladder' ? { ladder: { top: (...args: Parameters<typeof deps.ladder.top>) => (++categories === 3 ? crash() : deps.ladder.top(...args)) } } : {}),
      ...(step === 'retire' ? { crawlers: { ...deps.crawlers, retire: async () => crash() } } : {}),
      ...(step === 'mark' ? { seasons: { ...deps.seasons, markEnded: async () => crash() } } : {}),
    }));
    await expect(crashing.endSeason(1, now)).rejects.toThrow(`crash in ${step}`);
    t.wroteBehindTheAppsBack();
    expect(await endState(t)).toEqual(before);
    expect((await call(t.app, 'GET', '/api/seasons/1/hall-of-fame')).status).toBe(409);

    const rerun = await t.seasons.lifecycle.endSeason(1, now);
    expect(rerun).toMatchObject({ changed: true, retired: 2, frozen: 18 });
    const events = await rows(t, sql`select crawler_id, count(*)::int as n from crawler_events where kind = 'retired' group by crawler_id`);
    expect(events.map((e) => Number(e.n))).toEqual([1, 1]);
  });

  it("starts the next season: its seed derived from the last one's, its dungeon stored, the ended season no longer active; twice changes nothing", async () => {
    await t.seasons.lifecycle.createNextSeason({ seasonNumber: 2, name: 'Season 2: Deeper', startDate: at(2 * 60 * MIN), endDate: at(30 * 24 * 60 * MIN) });
    expect((await rows(t, sql`select seed from seasons where season_number = 2`))[0]!.seed).toBe(NO_SEED);
    const refused = await t.seasons.lifecycle.startSeason(2, at(2 * 60 * MIN)).catch((e: LifecycleError) => e);
    expect(refused).toMatchObject({ code: LifecycleErrorCode.stillLive, message: expect.stringMatching(/Season 1 is still live: end it first/) });

    await t.seasons.lifecycle.endSeason(1, at(60 * MIN));
    now = at(2 * 60 * MIN);
    const started = await t.seasons.lifecycle.startSeason(2, now);
    expect(started).toMatchObject({ changed: true, season: { seasonNumber: 2, isActive: true, seed: nextSeasonSeed(TEST_SEASON_SEED, 2) } });
    const state = await endState(t);
    expect(state.seasons.map((s) => [s.season_number, s.is_active])).toEqual([[1, false], [2, true]]);
    const rooms = await rows(t, sql`select s.season_number, count(r.id)::int as n from seasons s left join rooms r on r.season_id = s.id group by s.season_number order by s.season_number`);
    expect(rooms[1]!.n).toBeGreaterThan(0);

    const again = await t.seasons.lifecycle.startSeason(2, at(3 * 60 * MIN));
    expect(again).toMatchObject({ changed: false, message: expect.stringMatching(/already live/) });
    expect(await endState(t)).toEqual(state);
    expect(await rows(t, sql`select count(*)::int as n from rooms r join seasons s on s.id = r.season_id where s.season_number = 2`)).toEqual([{ n: rooms[1]!.n }]);
    // Season 1's hall of fame is still there in season 2.
    expect((await call(t.app, 'GET', '/api/seasons/1/hall-of-fame?category=kills')).status).toBe(200);
  });

  it('completes a start that crashed after its dungeon was stored', async () => {
    await t.seasons.lifecycle.createNextSeason({ seasonNumber: 2, name: 'Season 2', startDate: at(2 * 60 * MIN), seed: 777 });
    await t.seasons.lifecycle.endSeason(1, at(60 * MIN));
    now = at(2 * 60 * MIN);
    const crashing = lifecycleWith(t, (deps) => ({
      dungeon: {
        ensure: async (seasonId: number, seed: number) => {
          await deps.dungeon.ensure(seasonId, seed);
          throw new Error('crash after the dungeon');
        },
      },
    }));
    await expect(crashing.startSeason(2, now)).rejects.toThrow('crash after the dungeon');
    t.wroteBehindTheAppsBack();
    // Not live yet: the switch is the last step.
    expect((await rows(t, sql`select season_number from seasons where is_active`)).map((r) => r.season_number)).toEqual([1]);
    const stored = await rows(t, sql`select count(*)::int as n from rooms r join seasons s on s.id = r.season_id where s.season_number = 2`);

    expect(await t.seasons.lifecycle.startSeason(2, now)).toMatchObject({ changed: true, season: { seed: 777 } });
    expect((await rows(t, sql`select season_number from seasons where is_active`)).map((r) => r.season_number)).toEqual([2]);
    expect(await rows(t, sql`select count(*)::int as n from rooms r join seasons s on s.id = r.season_id where s.season_number = 2`)).toEqual(stored);
  });

  it('refuses what cannot be done, saying why', async () => {
    const code = (p: Promise<unknown>) => p.then(() => 'done', (e: LifecycleError) => e.code);
    const lc = t.seasons.lifecycle;
    expect(await code(lc.endSeason(9, now))).toBe(LifecycleErrorCode.notFound);
    expect(await code(lc.startSeason(9, now))).toBe(LifecycleErrorCode.notFound);
    expect(await code(lc.endSeason(1, at(-MIN)))).toBe(LifecycleErrorCode.badTime);
    expect(await code(lc.createNextSeason({ seasonNumber: 3 }))).toBe(LifecycleErrorCode.incomplete);
    expect(await code(lc.createNextSeason({ seasonNumber: 3, name: 'Three', startDate: at(MIN), endDate: at(0) }))).toBe(LifecycleErrorCode.badTime);
    expect(await code(lc.createNextSeason({ seasonNumber: 1, startDate: at(MIN) }))).toBe(LifecycleErrorCode.stillLive);
    await lc.createNextSeason({ seasonNumber: 3, name: 'Three', startDate: at(MIN) });
    // Scheduled, not started: nothing to end.
    expect(await code(lc.endSeason(3, now))).toBe(LifecycleErrorCode.notStarted);
    // The same schedule twice changes nothing; a different one reschedules.
    expect(await lc.createNextSeason({ seasonNumber: 3, name: 'Three', startDate: at(MIN) })).toMatchObject({ changed: false });
    expect(await lc.createNextSeason({ seasonNumber: 3, startDate: at(2 * MIN) })).toMatchObject({ changed: true, season: { startDate: at(2 * MIN) } });
    // A live season's end can be set (Season 1 starts without one).
    expect(await lc.createNextSeason({ seasonNumber: 1, endDate: at(60 * MIN) })).toMatchObject({ changed: true, season: { endDate: at(60 * MIN) } });
    await lc.endSeason(1, now);
    await lc.startSeason(3, at(5 * MIN));
    expect(await code(lc.createNextSeason({ seasonNumber: 2, name: 'Two', startDate: at(MIN) }))).toBe(LifecycleErrorCode.outOfOrder);
    expect(await code(lc.startSeason(1, now))).toBe(LifecycleErrorCode.alreadyEnded);
    expect(await code(lc.createNextSeason({ seasonNumber: 1, name: 'Renamed' }))).toBe(LifecycleErrorCode.alreadyEnded);
  });
});
