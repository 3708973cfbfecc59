// The crawler row cache and the cached leaderboard against the writes that change them: the room
// tick's health, deaths and rewards (room-persistence), positions mirrored onto cached rows exactly as
// the database stores them, and transactions that end either way.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TURN_MS, type RoomEvent, type RoomState } from '#game/room-sim.ts';
import { createCrawlerRepository, asStoredReal, type CrawlerRepository, type CrawlerRow } from '#server/repositories/crawler-repository.ts';
import { createRoomPersistence } from '#server/realtime/room-persistence.ts';
import { createRoomFactsRepository } from '#server/repositories/room-facts-repository.ts';
import { createDungeonRepository } from '#server/repositories/dungeon-repository.ts';
import { toCrawler } from '#server/services/crawler-view.ts';
import type { Db } from '#server/db/database.ts';
import { trackTransactions } from '#server/db/transactions.ts';
import { createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

describe('crawler repository read cache', () => {
  let t: TestApp;
  let db: Db;
  let repo: CrawlerRepository;
  let row: CrawlerRow;
  const now = new Date('2026-11-21T12:00:00Z');

  beforeEach(async () => {
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false });
    const token = await devLogin(t.app, 'repo@crawl.test');
    const id = (await sponsorCrawler(t.app, token)).crawler.id as number;
    db = trackTransactions(t.database.db);
    repo = createCrawlerRepository(db);
    row = (await repo.findById(id))!;
  });
  afterEach(() => t.close());

  const fresh = async () => (await repo.findById(row.id))!; // never cached: the database's answer
  const cached = async () => (await repo.findOwned(row.id, row.userId))!;
  const state = { roomId: 0, tick: 1, isSafe: false, isPvp: false, mobs: [{ id: 9, name: 'a test rat' }], players: [], inCombat: true } as unknown as RoomState;

  it('answers from memory until a write, then the written row', async () => {
    const first = await cached();
    expect(await cached()).toBe(first); // the same object: no query
    await repo.update(row.id, { lastAction: 'rest' });
    expect((await cached()).lastAction).toBe('rest');
  });

  it('shows a kill reward and a death written by the room tick, in the row and the leaderboard', async () => {
    const persistence = createRoomPersistence(createRoomFactsRepository(db), () => now, { crawlers: repo.noteWrites, mobs: () => {} });
    await cached();
    expect((await repo.topByGoldInActiveSeason(10))[0]).toMatchObject({ id: row.id, gold: row.gold });
    const reward: RoomEvent = { type: 'reward', tick: 1, crawlerId: row.id, xp: 5, gold: 42, mobId: 9 };
    await persistence.persist(state, [reward]);
    expect((await cached()).gold).toBe(row.gold + 42);
    expect((await repo.topByGoldInActiveSeason(10))[0]).toMatchObject({ id: row.id, gold: row.gold + 42 });
    const died: RoomEvent = { type: 'died', tick: 2, id: `crawler-${row.id}`, killedBy: 'mob-9', victimType: 'player' };
    await persistence.persist(state, [died]);
    expect(await cached()).toMatchObject({ isAlive: false, status: 'dead', health: 0 });
    expect((await repo.topByGoldInActiveSeason(10))[0]).toMatchObject({ id: row.id, isAlive: false });
  });

  it('writes two rewards of one tick both, the second counted from the first, and none after a death in the same tick', async () => {
    const persistence = createRoomPersistence(createRoomFactsRepository(db), () => now, { crawlers: repo.noteWrites, mobs: () => {} });
    const first: RoomEvent = { type: 'reward', tick: 1, crawlerId: row.id, xp: 5_000, gold: 10, mobId: 9 };
    const second: RoomEvent = { type: 'reward', tick: 1, crawlerId: row.id, xp: 5_000, gold: 32, mobId: 9 };
    const outcome = await persistence.persist(state, [first, second]);
    const rewarded = await fresh();
    expect(rewarded).toMatchObject({ gold: row.gold + 42, kills: row.kills + 2 });
    // The second reward levelled from where the first left the crawler, not from the row before it.
    expect(outcome.levelUps).toHaveLength(2);
    expect(outcome.levelUps[1]!.level).toBe(rewarded.level);
    expect(outcome.levelUps[1]!.level).toBeGreaterThan(outcome.levelUps[0]!.level);
    const died: RoomEvent = { type: 'died', tick: 2, id: `crawler-${row.id}`, killedBy: 'mob-9', victimType: 'player' };
    const late: RoomEvent = { type: 'reward', tick: 2, crawlerId: row.id, xp: 5, gold: 1_000, mobId: 9 };
    const after = await persistence.persist(state, [died, late]);
    expect(after.deaths).toEqual([row.id]);
    expect(await fresh()).toMatchObject({ isAlive: false, gold: row.gold + 42, kills: row.kills + 2 });
  });

  it('levels a crawler up without refilling the new energy from the hour it spent full', async () => {
    const hourLater = new Date(now.getTime() + 3_600_000);
    const persistence = createRoomPersistence(createRoomFactsRepository(db), () => hourLater, { crawlers: repo.noteWrites, mobs: () => {} });
    expect(row.energy).toBe(row.maxEnergy);
    const reward: RoomEvent = { type: 'reward', tick: 1, crawlerId: row.id, xp: 5_000, gold: 1, mobId: 9 };
    const outcome = await persistence.persist(state, [reward]);
    expect(outcome.levelUps).toHaveLength(1);
    const levelled = await fresh();
    expect(levelled.maxEnergy).toBeGreaterThan(row.maxEnergy);
    expect(levelled).toMatchObject({ energy: row.maxEnergy, lastEnergyRegen: hourLater });
    expect(toCrawler(levelled, hourLater).energy).toBe(row.maxEnergy);
    expect(toCrawler(levelled, new Date(hourLater.getTime() + TURN_MS)).energy).toBe(row.maxEnergy + row.energyRegen);
  });

  it('forgets a row whose transaction rolled back, and never keeps what a read saw while it was open', async () => {
    await cached();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const failing = db
      .transaction(async (tx) => {
        await repo.update(row.id, { gold: 999 }, tx);
        await held;
        throw new Error('rolled back');
      })
      .catch(() => 'rolled back');
    await new Promise((r) => setTimeout(r, 20));
    // On PostgreSQL this read sees the committed row; on PGlite it waits for the transaction. Either
    // way it must not be kept past the transaction's end.
    const during = repo.findOwned(row.id, row.userId);
    release();
    expect(await failing).toBe('rolled back');
    await during;
    expect((await cached()).gold).toBe(row.gold);
    expect((await repo.topByGoldInActiveSeason(10))[0]!.gold).toBe(row.gold);

    await db.transaction(async (tx) => {
      await repo.update(row.id, { gold: 1234 }, tx);
    });
    expect((await cached()).gold).toBe(1234);
    expect((await repo.topByGoldInActiveSeason(10))[0]!.gold).toBe(1234);
  });

  it('mirrors saved positions onto cached rows exactly as the database stores them (and only where it stores them)', async () => {
    const awkward = [33.333333333333336, 12.3456789, 0.1, 99.99999, 50, 1 / 3, 2 ** -3, 64.00001, 7.000000476837158];
    for (const x of awkward) {
      await cached();
      await repo.savePositions([{ crawlerId: row.id, roomId: row.currentRoomId!, x, y: 100 - x }]);
      const db = await fresh();
      expect(await cached()).toEqual(db);
      expect(db.positionX).toBe(asStoredReal(x));
    }
    // A position taken in another room is not stored, nor mirrored.
    const before = await fresh();
    await repo.savePositions([{ crawlerId: row.id, roomId: row.currentRoomId! + 1, x: 5, y: 5 }]);
    expect(await cached()).toEqual(before);
    expect(await fresh()).toEqual(before);
  });

  it('does not move the leaderboard for health and position writes', async () => {
    const board = await repo.topByGoldInActiveSeason(10);
    const persistence = createRoomPersistence(createRoomFactsRepository(db), () => now, { crawlers: repo.noteWrites, mobs: () => {} });
    const hit: RoomEvent = { type: 'attacked', tick: 1, attackerId: 'mob-9', targetId: `crawler-${row.id}`, hit: true, damage: 1 } as unknown as RoomEvent;
    await persistence.persist({ ...state, players: [{ crawlerId: row.id, health: 3 }] } as unknown as RoomState, [hit]);
    expect((await cached()).health).toBe(3);
    await repo.savePositions([{ crawlerId: row.id, roomId: row.currentRoomId!, x: 20, y: 20 }]);
    expect(await repo.topByGoldInActiveSeason(10)).toBe(board);
  });

  it('keeps the rows a group of door moves stored exactly as the database holds them, first visits and settled numbers included', async () => {
    const other = (await repo.findById((await sponsorCrawler(t.app, await devLogin(t.app, 'repo2@crawl.test'))).crawler.id as number))!;
    const at = new Date(now.getTime() + 5_000);
    const written = await db.transaction(async (tx) => {
      await repo.lockMany([row.id, other.id], tx);
      return repo.enterRooms(
        [
          // A first visit (fame for it) with time's settling in the row: health and energy restored.
          { row: { ...row, health: row.health - 1, energy: row.energy - 2, lastEnergyRegen: at }, roomId: row.currentRoomId! + 1, floor: 2, x: 50.3, y: 91, at, action: 'move_east', firstVisitFame: 3 },
          // Back into the room it stands in, seen before: no fame.
          { row: other, roomId: other.currentRoomId!, floor: 1, x: 9.7, y: 50, at, action: 'move_west', firstVisitFame: 3 },
        ],
        tx,
        createDungeonRepository(db),
      );
    });
    expect(written.map((w) => w.discovered)).toEqual([true, false]);
    for (const w of written) {
      const stored = (await repo.findById(w.row.id))!;
      expect(w.row).toEqual(stored);
      expect(await repo.findOwned(w.row.id, w.row.userId)).toEqual(stored);
    }
    expect(written[0]!.row).toMatchObject({ fame: row.fame + 3, roomsExplored: row.roomsExplored + 1, deepestFloor: 2, health: row.health - 1, positionX: asStoredReal(50.3) });
    expect(written[1]!.row).toMatchObject({ fame: other.fame, roomsExplored: other.roomsExplored });
  });

  it("keeps each moved crawler's explored rooms as the database holds them once the group commits, and nothing after a rollback", async () => {
    const dungeons = createDungeonRepository(db);
    const other = (await repo.findById((await sponsorCrawler(t.app, await devLogin(t.app, 'repo3@crawl.test'))).crawler.id as number))!;
    const stored = (id: number) => db.transaction(async (tx) => [...(await dungeons.exploredRoomIds(id, tx))].sort((a, b) => a - b)); // read in a transaction: never the cache's
    const at = new Date(now.getTime() + 5_000);
    const move = (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) =>
      repo.enterRooms(
        [
          { row, roomId: row.currentRoomId! + 1, floor: 1, x: 50, y: 91, at, action: 'move_east', firstVisitFame: 0 }, // a first visit
          { row: other, roomId: other.currentRoomId!, floor: 1, x: 9.7, y: 50, at, action: 'move_west', firstVisitFame: 0 }, // seen before
        ],
        tx,
        dungeons,
      );
    await expect(db.transaction(async (tx) => {
      await repo.lockMany([row.id, other.id], tx);
      await move(tx);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect(dungeons.peekExplored(row.id)).toBeUndefined();
    expect(await stored(row.id)).toEqual([row.currentRoomId]);

    await db.transaction(async (tx) => {
      await repo.lockMany([row.id, other.id], tx);
      await move(tx);
    });
    for (const id of [row.id, other.id]) expect([...(dungeons.peekExplored(id) ?? [])].sort((a, b) => a - b)).toEqual(await stored(id)); // kept at the commit, not read
    expect(await stored(row.id)).toEqual([row.currentRoomId, row.currentRoomId! + 1]);
  });
});
