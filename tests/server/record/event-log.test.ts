// The season's record: a crawler's life, fought to its death in a live room, is one
// gapless numbered log that rebuilds what the server holds, public once the crawler is dead.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CurrentRoom, TacticalData } from '#contract/dungeon.ts';
import { LogPage } from '#contract/record.ts';
import { COMBAT } from '#game/constants.ts';
import { isGapless, replayLog, type LogEntry } from '#game/event-log.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { pathToHostileRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

describe("a crawler's log", () => {
  let t: TestApp;
  let token: string;
  let id: number;
  let now: Date;
  const advance = (ms: number) => (now = new Date(now.getTime() + ms));

  beforeEach(async () => {
    now = new Date('2026-11-21T12:00:00Z');
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false });
    token = await devLogin(t.app, 'chronicled@crawl.test');
    id = (await sponsorCrawler(t.app, token)).crawler.id;
  });
  afterEach(() => t.close());

  const here = async () => CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${id}/current-room`, { token })).body);
  const log = async (as: string | undefined = token) => {
    const res = await call(t.app, 'GET', `/api/crawlers/${id}/events?limit=5000`, { token: as });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return LogPage.parse(res.body).entries as LogEntry[];
  };

  async function walkTo(x: number, y: number): Promise<void> {
    const cur = await here();
    await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: cur.room.id, positionX: cur.position.x, positionY: cur.position.y } });
    await t.hub.tickNow();
    for (let i = 0; i < 150; i++) {
      const me = t.hub.playerOf(id)!;
      const d = Math.hypot(x - me.x, y - me.y);
      if (d < 1) return;
      // 4 percent per tick: at most 8 ft even in a 200 ft room, within the speed check's 9.5 ft.
      const step = Math.min(d, 4);
      advance(COMBAT.tickMs);
      const res = await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: cur.room.id, positionX: me.x + ((x - me.x) / d) * step, positionY: me.y + ((y - me.y) / d) * step } });
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      await t.hub.tickNow();
    }
  }

  it('starts with the sponsorship: seed, room, vitals and starting items', async () => {
    const entries = await log();
    expect(entries).toHaveLength(1);
    const loadout = (await call(t.app, 'GET', `/api/crawlers/${id}/loadout`, { token })).body;
    const me = (await call(t.app, 'GET', `/api/crawlers/${id}`, { token })).body;
    expect(entries[0]).toMatchObject({ seq: 1, kind: 'sponsored', data: { seed: TEST_SEASON_SEED, health: me.health, maxHealth: me.maxHealth, roomId: (await here()).room.id } });
    const ids = (loadout.inventory as { id: number }[]).map((i) => i.id).sort((a, b) => a - b);
    expect(replayLog(entries).at(-1)!.inventory).toEqual(ids);
  });

  it('records the walk, every roll of the fight and the death, gapless; the replay ends where the server did; then it is public', async () => {
    for (const direction of pathToHostileRoom(TEST_SEASON_SEED, 1).path) {
      advance(2000);
      expect((await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction } })).status).toBe(200);
    }
    const mob = TacticalData.parse((await call(t.app, 'GET', `/api/crawlers/${id}/tactical-data`, { token })).body).entities.find((e) => e.type === 'mob' && e.disposition === 'hostile')!;
    await walkTo(mob.position.x, Math.min(90, mob.position.y + 5));
    const intruder = await devLogin(t.app, 'nosy@crawl.test');
    // Alive: its sponsor's alone.
    expect((await call(t.app, 'GET', `/api/crawlers/${id}/events`, { token: intruder })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/crawlers/${id}/events`)).status).toBe(404);
    for (let i = 0; i < 4000 && t.hub.roomOf(id) !== undefined; i++) {
      advance(COMBAT.tickMs);
      // The sponsor stays, standing still (reporting where it stands): its orders never take over.
      const still = t.hub.playerOf(id);
      if (i % 25 === 0 && still?.isAlive) await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: t.hub.roomOf(id), positionX: still.x, positionY: still.y } });
      await t.hub.tickNow();
    }
    const me = (await call(t.app, 'GET', `/api/crawlers/${id}`, { token })).body;
    expect(me.isAlive).toBe(false);

    const entries = await log();
    expect(isGapless(entries)).toBe(true);
    const kinds = new Set(entries.map((e) => e.kind));
    for (const k of ['sponsored', 'entered_room', 'moved', 'was_attacked', 'died'] as const) expect(kinds, k).toContain(k);
    const hits = entries.filter((e) => e.kind === 'was_attacked');
    expect(hits.every((e) => e.data.dodged || (e.data.roll !== null && e.data.roll >= 1 && e.data.roll <= 100))).toBe(true);
    const death = entries.at(-1)!;
    expect(death).toMatchObject({ kind: 'died', data: { killerId: expect.stringMatching(/^mob-\d+$/), floor: 1 } });
    expect(death.roomId).toBe((await here()).room.id);
    const page = LogPage.parse((await call(t.app, 'GET', `/api/crawlers/${id}/events?from=${death.seq}`, { token })).body);
    expect(page).toMatchObject({ lastSeq: death.seq, seed: TEST_SEASON_SEED, entries: [{ seq: death.seq }] });
    expect(death.tick).toBe(Math.floor((death.at - page.seasonStartMs) / COMBAT.tickMs));
    expect(death.tick).toBeGreaterThan(0);

    const last = replayLog(entries).at(-1)!;
    expect(last).toMatchObject({ alive: false, health: 0, roomId: (await here()).room.id, floor: me.currentFloor, level: me.level, gold: me.gold });
    // Every hit's health is what the crawler had left.
    for (const [i, f] of replayLog(entries).entries()) if (entries[i]!.kind === 'was_attacked') expect(f.health).toBe((entries[i] as Extract<LogEntry, { kind: 'was_attacked' }>).data.health);

    // Dead: anyone may read it, signed in or not, and it reads the same.
    expect(await log(intruder)).toEqual(entries);
    expect(await log(undefined)).toEqual(entries);
  });

  it('refuses bad ids and queries with 4xx JSON, and unknown crawlers with 404', async () => {
    for (const url of [`/api/crawlers/abc/events`, `/api/crawlers/0/events`, `/api/crawlers/${id}/events?from=0`, `/api/crawlers/${id}/events?limit=99999`, `/api/crawlers/${id}/events?extra=1`]) {
      const res = await call(t.app, 'GET', url, { token });
      expect(res.status, url).toBe(400);
      expect(res.body).toEqual({ error: expect.any(String), code: 'validation_failed' });
    }
    expect((await call(t.app, 'GET', `/api/crawlers/999999/events`, { token })).status).toBe(404);
  });
});
