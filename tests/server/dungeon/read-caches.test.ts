// The reads served from memory (docs/decisions/0008-read-caches.md) never answer stale: moves, new
// crawlers, deaths and rewards show at once, also when a read races the write.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CurrentRoom, MoveResponse, RoomDataBatch } from '#contract/dungeon.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { pathToExit, pathToHostileRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

describe('reads served from memory', () => {
  let t: TestApp;
  let token: string;
  let id: number;
  let now: Date;
  const tick = (ms = 2000) => (now = new Date(now.getTime() + ms));

  beforeEach(async () => {
    now = new Date('2026-11-21T12:00:00Z');
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false });
    token = await devLogin(t.app, 'cached@crawl.test');
    id = (await sponsorCrawler(t.app, token)).crawler.id;
  });
  afterEach(() => t.close());

  const here = async () => CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${id}/current-room`, { token })).body);
  const batch = async () => RoomDataBatch.parse((await call(t.app, 'GET', `/api/crawlers/${id}/room-data-batch`, { token })).body);
  const move = async (direction: string) => MoveResponse.parse((await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction } })).body);
  const leaderboard = async () => (await call(t.app, 'GET', '/api/leaderboards/crawlers', { token })).body as { id: number; gold: number; isAlive: boolean }[];

  it('shows the room a move led to at once, in current-room and the batch', async () => {
    for (const direction of pathToExit(TEST_SEASON_SEED, 1).slice(0, 4)) {
      await here(); // the row is cached before the move...
      await batch();
      tick();
      const moved = await move(direction);
      const after = await here(); // ...and the move's transaction made it forget it
      expect(after.room.id).toBe(moved.newRoom.id);
      expect(after.position).toEqual({ x: moved.entry.x, y: moved.entry.y });
      const b = await batch();
      expect(b.currentRoom.room.id).toBe(moved.newRoom.id);
      expect(b.exploredRooms.map((r) => r.id)).toContain(moved.newRoom.id);
    }
  });

  it('shows the new room after a move that current-room reads raced', async () => {
    for (const direction of pathToExit(TEST_SEASON_SEED, 1).slice(0, 4)) {
      tick();
      // Reads start before, during and after the move's transaction; whatever they answered, the
      // first read after the move's answer shows where it went.
      const racing = Array.from({ length: 6 }, () => here());
      const moving = move(direction);
      racing.push(here(), here());
      const [moved] = await Promise.all([moving, ...racing]);
      expect((await here()).room.id).toBe(moved.newRoom.id);
      expect((await batch()).currentRoom.room.id).toBe(moved.newRoom.id);
    }
  });

  it('shows a new crawler on the leaderboard at once, and the same text to every reader', async () => {
    const first = await leaderboard();
    expect(first.map((e) => e.id)).toEqual([id]);
    const other = await devLogin(t.app, 'rival@crawl.test');
    const rival = (await sponsorCrawler(t.app, other)).crawler.id as number;
    expect((await leaderboard()).map((e) => e.id).sort()).toEqual([id, rival].sort());
    const res = await t.app.inject({ method: 'GET', url: '/api/leaderboards/crawlers', headers: { authorization: `Bearer ${token}` } });
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers stale after a write behind its back until told, then fresh (tests must say so)', async () => {
    await here();
    expect((await leaderboard())[0]).toMatchObject({ id, isAlive: true });
    await t.database.db.execute(sql`update crawlers set gold = 777, status = 'dead', is_alive = false, health = 0 where id = ${id}`);
    // The app assumes it makes every write itself: the cached row and leaderboard still stand...
    expect((await call(t.app, 'GET', `/api/crawlers/${id}`, { token })).body.isAlive).toBe(true);
    t.wroteBehindTheAppsBack();
    // ...until a test says what it did.
    expect((await call(t.app, 'GET', `/api/crawlers/${id}`, { token })).body).toMatchObject({ isAlive: false, gold: 777 });
    expect((await leaderboard())[0]).toMatchObject({ id, gold: 777, isAlive: false });
  });

  it("shows another crawler entering and leaving the room in the batch's counts and tactical view", async () => {
    const start = await batch();
    const roomId = start.currentRoom.room.id;
    expect(start.mobsSummary[String(roomId)]!.playerCount).toBe(1);
    const other = await devLogin(t.app, 'visitor@crawl.test');
    const visitor = (await sponsorCrawler(t.app, other)).crawler.id as number; // enters at the same entrance
    const joined = await batch();
    expect(joined.mobsSummary[String(roomId)]!.playerCount).toBe(2);
    expect(joined.tactical.entities.map((e) => e.id)).toContain(`crawler-${visitor}`);
    tick();
    const door = start.currentRoom.availableDirections[0]!;
    const left = MoveResponse.parse((await call(t.app, 'POST', `/api/crawlers/${visitor}/move`, { token: other, body: { direction: door } })).body);
    // The visitor stood in the room's simulation (any move puts a crawler there): it leaves at the room's next tick.
    await t.hub.tickNow();
    const after = await batch();
    expect(after.mobsSummary[String(roomId)]!.playerCount).toBe(1);
    expect(after.tactical.entities.map((e) => e.id)).not.toContain(`crawler-${visitor}`);
    const next = after.mobsSummary[String(left.newRoom.id)];
    if (next) expect(next.playerCount).toBe(1); // when the next room is on this crawler's map
  });

  it('answers the batch as the single routes answer its parts', async () => {
    const other = await devLogin(t.app, 'neighbour@crawl.test');
    await sponsorCrawler(t.app, other); // a player in the room, for the tactical view
    const get = async (path: string) => (await call(t.app, 'GET', `/api/crawlers/${id}/${path}`, { token })).body;
    for (const direction of [null, ...pathToExit(TEST_SEASON_SEED, 1).slice(0, 3)]) {
      if (direction) {
        tick();
        await move(direction);
      }
      for (let twice = 0; twice < 2; twice++) {
        const b = await batch();
        expect(b.currentRoom).toEqual(await get('current-room'));
        const tv = await get('tactical-view'); // built as objects and serialised by Fastify
        expect({ room: b.currentRoom.room, position: b.currentRoom.position }).toEqual({ room: tv.room, position: tv.self });
        const tactical = (await get('tactical-data')) as { entities: unknown[] };
        expect(b.tactical).toEqual({ ...tactical, tacticalEntities: [] }); // the batch lists them once
        expect(b.exploredRooms).toEqual(await get('explored-rooms'));
        expect(b.scannedRooms).toEqual(await get('scanned-rooms'));
        expect(b.connections).toEqual(await get('room-connections'));
        expect(b.mobsSummary).toEqual(await get('room-mobs-summary'));
      }
    }
  });

  it("keeps a kept batch's map in step when only other rooms change", async () => {
    const other = await devLogin(t.app, 'rover@crawl.test');
    const rover = (await sponsorCrawler(t.app, other)).crawler.id as number; // enters at the same entrance
    const mine = (await batch()).currentRoom.room.id;
    const counts: Record<string, number>[] = [];
    for (const direction of pathToExit(TEST_SEASON_SEED, 1).slice(0, 3)) {
      tick();
      MoveResponse.parse((await call(t.app, 'POST', `/api/crawlers/${rover}/move`, { token: other, body: { direction } })).body);
      const b = await batch();
      expect(b.mobsSummary).toEqual((await call(t.app, 'GET', `/api/crawlers/${id}/room-mobs-summary`, { token })).body);
      counts.push(Object.fromEntries(Object.entries(b.mobsSummary).filter(([room]) => room !== String(mine)).map(([room, s]) => [room, s.playerCount])));
    }
    // The rover's later moves left this crawler's own room as it was and changed only rooms on its map.
    expect(counts[2]).not.toEqual(counts[1]);
  });

  it("shows a live crawler where its live room has it, in current-room and the batch", async () => {
    const start = await here();
    const report = async (x: number, y: number) => {
      tick(500);
      const res = await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: start.room.id, positionX: x, positionY: y } });
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      await t.hub.tickNow();
    };
    await report(start.position.x, start.position.y);
    for (const [x, y] of [[start.position.x + 4, start.position.y], [start.position.x + 4, start.position.y + 4]] as const) {
      await batch(); // kept for the position before...
      await report(x, y); // ...the room steps: the live position is new
      const live = t.hub.playerOf(id)!;
      expect(live).toMatchObject({ x, y });
      expect((await here()).position).toEqual({ x, y });
      expect((await batch()).currentRoom.position).toEqual({ x, y });
    }
  });

  it('shows every viewer in a live room the others where the room has them, never itself', async () => {
    const other = await devLogin(t.app, 'walker@crawl.test');
    const walker = (await sponsorCrawler(t.app, other)).crawler.id as number; // enters at the same entrance
    const start = await here();
    const report = async (who: number, tok: string, x: number, y: number) => {
      const res = await call(t.app, 'POST', `/api/crawlers/${who}/position`, { token: tok, body: { roomId: start.room.id, positionX: x, positionY: y } });
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    };
    const seenBy = async (who: number, tok: string) =>
      RoomDataBatch.parse((await call(t.app, 'GET', `/api/crawlers/${who}/room-data-batch`, { token: tok })).body).tactical.entities.filter((e) => e.type === 'player');
    tick(500);
    await report(id, token, start.position.x, start.position.y);
    await report(walker, other, start.position.x, start.position.y);
    await t.hub.tickNow();
    for (const dx of [3, 6]) {
      tick(500);
      await report(walker, other, start.position.x + dx, start.position.y);
      await t.hub.tickNow();
      for (let twice = 0; twice < 2; twice++) {
        expect((await seenBy(id, token)).map((e) => [e.id, e.position])).toEqual([[`crawler-${walker}`, { x: start.position.x + dx, y: start.position.y }]]);
        expect((await seenBy(walker, other)).map((e) => [e.id, e.position])).toEqual([[`crawler-${id}`, start.position]]);
      }
    }
  });

  it("shows a sleeping room's new mobs and items once its contents change", async () => {
    for (const direction of pathToHostileRoom(TEST_SEASON_SEED, 1).path) {
      tick();
      await move(direction);
    }
    const tacticalData = async () => ({ ...((await call(t.app, 'GET', `/api/crawlers/${id}/tactical-data`, { token })).body as object), tacticalEntities: [] });
    const before = await batch();
    expect(await batch()).toEqual(before); // the kept answer
    expect(before.tactical.entities.some((e) => e.type === 'mob')).toBe(true);
    expect((await call(t.app, 'POST', `/api/debug/regenerate-room/${before.currentRoom.room.id}`, { token })).status).toBe(200);
    const after = await batch();
    expect(after.tactical).toEqual(await tacticalData());
    expect(after.tactical.entities.map((e) => e.id)).not.toEqual(before.tactical.entities.map((e) => e.id));
    expect(after.mobsSummary).toEqual((await call(t.app, 'GET', `/api/crawlers/${id}/room-mobs-summary`, { token })).body);
  });

  it("shows a map room's new mob counts once its mobs change", async () => {
    const first = await batch();
    const mine = String(first.currentRoom.room.id);
    const neighbours = Object.keys(first.mobsSummary).filter((room) => room !== mine);
    expect(neighbours.length).toBeGreaterThan(0);
    let changed = 0;
    for (const room of neighbours.slice(0, 4)) {
      const before = await batch();
      expect((await call(t.app, 'POST', `/api/debug/regenerate-room/${room}`, { token })).status).toBe(200);
      const after = await batch();
      expect(after.mobsSummary).toEqual((await call(t.app, 'GET', `/api/crawlers/${id}/room-mobs-summary`, { token })).body);
      if (JSON.stringify(after.mobsSummary[room]) !== JSON.stringify(before.mobsSummary[room])) changed++;
    }
    expect(changed, 'a regenerated room changed its counts').toBeGreaterThan(0);
  });

  it("keeps a live room's batch right when rows change that it does not show, and grows it with the scan range", async () => {
    const other = await devLogin(t.app, 'mate@crawl.test');
    const mate = (await sponsorCrawler(t.app, other)).crawler.id as number; // enters at the same entrance
    const start = await here();
    for (const [who, tok] of [[id, token], [mate, other]] as const) {
      tick(500);
      const res = await call(t.app, 'POST', `/api/crawlers/${who}/position`, { token: tok, body: { roomId: start.room.id, positionX: start.position.x, positionY: start.position.y } });
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    }
    await t.hub.tickNow();
    const get = async (path: string) => (await call(t.app, 'GET', `/api/crawlers/${id}/${path}`, { token })).body;
    const before = await batch();
    expect(before.tactical.entities.map((e) => e.id)).toContain(`crawler-${mate}`);
    // The room-mate's row changes (an effect), the live room does not: the batch shows the same.
    expect((await call(t.app, 'POST', `/api/crawlers/${mate}/apply-effect/eyes_of_debug`, { token: other })).body.success).toBe(true);
    const after = await batch();
    expect(after).toEqual(before);
    expect(after.tactical).toEqual({ ...((await get('tactical-data')) as object), tacticalEntities: [] });
    // This crawler's own effect widens its scan: the map grows at once.
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/apply-effect/eyes_of_debug`, { token })).body.success).toBe(true);
    const wider = await batch();
    expect(wider.scannedRooms.length).toBeGreaterThan(before.scannedRooms.length);
    expect(wider.scannedRooms).toEqual(await get('scanned-rooms'));
    expect(wider.mobsSummary).toEqual(await get('room-mobs-summary'));
  });

  it("answers many crawlers' concurrent reads after their moves each with its own data (refills read together)", async () => {
    const others = [];
    for (const name of ['a', 'b', 'c', 'd']) {
      const tok = await devLogin(t.app, `crowd-${name}@crawl.test`);
      others.push({ token: tok, id: (await sponsorCrawler(t.app, tok)).crawler.id as number });
    }
    const crowd = [{ token, id }, ...others];
    const first = pathToExit(TEST_SEASON_SEED, 1)[0]!;
    tick();
    // Every crawler's row, explored rooms and both rooms' occupants are forgotten by its move.
    for (const c of crowd) expect((await call(t.app, 'POST', `/api/crawlers/${c.id}/move`, { token: c.token, body: { direction: first } })).status).toBe(200);
    const read = (c: (typeof crowd)[number], path: string, who = c.token) => call(t.app, 'GET', `/api/crawlers/${c.id}/${path}`, { token: who });
    // All at once, with an intruder asking for each crawler in between: the refills are shared.
    const answers = await Promise.all(crowd.flatMap((c, i) => [read(c, 'room-data-batch'), read(c, 'current-room'), read(c, 'current-room', crowd[(i + 1) % crowd.length]!.token)]));
    for (const [i, c] of crowd.entries()) {
      const [b, cur, intruded] = answers.slice(i * 3, i * 3 + 3);
      expect(b!.status).toBe(200);
      expect(intruded!.status).toBe(404);
      // The same as each crawler's own reads one at a time afterwards.
      expect(RoomDataBatch.parse(b!.body)).toEqual(RoomDataBatch.parse((await read(c, 'room-data-batch')).body));
      expect(CurrentRoom.parse(cur!.body)).toEqual(CurrentRoom.parse((await read(c, 'current-room')).body));
      expect(RoomDataBatch.parse(b!.body).mobsSummary[String(CurrentRoom.parse(cur!.body).room.id)]?.playerCount).toBe(crowd.length);
    }
  });

  it("does not answer another user's crawler from the cache", async () => {
    await here();
    const intruder = await devLogin(t.app, 'intruder@crawl.test');
    expect((await call(t.app, 'GET', `/api/crawlers/${id}/current-room`, { token: intruder })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/crawlers/${id}`, { token: intruder })).status).toBe(404);
  });
});
