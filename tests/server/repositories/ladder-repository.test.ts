// The season ladder's indexed queries against the brute-force ranking of game/ladder.ts, over random
// crawlers: living and dead, ties, every category, the top and any crawler's own rank.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LADDER_CATEGORIES, rankAll, type LadderCrawler } from '#game/ladder.ts';
import { createLadderRepository } from '#server/repositories/ladder-repository.ts';
import { createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';

const NOW = new Date('2026-11-21T12:00:00Z').getTime();

const crawlerArb = fc.record({
  deepestFloor: fc.integer({ min: 1, max: 4 }),
  gold: fc.integer({ min: 0, max: 30 }),
  kills: fc.integer({ min: 0, max: 5 }),
  roomsExplored: fc.integer({ min: 1, max: 6 }),
  fame: fc.integer({ min: 0, max: 8 }),
  // Whole seconds, so equal survival times (ties) come up.
  startedSecondsAgo: fc.integer({ min: 1, max: 40 }),
  lastedSeconds: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
  retired: fc.boolean(),
});

describe('ladder repository', () => {
  let t: TestApp;
  let userId: string;
  let seasonId: number;

  beforeAll(async () => {
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => new Date(NOW), autoTick: false });
    const token = await devLogin(t.app, 'ladder@crawl.test');
    userId = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } })).json().id;
    seasonId = (await t.app.inject({ method: 'GET', url: '/api/season/current' })).json().id;
  });
  afterAll(() => t.close());

  it('agrees with the brute-force ranking in every category', async () => {
    const repo = createLadderRepository(t.database.db);
    await fc.assert(
      fc.asyncProperty(fc.array(crawlerArb, { minLength: 1, maxLength: 25 }), fc.integer({ min: 1, max: 12 }), async (specs, limit) => {
        await t.database.db.execute(sql`delete from crawlers`);
        const crawlers: LadderCrawler[] = [];
        for (const s of specs) {
          const created = new Date(NOW - s.startedSecondsAgo * 1000);
          const ended = s.lastedSeconds === null ? null : new Date(created.getTime() + Math.min(s.lastedSeconds, s.startedSecondsAgo) * 1000);
          const died = ended && !s.retired ? ended : null;
          const retired = ended && s.retired ? ended : null;
          const res = await t.database.db.execute(sql`
            insert into crawlers (user_id, season_id, sponsorship, name, serial, classification, status, is_alive, might, agility, endurance, intellect, charisma, wisdom, luck,
              health, max_health, energy, max_energy, power, max_power, background, competencies, top_ability, created_at, died_at, retired_at, deepest_floor, gold, kills, rooms_explored, fame)
            values (${userId}, ${seasonId}, 'secondary', 'Ranked', 'R-1', 'combat_veteran', ${ended ? (s.retired ? 'retired' : 'dead') : 'active'}, ${ended === null}, 1, 1, 1, 1, 1, 1, 1,
              10, 10, 10, 10, 10, 10, 'x', '[]'::jsonb, '{"name":"x","description":"x"}'::jsonb, ${created.toISOString()}, ${died?.toISOString() ?? null}, ${retired?.toISOString() ?? null},
              ${s.deepestFloor}, ${s.gold}, ${s.kills}, ${s.roomsExplored}, ${s.fame})
            returning id`);
          const id = Number((res as unknown as { rows: { id: number }[] }).rows[0]!.id);
          crawlers.push({ id, deepestFloor: s.deepestFloor, gold: s.gold, kills: s.kills, roomsExplored: s.roomsExplored, fame: s.fame, createdAtMs: created.getTime(), endedAtMs: ended?.getTime() ?? null });
        }
        for (const category of LADDER_CATEGORIES) {
          const expected = rankAll(crawlers, category, NOW);
          const top = await repo.top(seasonId, category, limit, new Date(NOW));
          expect(top.map((r) => ({ id: r.crawlerId, value: r.value, rank: r.rank })), category).toEqual(expected.slice(0, limit));
          const mine = await repo.ranksOf(seasonId, category, crawlers.map((c) => c.id), new Date(NOW));
          const byId = new Map(expected.map((r) => [r.id, r]));
          for (const r of mine) expect({ category, id: r.crawlerId, rank: r.rank, value: r.value }).toEqual({ category, id: r.crawlerId, rank: byId.get(r.crawlerId)!.rank, value: byId.get(r.crawlerId)!.value });
        }
      }),
      { numRuns: 25 },
    );
  });
});
