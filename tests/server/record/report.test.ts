// The bankruptcy report: a crawler fights in a live room until it dies; its report tells
// who killed it where and when, what it killed and earned, and its last events; the report, its Open
// Graph card and the page's share tags are public once it is dead and its sponsor's while it lives.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentRoom } from '#contract/dungeon.ts';
import { LogPage } from '#contract/record.ts';
import { BankruptcyReport } from '#contract/report.ts';
import { COMBAT } from '#game/constants.ts';
import { EVENT_LOG, type LogEntry } from '#game/event-log.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { pathToHostileRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PUBLIC_URL = 'https://crawl.example';

describe("a dead crawler's bankruptcy report", () => {
  let t: TestApp;
  let token: string;
  let intruder: string;
  let id: number;
  let livingId: number;
  let now: Date;
  let entries: LogEntry[];
  let deathRoom: { id: number; name: string };
  const advance = (ms: number) => (now = new Date(now.getTime() + ms));

  const here = async () => CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${id}/current-room`, { token })).body);
  const report = async (as?: string, crawlerId = id) => call(t.app, 'GET', `/api/crawlers/${crawlerId}/report`, { token: as });

  /** Sends an attack and steps ticks until the server has resolved it. */
  async function attack(targetId: string) {
    let done = false;
    const pending = call(t.app, 'POST', `/api/crawlers/${id}/attack`, { token, body: { targetId } }).finally(() => (done = true));
    for (let i = 0; i < 50 && !done; i++) {
      await new Promise((r) => setTimeout(r, 5));
      if (t.hub.roomOf(id) !== undefined) await t.hub.tickNow();
    }
    return (await pending).body;
  }

  /** One honest step (speed-checked by the server) toward a point. */
  async function stepToward(roomId: number, x: number, y: number): Promise<void> {
    const me = t.hub.playerOf(id)!;
    const d = Math.hypot(x - me.x, y - me.y);
    if (d < 1) return;
    const step = Math.min(d, 10);
    advance(COMBAT.tickMs);
    await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId, positionX: me.x + ((x - me.x) / d) * step, positionY: me.y + ((y - me.y) / d) * step } });
    await t.hub.tickNow();
  }

  beforeAll(async () => {
    now = new Date('2026-11-21T12:00:00Z');
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED), PUBLIC_URL }, { clock: () => now, autoTick: false });
    token = await devLogin(t.app, 'doomed@crawl.test');
    intruder = await devLogin(t.app, 'onlooker@crawl.test');
    id = (await sponsorCrawler(t.app, token)).crawler.id;
    livingId = (await sponsorCrawler(t.app, intruder)).crawler.id;

    for (const direction of pathToHostileRoom(TEST_SEASON_SEED, 1).path) {
      advance(2000);
      expect((await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction } })).status).toBe(200);
    }
    const room = (await here()).room;
    deathRoom = { id: room.id, name: room.name };
    const start = await here();
    await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: room.id, positionX: start.position.x, positionY: start.position.y } });
    await t.hub.tickNow();
    // Fight whatever is hostile and alive until one falls, then stand still until the crawler falls:
    // an armed crawler with rare criticals can outlast a floor-1 patrol, and mobs come back.
    let killedOne = false;
    for (let i = 0; i < 3000 && t.hub.roomOf(id) !== undefined; i++) {
      killedOne ||= (t.hub.stateOf(room.id)?.mobs ?? []).some((m) => !m.isAlive);
      if (killedOne) {
        advance(COMBAT.tickMs);
        // The sponsor stays, standing still (reporting where it stands): its orders never take over.
        const still = t.hub.playerOf(id);
        if (i % 25 === 0 && still?.isAlive) await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: room.id, positionX: still.x, positionY: still.y } });
        await t.hub.tickNow();
        continue;
      }
      const me = t.hub.playerOf(id);
      const foe = t.hub
        .stateOf(room.id)
        ?.mobs.filter((m) => m.isAlive && m.disposition === 'hostile')
        .sort((a, b) => Math.hypot(a.x - (me?.x ?? 50), a.y - (me?.y ?? 50)) - Math.hypot(b.x - (me?.x ?? 50), b.y - (me?.y ?? 50)))[0];
      if (!me || !foe) {
        advance(COMBAT.tickMs);
        await t.hub.tickNow();
        continue;
      }
      if (Math.hypot(foe.x - me.x, foe.y - me.y) > 4) {
        await stepToward(room.id, foe.x, Math.min(95, foe.y + 3));
        continue;
      }
      advance(COMBAT.cooldownMs.roomViewAttack);
      await attack(`mob-${foe.id}`);
    }
    expect((await call(t.app, 'GET', `/api/crawlers/${id}`, { token })).body.isAlive).toBe(false);
    entries = LogPage.parse((await call(t.app, 'GET', `/api/crawlers/${id}/events?limit=5000`, { token })).body).entries as LogEntry[];
  });
  afterAll(() => t.close());

  it('names the killer, the room, the floor and the tick of the death', async () => {
    const res = await report(token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = BankruptcyReport.parse(res.body);
    const died = entries.at(-1)!;
    expect(died.kind).toBe('died');
    if (died.kind !== 'died') return;
    expect(r).toMatchObject({ crawlerId: id, status: 'dead', replayPath: `/crawler/${id}/replay` });
    expect(r.causeOfDeath).toEqual({ killerId: died.data.killerId, killerName: died.data.killerName, roomId: deathRoom.id, roomName: deathRoom.name, floor: 1, tick: died.tick, at: died.at });
    expect(r.causeOfDeath!.killerId).toMatch(/^mob-\d+$/);
    expect(r.causeOfDeath!.tick).toBeGreaterThan(0);
    expect(r.finalStats).toMatchObject({ health: 0, level: expect.any(Number) });
    expect(r.timeSurvived.endedAt).toBe(died.at);
    expect(r.timeSurvived.ms).toBe(died.at - entries[0]!.at);
  });

  it('shows the last events, at most 20 and newest last, ending with the death', async () => {
    const r = BankruptcyReport.parse((await report(token)).body);
    expect(r.lastEvents.length).toBeGreaterThan(0);
    expect(r.lastEvents.length).toBeLessThanOrEqual(EVENT_LOG.reportTailSize);
    const seqs = r.lastEvents.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(r.lastEvents.at(-1)).toMatchObject({ kind: 'died', seq: entries.at(-1)!.seq });
    expect(r.lastEvents.at(-1)!.text).toContain(`was slain by ${r.causeOfDeath!.killerName}`);
    // Nothing newer than the tail was left out (position samples aside).
    const newer = entries.filter((e) => e.seq > seqs[0]! && e.kind !== 'moved').map((e) => e.seq);
    expect(seqs).toEqual([seqs[0], ...newer]);
  });

  it('counts kills by mob type, gold earned, rooms per floor and the curve from the log', async () => {
    const r = BankruptcyReport.parse((await report(token)).body);
    const kills = entries.filter((e) => e.kind === 'killed');
    expect(kills.length, 'the crawler killed something before it fell').toBeGreaterThan(0);
    const types = new Map<string, number>();
    for (const k of kills) if (k.kind === 'killed') types.set(k.data.creatureType!, (types.get(k.data.creatureType!) ?? 0) + 1);
    expect(Object.fromEntries(r.killsByType.map((k) => [k.type, k.count]))).toEqual(Object.fromEntries(types));
    const gold = entries.reduce((sum, e) => sum + (e.kind === 'rewarded' ? e.data.gold : 0), 0);
    expect(gold).toBeGreaterThan(0);
    expect(r.goldEarned).toBe(gold);
    const me = (await call(t.app, 'GET', `/api/crawlers/${id}`, { token })).body;
    expect(r.finalStats.gold).toBe(me.gold);
    expect(r.roomsExplored).toEqual([{ floor: 1, rooms: pathToHostileRoom(TEST_SEASON_SEED, 1).path.length + 1 }]);
    expect(r.experienceCurve[0]).toMatchObject({ seq: 1, level: 1 });
    expect(r.experienceCurve.length).toBe(1 + entries.filter((e) => e.kind === 'rewarded').length);
    expect(r.experienceCurve.at(-1)).toMatchObject({ level: me.level, experience: me.experience });
  });

  it('lists the equipment it died with per slot', async () => {
    const r = BankruptcyReport.parse((await report(token)).body);
    expect(Object.keys(r.equipment).sort()).toEqual(['accessory', 'armor', 'weapon']);
    const loadout = (await call(t.app, 'GET', `/api/crawlers/${id}/loadout`, { token })).body;
    for (const slot of ['weapon', 'armor', 'accessory'] as const) expect(r.equipment[slot]?.id ?? null, slot).toBe(loadout.equipped[slot]?.id ?? null);
  });

  it('is public once dead; a living crawler is its sponsor’s only; bad ids are 400 JSON', async () => {
    const mine = (await report(token)).body;
    expect((await report(intruder)).body).toEqual(mine);
    expect((await report(undefined)).body).toEqual(mine);
    // Alive: its sponsor's alone.
    expect((await report(intruder, livingId)).body).toMatchObject({ status: 'alive', causeOfDeath: null, timeSurvived: { endedAt: null } });
    for (const as of [token, undefined]) {
      const res = await report(as, livingId);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: expect.any(String), code: 'not_found' });
    }
    for (const url of ['/api/crawlers/abc/report', '/api/crawlers/0/report', '/api/crawlers/99999999999/report', '/api/crawlers/abc/report/og.png']) {
      const res = await call(t.app, 'GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body).toEqual({ error: expect.any(String), code: 'validation_failed' });
    }
    expect((await report(token, 999_999)).status).toBe(404);
  });

  it('draws a 1200x630 PNG card, public and cacheable once dead, hidden while alive', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/crawlers/${id}/report/og.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('public');
    const png = res.rawPayload;
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    // IHDR: width and height, big-endian, right after the chunk's length and type.
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    const again = await t.app.inject({ method: 'GET', url: `/api/crawlers/${id}/report/og.png`, headers: { authorization: `Bearer ${intruder}` } });
    expect(again.rawPayload.equals(png)).toBe(true);

    expect((await t.app.inject({ method: 'GET', url: `/api/crawlers/${livingId}/report/og.png` })).statusCode).toBe(404);
    const own = await t.app.inject({ method: 'GET', url: `/api/crawlers/${livingId}/report/og.png`, headers: { authorization: `Bearer ${intruder}` } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
  });

  it("serves the report page with share tags for a dead crawler and none for another's living one", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'ctf-report-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Crawl to Fame</title></head><body><div id="root"></div></body></html>');
    const web = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED), SERVE_WEB: 'true', WEB_DIST: dist, PUBLIC_URL }, { clock: () => now, autoTick: false, keepData: true });
    try {
      const r = BankruptcyReport.parse((await report(token)).body);
      const page = await web.app.inject({ method: 'GET', url: `/crawler/${id}/report` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const html = page.body;
      expect(html).toContain('<div id="root"></div>');
      const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
      expect(meta('og:title')).toContain('Bankruptcy Report');
      expect(meta('og:title')).toContain(r.name);
      expect(meta('og:description')).toContain(`Slain by ${r.causeOfDeath!.killerName}`);
      expect(meta('og:image')).toBe(`${PUBLIC_URL}/api/crawlers/${id}/report/og.png`);
      expect(meta('og:url')).toBe(`${PUBLIC_URL}/crawler/${id}/report`);
      expect(meta('twitter:card')).toBe('summary_large_image');
      expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));

      const living = await web.app.inject({ method: 'GET', url: `/crawler/${livingId}/report` });
      expect(living.statusCode).toBe(200);
      expect(living.body).toContain('<div id="root"></div>');
      expect(living.body).not.toContain('og:');
      const livingName = (await call(t.app, 'GET', `/api/crawlers/${livingId}`, { token: intruder })).body.name as string;
      expect(living.body).not.toContain(livingName);
      // Unknown crawlers and other pages: the plain app.
      for (const url of ['/crawler/999999/report', `/crawler/${id}`, '/crawler/abc/report']) {
        const res = await web.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).not.toContain('og:');
      }
    } finally {
      await web.close();
    }
  });
});
