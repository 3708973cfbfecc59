// Anti-cheat: a client that lies about where it is, how fast it moves, what it hits,
// when, in which room, for which crawler, or replays its own intents. Every cheat is refused (a 4xx
// JSON error, a correction, or a refusal event over the socket), leaves the database exactly as it was
// (support/state-digest.ts) and the crawler where the server had it, and is logged at info level.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CurrentRoom, TacticalData } from '#contract/dungeon.ts';
import { GroundItem } from '#contract/loot.ts';
import type { ServerMessage } from '#contract/realtime.ts';
import { COMBAT, DOOR_ZONE } from '#game/constants.ts';
import { isDirection } from '#game/dungeon/vocabulary.ts';
import { exitZone, reachable } from '#game/movement-check.ts';
import { isBlocked, MOVEMENT_TUNING, stepPlayer, walkDistance, type MovementRoom } from '#game/movement.ts';
import { feetBetween, feetStepToPercent } from '#game/units.ts';
import { call, createTestApp, devLogin, type Json, type TestApp } from '#tests/helpers/app.ts';
import { pathToHostileRoom, pathToRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { captureLog } from '#tests/helpers/log-capture.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';
import { writeReport } from './support/report.ts';
import { changedTables, rowsOf, stateDigest } from './support/state-digest.ts';
import { openSocket, socketUrl, type Socket } from './support/ws.ts';

// Rooms of the test season's first floor, found with the generator (what a player learns by exploring).
// Cheats run where no hostile mob acts on its own, so any change to the database is the cheat's.
const calm = (r: { mobs: readonly { disposition: string }[] }) => !r.mobs.some((m) => m.disposition === 'hostile');
const hostileRoom = pathToHostileRoom(TEST_SEASON_SEED, 1);
const chestRoom = pathToRoom(TEST_SEASON_SEED, 1, (r) => r.containers.length > 0);
const wallRoom = pathToRoom(TEST_SEASON_SEED, 1, (r) => r.features.length > 0 && calm(r));
/** A neutral mob to swing at (it fights back only when hit) and loot on the floor, with nothing hostile. */
const sparringRoom = pathToRoom(TEST_SEASON_SEED, 1, (r) => !r.isSafe && calm(r) && r.mobs.some((m) => m.disposition === 'neutral') && r.groundItems.length > 0);

/** The log lines that record a refusal (server/http/errors.ts, plugins/realtime.ts, realtime/room-hub.ts, routes/loot.ts). */
const REFUSAL_LOGS = new Set(['request refused', 'position refused', 'socket message refused', 'intent refused', 'pickup refused']);

const tried: { cheat: string; answer: string }[] = [];

interface Player {
  token: string;
  id: number;
  room: CurrentRoom['room'];
  directions: string[];
}

describe('anti-cheat', () => {
  let t: TestApp;
  let now: Date;
  let log: ReturnType<typeof captureLog>;
  const advance = (ms: number) => (now = new Date(now.getTime() + ms));

  beforeEach(async () => {
    now = new Date('2026-11-21T12:00:00Z');
    log = captureLog();
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false, logger: log.logger });
  });
  afterEach(async () => {
    await t.close();
    writeReport('anti-cheat', { cheats: tried.length, tried });
  });

  const here = async (p: Pick<Player, 'id' | 'token'>) => CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${p.id}/current-room`, { token: p.token })).body);

  /** `before`: done before it sets out (each door move puts it in the next room's simulation as it is then). */
  async function crawlerIn(email: string, path: readonly string[], before?: (c: { token: string; id: number }) => Promise<void>): Promise<Player> {
    const token = await devLogin(t.app, email);
    const id = (await sponsorCrawler(t.app, token)).crawler.id as number;
    await before?.({ token, id });
    for (const direction of path) {
      advance(DOOR_ZONE.minIntervalMs + 1000);
      const res = await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const cur = await here({ id, token });
    return { token, id, room: cur.room, directions: cur.availableDirections };
  }

  const report = (p: Player, x: number, y: number, roomId = p.room.id) =>
    call(t.app, 'POST', `/api/crawlers/${p.id}/position`, { token: p.token, body: { roomId, positionX: x, positionY: y } });

  /** Brings the crawler into its live room where it stands. */
  async function wake(p: Player): Promise<void> {
    const cur = await here(p);
    expect((await report(p, cur.position.x, cur.position.y)).body.success).toBe(true);
    await t.hub.tickNow();
  }

  async function movementRoom(p: Player): Promise<MovementRoom> {
    const [row] = rowsOf<{ features: { x: number; y: number; w: number; h: number }[]; width_feet: number; height_feet: number }>(
      await t.database.db.execute(sql`select features, width_feet, height_feet from rooms where id = ${p.room.id}`),
    );
    return { obstacles: row!.features, availableDirections: p.directions.filter((d) => d !== 'down'), widthFeet: row!.width_feet, heightFeet: row!.height_feet };
  }

  /** Walks like the client: stepPlayer frame by frame (sliding along walls), a report every 200 ms. */
  async function walkTo(p: Player, x: number, y: number): Promise<void> {
    await wake(p);
    const room = await movementRoom(p);
    const agility = (await call(t.app, 'GET', `/api/crawlers/${p.id}`, { token: p.token })).body.agility as number;
    const framesPerReport = Math.round(200 / MOVEMENT_TUNING.frameMs);
    for (let i = 0; i < 80; i++) {
      const me = t.hub.playerOf(p.id)!;
      if (Math.hypot(x - me.x, y - me.y) < 1) return;
      let at = { x: me.x, y: me.y };
      for (let f = 0; f < framesPerReport; f++) {
        if (feetBetween(at, { x, y }, room) <= walkDistance(agility, MOVEMENT_TUNING.frameMs)) {
          at = { x, y }; // the last, shorter step
          break;
        }
        const dx = Math.abs(x - at.x) < 0.1 ? 0 : Math.sign(x - at.x);
        const dy = Math.abs(y - at.y) < 0.1 ? 0 : Math.sign(y - at.y);
        at = stepPlayer(at, { dx, dy }, agility, MOVEMENT_TUNING.frameMs, room);
      }
      advance(200);
      const res = await report(p, at.x, at.y);
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      await t.hub.tickNow();
    }
    throw new Error(`could not walk to ${x},${y}`);
  }

  /** Sends an attack over HTTP and steps the ticks that resolve it. */
  async function attack(p: Player, targetId: string): Promise<Json> {
    let done = false;
    const pending = call(t.app, 'POST', `/api/crawlers/${p.id}/attack`, { token: p.token, body: { targetId } }).finally(() => (done = true));
    for (let i = 0; i < 50 && !done; i++) {
      await new Promise((r) => setTimeout(r, 5));
      if (!done && t.hub.roomOf(p.id) !== undefined) await t.hub.tickNow();
    }
    return pending;
  }

  async function mobOf(p: Player, disposition: 'hostile' | 'neutral') {
    return TacticalData.parse((await call(t.app, 'GET', `/api/crawlers/${p.id}/tactical-data`, { token: p.token })).body).entities.find((e) => e.type === 'mob' && e.disposition === disposition)!;
  }

  /** Steps ticks until a socket message matches (an intent sent over the socket may still be in flight). */
  async function tickUntil(s: Socket, match: (m: ServerMessage) => boolean): Promise<ServerMessage> {
    const from = s.messages.length;
    const seen = () => s.messages.slice(from).find(match);
    for (let i = 0; i < 100 && !seen(); i++) {
      await new Promise((r) => setTimeout(r, 5));
      await t.hub.tickNow();
    }
    expect(seen(), `no matching message; last: ${JSON.stringify(s.messages.slice(-3))}`).toBeDefined();
    return seen()!;
  }

  const refusalLines = () => log.lines().filter((l) => REFUSAL_LOGS.has(String(l.msg))).length;

  /**
   * Runs one cheat: the database digest and the crawler's live position must be the same after it,
   * and the server must have logged a refusal. `act` returns a short description of the answer.
   */
  async function cheat(name: string, p: Player | null, act: () => Promise<string>): Promise<void> {
    // What the honest steps before the cheat left queued (a position flush a slow tick has not made
    // yet) lands first, so the digest compares the cheat alone.
    if (p && t.hub.roomOf(p.id) !== undefined) await t.hub.tickNow();
    const before = await stateDigest(t.database);
    const livePos = p && t.hub.playerOf(p.id) ? { x: t.hub.playerOf(p.id)!.x, y: t.hub.playerOf(p.id)!.y } : null;
    const logged = refusalLines();
    const answer = await act();
    if (p && t.hub.roomOf(p.id) !== undefined) await t.hub.tickNow(); // anything queued would land now
    expect(changedTables(before, await stateDigest(t.database)), `${name}: the database changed`).toEqual([]);
    if (p && livePos && t.hub.playerOf(p.id)) expect(t.hub.playerOf(p.id), `${name}: the crawler moved`).toMatchObject(livePos);
    await expect.poll(refusalLines, { timeout: 1000, message: `${name}: no refusal was logged` }).toBeGreaterThan(logged);
    tried.push({ cheat: name, answer });
  }

  const refusedHttp = (res: Json, status: number, code: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body).toEqual({ error: expect.any(String), code });
    return `${status} ${code}`;
  };
  const corrected = (res: Json, reason: string) => {
    expect(res.status).toBe(200);
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: false, corrected: true, reason });
    return `correction ${reason}`;
  };

  async function socketFor(p: Player): Promise<Socket> {
    const s = await openSocket(await socketUrl(t), { token: p.token });
    s.send({ type: 'join', crawlerId: p.id });
    await s.waitFor((m) => m.type === 'snapshot');
    return s;
  }
  /** The next message of a kind after everything received so far. */
  const nextOf = (s: Socket, match: (m: ServerMessage) => boolean) => {
    const from = s.messages.length;
    return s.waitFor((m) => s.messages.indexOf(m) >= from && match(m));
  };

  it('speed hacks and teleports are corrected, over HTTP and the socket', async () => {
    const p = await crawlerIn('speeder@crawl.test', []);
    await wake(p);
    const me = () => t.hub.playerOf(p.id)!;
    const agility = (await call(t.app, 'GET', `/api/crawlers/${p.id}`, { token: p.token })).body.agility as number;
    const dir = me().x > 50 ? -1 : 1;
    const room = await movementRoom(p);
    /** Feet east-west as room-percent of this room. */
    const percentOf = (ft: number) => feetStepToPercent({ x: ft, y: 0 }, room).x;
    /** A micro-step: well within the slack, so the first two of a burst are within reach. */
    const micro = percentOf(reachable(agility, 0) / 2.5);

    await cheat('speed hack: a step twice as long as the crawler can walk in 50 ms (HTTP)', p, async () => {
      advance(50);
      const step = percentOf(2 * reachable(agility, 50));
      expect(step).toBeLessThan(45);
      return corrected(await report(p, me().x + dir * step, me().y), 'too_fast');
    });
    await cheat('teleport: to the far corner 20 ms later (HTTP)', p, async () => {
      advance(20);
      const corner = { x: me().x > 50 ? 4 : 96, y: me().y > 50 ? 4 : 96 };
      expect(feetBetween(corner, me(), room)).toBeGreaterThan(reachable(agility, 70));
      return corrected(await report(p, corner.x, corner.y), 'too_fast');
    });
    await cheat('speed hack by micro-steps: 20 reports in the same instant, each within the slack (HTTP)', p, async () => {
      const start = { x: me().x, y: me().y };
      const answers: string[] = [];
      for (let i = 1; i <= 20; i++) answers.push((await report(p, start.x + dir * micro * i, start.y)).body.reason ?? 'ok');
      await t.hub.tickNow();
      // Only the slack of one instant may be spent, however many reports claim it.
      expect(feetBetween(me(), start, room)).toBeLessThanOrEqual(reachable(agility, 0) + 1e-9);
      // This cheat does move the crawler a little (the first report, within reach); put it back honestly.
      advance(1000);
      expect((await report(p, start.x, start.y)).body.success).toBe(true);
      await t.hub.tickNow();
      expect(answers.filter((a) => a === 'too_fast').length).toBeGreaterThanOrEqual(18);
      return `${answers.filter((a) => a === 'too_fast').length} of 20 corrected too_fast`;
    });
    await cheat('position outside the room (x = 101, y = -5)', p, async () => {
      advance(1000);
      corrected(await report(p, 101, me().y), 'outside');
      return corrected(await report(p, me().x, -5), 'outside');
    });

    const s = await socketFor(p);
    try {
      await cheat('speed hack over the socket: to the far corner 20 ms after joining', p, async () => {
        advance(20);
        const corner = { x: me().x > 50 ? 4 : 96, y: me().y > 50 ? 4 : 96 };
        expect(feetBetween(corner, me(), room)).toBeGreaterThan(reachable(agility, 20));
        s.send({ type: 'position', ...corner, seq: 1 });
        const c = await nextOf(s, (m) => m.type === 'correction');
        expect(c).toMatchObject({ type: 'correction', reason: 'too_fast', x: me().x, y: me().y });
        return 'correction too_fast';
      });
      await cheat('speed hack by micro-steps over the socket: 20 reports in the same instant', p, async () => {
        const start = { x: me().x, y: me().y };
        for (let i = 1; i <= 20; i++) s.send({ type: 'position', x: start.x + dir * micro * i, y: start.y, seq: 1 + i });
        await expect.poll(() => s.messages.filter((m) => m.type === 'correction').length).toBeGreaterThanOrEqual(1 + 18);
        await t.hub.tickNow();
        expect(feetBetween(me(), start, room)).toBeLessThanOrEqual(reachable(agility, 0) + 1e-9);
        advance(1000);
        s.send({ type: 'position', x: start.x, y: start.y, seq: 100 });
        for (let i = 0; i < 100 && me().x !== start.x; i++) {
          await new Promise((r) => setTimeout(r, 5));
          await t.hub.tickNow();
        }
        expect(me()).toMatchObject(start);
        return '>= 18 of 20 corrected too_fast';
      });
    } finally {
      await s.close();
    }
  });

  it('wall clipping: a position inside a room feature is corrected', async () => {
    const p = await crawlerIn('clipper@crawl.test', wallRoom.path);
    const room = await movementRoom(p);
    const wall = room.obstacles[0]!;
    const centre = { x: wall.x + wall.w / 2, y: wall.y + wall.h / 2 };
    const sides = [
      { x: wall.x - 3, y: centre.y },
      { x: wall.x + wall.w + 3, y: centre.y },
      { x: centre.x, y: wall.y - 3 },
      { x: centre.x, y: wall.y + wall.h + 3 },
    ];
    const beside = sides.find((q) => !isBlocked(q, room))!;
    await walkTo(p, beside.x, beside.y);
    await cheat('wall clipping: stepping into the middle of a wall or cover', p, async () => {
      advance(1000);
      return corrected(await report(p, centre.x, centre.y), 'blocked');
    });
    const s = await socketFor(p);
    try {
      await cheat('wall clipping over the socket', p, async () => {
        advance(1000);
        s.send({ type: 'position', x: centre.x, y: centre.y, seq: 1 });
        expect(await nextOf(s, (m) => m.type === 'correction')).toMatchObject({ reason: 'blocked' });
        return 'correction blocked';
      });
    } finally {
      await s.close();
    }
    // Away from every door, just after an accepted report: a door it could not have reached yet.
    const door = p.directions.find((d) => d !== 'down')!;
    await walkTo(p, 50, 50);
    advance(DOOR_ZONE.minIntervalMs + 1000);
    expect((await report(p, 50, 50)).body.success).toBe(true);
    await here(p); // settles what time restored (energy), so the cheat's digest sees only the cheat
    await cheat(`walking through the ${door} door from the middle of the room`, p, async () => {
      return refusedHttp(await call(t.app, 'POST', `/api/crawlers/${p.id}/move`, { token: p.token, body: { direction: door } }), 409, 'not_at_exit');
    });
  });

  it('out-of-range attacks, cooldown bypass and replayed or reordered intents are refused', async () => {
    // Bare hands: a new crawler wears its kit's weapon, and a bow or a wand reaches across most of a
    // room, so 'out of range' needs the short reach that every crawler has (the candidate varies).
    const p = await crawlerIn('brawler@crawl.test', sparringRoom.path, async (c) => {
      const bare = await call(t.app, 'POST', `/api/crawlers/${c.id}/unequip`, { token: c.token, body: { slot: 'weapon' } });
      expect(bare.status, JSON.stringify(bare.body)).toBe(200);
    });
    await wake(p);
    expect(t.hub.playerOf(p.id)!.weapon).toBeNull();
    const mob = await mobOf(p, 'neutral');
    const m = () => t.hub.stateOf(p.room.id)!.mobs.find((x) => `mob-${x.id}` === mob.id)!;
    const me = t.hub.playerOf(p.id)!;
    if (Math.hypot(m().x - me.x, m().y - me.y) < 20) await walkTo(p, m().x > 50 ? 8 : 92, m().y > 50 ? 8 : 92);

    await cheat('out-of-range attack (HTTP)', p, async () => {
      const res = await attack(p, mob.id);
      expect(res.body).toMatchObject({ success: false, reason: 'out_of_range' });
      return 'refused out_of_range';
    });
    const s = await socketFor(p);
    try {
      await cheat('out-of-range attack over the socket', p, async () => {
        s.send({ type: 'attack', targetId: mob.id, seq: 1 });
        const refusal = await tickUntil(s, (x) => x.type === 'events' && x.events.some((e) => e.type === 'refused'));
        expect(JSON.stringify(refusal)).toContain('out_of_range');
        return 'refused event out_of_range';
      });
      await cheat('attacking a mob of another room (a valid id, elsewhere)', p, async () => {
        const [other] = rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from mobs where room_id <> ${p.room.id} order by id limit 1`));
        const res = await attack(p, `mob-${other!.id}`);
        expect(res.body).toMatchObject({ success: false, reason: 'invalid_target' });
        return 'refused invalid_target';
      });

      // Now in reach: the first attack lands, the ones that follow inside 2000 ms do not.
      await walkTo(p, m().x, Math.min(90, m().y + 4));
      advance(COMBAT.cooldownMs.roomViewAttack);
      const first = await attack(p, mob.id);
      expect(first.body.success, JSON.stringify(first.body)).toBe(true);
      // The mob strikes back now, at this instant; its own cooldown (800 ms) outlasts the cheats below.
      // (Had the blow killed it, the cooldown still comes first: the cheats below are refused alike.)
      for (let i = 0; i < 3; i++) await t.hub.tickNow();
      await cheat('cooldown bypass: a second attack 100 ms after the first (HTTP)', p, async () => {
        advance(100);
        const res = await attack(p, mob.id);
        expect(res.body).toMatchObject({ success: false, reason: 'cooldown' });
        return 'refused cooldown';
      });
      await cheat('cooldown bypass: a burst of five attacks in one tick over the socket', p, async () => {
        advance(100);
        const seqBase = 10;
        const from = s.messages.length;
        for (let i = 0; i < 5; i++) s.send({ type: 'attack', targetId: mob.id, seq: seqBase + i });
        const cooldowns = () => s.messages.slice(from).flatMap((x) => (x.type === 'events' ? x.events : [])).filter((e) => e.type === 'refused' && e.reason === 'cooldown').length;
        for (let i = 0; i < 100 && cooldowns() < 5; i++) {
          await new Promise((r) => setTimeout(r, 5));
          await t.hub.tickNow();
        }
        expect(cooldowns()).toBe(5);
        expect(s.messages.slice(from).flatMap((x) => (x.type === 'events' ? x.events : [])).filter((e) => e.type === 'attacked' && e.attackerId === `crawler-${p.id}`)).toHaveLength(0);
        return '5 refused cooldown';
      });
      await cheat('replayed intent: the same attack seq twice', p, async () => {
        s.send({ type: 'attack', targetId: mob.id, seq: 14 });
        expect(await nextOf(s, (x) => x.type === 'error')).toMatchObject({ code: 'stale_seq' });
        return 'error stale_seq';
      });
      await cheat('reordered intent: an attack with an older seq', p, async () => {
        s.send({ type: 'attack', targetId: mob.id, seq: 3 });
        expect(await nextOf(s, (x) => x.type === 'error')).toMatchObject({ code: 'stale_seq' });
        s.send({ type: 'dodge', seq: 2 });
        expect(await nextOf(s, (x) => x.type === 'error')).toMatchObject({ code: 'stale_seq' });
        return 'error stale_seq';
      });
      await cheat('replayed and reordered positions', p, async () => {
        const at = t.hub.playerOf(p.id)!;
        advance(200);
        s.send({ type: 'position', x: at.x, y: at.y, seq: 50 });
        await t.hub.tickNow();
        s.send({ type: 'position', x: at.x, y: at.y, seq: 50 });
        expect(await nextOf(s, (x) => x.type === 'error')).toMatchObject({ code: 'stale_seq' });
        s.send({ type: 'position', x: at.x + 1, y: at.y, seq: 49 });
        expect(await nextOf(s, (x) => x.type === 'error')).toMatchObject({ code: 'stale_seq' });
        return 'error stale_seq';
      });
    } finally {
      await s.close();
    }
  });

  it('acting in a room the crawler is not in is refused', async () => {
    const c = await crawlerIn('wanderer@crawl.test', chestRoom.path);
    const l = await crawlerIn('looter@crawl.test', sparringRoom.path);
    const chestId = Number(
      TacticalData.parse((await call(t.app, 'GET', `/api/crawlers/${c.id}/tactical-data`, { token: c.token })).body)
        .entities.find((e) => e.id.startsWith('chest-'))!
        .id.slice(6),
    );
    const [lootItem] = GroundItem.array().parse((await call(t.app, 'GET', `/api/room/${l.room.id}/ground-items`, { token: l.token })).body);
    await wake(c);
    const elsewhere = c.room.id === l.room.id ? c.room.id + 1 : l.room.id;

    await cheat('position reported in another room', c, async () => refusedHttp(await report(c, 50, 50, elsewhere), 409, 'wrong_room'));
    await cheat('opening a chest while claiming to be in another room', c, async () =>
      refusedHttp(await call(t.app, 'POST', `/api/loot-container/${chestId}/interact`, { token: c.token, body: { crawlerId: c.id, roomId: elsewhere, position: { x: 50, y: 50 } } }), 409, 'wrong_room'),
    );
    if (c.room.id !== l.room.id) {
      await cheat('picking up an item lying in another room', c, async () =>
        refusedHttp(await call(t.app, 'POST', `/api/ground-items/${lootItem!.id}/pickup`, { token: c.token, body: { crawlerId: c.id } }), 409, 'wrong_room'),
      );
      await cheat('listing the loot of a room the crawler is not in', c, async () => refusedHttp(await call(t.app, 'GET', `/api/room/${l.room.id}/ground-items`, { token: c.token }), 404, 'not_found'));
    }
    await cheat('walking through a door that does not exist', c, async () => {
      const missing = ['north', 'south', 'east', 'west'].find((d) => !c.directions.includes(d));
      advance(DOOR_ZONE.minIntervalMs);
      const res = await call(t.app, 'POST', `/api/crawlers/${c.id}/move`, { token: c.token, body: { direction: missing ?? 'down' } });
      return refusedHttp(res, 400, missing ? 'no_door' : 'no_stairs');
    });
    advance(DOOR_ZONE.minIntervalMs);
    // A door is walked to before it is taken (the server checks the crawler could have reached it).
    const door = c.directions.find(isDirection)!;
    const zone = exitZone(door);
    await walkTo(c, zone.x + zone.w / 2, zone.y + zone.h / 2);
    const moved = await call(t.app, 'POST', `/api/crawlers/${c.id}/move`, { token: c.token, body: { direction: door } });
    expect(moved.status).toBe(200);
    const back = (await here(c)).availableDirections.find((d) => d !== 'down')!;
    await cheat('room hopping: a second door transition within a second', c, async () => {
      advance(100);
      return refusedHttp(await call(t.app, 'POST', `/api/crawlers/${c.id}/move`, { token: c.token, body: { direction: back } }), 409, 'transition_in_progress');
    });
  });

  it('picking up twice (one after the other, and two at once) yields one item', async () => {
    const p = await crawlerIn('double@crawl.test', sparringRoom.path);
    const [item] = GroundItem.array().parse((await call(t.app, 'GET', `/api/room/${p.room.id}/ground-items`, { token: p.token })).body);
    await walkTo(p, item!.positionX, item!.positionY);
    const pick = (id: number) => call(t.app, 'POST', `/api/ground-items/${id}/pickup`, { token: p.token, body: { crawlerId: p.id } });
    const owned = async () => Number(rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from items where crawler_id = ${p.id}`))[0]!.n);
    const had = await owned();
    // Two grabs at once by the same crawler: one item, and the other grab is told so.
    const [a, b] = await Promise.all([pick(item!.id), pick(item!.id)]);
    expect([a.body.success, b.body.success].filter(Boolean)).toHaveLength(1);
    expect(await owned()).toBe(had + 1);
    tried.push({ cheat: 'two pick-ups of one item at once by the same crawler', answer: `one item; the other: ${JSON.stringify((a.body.success ? b : a).body.message)}` });
    await cheat('picking up the same item again', p, async () => {
      const again = await pick(item!.id);
      expect(again.body).toMatchObject({ success: false });
      return `200 success:false (${again.body.message})`;
    });
    await cheat('picking up an item that was never there', p, async () => refusedHttp(await pick(2_000_000), 404, 'item_gone'));
  });

  it('the dead cannot act, and nobody acts for another sponsor’s crawler', async () => {
    const p = await crawlerIn('doomed@crawl.test', hostileRoom.path);
    const intruder = await devLogin(t.app, 'puppeteer@crawl.test');
    const intruderSocket = await openSocket(await socketUrl(t), { token: intruder });
    try {
      await cheat("another sponsor's position, attack and move for this crawler (HTTP)", p, async () => {
        refusedHttp(await call(t.app, 'POST', `/api/crawlers/${p.id}/position`, { token: intruder, body: { roomId: p.room.id, positionX: 50, positionY: 50 } }), 404, 'not_found');
        refusedHttp(await call(t.app, 'POST', `/api/crawlers/${p.id}/attack`, { token: intruder, body: { targetId: 'mob-1' } }), 404, 'not_found');
        advance(DOOR_ZONE.minIntervalMs);
        return refusedHttp(await call(t.app, 'POST', `/api/crawlers/${p.id}/move`, { token: intruder, body: { direction: p.directions[0] } }), 404, 'not_found');
      });
      await cheat("another sponsor joining this crawler's socket room", p, async () => {
        intruderSocket.send({ type: 'join', crawlerId: p.id });
        expect(await intruderSocket.waitFor((m) => m.type === 'error')).toMatchObject({ code: 'not_found' });
        return 'error not_found';
      });
    } finally {
      await intruderSocket.close();
    }

    // One hit from death, then stand by a hostile mob until it lands one (the real way to die).
    await t.database.db.execute(sql`update crawlers set health = 1 where id = ${p.id}`);
    t.wroteBehindTheAppsBack();
    await wake(p);
    const s = await socketFor(p);
    const mob = await mobOf(p, 'hostile');
    const m = t.hub.stateOf(p.room.id)!.mobs.find((x) => `mob-${x.id}` === mob.id)!;
    // Walk toward it (honest 5 % steps) until it strikes; then wait for the blow to be persisted.
    for (let i = 0; i < 400 && t.hub.roomOf(p.id) !== undefined; i++) {
      advance(COMBAT.tickMs);
      const me = t.hub.playerOf(p.id);
      const d = me ? Math.hypot(m.x - me.x, m.y - me.y) : 0;
      if (me && d > 5) await report(p, me.x + ((m.x - me.x) / d) * 5, me.y + ((m.y - me.y) / d) * 5);
      await t.hub.tickNow();
    }
    expect((await call(t.app, 'GET', `/api/crawlers/${p.id}`, { token: p.token })).body).toMatchObject({ isAlive: false, status: 'dead' });
    await s.waitFor((x) => x.type === 'left_room');
    try {
      await cheat('moving while dead (HTTP move, position, attack, rest, pick-up, equip)', p, async () => {
        advance(DOOR_ZONE.minIntervalMs);
        refusedHttp(await call(t.app, 'POST', `/api/crawlers/${p.id}/move`, { token: p.token, body: { direction: p.directions[0] } }), 409, 'crawler_dead');
        refusedHttp(await report(p, 50, 50), 409, 'crawler_dead');
        refusedHttp(await call(t.app, 'POST', `/api/crawlers/${p.id}/attack`, { token: p.token, body: { targetId: mob.id } }), 409, 'crawler_dead');
        refusedHttp(await call(t.app, 'POST', `/api/crawlers/${p.id}/rest`, { token: p.token }), 409, 'crawler_dead');
        refusedHttp(await call(t.app, 'POST', '/api/ground-items/1/pickup', { token: p.token, body: { crawlerId: p.id } }), 409, 'crawler_dead');
        return refusedHttp(await call(t.app, 'POST', `/api/crawlers/${p.id}/equip`, { token: p.token, body: { itemId: 1 } }), 409, 'crawler_dead');
      });
      await cheat('moving and attacking while dead over a socket joined before death', p, async () => {
        // The same code as over HTTP: the socket's intents pass the same gateway.
        s.send({ type: 'position', x: 50, y: 50, seq: 1000 });
        expect(await nextOf(s, (x) => x.type === 'error')).toMatchObject({ code: 'crawler_dead' });
        s.send({ type: 'attack', targetId: mob.id, seq: 1000 });
        expect(await nextOf(s, (x) => x.type === 'error')).toMatchObject({ code: 'crawler_dead' });
        return 'error crawler_dead, error crawler_dead';
      });
      await cheat('joining the room again while dead', p, async () => {
        s.send({ type: 'join', crawlerId: p.id });
        expect(await nextOf(s, (x) => x.type === 'error')).toMatchObject({ code: 'crawler_dead' });
        return 'error crawler_dead';
      });
    } finally {
      await s.close();
    }
  });
});
