// Fame on the real database: a boss kill and a kill on the brink (the room tick's persistence), a
// first visit and the season's first arrival on a floor (door moves over HTTP), and minutes watched by
// another sponsor (the spectate relay, its clock driven by hand) each raise the crawler's fame, add a
// gained_fame entry to its log and a 'fame' row to its sponsor's ledger naming why; the log replays to
// the same fame as the crawler's row.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CREDITS } from '#game/credits.ts';
import { replayLog } from '#game/event-log.ts';
import { FAME } from '#game/fame.ts';
import type { RoomEvent } from '#game/room-sim.ts';
import { LedgerPage } from '#contract/ledger.ts';
import type { ServerMessage } from '#contract/realtime.ts';
import { createRoomPersistence } from '#server/realtime/room-persistence.ts';
import { createCrawlerRepository } from '#server/repositories/crawler-repository.ts';
import { createEventLogRepository } from '#server/repositories/event-log-repository.ts';
import { createFameWrites } from '#server/repositories/fame-writes.ts';
import { createRoomFactsRepository } from '#server/repositories/room-facts-repository.ts';
import { createEventRecorder } from '#server/services/event-recorder.ts';
import { trackTransactions } from '#server/db/transactions.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { pathToExit, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { mob, player, room } from '#tests/helpers/room-state.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';
import { connect, type WsClient } from '#tests/helpers/ws-client.ts';

describe('fame', () => {
  let t: TestApp;
  let now: Date;
  const advance = (ms: number) => (now = new Date(now.getTime() + ms));
  let token: string;
  let id: number;

  beforeEach(async () => {
    now = new Date('2026-11-21T12:00:00Z');
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false });
    token = await devLogin(t.app, 'famous@crawl.test');
    id = (await sponsorCrawler(t.app, token)).crawler.id as number;
  });
  afterEach(() => t.close());

  const crawler = async (tok = token, cid = id) => (await call(t.app, 'GET', `/api/crawlers/${cid}`, { token: tok })).body;
  const log = async (cid = id) => createEventLogRepository(t.database.db).all(cid);
  const fameEntries = async (cid = id) => (await log(cid)).filter((e) => e.kind === 'gained_fame');
  const ledger = async (tok = token) => LedgerPage.parse((await call(t.app, 'GET', '/api/account/ledger?limit=100', { token: tok })).body);
  const fameRows = async (tok = token) => (await ledger(tok)).entries.filter((e) => e.reason === 'fame');
  /** The log's replay ends at the crawler's stored fame. */
  const replaysTo = async (fame: number, cid = id) => expect(replayLog(await log(cid)).at(-1)?.fame).toBe(fame);

  /** The room tick's persistence as the app builds it, on the same database. */
  function tickPersistence() {
    const db = trackTransactions(t.database.db);
    const crawlers = createCrawlerRepository(db);
    const recorder = createEventRecorder({ db, log: createEventLogRepository(db), seasonStartMs: () => now.getTime() });
    const fame = createFameWrites({ append: (tx, entries) => recorder.record(tx, entries), noteWrites: crawlers.noteWrites });
    const persistence = createRoomPersistence(createRoomFactsRepository(db), () => now, { crawlers: crawlers.noteWrites, mobs: () => {} }, recorder, undefined, fame);
    // Its own repositories' caches are not the app's: the app is told after each tick it wrote.
    return {
      async persist(...args: Parameters<typeof persistence.persist>) {
        const outcome = await persistence.persist(...args);
        t.wroteBehindTheAppsBack();
        return outcome;
      },
    };
  }
  const kill = (mobId: number): RoomEvent => ({ type: 'died', tick: 1, id: `mob-${mobId}`, killedBy: `crawler-${id}`, victimType: 'mob' });

  it('a boss kill earns FAME.bossKill, logged and paid', async () => {
    const before = (await ledger()).balance;
    const state = room({ mobs: [mob({ id: 9, name: 'Gnoll Warlord', isBoss: true, health: 0, isAlive: false })], players: [player({ crawlerId: id, health: 90, maxHealth: 100 })] });
    const outcome = await tickPersistence().persist(state, [kill(9)]);
    expect(outcome.fame).toEqual([{ crawlerId: id, amount: FAME.bossKill, total: FAME.bossKill, text: `gained ${FAME.bossKill} fame: slew the boss Gnoll Warlord` }]);
    expect((await crawler()).fame).toBe(FAME.bossKill);
    const entries = await log();
    // The kill is logged first, then its fame.
    expect(entries.slice(-2).map((e) => e.kind)).toEqual(['killed', 'gained_fame']);
    expect(entries.at(-1)!.data).toEqual({ amount: FAME.bossKill, reason: 'boss_kill', detail: 'slew the boss Gnoll Warlord', total: FAME.bossKill });
    const [row] = await fameRows();
    expect(row).toMatchObject({ delta: FAME.bossKill * CREDITS.perFame, crawlerId: id, note: `gained ${FAME.bossKill} fame: slew the boss Gnoll Warlord` });
    expect((await ledger()).balance).toBe(before + FAME.bossKill * CREDITS.perFame);
    await replaysTo(FAME.bossKill);
    // The report tells it too, and its tail says it in words.
    const report = (await call(t.app, 'GET', `/api/crawlers/${id}/report`, { token })).body;
    expect(report.fame).toEqual({ total: FAME.bossKill, bySource: [{ reason: 'boss_kill', label: 'Boss kills', amount: FAME.bossKill }] });
    expect(report.lastEvents.at(-1).text).toMatch(new RegExp(`gained ${FAME.bossKill} fame: slew the boss Gnoll Warlord$`));
  });

  it('a kill below 20 % health earns FAME.lowHealthKill; an ordinary kill at full health earns nothing', async () => {
    const persistence = tickPersistence();
    await persistence.persist(room({ mobs: [mob({ id: 3, isAlive: false })], players: [player({ crawlerId: id, health: 100, maxHealth: 100 })] }), [kill(3)]);
    expect((await crawler()).fame).toBe(0);
    expect(await fameRows()).toEqual([]);
    await persistence.persist(room({ mobs: [mob({ id: 4, name: 'Goblin', isAlive: false })], players: [player({ crawlerId: id, health: 19, maxHealth: 100 })] }), [kill(4)]);
    expect((await crawler()).fame).toBe(FAME.lowHealthKill);
    expect((await fameEntries()).map((e) => e.data)).toEqual([{ amount: FAME.lowHealthKill, reason: 'low_health_kill', detail: 'killed Goblin below 20% health', total: FAME.lowHealthKill }]);
    expect((await fameRows()).map((r) => r.note)).toEqual([`gained ${FAME.lowHealthKill} fame: killed Goblin below 20% health`]);
    await replaysTo(FAME.lowHealthKill);
  });

  it('a first visit earns FAME.roomExplored (a room seen before earns nothing), and the move says so', async () => {
    const [first] = pathToExit(TEST_SEASON_SEED, 1);
    advance(2000);
    const moved = await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction: first } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const name = moved.body.newRoom.name as string;
    expect(moved.body.fame).toEqual([{ amount: FAME.roomExplored, total: FAME.roomExplored, text: `gained ${FAME.roomExplored} fame: discovered ${name}` }]);
    const back = { north: 'south', south: 'north', east: 'west', west: 'east' }[first as 'north'];
    advance(2000);
    const returned = await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction: back } });
    expect(returned.status).toBe(200);
    expect(returned.body.fame).toBeUndefined();
    expect((await crawler()).fame).toBe(FAME.roomExplored);
    expect((await fameRows()).map((r) => r.note)).toEqual([`gained ${FAME.roomExplored} fame: discovered ${name}`]);
    await replaysTo(FAME.roomExplored);
  });

  it('moves made at the same moment (one group commit) pay each first visit to its own sponsor; a refused move among them writes nothing', async () => {
    const [first] = pathToExit(TEST_SEASON_SEED, 1);
    const players = [{ token, id }];
    for (let i = 0; i < 5; i++) {
      const tok = await devLogin(t.app, `together${i}@crawl.test`);
      players.push({ token: tok, id: (await sponsorCrawler(t.app, tok)).crawler.id as number });
    }
    const before = await Promise.all(players.map(async (p) => ({ credits: (await ledger(p.token)).balance, entries: (await log(p.id)).length })));
    advance(2000);
    // The last player asks for stairs the entrance does not have, in the same burst.
    const answers = await Promise.all(
      players.map((p, i) => call(t.app, 'POST', `/api/crawlers/${p.id}/move`, { token: p.token, body: { direction: i === players.length - 1 ? 'down' : first } })),
    );
    const refused = players.length - 1;
    expect(answers[refused]!.status).toBe(400);
    expect(answers[refused]!.body.code).toBe('no_stairs');
    for (const [i, p] of players.entries()) {
      const after = await log(p.id);
      // Numbered on from the entries before, with no gap.
      expect(after.map((e) => e.seq)).toEqual(after.map((_, n) => n + 1));
      if (i === refused) {
        expect(after).toHaveLength(before[i]!.entries);
        expect((await crawler(p.token, p.id)).fame).toBe(0);
        expect((await ledger(p.token)).balance).toBe(before[i]!.credits);
        continue;
      }
      const moved = answers[i]!;
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.fame).toEqual([{ amount: FAME.roomExplored, total: FAME.roomExplored, text: `gained ${FAME.roomExplored} fame: discovered ${moved.body.newRoom.name}` }]);
      expect(after.slice(before[i]!.entries).map((e) => e.kind)).toEqual(['entered_room', 'gained_fame']);
      expect((await crawler(p.token, p.id)).fame).toBe(FAME.roomExplored);
      const page = await ledger(p.token);
      expect(page.balance).toBe(before[i]!.credits + FAME.roomExplored * CREDITS.perFame);
      expect(page.entries.filter((e) => e.reason === 'fame').map((e) => [e.crawlerId, e.balanceAfter])).toEqual([[p.id, page.balance]]);
      await replaysTo(FAME.roomExplored, p.id);
    }
  });

  it('only the season\'s first crawler down to floor 2 is paid for it', async () => {
    const other = await devLogin(t.app, 'second@crawl.test');
    const otherId = (await sponsorCrawler(t.app, other)).crawler.id as number;
    const descend = async (tok: string, cid: number) => {
      for (const direction of [...pathToExit(TEST_SEASON_SEED, 1), 'down']) {
        advance(2000);
        const res = await call(t.app, 'POST', `/api/crawlers/${cid}/move`, { token: tok, body: { direction } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
    };
    await descend(token, id);
    await descend(other, otherId);
    const firstNote = `gained ${FAME.firstToFloorPerFloor * 2} fame: first to reach floor 2`;
    expect((await fameEntries(id)).filter((e) => e.data.reason === 'first_to_floor').map((e) => e.data.detail)).toEqual(['first to reach floor 2']);
    expect((await fameEntries(otherId)).filter((e) => e.data.reason === 'first_to_floor')).toEqual([]);
    expect((await fameRows()).map((r) => r.note)).toContain(firstNote);
    expect((await fameRows(other)).map((r) => r.note)).not.toContain(firstNote);
    // Both were paid for their first visits alike; only the first for the floor.
    const a = (await crawler()).fame;
    const b = (await crawler(other, otherId)).fame;
    expect(a - b).toBe(FAME.firstToFloorPerFloor * 2);
    await replaysTo(a);
    await replaysTo(b, otherId);
  });

  describe('watched by another sponsor', () => {
    const sockets: WsClient[] = [];
    afterEach(() => {
      for (const s of sockets.splice(0)) s.close();
    });
    const settleSockets = () => new Promise((r) => setTimeout(r, 60));

    it('earns FAME.perSpectatorMinute per whole minute watched, paid once', async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const addr = t.app.server.address();
      const url = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api/ws`;
      const own = await connect(url, token);
      const watcher = await connect(url, await devLogin(t.app, 'watcher@crawl.test'));
      sockets.push(own, watcher);
      own.send({ type: 'join', crawlerId: id });
      await own.waitFor((m) => m.type === 'snapshot');
      watcher.send({ type: 'spectate', crawlerId: id });
      await watcher.waitFor((m) => m.type === 'spectating');
      const pump = async () => {
        await t.spectators.settle();
        t.spectators.pump();
        await settleSockets();
      };
      await pump();
      advance(FAME.spectatorMinuteMs - 1_000);
      await pump();
      expect((await crawler()).fame).toBe(0);
      advance(1_000);
      await pump();
      // The award's transaction runs beside the pump: wait for it.
      const fameSeen = (m: ServerMessage) => m.type === 'events' && m.events.some((e) => e.type === 'fame_gained' && e.crawlerId === id);
      await own.waitFor(fameSeen);
      expect((await crawler()).fame).toBe(FAME.perSpectatorMinute);
      // Half a minute more is not yet a minute; the rest of it is.
      advance(30_000);
      await pump();
      expect((await crawler()).fame).toBe(FAME.perSpectatorMinute);
      advance(30_000);
      await pump();
      await settleSockets();
      expect((await crawler()).fame).toBe(2 * FAME.perSpectatorMinute);
      expect((await fameEntries()).map((e) => e.data.reason)).toEqual(['spectators', 'spectators']);
      expect((await fameRows()).map((r) => r.note)).toEqual([`gained ${FAME.perSpectatorMinute} fame: watched by spectators for 1 minute`, `gained ${FAME.perSpectatorMinute} fame: watched by spectators for 1 minute`]);
      await replaysTo(2 * FAME.perSpectatorMinute);
    });
  });
});
