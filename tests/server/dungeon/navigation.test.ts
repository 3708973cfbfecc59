import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CurrentRoom, FloorBounds, MapRoom, MobsSummary, MoveResponse, RoomConnection, RoomDataBatch, TacticalData } from '#contract/dungeon.ts';
import { Faction } from '#contract/dungeon.ts';
import { Activity } from '#contract/activity.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { pathToExit, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

describe('moving through the dungeon', () => {
  let t: TestApp;
  let token: string;
  let id: number;
  let now: Date;
  const tick = (ms = 2000) => (now = new Date(now.getTime() + ms));

  beforeEach(async () => {
    now = new Date('2026-11-21T12:00:00Z');
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now });
    token = await devLogin(t.app, 'walker@crawl.test');
    id = (await sponsorCrawler(t.app, token)).crawler.id;
  });
  afterEach(() => t.close());

  const here = async () => CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${id}/current-room`, { token })).body);
  const move = (direction: unknown, who = token) => call(t.app, 'POST', `/api/crawlers/${id}/move`, { token: who, body: { direction } });

  it('starts at the floor 1 entrance and walks through a door into the next room', async () => {
    const start = await here();
    expect(start.room).toMatchObject({ type: 'entrance', floorId: 1, isSafe: true });
    expect(start.availableDirections.sort()).toEqual(start.room.connections.map((c) => c.direction).sort());
    const door = start.room.connections[0]!;
    tick();
    const res = await move(door.direction);
    expect(res.status).toBe(200);
    const moved = MoveResponse.parse(res.body);
    expect(moved.newRoom.id).toBe(door.roomId);
    const after = await here();
    expect(after.room.id).toBe(door.roomId);
    expect(after.position).toEqual({ x: moved.entry.x, y: moved.entry.y });
    const explored = MapRoom.array().parse((await call(t.app, 'GET', `/api/crawlers/${id}/explored-rooms`, { token })).body);
    expect(explored.map((r) => r.id).sort()).toEqual([start.room.id, door.roomId].sort());
  });

  it.each([
    { label: 'a direction without a door', direction: 'missing' },
    { label: 'a bad direction string', direction: 'up' },
    { label: 'a number', direction: 7 },
    { label: 'stairs outside an exit room', direction: 'down' },
  ])('refuses $label with 4xx JSON and leaves the crawler where it was', async ({ direction }) => {
    const start = await here();
    const all = ['north', 'south', 'east', 'west'];
    const dir = direction === 'missing' ? all.find((d) => !start.availableDirections.includes(d))! : direction;
    tick();
    const res = await move(dir);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    expect((await here()).room.id).toBe(start.room.id);
  });

  it("refuses another user's crawler (404) and a dead crawler (409), moving neither", async () => {
    const start = await here();
    const intruder = await devLogin(t.app, 'intruder@crawl.test');
    tick();
    const theirs = await move(start.availableDirections[0], intruder);
    expect(theirs.status).toBe(404);
    await t.database.db.execute(sql`update crawlers set status = 'dead', is_alive = false, health = 0 where id = ${id}`);
    t.wroteBehindTheAppsBack();
    const dead = await move(start.availableDirections[0]);
    expect(dead.status).toBe(409);
    expect(dead.body.code).toBe('crawler_dead');
    expect((await here()).room.id).toBe(start.room.id);
  });

  it('allows one transition at a time, 1 s apart', async () => {
    const start = await here();
    const dir = start.availableDirections[0]!;
    tick();
    expect((await move(dir)).status).toBe(200);
    const back = (await here()).room.connections.find((c) => c.roomId === start.room.id)!.direction;
    tick(500);
    const early = await move(back);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('transition_in_progress');
    tick(600);
    expect((await move(back)).status).toBe(200);
    expect((await here()).room.id).toBe(start.room.id);
  });

  it('20 concurrent moves leave the crawler in exactly one room, consistent with its explored rooms', async () => {
    const start = await here();
    tick();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => move(start.availableDirections[i % start.availableDirections.length])));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const after = await here();
    expect(after.room.id).toBe(ok[0]!.body.newRoom.id);
    const explored = MapRoom.array().parse((await call(t.app, 'GET', `/api/crawlers/${id}/explored-rooms`, { token })).body);
    expect(explored.map((r) => r.id).sort()).toEqual([start.room.id, after.room.id].sort());
  });

  it('walks to the exit, takes the stairs to floor 2 and records the floor advance', async () => {
    for (const direction of pathToExit(TEST_SEASON_SEED, 1)) {
      tick();
      const res = await move(direction);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const exit = await here();
    expect(exit.room.type).toBe('exit');
    expect(exit.availableDirections).toContain('down');
    tick();
    const down = MoveResponse.parse((await move('down')).body);
    expect(down).toMatchObject({ floorChanged: true, newRoom: { floorId: 2 } });
    const arrived = await here();
    expect(arrived.room).toMatchObject({ type: 'entrance', floorId: 2 });
    expect((await call(t.app, 'GET', `/api/crawlers/${id}`, { token })).body.currentFloor).toBe(2);
    const feed = Activity.array().parse((await call(t.app, 'GET', '/api/activities', { token })).body);
    expect(feed[0]).toMatchObject({ type: 'floor_advance', message: expect.stringContaining('Floor 2') });
    // Two floors in this test season: the floor 2 exit leads nowhere.
    for (const direction of pathToExit(TEST_SEASON_SEED, 2)) {
      tick();
      expect((await move(direction)).status).toBe(200);
    }
    tick();
    const deepest = await move('down');
    expect(deepest.status).toBe(400);
    expect(deepest.body.code).toBe('no_stairs');
  });

  it('reports mobs only for the rooms its map shows (explored on this floor or scanned), room by room and past the stairs', async () => {
    const get = async (path: string) => (await call(t.app, 'GET', `/api/crawlers/${id}/${path}`, { token })).body;
    const expectSummaryOfKnownRooms = async () => {
      const floor = (await here()).room.floorId;
      const explored = MapRoom.array().parse(await get('explored-rooms')).filter((r) => r.floorId === floor);
      const scanned = MapRoom.array().parse(await get('scanned-rooms'));
      const known = [...new Set([...explored, ...scanned].map((r) => String(r.id)))].sort();
      expect(Object.keys(MobsSummary.parse(await get('room-mobs-summary'))).sort()).toEqual(known);
      expect(Object.keys(RoomDataBatch.parse(await get('room-data-batch')).mobsSummary).sort()).toEqual(known);
    };
    await expectSummaryOfKnownRooms();
    for (const direction of pathToExit(TEST_SEASON_SEED, 1)) {
      tick();
      expect((await move(direction)).status).toBe(200);
      await expectSummaryOfKnownRooms();
    }
    tick();
    expect((await move('down')).status).toBe(200);
    // On floor 2 the rooms explored on floor 1 are no longer on the map, nor in the summary.
    await expectSummaryOfKnownRooms();
  });
});

describe('what a crawler knows of the dungeon', () => {
  let t: TestApp;
  let token: string;
  let id: number;
  beforeEach(async () => {
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) });
    token = await devLogin(t.app, 'scout@crawl.test');
    id = (await sponsorCrawler(t.app, token)).crawler.id;
  });
  afterEach(() => t.close());
  const get = async (path: string) => (await call(t.app, 'GET', `/api/crawlers/${id}/${path}`, { token })).body;

  it("scans rooms within range; Eyes of D'Bug reveals the whole floor", async () => {
    const here = CurrentRoom.parse(await get('current-room'));
    const scanned = MapRoom.array().parse(await get('scanned-rooms'));
    expect(scanned.every((r) => Math.max(Math.abs(r.x - here.room.x), Math.abs(r.y - here.room.y)) <= 1)).toBe(true);
    expect(scanned.find((r) => r.id === here.room.id)?.isExplored).toBe(true);
    await call(t.app, 'POST', `/api/crawlers/${id}/apply-effect/eyes_of_debug`, { token });
    const wide = MapRoom.array().parse(await get('scanned-rooms'));
    const floorRooms = wide.filter((r) => r.floorId === 1);
    expect(floorRooms.length).toBeGreaterThan(scanned.length);
    expect(wide.filter((r) => r.isExplored)).toHaveLength(1);
  });

  it('answers connections, mobs summary, tactical data and the batch only for known rooms', async () => {
    await call(t.app, 'POST', `/api/crawlers/${id}/apply-effect/eyes_of_debug`, { token });
    const known = new Set(MapRoom.array().parse(await get('scanned-rooms')).map((r) => r.id));
    const links = RoomConnection.array().parse(await get('room-connections'));
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) {
      expect(known.has(l.fromRoomId) && known.has(l.toRoomId)).toBe(true);
      expect(links.some((b) => b.fromRoomId === l.toRoomId && b.toRoomId === l.fromRoomId)).toBe(true);
    }
    const summary = MobsSummary.parse(await get('room-mobs-summary'));
    expect(Object.keys(summary).every((k) => known.has(Number(k)))).toBe(true);
    expect(Object.values(summary).some((s) => s.hostileCount > 0)).toBe(true);
    const here = CurrentRoom.parse(await get('current-room'));
    expect(summary[String(here.room.id)]).toMatchObject({ hostileCount: 0, playerCount: 1 });
    const tactical = TacticalData.parse(await get('tactical-data'));
    expect(tactical.roomId).toBe(here.room.id);
    expect(tactical.entities.filter((e) => e.type === 'door')).toHaveLength(here.room.connections.length);
    expect(tactical.entities.every((e) => e.position.x >= 0 && e.position.x <= 100 && e.position.y >= 0 && e.position.y <= 100)).toBe(true);
    const batch = RoomDataBatch.parse(await get('room-data-batch'));
    expect(batch.currentRoom.room.id).toBe(here.room.id);
    expect(batch.scannedRooms.length).toBe(known.size);
    // The batch lists the room's entities once (the spec's client reads `entities` or `tacticalEntities`).
    expect(batch.tactical.entities).toEqual(tactical.entities);
    expect(batch.tactical.tacticalEntities).toEqual([]);
  });

  it('serves floor bounds, explored floor rooms and factions to a signed-in user only', async () => {
    const bounds = FloorBounds.parse((await call(t.app, 'GET', '/api/floors/1/bounds', { token })).body);
    expect(bounds.maxX).toBeGreaterThanOrEqual(bounds.minX);
    const rooms = MapRoom.array().parse((await call(t.app, 'GET', '/api/floors/1/rooms', { token })).body);
    expect(rooms.map((r) => r.type)).toEqual(['entrance']);
    const factions = Faction.array().parse((await call(t.app, 'GET', '/api/factions', { token })).body);
    expect(factions.length).toBeGreaterThan(0);
    expect((await call(t.app, 'GET', '/api/floors/99/bounds', { token })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/floors/x/rooms', { token })).status).toBe(400);
    for (const url of ['/api/floors/1/bounds', '/api/floors/1/rooms', '/api/factions', `/api/crawlers/${id}/current-room`]) {
      expect((await call(t.app, 'GET', url)).status, url).toBe(401);
    }
  });

  it('regenerates a room in development mode (counts returned), not in production', async () => {
    const here = CurrentRoom.parse(await get('current-room'));
    const east = here.room.connections[0]!.roomId;
    const res = await call(t.app, 'POST', `/api/debug/regenerate-room/${east}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ entitiesCount: expect.any(Number), clearedGroundItems: expect.any(Number) });
    expect((await call(t.app, 'POST', '/api/debug/regenerate-room/999999', { token })).status).toBe(404);
  });
});
