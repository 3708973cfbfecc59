// The room caches behind the map and the tactical view (docs/decisions/0008-read-caches.md) against
// the writes that change them: explored rooms, mob deaths and respawns written by the room tick,
// pick-ups, chest openings and drops, and crawlers entering, leaving and dying in rooms.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RoomEvent, RoomState } from '#game/room-sim.ts';
import { createCrawlerRepository, type CrawlerRepository, type CrawlerRow } from '#server/repositories/crawler-repository.ts';
import { createDungeonRepository, type DungeonRepository } from '#server/repositories/dungeon-repository.ts';
import { createLootRepository } from '#server/repositories/loot-repository.ts';
import { noticingLootWrites } from '#server/repositories/loot-writes.ts';
import { createRoomPersistence } from '#server/realtime/room-persistence.ts';
import { createRoomFactsRepository } from '#server/repositories/room-facts-repository.ts';
import type { Db } from '#server/db/database.ts';
import { trackTransactions } from '#server/db/transactions.ts';
import { createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

const rowsOf = <T,>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];

describe('dungeon repository read caches', () => {
  let t: TestApp;
  let db: Db;
  let crawlers: CrawlerRepository;
  let dungeons: DungeonRepository;
  let me: CrawlerRow;
  const now = new Date('2026-11-21T12:00:00Z');

  beforeEach(async () => {
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false });
    const token = await devLogin(t.app, 'rooms@crawl.test');
    const id = (await sponsorCrawler(t.app, token)).crawler.id as number;
    db = trackTransactions(t.database.db);
    crawlers = createCrawlerRepository(db);
    dungeons = createDungeonRepository(db);
    me = (await crawlers.findById(id))!;
  });
  afterEach(() => t.close());

  const persistence = () => createRoomPersistence(createRoomFactsRepository(db), () => now, { crawlers: crawlers.noteWrites, mobs: dungeons.noteMobWrites });
  const stateOf = (roomId: number, extra: Partial<RoomState> = {}) => ({ roomId, tick: 1, isSafe: false, isPvp: false, mobs: [], players: [], inCombat: true, ...extra }) as unknown as RoomState;
  const living = async (roomId: number) => (await dungeons.mobCounts([roomId])).reduce((n, c) => n + c.n, 0);
  const occupants = async (roomId: number) => (await crawlers.occupantIds([roomId])).get(roomId);

  it('adds a visited room to the explored rooms, and not one whose transaction rolled back', async () => {
    const before = await dungeons.exploredRoomIds(me.id);
    const [{ id: other }] = rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from rooms where id <> ${me.currentRoomId} order by id limit 1`)) as [{ id: number }];
    await db
      .transaction(async (tx) => {
        await dungeons.markExplored(me.id, Number(other), now, tx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await dungeons.exploredRoomIds(me.id)).toEqual(before);
    await dungeons.markExplored(me.id, Number(other), now);
    expect([...(await dungeons.exploredRoomIds(me.id))].sort()).toEqual([...before, Number(other)].sort());
  });

  it('counts a mob killed by the room tick out, and back in when it respawns', async () => {
    const [victim] = rowsOf<{ id: number; room_id: number }>(await t.database.db.execute(sql`select id, room_id from mobs where is_alive order by id limit 1`));
    const roomId = Number(victim!.room_id);
    const alive = await living(roomId);
    expect((await dungeons.roomContents(roomId)).mobs.map((m) => m.id)).toContain(victim!.id);
    const killed: RoomEvent = { type: 'attacked', tick: 1, attackerId: `crawler-${me.id}`, targetId: `mob-${victim!.id}`, hit: true } as unknown as RoomEvent;
    await persistence().persist(stateOf(roomId, { mobs: [{ id: victim!.id, health: 0, isAlive: false }] } as never), [killed]);
    expect(await living(roomId)).toBe(alive - 1);
    expect((await dungeons.roomContents(roomId)).mobs.map((m) => m.id)).not.toContain(victim!.id);
    const back: RoomEvent = { type: 'respawned', tick: 2, id: `mob-${victim!.id}`, x: 50, y: 50, health: 10 } as RoomEvent;
    await persistence().persist(stateOf(roomId), [back]);
    expect(await living(roomId)).toBe(alive);
  });

  it("forgets a room's loose contents on a pick-up, a chest opening and a drop", async () => {
    const loot = noticingLootWrites(createLootRepository(db), dungeons);
    const [item] = rowsOf<{ id: number; room_id: number }>(await t.database.db.execute(sql`select id, room_id from ground_items order by id limit 1`));
    const roomId = Number(item!.room_id);
    expect((await dungeons.roomContents(roomId)).items.map((i) => i.id)).toContain(item!.id);
    await db.transaction((tx) => loot.claim(item!.id, me.id, tx));
    expect((await dungeons.roomContents(roomId)).items.map((i) => i.id)).not.toContain(item!.id);
    const [dropped] = await db.transaction((tx) => loot.drop(roomId, [{ templateKey: 'rusty_dagger', x: 10, y: 10 }], tx));
    expect((await dungeons.roomContents(roomId)).items.map((i) => i.id)).toContain(dropped!.id);

    const [chest] = rowsOf<{ id: number; room_id: number }>(await t.database.db.execute(sql`select id, room_id from containers where opened_at is null order by id limit 1`));
    const chestRoom = Number(chest!.room_id);
    expect((await dungeons.roomContents(chestRoom)).chests.map((c) => c.id)).toContain(chest!.id);
    await db.transaction((tx) => loot.open(chest!.id, me.id, now, tx));
    expect((await dungeons.roomContents(chestRoom)).chests.map((c) => c.id)).not.toContain(chest!.id);
  });

  it("moves a crawler between rooms' occupants when it moves, and out when it dies", async () => {
    const from = me.currentRoomId!;
    expect(await occupants(from)).toEqual([me.id]);
    const [{ id: to }] = rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from rooms where id <> ${from} order by id limit 1`)) as [{ id: number }];
    expect(await occupants(Number(to))).toEqual([]);
    await db.transaction((tx) => crawlers.update(me.id, { currentRoomId: Number(to) }, tx));
    expect(await occupants(from)).toEqual([]);
    expect(await occupants(Number(to))).toEqual([me.id]);
    const died: RoomEvent = { type: 'died', tick: 3, id: `crawler-${me.id}`, killedBy: 'mob-1', victimType: 'player' };
    await persistence().persist(stateOf(Number(to)), [died]);
    expect(await occupants(Number(to))).toEqual([]);
  });
});
