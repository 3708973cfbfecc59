// Over random sequences of quest steps (accept the offer, kill creatures of some family, turn in,
// turn in twice at once), a crawler's gold and experience rise only by the stated rewards of the
// quests it turned in, and its log replays to the same gold, experience and level.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LogPage } from '#contract/record.ts';
import { QuestsResponse, type QuestReward } from '#contract/quests.ts';
import { replayLog, type LogEntry, type NewLogEntry } from '#game/event-log.ts';
import { applyExperience } from '#game/progression.ts';
import { createEventLogRepository } from '#server/repositories/event-log-repository.ts';
import { createEventRecorder } from '#server/services/event-recorder.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

type Step = { kind: 'accept' } | { kind: 'kill'; creatureType: string; n: number } | { kind: 'complete'; twice: boolean };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ kind: 'accept' as const }),
  fc.record({ kind: fc.constant('kill' as const), creatureType: fc.constantFrom('goblin', 'cave_goblin', 'rat', 'giant_rat', 'spider'), n: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('complete' as const), twice: fc.boolean() }),
);

describe('quest rewards (property)', () => {
  let t: TestApp;
  let now = new Date('2026-11-21T12:00:00Z');
  let run = 0;
  beforeAll(async () => {
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false });
  });
  afterAll(() => t.close());

  it('gold, experience and fame rise only by the rewards of quests turned in; the log replays to the same totals', async () => {
    const recorder = createEventRecorder({ db: t.database.db, log: createEventLogRepository(t.database.db), seasonStartMs: () => Date.parse('2026-11-21T11:00:00Z') });
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 3, maxLength: 14 }), async (steps) => {
        run += 1;
        const token = await devLogin(t.app, `prop-${run}@crawl.test`);
        const id = (await sponsorCrawler(t.app, token)).crawler.id as number;
        const me = async () => {
          const body = (await call(t.app, 'GET', `/api/crawlers/${id}`, { token })).body as { gold: number; experience: number; level: number };
          // Fame is not on the crawler's reply (yet): its column holds it.
          const fame = ((await t.database.db.execute(sql`select fame from crawlers where id = ${id}`)) as unknown as { rows: { fame: number }[] }).rows[0]!.fame;
          return { ...body, fame: Number(fame) };
        };
        // Its first look places it at the entrance (a discovery: fame of its own) before the totals are noted.
        expect((await call(t.app, 'GET', `/api/crawlers/${id}/quests`, { token })).status).toBe(200);
        const start = await me();
        const expected = { gold: start.gold, level: start.level, experience: start.experience, fame: start.fame };
        let offered: { index: number; reward: QuestReward } | null = null;
        for (const step of steps) {
          now = new Date(now.getTime() + 1000);
          if (step.kind === 'accept') {
            const q = QuestsResponse.parse((await call(t.app, 'GET', `/api/crawlers/${id}/quests`, { token })).body);
            const index = q.offer?.index ?? 0;
            const res = await call(t.app, 'POST', `/api/crawlers/${id}/quests/accept`, { token, body: { floor: 1, index } });
            expect(res.status === 200 || res.status === 409).toBe(true);
            if (res.status === 200) offered = q.offer;
          } else if (step.kind === 'kill') {
            const entries: NewLogEntry[] = Array.from({ length: step.n }, (_, i) => ({ crawlerId: id, at: now.getTime() + i, roomId: null, kind: 'killed', data: { victimId: `mob-${i}`, victimName: 'Foe', victimType: 'mob', creatureType: step.creatureType } }));
            await t.database.db.transaction((tx) => recorder.record(tx, entries));
          } else {
            const tries = step.twice ? 2 : 1;
            const results = await Promise.all(Array.from({ length: tries }, () => call(t.app, 'POST', `/api/crawlers/${id}/quests/complete`, { token, body: {} })));
            const paid = results.filter((r) => r.status === 200);
            for (const r of results) expect([200, 409]).toContain(r.status);
            expect(paid.length).toBeLessThanOrEqual(1);
            if (paid.length) {
              const reward = offered!.reward;
              expected.gold += reward.gold;
              expected.fame += reward.fame;
              Object.assign(expected, applyExperience({ level: expected.level, experience: expected.experience }, reward.xp));
              offered = null;
            }
          }
        }
        const end = await me();
        expect({ gold: end.gold, level: end.level, experience: end.experience, fame: end.fame }).toEqual({ gold: expected.gold, level: expected.level, experience: expected.experience, fame: expected.fame });
        const entries = LogPage.parse((await call(t.app, 'GET', `/api/crawlers/${id}/events?limit=5000`, { token })).body).entries as LogEntry[];
        expect(replayLog(entries).at(-1)).toMatchObject({ gold: end.gold, experience: end.experience, level: end.level });
      }),
      { numRuns: 12 },
    );
  });
});
