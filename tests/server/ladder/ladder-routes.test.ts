// GET /api/ladder: the active season's top and the viewer's own ranks, held to the
// brute-force ranking of game/ladder.ts over sponsors' crawlers, living and dead (one of them killed
// in a real fight), with ties, a crawler of another season and more crawlers than the ladder shows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentRoom, TacticalData } from '#contract/dungeon.ts';
import { Ladder, LADDER_MINE_SIZE } from '#contract/ladder.ts';
import { COMBAT } from '#game/constants.ts';
import { LADDER_CATEGORIES, LADDER_SIZE, rankAll, type LadderCrawler } from '#game/ladder.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { pathToHostileRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

const START = new Date('2026-11-21T12:00:00Z').getTime();

interface Sponsor {
  email: string;
  token: string;
  userId: string;
  crawlerIds: number[];
}

type Raw = Record<string, unknown>;
const rowsOf = (res: unknown): Raw[] => (res as { rows: Raw[] }).rows;

describe('GET /api/ladder', () => {
  let t: TestApp;
  let now = START;
  const sponsors: Sponsor[] = [];
  let fallen: number;
  let otherSeasonCrawler: number;
  let seasonId: number;

  async function signIn(email: string): Promise<Sponsor> {
    const token = await devLogin(t.app, email);
    const userId = (await call(t.app, 'GET', '/api/auth/user', { token })).body.id as string;
    const s = { email, token, userId, crawlerIds: [] };
    sponsors.push(s);
    return s;
  }
  async function sponsor(s: Sponsor): Promise<number> {
    const id = (await sponsorCrawler(t.app, s.token, { sponsorship: s.crawlerIds.length ? 'secondary' : 'primary' })).crawler.id as number;
    s.crawlerIds.push(id);
    return id;
  }

  /** Fights crawler `id` to its death in the nearest hostile room, through the real routes and hub. */
  async function fightToDeath(token: string, id: number): Promise<void> {
    for (const direction of pathToHostileRoom(TEST_SEASON_SEED, 1).path) {
      now += 2000;
      expect((await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction } })).status).toBe(200);
    }
    const here = CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${id}/current-room`, { token })).body);
    const mob = TacticalData.parse((await call(t.app, 'GET', `/api/crawlers/${id}/tactical-data`, { token })).body).entities.find((e) => e.type === 'mob' && e.disposition === 'hostile')!;
    const target = { x: mob.position.x, y: Math.min(90, mob.position.y + 5) };
    await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: here.room.id, positionX: here.position.x, positionY: here.position.y } });
    await t.hub.tickNow();
    for (let i = 0; i < 60; i++) {
      const me = t.hub.playerOf(id)!;
      const d = Math.hypot(target.x - me.x, target.y - me.y);
      if (d < 1) break;
      const step = Math.min(d, 10);
      now += COMBAT.tickMs;
      await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: here.room.id, positionX: me.x + ((target.x - me.x) / d) * step, positionY: me.y + ((target.y - me.y) / d) * step } });
      await t.hub.tickNow();
    }
    // It stands its ground; its sponsor stays at the controls (a report every 5 s), or its orders would lead it away.
    for (let i = 0; i < 4000 && t.hub.roomOf(id) !== undefined; i++) {
      now += COMBAT.tickMs;
      if (i % 25 === 0) {
        const me = t.hub.playerOf(id);
        if (me) await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: here.room.id, positionX: me.x, positionY: me.y } });
      }
      await t.hub.tickNow();
    }
  }

  /** Every crawler of the active season as the brute force sees it, read back from the database. */
  async function everyone(): Promise<LadderCrawler[]> {
    const res = await t.database.db.execute(sql`
      select id, deepest_floor, gold, kills, rooms_explored, fame, (extract(epoch from created_at) * 1000)::float8 as created_ms,
        (extract(epoch from coalesce(died_at, retired_at)) * 1000)::float8 as ended_ms
      from crawlers where season_id = ${seasonId}`);
    return rowsOf(res).map((r) => ({
      id: Number(r.id),
      deepestFloor: Number(r.deepest_floor),
      gold: Number(r.gold),
      kills: Number(r.kills),
      roomsExplored: Number(r.rooms_explored),
      fame: Number(r.fame),
      createdAtMs: Number(r.created_ms),
      endedAtMs: r.ended_ms === null ? null : Number(r.ended_ms),
    }));
  }

  async function ladder(query: string, token?: string): Promise<Ladder> {
    const res = await call(t.app, 'GET', `/api/ladder${query}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return Ladder.parse(res.body);
  }

  beforeAll(async () => {
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => new Date(now), autoTick: false });
    seasonId = (await call(t.app, 'GET', '/api/season/current')).body.id;
    const [ada, bo, cy] = [await signIn('ada@ladder.test'), await signIn('bo@ladder.test'), await signIn('cy@ladder.test')];
    await signIn('nobody@ladder.test'); // signed in, no crawlers
    for (let i = 0; i < 3; i++) await sponsor(ada!);
    for (let i = 0; i < 2; i++) await sponsor(bo!);
    await sponsor(cy!);
    fallen = await sponsor(bo!);
    await fightToDeath(bo!.token, fallen);
    expect((await call(t.app, 'GET', `/api/crawlers/${fallen}`, { token: bo!.token })).body).toMatchObject({ isAlive: false, status: 'dead' });

    // The sponsored crawlers' ladder columns, written as the facts would: a spread with ties, a
    // crawler at the top of gold, one that died after a long run, one far down every ladder.
    const [a1, a2, a3] = ada!.crawlerIds as [number, number, number];
    const [b1, b2] = bo!.crawlerIds as [number, number];
    const [c1] = cy!.crawlerIds as [number];
    const set = (id: number, v: { gold: number; kills: number; rooms: number; floor: number; startedAgoS: number; diedAfterS?: number }) => {
      const created = new Date(now - v.startedAgoS * 1000).toISOString();
      const died = v.diedAfterS === undefined ? null : new Date(now - (v.startedAgoS - v.diedAfterS) * 1000).toISOString();
      return t.database.db.execute(sql`
        update crawlers set gold = ${v.gold}, kills = ${v.kills}, rooms_explored = ${v.rooms}, deepest_floor = ${v.floor}, created_at = ${created},
          died_at = ${died}, is_alive = ${died === null}, status = ${died === null ? 'active' : 'dead'}, health = case when ${died === null} then health else 0 end
        where id = ${id}`);
    };
    await set(a1, { gold: 900, kills: 12, rooms: 30, floor: 4, startedAgoS: 7_200 });
    await set(a2, { gold: 0, kills: 0, rooms: 1, floor: 1, startedAgoS: 1 });
    await set(a3, { gold: 40, kills: 3, rooms: 9, floor: 2, startedAgoS: 86_400, diedAfterS: 50_000 });
    await set(b1, { gold: 40, kills: 3, rooms: 9, floor: 2, startedAgoS: 600 });
    await set(b2, { gold: 250, kills: 20, rooms: 12, floor: 3, startedAgoS: 3_600, diedAfterS: 3_000 });
    await set(c1, { gold: 250, kills: 7, rooms: 30, floor: 4, startedAgoS: 7_200 });
    // More crawlers than the ladder shows (cy's, written straight in), so ranks past LADDER_SIZE count
    // and cy has more crawlers than their own ranks show.
    const filler = await t.database.db.execute(sql`
      insert into crawlers (user_id, season_id, sponsorship, name, serial, classification, status, is_alive, might, agility, endurance, intellect, charisma, wisdom, luck,
        health, max_health, energy, max_energy, power, max_power, background, competencies, top_ability, created_at, died_at, deepest_floor, gold, kills, rooms_explored)
      select ${cy!.userId}, ${seasonId}, 'secondary', 'Filler ' || i, 'F-' || i, 'combat_veteran', case when i % 5 = 0 then 'dead' else 'active' end, i % 5 <> 0,
        1, 1, 1, 1, 1, 1, 1, 10, 10, 10, 10, 10, 10, 'x', '[]'::jsonb, '{"name":"x","description":"x"}'::jsonb,
        ${new Date(now).toISOString()}::timestamptz - make_interval(secs => (i * 97) % 5000),
        case when i % 5 = 0 then ${new Date(now).toISOString()}::timestamptz - make_interval(secs => (i * 97) % 5000) + make_interval(secs => i % 300) end,
        1 + i % 4, (i * 37) % 300, (i * 11) % 9, 1 + i % 25
      from generate_series(1, 130) as i
      returning id`);
    cy!.crawlerIds.push(...rowsOf(filler).map((r) => Number(r.id)));
    // A crawler of an earlier season is on no ladder of this one.
    const old = rowsOf(await t.database.db.execute(sql`
      insert into seasons (season_number, name, description, seed, start_date, is_active, ended_at)
      values (0, 'Pre-Season', 'x', 1, ${new Date(START - 90 * 86_400_000).toISOString()}, false, ${new Date(START - 30 * 86_400_000).toISOString()}) returning id`))[0]!;
    otherSeasonCrawler = await sponsor(ada!);
    await t.database.db.execute(sql`update crawlers set season_id = ${Number(old.id)}, gold = 100000, kills = 100000, rooms_explored = 1000, deepest_floor = 10 where id = ${otherSeasonCrawler}`);
    t.wroteBehindTheAppsBack();
  }, 120_000);
  afterAll(() => t.close());

  it('answers every category with the top and the viewer’s own ranks of the brute-force ranking', async () => {
    const crawlers = await everyone();
    expect(crawlers.length).toBeGreaterThan(LADDER_SIZE + 20);
    for (const s of sponsors) {
      for (const category of LADDER_CATEGORIES) {
        const expected = rankAll(crawlers, category, now);
        const got = await ladder(`?category=${category}`, s.token);
        expect(got.category).toBe(category);
        expect(got.season).toEqual({ id: seasonId, seasonNumber: 1, name: expect.any(String) });
        expect(got.generatedAt).toBe(new Date(now).toISOString());
        expect(got.entries.map((e) => ({ id: e.crawlerId, value: e.value, rank: e.rank })), category).toEqual(expected.slice(0, LADDER_SIZE));
        const own = new Set(s.crawlerIds.filter((id) => id !== otherSeasonCrawler));
        // The viewer's best, in the ladder's order (rank, then id).
        const mine = expected.filter((r) => own.has(r.id)).slice(0, LADDER_MINE_SIZE);
        expect(got.mine.map((e) => ({ id: e.crawlerId, value: e.value, rank: e.rank })), `${s.email} ${category}`).toEqual(mine);
      }
    }
    expect(sponsors[2]!.crawlerIds.length).toBeGreaterThan(LADDER_MINE_SIZE);
    // Someone is ranked past the shown top, and still learns where they stand.
    const ada = sponsors[0]!;
    const gold = await ladder('?category=gold', ada.token);
    expect(gold.mine.some((e) => e.rank > LADDER_SIZE)).toBe(true);
    expect(gold.mine[0]).toMatchObject({ crawlerId: ada.crawlerIds[0], rank: 1, value: 900 });
    expect([...gold.entries, ...gold.mine].map((e) => e.crawlerId)).not.toContain(otherSeasonCrawler);
  });

  it('shows the dead beside the living, marked, including one killed in a fight', async () => {
    const crawlers = await everyone();
    const fallenRow = crawlers.find((c) => c.id === fallen)!;
    expect(fallenRow.endedAtMs).not.toBeNull();
    const bo = sponsors[1]!;
    const survival = await ladder('?category=survival', bo.token);
    const mine = survival.mine.find((e) => e.crawlerId === fallen)!;
    expect(mine).toMatchObject({ isAlive: false, status: 'dead', value: fallenRow.endedAtMs! - fallenRow.createdAtMs });
    const everyEntry = (await Promise.all(LADDER_CATEGORIES.map((c) => ladder(`?category=${c}`)))).flatMap((l) => l.entries);
    const dead = everyEntry.filter((e) => !e.isAlive);
    const living = everyEntry.filter((e) => e.isAlive);
    expect(dead.length).toBeGreaterThan(0);
    expect(living.length).toBeGreaterThan(0);
    for (const e of dead) expect(e.status).toBe('dead');
    for (const e of living) expect(e.status).not.toBe('dead');
    // a3 lasted 50,000 s before it died: the longest run, ahead of the living.
    expect(survival.entries[0]).toMatchObject({ crawlerId: sponsors[0]!.crawlerIds[2], isAlive: false, value: 50_000_000 });
  });

  it('is public: signed out gets the same top and no ranks of its own; gold by default', async () => {
    const signedOut = await ladder('');
    expect(signedOut.category).toBe('gold');
    expect(signedOut.mine).toEqual([]);
    expect(signedOut.entries).toEqual((await ladder('?category=gold', sponsors[0]!.token)).entries);
    expect((await ladder('?category=kills', sponsors[3]!.token)).mine).toEqual([]);
    const forged = await ladder('?category=kills', 'forged-token');
    expect(forged.mine).toEqual([]);
  });

  it('never names a sponsor', async () => {
    for (const category of LADDER_CATEGORIES) {
      const res = await call(t.app, 'GET', `/api/ladder?category=${category}`, { token: sponsors[0]!.token });
      const text = JSON.stringify(res.body);
      expect(text).not.toMatch(/user_?id/i);
      for (const s of sponsors) {
        expect(text).not.toContain(s.userId);
        expect(text).not.toContain(s.email);
      }
      for (const e of [...res.body.entries, ...res.body.mine]) expect(Object.keys(e).sort()).toEqual(['crawlerId', 'isAlive', 'level', 'name', 'rank', 'serial', 'status', 'value']);
    }
  });

  it('refuses an unknown category or parameter with 400 JSON', async () => {
    for (const url of ['/api/ladder?category=wealth', '/api/ladder?category=', '/api/ladder?category=GOLD', '/api/ladder?category=gold&userId=1', '/api/ladder?category=gold&category=kills']) {
      const res = await call(t.app, 'GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual({ error: expect.any(String), code: 'validation_failed' });
    }
  });
});
