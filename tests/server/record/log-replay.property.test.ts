// The event log after N seeded actions equals what a replay reconstructs. Random season
// seeds and random action sequences (door moves and stairs, walks, attacks, waits, pick-ups, rests)
// run against the real server; after each action the test notes the log's last number and what the
// server holds (room, floor, stored health, position, items, life). Replaying the log (game/
// event-log.ts) must give exactly that state at each of those numbers, and the log must be gapless.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CurrentRoom, TacticalData } from '#contract/dungeon.ts';
import { GroundItem } from '#contract/loot.ts';
import { LogPage } from '#contract/record.ts';
import { COMBAT } from '#game/constants.ts';
import { doorPosition } from '#game/dungeon/doors.ts';
import type { Direction } from '#game/dungeon/vocabulary.ts';
import { isGapless, replayLog, type LogEntry } from '#game/event-log.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

type Action =
  | { kind: 'door'; pick: number }
  | { kind: 'walk'; x: number; y: number }
  | { kind: 'attack' }
  | { kind: 'wait'; ticks: number }
  | { kind: 'loot' }
  | { kind: 'rest'; ticks: number };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('door' as const), pick: fc.nat(7) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('walk' as const), x: fc.integer({ min: 10, max: 90 }), y: fc.integer({ min: 10, max: 90 }) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'attack' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('wait' as const), ticks: fc.integer({ min: 1, max: 40 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'loot' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rest' as const), ticks: fc.integer({ min: 5, max: 200 }) }) },
);

interface Truth {
  lastSeq: number;
  roomId: number;
  floor: number;
  health: number;
  x: number;
  y: number;
  inventory: number[];
  alive: boolean;
}

async function play(seed: number, actions: readonly Action[]): Promise<void> {
  let now = new Date('2026-11-21T12:00:00Z');
  const advance = (ms: number) => (now = new Date(now.getTime() + ms));
  const t: TestApp = await createTestApp({ SEASON_SEED: String(seed) }, { clock: () => now, autoTick: false });
  try {
    const token = await devLogin(t.app, 'replayed@crawl.test');
    const id = (await sponsorCrawler(t.app, token)).crawler.id as number;
    const here = async () => CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${id}/current-room`, { token })).body);
    const stored = async () => (await t.database.db.execute(sql`select health, is_alive, current_room_id, current_floor, position_x, position_y from crawlers where id = ${id}`)) as unknown as { rows: Record<string, number | boolean>[] };
    const lastSeq = async () => LogPage.parse((await call(t.app, 'GET', `/api/crawlers/${id}/events?limit=1`, { token })).body).lastSeq;
    const ticks = async (n: number) => {
      for (let i = 0; i < n && t.hub.roomOf(id) !== undefined; i++) {
        advance(COMBAT.tickMs);
        await t.hub.tickNow();
      }
    };

    async function truth(): Promise<Truth> {
      await t.hub.tickNow(); // commits the tick and writes the position samples
      const row = (await stored()).rows[0]!;
      const live = t.hub.playerOf(id);
      const items = (await t.database.db.execute(sql`select id from items where crawler_id = ${id} order by id`)) as unknown as { rows: { id: number }[] };
      return {
        lastSeq: await lastSeq(),
        roomId: Number(row.current_room_id),
        floor: Number(row.current_floor),
        health: Number(row.health),
        x: live?.x ?? Number(row.position_x),
        y: live?.y ?? Number(row.position_y),
        inventory: items.rows.map((r) => Number(r.id)),
        alive: Boolean(row.is_alive),
      };
    }

    async function walkTo(x: number, y: number): Promise<void> {
      const cur = await here();
      await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: cur.room.id, positionX: cur.position.x, positionY: cur.position.y } });
      await t.hub.tickNow();
      for (let i = 0; i < 30; i++) {
        const me = t.hub.playerOf(id);
        if (!me) return;
        const d = Math.hypot(x - me.x, y - me.y);
        if (d < 0.5) return;
        const step = Math.min(d, 6);
        advance(COMBAT.tickMs);
        const res = await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: cur.room.id, positionX: me.x + ((x - me.x) / d) * step, positionY: me.y + ((y - me.y) / d) * step } });
        await t.hub.tickNow();
        if (!res.body.success) return; // a wall or a pillar: it stays where the server has it
      }
    }

    async function perform(a: Action): Promise<void> {
      switch (a.kind) {
        case 'door': {
          const dirs = (await here()).availableDirections;
          if (!dirs.length) return;
          const direction = dirs[a.pick % dirs.length]!;
          // A live crawler must walk into the door's zone first (the stairs are taken from anywhere).
          if (direction !== 'down') {
            const door = doorPosition(direction as Direction);
            await walkTo(door.x, door.y);
          }
          advance(2000);
          await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction } });
          return;
        }
        case 'walk':
          return walkTo(a.x, a.y);
        case 'attack': {
          const mob = TacticalData.parse((await call(t.app, 'GET', `/api/crawlers/${id}/tactical-data`, { token })).body).entities.find((e) => e.type === 'mob' && e.disposition === 'hostile');
          if (!mob) return;
          await walkTo(mob.position.x, Math.min(90, mob.position.y + 4));
          advance(COMBAT.cooldownMs.roomViewAttack);
          const pending = call(t.app, 'POST', `/api/crawlers/${id}/attack`, { token, body: { targetId: mob.id } });
          for (let i = 0; i < 20; i++) {
            await new Promise((r) => setTimeout(r, 5));
            if (t.hub.roomOf(id) !== undefined) await t.hub.tickNow();
          }
          await pending;
          return;
        }
        case 'wait':
          return ticks(a.ticks);
        case 'loot': {
          const room = (await here()).room.id;
          const ground = GroundItem.array().safeParse((await call(t.app, 'GET', `/api/room/${room}/ground-items`, { token })).body);
          const item = ground.success ? ground.data[0] : undefined;
          if (!item) return;
          await walkTo(item.positionX, item.positionY);
          await call(t.app, 'POST', `/api/ground-items/${item.id}/pickup`, { token, body: { crawlerId: id } });
          return;
        }
        case 'rest': {
          const res = await call(t.app, 'POST', `/api/crawlers/${id}/rest`, { token });
          if (res.status !== 200) return;
          advance(a.ticks * COMBAT.tickMs);
          // An intent settles what the rest restored (a 'recovered' entry when health changed).
          const cur = await here();
          await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: cur.room.id, positionX: cur.position.x, positionY: cur.position.y } });
          return;
        }
      }
    }

    const checkpoints: Truth[] = [await truth()];
    for (const a of actions) {
      if (!checkpoints.at(-1)!.alive) break;
      await perform(a);
      checkpoints.push(await truth());
    }

    const page = LogPage.parse((await call(t.app, 'GET', `/api/crawlers/${id}/events?limit=5000`, { token })).body);
    const entries = page.entries as LogEntry[];
    expect(isGapless(entries), 'numbered 1..n').toBe(true);
    expect(entries.length).toBe(page.lastSeq);
    const frames = replayLog(entries);
    for (const c of checkpoints) {
      const f = frames[c.lastSeq - 1]!;
      const where = `after seq ${c.lastSeq} (${entries[c.lastSeq - 1]?.kind}), seed ${seed}`;
      expect({ roomId: f.roomId, floor: f.floor, health: f.health, inventory: [...f.inventory], alive: f.alive }, where).toEqual({
        roomId: c.roomId,
        floor: c.floor,
        health: c.health,
        inventory: c.inventory,
        alive: c.alive,
      });
      // Samples keep two decimals; a dead crawler's position is where it fell.
      expect(Math.abs(f.x - c.x), `x ${where}`).toBeLessThan(0.011);
      expect(Math.abs(f.y - c.y), `y ${where}`).toBeLessThan(0.011);
    }
  } finally {
    await t.close();
  }
}

describe('event log and replay', () => {
  it('the replay of the log after random seeded actions is what the server holds at every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2_000_000_000 }), fc.array(actionArb, { minLength: 4, maxLength: 16 }), async (seed, actions) => play(seed, actions)),
      { numRuns: 8, endOnFailure: true },
    );
  }, 240_000);
});
