// Concurrency: hundreds of simultaneous intents on one room and one item, through
// the real app (app.inject, no network), on the worker's database: PGlite, or PostgreSQL when
// DATABASE_URL is set. Invariants: exactly one owner per item and one opener per chest, losers told
// the winner, no duplicate rows, gold and experience equal to the rewards recorded, every intent
// answered (no deadlock: each burst has a time bound), the last accepted write is the stored one.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CurrentRoom, TacticalData } from '#contract/dungeon.ts';
import { GroundItem } from '#contract/loot.ts';
import { COMBAT } from '#game/constants.ts';
import { call, createTestApp, devLogin, type Json, type TestApp } from '#tests/helpers/app.ts';
import { pathToHostileRoom, pathToRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';
import { rowsOf } from './support/rows.ts';

const CRAWLERS = 10;
/** Every burst must be fully answered within this long: a deadlock or a lost reply fails the test. */
const BURST_LIMIT_MS = 25_000;

const lootRoom = pathToRoom(TEST_SEASON_SEED, 1, (r) => r.groundItems.length > 0);
const chestRoom = pathToRoom(TEST_SEASON_SEED, 1, (r) => r.containers.length > 0);
const hostileRoom = pathToHostileRoom(TEST_SEASON_SEED, 1);

interface Crawler {
  token: string;
  id: number;
  name: string;
  roomId: number;
}

/** Resolves with every answer, or fails when the burst is not fully answered in time. */
async function bounded<T>(label: string, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: not every intent was answered within ${BURST_LIMIT_MS} ms (deadlock?)`)), BURST_LIMIT_MS);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

// Bursts of hundreds of requests take seconds on a loaded machine; BURST_LIMIT_MS bounds each one.
describe('hundreds of concurrent intents on one room and one item', { timeout: 120_000 }, () => {
  let t: TestApp;
  let now: Date;
  const advance = (ms: number) => (now = new Date(now.getTime() + ms));

  beforeEach(async () => {
    now = new Date('2026-11-21T12:00:00Z');
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false });
  });
  afterEach(() => t.close());

  /** CRAWLERS players, each with a crawler walked (the moves concurrently) into the room at the end of `path`. */
  async function party(prefix: string, path: readonly string[]): Promise<Crawler[]> {
    const crawlers: Crawler[] = [];
    for (let i = 0; i < CRAWLERS; i++) {
      const token = await devLogin(t.app, `${prefix}${i}@crawl.test`);
      const { crawler } = await sponsorCrawler(t.app, token);
      crawlers.push({ token, id: crawler.id as number, name: crawler.name as string, roomId: 0 });
    }
    for (const direction of path) {
      advance(2_000);
      const moved = await Promise.all(crawlers.map((c) => call(t.app, 'POST', `/api/crawlers/${c.id}/move`, { token: c.token, body: { direction } })));
      for (const m of moved) expect(m.status, JSON.stringify(m.body)).toBe(200);
    }
    for (const c of crawlers) c.roomId = CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${c.id}/current-room`, { token: c.token })).body).room.id;
    return crawlers;
  }

  const position = (c: Crawler, x: number, y: number) => call(t.app, 'POST', `/api/crawlers/${c.id}/position`, { token: c.token, body: { roomId: c.roomId, positionX: x, positionY: y } });

  /** Everyone walks (honest, speed-checked reports, 200 ms apart) to near (x, y); one tick per step. */
  async function walkAll(crawlers: Crawler[], x: number, y: number): Promise<void> {
    for (const c of crawlers) {
      const me = t.hub.playerOf(c.id);
      const res = await position(c, me?.x ?? 50, me?.y ?? 50);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await t.hub.tickNow();
    for (let step = 0; step < 40; step++) {
      advance(200);
      const moving = crawlers.filter((c) => {
        const me = t.hub.playerOf(c.id);
        return me && me.isAlive && Math.hypot(x - me.x, y - me.y) > 1;
      });
      if (!moving.length) return;
      await Promise.all(
        moving.map(async (c) => {
          const me = t.hub.playerOf(c.id)!;
          const d = Math.hypot(x - me.x, y - me.y);
          const s = Math.min(d, 7);
          const res = await position(c, me.x + ((x - me.x) / d) * s, me.y + ((y - me.y) / d) * s);
          expect(res.body.success, JSON.stringify(res.body)).toBe(true);
        }),
      );
      await t.hub.tickNow();
    }
  }

  const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number }>(await t.database.db.execute(query))[0]!.n);

  it('200 concurrent pick-ups of one item by 10 crawlers: one owner, every loser told the winner, no duplicate item', async () => {
    const crawlers = await party('grab', lootRoom.path);
    const items = GroundItem.array().parse((await call(t.app, 'GET', `/api/room/${crawlers[0]!.roomId}/ground-items`, { token: crawlers[0]!.token })).body);
    const target = items[0]!;
    await walkAll(crawlers, target.positionX, target.positionY);
    const itemsBefore = await count(sql`select count(*)::int as n from items`);
    const foundBefore = await count(sql`select count(*)::int as n from crawler_events where kind = 'picked_up'`);

    const started = Date.now();
    const answers = await bounded(
      'pick-ups',
      Promise.all(Array.from({ length: 200 }, (_, i) => crawlers[i % CRAWLERS]!).map((c) => call(t.app, 'POST', `/api/ground-items/${target.id}/pickup`, { token: c.token, body: { crawlerId: c.id } }))),
    );
    const elapsed = Date.now() - started;

    expect(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
    const won = answers.map((a, i) => ({ a, c: crawlers[i % CRAWLERS]! })).filter(({ a }) => a.body.success === true);
    expect(won).toHaveLength(1);
    const winner = won[0]!.c;
    // Every other answer names the real winner, including the winner's own duplicate grabs.
    const lost = answers.filter((a) => a.body.success !== true);
    expect(lost).toHaveLength(199);
    expect(lost.filter((a) => a.body.winner !== winner.name).map((a) => a.body)).toEqual([]);

    expect(await count(sql`select count(*)::int as n from items`)).toBe(itemsBefore + 1);
    expect(await count(sql`select count(*)::int as n from items where crawler_id = ${winner.id} and id = ${won[0]!.a.body.equipment.id}`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from ground_items where id = ${target.id}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from crawler_events where kind = 'picked_up'`)).toBe(foundBefore + 1);
    console.log(`[concurrency] 200 pick-ups of one item by ${CRAWLERS} crawlers answered in ${elapsed} ms (${t.database.kind})`);
  });

  it('100 concurrent chest openings by 10 crawlers: opened once, its contents spilled once', async () => {
    const crawlers = await party('open', chestRoom.path);
    const tactical = TacticalData.parse((await call(t.app, 'GET', `/api/crawlers/${crawlers[0]!.id}/tactical-data`, { token: crawlers[0]!.token })).body);
    const chest = tactical.entities.find((e) => e.id.startsWith('chest-'))!;
    const chestId = Number(chest.id.slice(6));
    await walkAll(crawlers, chest.position.x, Math.min(95, chest.position.y + 3));
    const groundBefore = await count(sql`select count(*)::int as n from ground_items where room_id = ${crawlers[0]!.roomId}`);

    const answers = await bounded(
      'chest openings',
      Promise.all(
        Array.from({ length: 100 }, (_, i) => crawlers[i % CRAWLERS]!).map((c) =>
          call(t.app, 'POST', `/api/loot-container/${chestId}/interact`, { token: c.token, body: { crawlerId: c.id, roomId: c.roomId, position: { x: 50, y: 50 } } }),
        ),
      ),
    );
    const opened = answers.filter((a) => a.status === 200);
    expect(opened).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.code}`)).toEqual(Array(99).fill('409 already_opened'));
    const spilled = opened[0]!.body.spawnedItems.length as number;
    expect(await count(sql`select count(*)::int as n from ground_items where room_id = ${crawlers[0]!.roomId}`)).toBe(groundBefore + spilled);
    expect(await count(sql`select count(*)::int as n from containers where id = ${chestId} and opened_at is not null`)).toBe(1);
  });

  it('200 concurrent moves by 10 crawlers: each moves exactly once and stands in that room', async () => {
    const crawlers = await party('mover', []);
    const start = CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${crawlers[0]!.id}/current-room`, { token: crawlers[0]!.token })).body);
    advance(2_000);
    const answers = await bounded(
      'moves',
      Promise.all(
        Array.from({ length: 200 }, (_, i) => ({ c: crawlers[i % CRAWLERS]!, direction: start.availableDirections[i % start.availableDirections.length]! })).map(async ({ c, direction }) => ({
          c,
          res: await call(t.app, 'POST', `/api/crawlers/${c.id}/move`, { token: c.token, body: { direction } }),
        })),
      ),
    );
    expect(answers.filter(({ res }) => res.status !== 200 && res.status !== 409).map(({ res }) => res.status)).toEqual([]);
    for (const c of crawlers) {
      const mine = answers.filter((a) => a.c === c);
      const ok = mine.filter((a) => a.res.status === 200);
      expect(ok, `crawler ${c.id}`).toHaveLength(1);
      expect(mine.filter((a) => a.res.status === 409).every((a) => a.res.body.code === 'transition_in_progress')).toBe(true);
      const here = CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${c.id}/current-room`, { token: c.token })).body);
      expect(here.room.id).toBe(ok[0]!.res.body.newRoom.id);
      expect(await count(sql`select count(*)::int as n from explored_rooms where crawler_id = ${c.id}`)).toBe(2);
    }
  });

  it('12 concurrent sponsorships of one candidate by one sponsor: exactly one crawler, one contract', async () => {
    const token = await devLogin(t.app, 'sponsor@crawl.test');
    const offer = (await call(t.app, 'GET', '/api/crawlers/candidates', { token })).body;
    const chosen = offer[0];
    const body = { name: chosen.name, serial: chosen.serial, stats: chosen.stats, competencies: chosen.competencies, background: chosen.background, sponsorship: 'primary' };
    const answers = await bounded('sponsorships', Promise.all(Array.from({ length: 12 }, () => call(t.app, 'POST', '/api/crawlers', { token, body }))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 201 && (a.status < 400 || a.status >= 500)).map((a) => a.status)).toEqual([]);
    expect((await call(t.app, 'GET', '/api/crawlers', { token })).body).toHaveLength(1);
    expect(await count(sql`select count(*)::int as n from crawler_events where kind = 'sponsored'`)).toBe(1);
  });

  it('a move racing the position flush: the crawler stands at the new room’s entry, never at its old coordinates', async () => {
    const [c] = await party('racer', []);
    const agility = (await call(t.app, 'GET', `/api/crawlers/${c!.id}`, { token: c!.token })).body.agility as number;
    const door = CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${c!.id}/current-room`, { token: c!.token })).body).availableDirections[0]!;
    const back = ({ north: 'south', south: 'north', east: 'west', west: 'east' } as Record<string, string>)[door] ?? door;
    let direction = door;
    for (let round = 0; round < 6; round++) {
      const here = CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${c!.id}/current-room`, { token: c!.token })).body);
      c!.roomId = here.room.id;
      expect((await position(c!, here.position.x, here.position.y)).status).toBe(200);
      await t.hub.tickNow();
      // It walks (honest reports, 4 percent per 200 ms) into the door zone it is about to leave by.
      const [doorX, doorY] = ({ north: [50, 3], south: [50, 97], west: [3, 50], east: [97, 50] } as Record<string, [number, number]>)[direction]!;
      for (let step = 0; step < 60; step++) {
        const me = t.hub.playerOf(c!.id)!;
        const d = Math.hypot(doorX - me.x, doorY - me.y);
        if (d < 0.5) break;
        const s = Math.min(d, 4);
        advance(200);
        expect((await position(c!, me.x + ((doorX - me.x) / d) * s, me.y + ((doorY - me.y) / d) * s)).body.success).toBe(true);
        await t.hub.tickNow();
      }
      // While the move is in flight, the live room keeps moving the crawler a little and flushing
      // its position (as the 200 ms ticker does in production).
      let moving = true;
      const jiggle = (async () => {
        for (let k = 0; moving && k < 200; k++) {
          const me = t.hub.playerOf(c!.id);
          if (!me) break;
          t.hub.reportPosition(c!.id, me.x + (k % 2 ? 0.5 : -0.5), me.y, agility, []);
          await t.hub.tickNow();
        }
      })();
      advance(2_000);
      const moved = await bounded('move and flush', call(t.app, 'POST', `/api/crawlers/${c!.id}/move`, { token: c!.token, body: { direction } }).finally(() => (moving = false)));
      await jiggle;
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      await t.hub.tickNow();
      const stored = rowsOf<{ current_room_id: number; position_x: number; position_y: number }>(
        await t.database.db.execute(sql`select current_room_id, position_x, position_y from crawlers where id = ${c!.id}`),
      )[0]!;
      expect(stored.current_room_id).toBe(moved.body.newRoom.id);
      expect([stored.position_x, stored.position_y], `round ${round}: entry point after moving ${direction}`).toEqual([moved.body.entry.x, moved.body.entry.y]);
      direction = direction === door ? back : door;
    }
  });

  it('hundreds of concurrent attacks and position reports in one room: every intent answered, gold and experience equal the rewards, no lost update', async () => {
    const crawlers = await party('fighter', hostileRoom.path);
    const roomId = crawlers[0]!.roomId;
    const mobs = () => t.hub.stateOf(roomId)!.mobs.filter((m) => m.isAlive && m.disposition === 'hostile');
    const first = TacticalData.parse((await call(t.app, 'GET', `/api/crawlers/${crawlers[0]!.id}/tactical-data`, { token: crawlers[0]!.token })).body).entities.find(
      (e) => e.type === 'mob' && e.disposition === 'hostile',
    )!;
    await walkAll(crawlers, first.position.x, Math.min(90, first.position.y + 3));

    let attacks = 0;
    let positions = 0;
    for (let round = 0; round < 10 && mobs().length > 0; round++) {
      advance(COMBAT.cooldownMs.roomViewAttack);
      const living = crawlers.filter((c) => t.hub.playerOf(c.id)?.isAlive);
      if (!living.length) break;
      const target = mobs()[0]!;
      // Each living crawler: 10 attacks and 10 position reports at once (one step toward the target).
      const burst: Promise<Json>[] = [];
      for (const c of living) {
        const me = t.hub.playerOf(c.id)!;
        const d = Math.hypot(target.x - me.x, target.y - me.y) || 1;
        const s = Math.min(Math.max(0, d - 3), 6);
        for (let k = 0; k < 10; k++) {
          burst.push(call(t.app, 'POST', `/api/crawlers/${c.id}/attack`, { token: c.token, body: { targetId: `mob-${target.id}` } }));
          burst.push(position(c, me.x + ((target.x - me.x) / d) * s, me.y + ((target.y - me.y) / d) * s));
        }
      }
      let settled = false;
      const all = Promise.all(burst).finally(() => (settled = true));
      // Attacks resolve on the tick that applies them: step ticks until every request is answered.
      for (let i = 0; i < 400 && !settled; i++) {
        await new Promise((r) => setTimeout(r, 5));
        await t.hub.tickNow();
      }
      const answers = await bounded('attacks and positions', all);
      attacks += living.length * 10;
      positions += living.length * 10;
      const bad = answers.filter((a) => a.status !== 200 && !(a.status === 409 && a.body.code === 'crawler_dead'));
      expect(bad.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
      // An attack on a living target is applied at most once per cooldown per crawler.
      for (const c of living) {
        const hits = answers.filter((a, i) => i % 2 === 0 && Math.floor(i / 20) === living.indexOf(c) && a.body.success === true);
        expect(hits.length, `crawler ${c.id} attacks applied in one cooldown`).toBeLessThanOrEqual(1);
      }
    }
    await t.hub.tickNow();

    // Gold and experience: every reward recorded once, in the crawler and in its log (which the activity feed reads).
    const kills = rowsOf<{ crawler_id: number; gold: number; xp: number }>(
      await t.database.db.execute(sql`select crawler_id, (data->>'gold')::int as gold, (data->>'xp')::int as xp from crawler_events where kind = 'rewarded'`),
    );
    expect(kills.length, 'some mobs died').toBeGreaterThan(0);
    const deadMobs = rowsOf<{ n: number; gold: number; xp: number }>(
      await t.database.db.execute(sql`select count(*)::int as n, coalesce(sum(gold_reward), 0)::int as gold, coalesce(sum(xp_reward), 0)::int as xp from mobs where room_id = ${roomId} and is_alive = false`),
    )[0]!;
    expect(kills.length).toBe(deadMobs.n);
    const rows = rowsOf<{ id: number; gold: number; experience: number; level: number; health: number; is_alive: boolean; position_x: number; position_y: number }>(
      await t.database.db.execute(sql`select id, gold, experience, level, health, is_alive, position_x, position_y from crawlers where id in ${sql.raw(`(${crawlers.map((c) => c.id).join(',')})`)}`),
    );
    const rewarded = (id: number, what: 'gold' | 'XP') => kills.filter((k) => k.crawler_id === id).reduce((sum, k) => sum + Number(what === 'gold' ? k.gold : k.xp), 0);
    for (const r of rows) {
      expect(r.gold, `gold of crawler ${r.id}`).toBe(rewarded(r.id, 'gold'));
      if (r.level === 1) expect(r.experience, `experience of crawler ${r.id}`).toBe(rewarded(r.id, 'XP'));
      // The durable health and position are the live room's: no write lost or applied out of order.
      const live = t.hub.playerOf(r.id);
      if (live && r.is_alive) {
        expect(r.health, `health of crawler ${r.id}`).toBe(live.health);
        // Positions are stored as 4-byte reals.
        expect(r.position_x, `x of crawler ${r.id}`).toBeCloseTo(live.x, 3);
        expect(r.position_y, `y of crawler ${r.id}`).toBeCloseTo(live.y, 3);
      }
    }
    expect(rows.reduce((s, r) => s + r.gold, 0)).toBe(deadMobs.gold);
    console.log(`[concurrency] ${attacks} attacks + ${positions} position reports in one room; ${kills.length} kills; gold ${deadMobs.gold} conserved (${t.database.kind})`);
  });
});
