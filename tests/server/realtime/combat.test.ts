// Server-authoritative combat in a live room, stepped tick by tick with an injected clock.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CurrentRoom, TacticalData } from '#contract/dungeon.ts';
import { COMBAT } from '#game/constants.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { pathToHostileRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

describe('a live room', () => {
  let t: TestApp;
  let token: string;
  let id: number;
  let now: Date;
  const advance = (ms: number) => (now = new Date(now.getTime() + ms));
  const tick = async (n = 1) => {
    for (let i = 0; i < n; i++) {
      advance(COMBAT.tickMs);
      await t.hub.tickNow();
    }
  };

  beforeEach(async () => {
    now = new Date('2026-11-21T12:00:00Z');
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false });
    token = await devLogin(t.app, 'fighter@crawl.test');
    id = (await sponsorCrawler(t.app, token)).crawler.id;
    for (const direction of pathToHostileRoom(TEST_SEASON_SEED, 1).path) {
      advance(2000);
      const res = await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });
  afterEach(() => t.close());

  const here = async () => CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${id}/current-room`, { token })).body);
  const hostile = async () => TacticalData.parse((await call(t.app, 'GET', `/api/crawlers/${id}/tactical-data`, { token })).body).entities.find((e) => e.type === 'mob' && e.disposition === 'hostile')!;
  const crawler = async () => (await call(t.app, 'GET', `/api/crawlers/${id}`, { token })).body;

  /** Brings the crawler into its live room by reporting where it stands. */
  async function wake(): Promise<void> {
    const cur = await here();
    const res = await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: cur.room.id, positionX: cur.position.x, positionY: cur.position.y } });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    await t.hub.tickNow();
  }

  /** Sends an attack and steps the tick that resolves it. */
  async function attack(targetId: string) {
    let done = false;
    const pending = call(t.app, 'POST', `/api/crawlers/${id}/attack`, { token, body: { targetId } }).finally(() => (done = true));
    // Step ticks until the request has been queued and resolved (the request may still be in flight).
    for (let i = 0; i < 50 && !done; i++) {
      await new Promise((r) => setTimeout(r, 10));
      if (t.hub.roomOf(id) !== undefined) await t.hub.tickNow();
    }
    return (await pending).body;
  }

  /** Walks toward a point with honest position reports (speed-checked by the server). */
  async function walkTo(x: number, y: number): Promise<void> {
    await wake();
    for (let i = 0; i < 150; i++) {
      const me = t.hub.playerOf(id)!;
      const d = Math.hypot(x - me.x, y - me.y);
      if (d < 1) return;
      // 4 percent per 200 ms: at most 8 ft even in a 200 ft room, within the speed check's 9.5 ft.
      const step = Math.min(d, 4);
      advance(200);
      const res = await call(t.app, 'POST', `/api/crawlers/${id}/position`, {
        token,
        body: { roomId: (await here()).room.id, positionX: me.x + ((x - me.x) / d) * step, positionY: me.y + ((y - me.y) / d) * step },
      });
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      await t.hub.tickNow();
    }
  }

  it('a mob kills a crawler that stands still: dead for good, in the record and after a restart', async () => {
    const mob = await hostile();
    await walkTo(mob.position.x, Math.min(90, mob.position.y + 5));
    // The sponsor stays, standing still (reporting where it stands): its orders never take over.
    for (let i = 0; i < 2000 && (await crawler()).isAlive; i += 25) {
      const me = t.hub.playerOf(id);
      if (me?.isAlive) await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: t.hub.roomOf(id), positionX: me.x, positionY: me.y } });
      await tick(25);
    }
    const dead = await crawler();
    expect(dead).toMatchObject({ isAlive: false, status: 'dead', health: 0 });
    const feed = (await call(t.app, 'GET', '/api/activities', { token })).body;
    expect(feed[0]).toMatchObject({ type: 'combat_defeat' });
    // The dead cannot act.
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/attack`, { token, body: { targetId: mob.id } })).status).toBe(409);
    advance(2000);
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction: (await here()).availableDirections[0] } })).status).toBe(409);
    // A new server process on the same database still knows.
    await t.close();
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false, keepData: true });
    expect(await crawler()).toMatchObject({ isAlive: false, status: 'dead' });
  });

  it('refuses an attack out of range, then hits in range and honours the cooldown', async () => {
    await wake();
    const mob = await hostile();
    const me = t.hub.playerOf(id)!;
    // The crawler wields its starting weapon: out of range is farther than that weapon reaches.
    if (Math.hypot(mob.position.x - me.x, mob.position.y - me.y) > (me.weapon?.rangeUnits ?? 10)) {
      expect(await attack(mob.id)).toMatchObject({ success: false, reason: 'out_of_range', detail: { distance: expect.any(Number), range: expect.any(Number) } });
    }
    const m = t.hub.stateOf((await here()).room.id)!.mobs.find((x) => `mob-${x.id}` === mob.id)!;
    await walkTo(m.x, Math.min(90, m.y + 4));
    advance(COMBAT.cooldownMs.roomViewAttack);
    const first = await attack(mob.id);
    expect(first.success, JSON.stringify(first)).toBe(true);
    expect(await attack(mob.id)).toMatchObject({ success: false, reason: 'cooldown', detail: { msLeft: expect.any(Number) } });
  });

  it('refuses a teleport and bad targets, changing nothing', async () => {
    await wake();
    const room = (await here()).room.id;
    const before = t.hub.playerOf(id)!;
    advance(200);
    const jump = await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: room, positionX: before.x > 50 ? 5 : 95, positionY: 50 } });
    expect(jump.body).toMatchObject({ success: false, corrected: true, reason: 'too_fast' });
    expect(t.hub.playerOf(id)).toMatchObject({ x: before.x, y: before.y });
    const wrongRoom = await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: room + 1, positionX: 50, positionY: 50 } });
    expect(wrongRoom.status).toBe(409);
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/attack`, { token, body: { targetId: 'mob-abc' } })).status).toBe(400);
    expect(await attack('mob-999999')).toMatchObject({ success: false, reason: 'invalid_target' });
    const intruder = await devLogin(t.app, 'cheat@crawl.test');
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token: intruder, body: { roomId: room, positionX: 50, positionY: 50 } })).status).toBe(404);
  });
});
