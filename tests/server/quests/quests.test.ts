// Quests through the API on the real database: the quest giver's offer at floor 1's entrance,
// accepting it, progress from the crawler's log (kills appended by the real recorder, rooms entered by
// real moves, an item held), a turn-in that pays once under two concurrent requests, another sponsor's 404.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '#contract/error-codes.ts';
import { LogPage } from '#contract/record.ts';
import { CompleteQuestResponse, QuestsResponse } from '#contract/quests.ts';
import { replayLog, type LogEntry, type NewLogEntry } from '#game/event-log.ts';
import { createEventLogRepository } from '#server/repositories/event-log-repository.ts';
import { createItemRepository } from '#server/repositories/item-repository.ts';
import { createEventRecorder } from '#server/services/event-recorder.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { pathToRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

describe('quests', () => {
  let t: TestApp;
  let token: string;
  let id: number;
  let now: Date;
  const advance = (ms: number) => (now = new Date(now.getTime() + ms));

  beforeEach(async () => {
    now = new Date('2026-11-21T12:00:00Z');
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false });
    token = await devLogin(t.app, 'questing@crawl.test');
    id = (await sponsorCrawler(t.app, token)).crawler.id;
  });
  afterEach(() => t.close());

  const quests = async (as = token) => {
    const res = await call(t.app, 'GET', `/api/crawlers/${id}/quests`, { token: as });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return QuestsResponse.parse(res.body);
  };
  const accept = (floor: number, index: number, as = token) => call(t.app, 'POST', `/api/crawlers/${id}/quests/accept`, { token: as, body: { floor, index } });
  const complete = (as = token) => call(t.app, 'POST', `/api/crawlers/${id}/quests/complete`, { token: as, body: {} });
  const me = async () => (await call(t.app, 'GET', `/api/crawlers/${id}`, { token })).body as { gold: number; experience: number; level: number };
  const log = async () => LogPage.parse((await call(t.app, 'GET', `/api/crawlers/${id}/events?limit=5000`, { token })).body).entries as LogEntry[];
  /** Kills as the live room's tick records them: through the real recorder, in a transaction. */
  async function recordKills(creatureType: string, n: number) {
    const recorder = createEventRecorder({ db: t.database.db, log: createEventLogRepository(t.database.db), seasonStartMs: () => now.getTime() - 60_000 });
    const entries: NewLogEntry[] = Array.from({ length: n }, (_, i) => ({ crawlerId: id, at: now.getTime() + i, roomId: null, kind: 'killed', data: { victimId: `mob-${900 + i}`, victimName: 'Goblin', victimType: 'mob', creatureType } }));
    await t.database.db.transaction((tx) => recorder.record(tx, entries));
  }

  it('offers the floor quest by the quest giver; accept, progress from the log, turn in once; the log replays to the same gold', async () => {
    const first = await quests();
    expect(first).toMatchObject({ questGiverHere: true, active: null, completed: [] });
    expect(first.offer).toMatchObject({ floor: 1, index: 0, kind: 'slay', goal: { family: 'goblin', count: 3 } });
    const reward = first.offer!.reward;

    expect((await accept(1, 1)).body.code).toBe(ErrorCode.questNotOffered);
    expect((await accept(2, 0)).body.code).toBe(ErrorCode.noQuestGiver);
    await recordKills('goblin', 2); // before acceptance: these do not count
    const taken = await accept(1, 0);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(QuestsResponse.parse(taken.body)).toMatchObject({ offer: null, active: { index: 0, progressText: 'Slay goblins 0/3', progress: { current: 0, met: false } } });
    expect((await accept(1, 1)).body.code).toBe(ErrorCode.questActive);
    expect((await complete()).body.code).toBe(ErrorCode.questNotMet);

    await recordKills('rat', 2); // another family
    await recordKills('cave_goblin', 2);
    expect((await quests()).active).toMatchObject({ progressText: 'Slay goblins 2/3', progress: { met: false } });
    await recordKills('goblin_chieftain', 1); // the family's boss counts too
    expect((await quests()).active).toMatchObject({ progressText: 'Slay goblins 3/3', progress: { met: true } });

    const before = await me();
    const [a, b] = await Promise.all([complete(), complete()]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const paid = CompleteQuestResponse.parse((a.status === 200 ? a : b).body);
    expect((a.status === 409 ? a : b).body.code).toBe(ErrorCode.noActiveQuest);
    expect(paid.totalGold).toBe(before.gold + reward.gold);
    const after = await me();
    expect(after.gold).toBe(before.gold + reward.gold);
    expect(after.level > before.level || after.experience === before.experience + reward.xp).toBe(true);
    expect(paid.quests).toMatchObject({ active: null, offer: { index: 1 }, completed: [{ index: 0, title: first.offer!.title }] });

    const entries = await log();
    expect(entries.filter((e) => e.kind === 'quest_accepted')).toHaveLength(1);
    const done = entries.filter((e) => e.kind === 'quest_completed');
    expect(done).toHaveLength(1);
    expect(done[0]!.data).toMatchObject({ floor: 1, index: 0, gold: reward.gold, xp: reward.xp, fame: reward.fame, totalGold: after.gold, experience: after.experience, level: after.level });
    expect(replayLog(entries).at(-1)).toMatchObject({ gold: after.gold, experience: after.experience, level: after.level });
    // The fame reward goes the one fame path: one gained_fame entry naming the quest.
    const fame = entries.filter((e) => e.kind === 'gained_fame' && e.data.reason === 'quest');
    expect(fame.map((e) => e.data)).toEqual([expect.objectContaining({ amount: reward.fame, detail: `completed the quest ${first.offer!.title}` })]);
    // The report lists it.
    const report = await call(t.app, 'GET', `/api/crawlers/${id}/report`, { token });
    expect(report.body.questsCompleted).toEqual([expect.objectContaining({ floor: 1, index: 0, title: first.offer!.title, gold: reward.gold, xp: reward.xp, fame: reward.fame })]);
  });

  it('a reach quest is met by walking into the named room, and turned in there', async () => {
    // Quests 0-2 of this season's floor 1 are goblin hunts; the fourth sends the crawler to a room.
    for (let index = 0; index < 3; index++) {
      expect((await accept(1, index)).status).toBe(200);
      await recordKills('goblin', 3);
      expect((await complete()).status).toBe(200);
    }
    const offer = (await quests()).offer!;
    expect(offer).toMatchObject({ index: 3, kind: 'reach' });
    if (offer.goal.kind !== 'reach') throw new Error('reach');
    const target = offer.goal.roomKey;
    expect((await accept(1, 3)).status).toBe(200);
    for (const direction of pathToRoom(TEST_SEASON_SEED, 1, (room) => room.key === target).path) {
      advance(2000);
      const moved = await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction } });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const there = await quests();
    expect(there).toMatchObject({ questGiverHere: false, offer: null, active: { progress: { met: true } } });
    const gold = (await me()).gold;
    const paid = await complete();
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await me()).gold).toBe(gold + offer.reward.gold);
    expect((await quests()).completed.map((q) => q.index)).toEqual([3, 2, 1, 0]);
  });

  it("another sponsor's crawler is not found; a dead one takes no quest", async () => {
    const other = await devLogin(t.app, 'nosy@crawl.test');
    expect((await call(t.app, 'GET', `/api/crawlers/${id}/quests`, { token: other })).status).toBe(404);
    expect((await accept(1, 0, other)).status).toBe(404);
    expect((await complete(other)).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/crawlers/${id}/quests`)).status).toBe(401);
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/quests/accept`, { token, body: { floor: 1, index: -1 } })).status).toBe(400);
    await t.database.db.execute(sql`update crawlers set is_alive = false, status = 'dead' where id = ${id}`);
    t.wroteBehindTheAppsBack();
    expect((await accept(1, 0)).body.code).toBe(ErrorCode.crawlerDead);
    expect((await quests()).offer).toBeNull();
  });
});

describe('a bring quest', () => {
  it('is met while the crawler holds the item, and the turn-in takes it from the inventory', async () => {
    // Season seed 2: floor 1's first quest asks for a Spiked Club.
    let now = new Date('2026-11-21T12:00:00Z');
    const t = await createTestApp({ SEASON_SEED: '2' }, { clock: () => now, autoTick: false });
    try {
      const token = await devLogin(t.app, 'bringer@crawl.test');
      // Not a combat veteran: one may start with a Spiked Club in hand (game/candidate-flavour.ts STARTING_KITS).
      const id = (await sponsorCrawler(t.app, token, { pick: (cs) => cs.find((c) => c.classification !== 'combat_veteran')! })).crawler.id as number;
      const offer = QuestsResponse.parse((await call(t.app, 'GET', `/api/crawlers/${id}/quests`, { token })).body).offer!;
      expect(offer).toMatchObject({ kind: 'bring', goal: { templateKey: 'spiked_club' } });
      expect((await call(t.app, 'POST', `/api/crawlers/${id}/quests/accept`, { token, body: { floor: 1, index: 0 } })).status).toBe(200);
      const early = await call(t.app, 'POST', `/api/crawlers/${id}/quests/complete`, { token, body: {} });
      expect(early.body.code, JSON.stringify(early.body)).toBe(ErrorCode.questNotMet);
      // The club comes into its hands as a pick-up does: the item row and its picked_up entry in one transaction.
      now = new Date(now.getTime() + 1000);
      const recorder = createEventRecorder({ db: t.database.db, log: createEventLogRepository(t.database.db), seasonStartMs: () => now.getTime() - 60_000 });
      await t.database.db.transaction(async (tx) => {
        const [club] = await createItemRepository(t.database.db).give(id, ['spiked_club'], tx);
        await recorder.record(tx, [{ crawlerId: id, at: now.getTime(), roomId: null, kind: 'picked_up', data: { itemId: club!.id, groundItemId: 0, templateKey: 'spiked_club', name: 'Spiked Club', rarity: 'common', category: 'weapon' } }]);
      });
      const held = QuestsResponse.parse((await call(t.app, 'GET', `/api/crawlers/${id}/quests`, { token })).body);
      expect(held.active).toMatchObject({ progressText: 'Bring Spiked Club 1/1', progress: { met: true } });
      const paid = await call(t.app, 'POST', `/api/crawlers/${id}/quests/complete`, { token, body: {} });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      const inventory = ((await call(t.app, 'GET', `/api/crawlers/${id}/loadout`, { token })).body.inventory as { id: number; name: string }[]);
      expect(inventory.map((i) => i.name)).not.toContain('Spiked Club');
      const entries = LogPage.parse((await call(t.app, 'GET', `/api/crawlers/${id}/events?limit=5000`, { token })).body).entries as LogEntry[];
      expect(replayLog(entries).at(-1)!.inventory).toEqual(inventory.map((i) => i.id).sort((a, b) => a - b));
    } finally {
      await t.close();
    }
  });
});
