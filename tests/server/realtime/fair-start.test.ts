// A fair start on the real server (test season seed): a new crawler walks from the entrance through
// the door to a room with hostiles, is live there, and stands still for 60 s of the hub's own ticks
// (clock injected, ticks stepped by hand). It is alive and unhurt at the end.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CurrentRoom } from '#contract/dungeon.ts';
import { COMBAT } from '#game/constants.ts';
import { generateFloor } from '#game/dungeon/floor.ts';
import { neighbours, roomByKey } from '#game/dungeon/floor-queries.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

const STAND_MS = 60_000;

describe('a fair start on the server', () => {
  let t: TestApp;
  let now: Date;
  beforeEach(async () => {
    now = new Date('2026-11-21T12:00:00Z');
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false });
  });
  afterEach(() => t.close());

  it('a new crawler standing 60 s one door past the entrance, next to hostiles, is alive and unhurt', async () => {
    const floor = generateFloor(TEST_SEASON_SEED, 1);
    const way = neighbours(floor, floor.entranceKey).find((n) => roomByKey(floor, n.key)!.mobs.some((m) => m.disposition === 'hostile'));
    expect(way, 'the test seed has hostiles one door from the entrance').toBeDefined();

    const token = await devLogin(t.app, 'newcomer@crawl.test');
    const { crawler } = await sponsorCrawler(t.app, token);
    now = new Date(now.getTime() + 2000);
    expect((await call(t.app, 'POST', `/api/crawlers/${crawler.id}/move`, { token, body: { direction: way!.direction } })).status).toBe(200);
    const here = CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${crawler.id}/current-room`, { token })).body);
    expect(here.room.name).toBe(roomByKey(floor, way!.key)!.name);
    // Live in the room: the page reports where the crawler stands, then stays still.
    const live = await call(t.app, 'POST', `/api/crawlers/${crawler.id}/position`, { token, body: { roomId: here.room.id, positionX: here.position.x, positionY: here.position.y } });
    expect(live.body.success, JSON.stringify(live.body)).toBe(true);
    await t.hub.tickNow();
    const start = t.hub.playerOf(crawler.id)!;
    expect(t.hub.stateOf(here.room.id)!.mobs.some((m) => m.disposition === 'hostile' && m.isAlive)).toBe(true);

    for (let elapsed = 0; elapsed < STAND_MS; elapsed += COMBAT.tickMs) {
      now = new Date(now.getTime() + COMBAT.tickMs);
      // The sponsor stays at the controls (a report where it stands every 5 s), or its standing orders would take over.
      if (elapsed > 0 && elapsed % 5_000 === 0) {
        await call(t.app, 'POST', `/api/crawlers/${crawler.id}/position`, { token, body: { roomId: here.room.id, positionX: start.x, positionY: start.y } });
      }
      // Positions written a slice per tick, as the running hub writes them.
      await t.hub.tickNow({ paced: true });
    }
    const end = t.hub.playerOf(crawler.id);
    expect(end).toMatchObject({ isAlive: true, health: start.health, x: start.x, y: start.y });
    const row = (await call(t.app, 'GET', `/api/crawlers/${crawler.id}`, { token })).body;
    expect(row).toMatchObject({ isAlive: true, status: 'active', health: start.health });
  });
});
