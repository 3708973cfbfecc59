// Mobs that died before their room was loaded (an earlier process, or while the room slept) come
// back on schedule: ROOM_SIM.mobRespawnMs after their recorded death, not never.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentRoom, TacticalData } from '#contract/dungeon.ts';
import { COMBAT, ROOM_SIM } from '#game/constants.ts';
import { mob } from '#server/db/schema.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { pathToHostileRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

describe('mob respawn across restarts', () => {
  let t: TestApp;
  let now = new Date('2026-11-21T12:00:00Z');
  const advance = (ms: number) => (now = new Date(now.getTime() + ms));
  afterEach(() => t.close());

  it('a mob recorded dead respawns once its time has come after a restart, and the others wait theirs', async () => {
    const options = { clock: () => now, autoTick: false };
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, options);
    const token = await devLogin(t.app, 'respawn@crawl.test');
    const id = (await sponsorCrawler(t.app, token)).crawler.id;
    for (const direction of pathToHostileRoom(TEST_SEASON_SEED, 1).path) {
      advance(2000);
      expect((await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction } })).status).toBe(200);
    }
    const here = async () => CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${id}/current-room`, { token })).body);
    const liveMobIds = async () =>
      TacticalData.parse((await call(t.app, 'GET', `/api/crawlers/${id}/tactical-data`, { token })).body)
        .entities.filter((e) => e.type === 'mob' && e.isAlive)
        .map((e) => e.id);
    const roomId = (await here()).room.id;
    const mobs = await t.database.db.select().from(mob).where(eq(mob.roomId, roomId));
    expect(mobs.length).toBeGreaterThan(0);
    const first = mobs[0]!;
    const rest = mobs.slice(1);

    // Every mob of the room dies in the record: the first long enough ago to be nearly due.
    await t.database.db.update(mob).set({ isAlive: false, health: 0, diedAt: new Date(now.getTime() - ROOM_SIM.mobRespawnMs + 1000) }).where(eq(mob.id, first.id));
    for (const m of rest) await t.database.db.update(mob).set({ isAlive: false, health: 0, diedAt: now }).where(eq(mob.id, m.id));

    // A new process loads the room from the record.
    await t.close();
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { ...options, keepData: true });
    const cur = await here();
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId, positionX: cur.position.x, positionY: cur.position.y } })).body.success).toBe(true);
    await t.hub.tickNow();
    expect(await liveMobIds()).toEqual([]);

    for (let i = 0; i < 10; i++) {
      advance(COMBAT.tickMs);
      await t.hub.tickNow();
    }
    expect(await liveMobIds()).toEqual([`mob-${first.id}`]);
    const [back] = await t.database.db.select().from(mob).where(eq(mob.id, first.id));
    expect(back).toMatchObject({ isAlive: true, health: first.maxHealth, diedAt: null });
    const waiting = await t.database.db.select().from(mob).where(eq(mob.roomId, roomId));
    expect(waiting.filter((m) => m.isAlive).map((m) => m.id)).toEqual([first.id]);
  });
});
