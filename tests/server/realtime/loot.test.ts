// Pick-ups and chests: distance and ownership checks, the roll-off, and inventory afterwards.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CurrentRoom, RoomDataBatch } from '#contract/dungeon.ts';
import { GroundItem } from '#contract/loot.ts';
import type { RoomEvent } from '#contract/room-events.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { pathToRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';
import { parseWireMessage } from '#tests/helpers/ws-client.ts';

// The nearest rooms with loose items and with a chest (mobs there may join in; the tests are short).
const lootRoom = pathToRoom(TEST_SEASON_SEED, 1, (r) => r.groundItems.length > 0);
const chestRoom = pathToRoom(TEST_SEASON_SEED, 1, (r) => r.containers.length > 0);

describe('loot', () => {
  let t: TestApp;
  let now: Date;
  beforeEach(async () => {
    now = new Date('2026-11-21T12:00:00Z');
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false });
  });
  afterEach(() => t.close());

  async function crawlerIn(email: string, path: string[]) {
    const token = await devLogin(t.app, email);
    const id = (await sponsorCrawler(t.app, token)).crawler.id as number;
    for (const direction of path) {
      now = new Date(now.getTime() + 2000);
      expect((await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction } })).status).toBe(200);
    }
    const here = CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${id}/current-room`, { token })).body);
    return { token, id, room: here.room, position: here.position };
  }

  /** Walks with honest, speed-checked position reports. */
  async function walk(c: { token: string; id: number; room: { id: number } }, x: number, y: number) {
    await call(t.app, 'POST', `/api/crawlers/${c.id}/position`, { token: c.token, body: { roomId: c.room.id, positionX: t.hub.playerOf(c.id)?.x ?? 50, positionY: t.hub.playerOf(c.id)?.y ?? 50 } });
    for (let i = 0; i < 40; i++) {
      const me = t.hub.playerOf(c.id)!;
      const d = Math.hypot(x - me.x, y - me.y);
      if (d < 0.5) return;
      const step = Math.min(d, 8);
      now = new Date(now.getTime() + 200);
      const res = await call(t.app, 'POST', `/api/crawlers/${c.id}/position`, { token: c.token, body: { roomId: c.room.id, positionX: me.x + ((x - me.x) / d) * step, positionY: me.y + ((y - me.y) / d) * step } });
      expect(res.body.success, JSON.stringify(res.body)).toBe(true);
      await t.hub.tickNow();
    }
  }

  /** The room events the room's viewers are told from now on, read as a client reads them. */
  function heard(roomId: number): RoomEvent[] {
    const events: RoomEvent[] = [];
    t.hub.tap(roomId, (msg) => {
      const read = parseWireMessage(msg);
      if (read.type === 'events') events.push(...read.events);
    });
    return events;
  }

  const groundItems = async (c: { token: string; room: { id: number } }) => GroundItem.array().parse((await call(t.app, 'GET', `/api/room/${c.room.id}/ground-items`, { token: c.token })).body);

  it('picks up an item within reach: it leaves the ground and joins the inventory; it cannot be taken twice', async () => {
    const c = await crawlerIn('picker@crawl.test', lootRoom.path);
    const [target] = await groundItems(c);
    await walk(c, target!.positionX, target!.positionY);
    const batchItems = async () =>
      RoomDataBatch.parse((await call(t.app, 'GET', `/api/crawlers/${c.id}/room-data-batch`, { token: c.token })).body).tactical.entities.filter((e) => e.type === 'loot').map((e) => e.id);
    expect(await batchItems()).toContain(`item-${target!.id}`);
    const res = await call(t.app, 'POST', `/api/ground-items/${target!.id}/pickup`, { token: c.token, body: { crawlerId: c.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: true, equipment: { name: target!.equipment.name } });
    expect((await groundItems(c)).map((g) => g.id)).not.toContain(target!.id);
    expect(await batchItems()).not.toContain(`item-${target!.id}`); // the room-data batch too
    const inventory = (await call(t.app, 'GET', `/api/crawlers/${c.id}/loadout`, { token: c.token })).body.inventory;
    expect(inventory.some((i: { id: number }) => i.id === res.body.equipment.id)).toBe(true);
    const again = await call(t.app, 'POST', `/api/ground-items/${target!.id}/pickup`, { token: c.token, body: { crawlerId: c.id } });
    expect(again.body).toMatchObject({ success: false, winner: expect.any(String) });
  });

  it('two crawlers grabbing the same item at once: exactly one has it, the other is told who won', async () => {
    const a = await crawlerIn('alpha@crawl.test', lootRoom.path);
    const b = await crawlerIn('beta@crawl.test', lootRoom.path);
    const [target] = await groundItems(a);
    await walk(a, target!.positionX, target!.positionY);
    await walk(b, target!.positionX, target!.positionY);
    const told = heard(a.room.id);
    const [ra, rb] = await Promise.all([
      call(t.app, 'POST', `/api/ground-items/${target!.id}/pickup`, { token: a.token, body: { crawlerId: a.id } }),
      call(t.app, 'POST', `/api/ground-items/${target!.id}/pickup`, { token: b.token, body: { crawlerId: b.id } }),
    ]);
    const results = [ra.body, rb.body];
    expect(results.filter((r) => r.success === true)).toHaveLength(1);
    const loser = results.find((r) => r.success === false);
    const winnerId = ra.body.success ? a.id : b.id;
    const winnerName = (await call(t.app, 'GET', `/api/crawlers/${winnerId}`, { token: ra.body.success ? a.token : b.token })).body.name;
    expect(loser).toEqual({ success: false, message: `Lost roll-off to ${winnerName}`, winner: winnerName });
    // The room is told too: who took the item, and who lost the roll-off for it to whom.
    const loserId = winnerId === a.id ? b.id : a.id;
    const loot = told.filter((e) => e.type === 'item_picked_up' || e.type === 'roll_off_lost');
    expect(loot).toEqual([
      expect.objectContaining({ type: 'item_picked_up', itemId: target!.id, crawlerId: winnerId, crawlerName: winnerName, itemName: target!.equipment.name }),
      expect.objectContaining({ type: 'roll_off_lost', itemId: target!.id, crawlerId: loserId, winner: winnerName, itemName: target!.equipment.name }),
    ]);
    const owners = await t.database.db.execute(sql`select count(*)::int as n from items where crawler_id in (${a.id}, ${b.id}) and acquired_at is not null and id = ${ra.body.success ? ra.body.equipment.id : rb.body.equipment.id}`);
    expect(JSON.stringify(owners)).toContain('"n":1');
  });

  it('refuses a pick-up from across the room, for another user, for a dead crawler, and an unknown item', async () => {
    const c = await crawlerIn('reacher@crawl.test', lootRoom.path);
    const [target] = await groundItems(c);
    await walk(c, target!.positionX > 50 ? 10 : 90, target!.positionY > 50 ? 10 : 90);
    const far = await call(t.app, 'POST', `/api/ground-items/${target!.id}/pickup`, { token: c.token, body: { crawlerId: c.id } });
    expect(far.status).toBe(400);
    expect(far.body.code).toBe('too_far');
    const intruder = await devLogin(t.app, 'thief@crawl.test');
    expect((await call(t.app, 'POST', `/api/ground-items/${target!.id}/pickup`, { token: intruder, body: { crawlerId: c.id } })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/room/${c.room.id}/ground-items`, { token: intruder })).status).toBe(404);
    expect((await call(t.app, 'POST', '/api/ground-items/99999/pickup', { token: c.token, body: { crawlerId: c.id } })).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/ground-items/${target!.id}/pickup`, { token: c.token, body: { crawlerId: 'x' } })).status).toBe(400);
    await t.database.db.execute(sql`update crawlers set is_alive = false, status = 'dead', health = 0 where id = ${c.id}`);
    t.wroteBehindTheAppsBack();
    expect((await call(t.app, 'POST', `/api/ground-items/${target!.id}/pickup`, { token: c.token, body: { crawlerId: c.id } })).status).toBe(409);
  });

  it('opens a chest once when close enough; its items spill onto the floor', async () => {
    const c = await crawlerIn('opener@crawl.test', chestRoom.path);
    const tactical = (await call(t.app, 'GET', `/api/crawlers/${c.id}/tactical-data`, { token: c.token })).body;
    const chest = tactical.entities.find((e: { id: string }) => e.id.startsWith('chest-'));
    const chestId = Number(chest.id.slice(6));
    const body = (crawlerId: number) => ({ crawlerId, roomId: c.room.id, position: { x: 50, y: 50 } });
    await walk(c, chest.position.x > 50 ? 10 : 90, chest.position.y > 50 ? 10 : 90);
    const far = await call(t.app, 'POST', `/api/loot-container/${chestId}/interact`, { token: c.token, body: body(c.id) });
    expect(far.body.code).toBe('too_far');
    await walk(c, chest.position.x, Math.min(95, chest.position.y + 3));
    const before = (await groundItems(c)).length;
    const told = heard(c.room.id);
    const open = await call(t.app, 'POST', `/api/loot-container/${chestId}/interact`, { token: c.token, body: body(c.id) });
    expect(open.status, JSON.stringify(open.body)).toBe(200);
    expect(open.body.spawnedItems.length).toBeGreaterThanOrEqual(2);
    expect(open.body.spawnedItems.length).toBeLessThanOrEqual(5);
    expect((await groundItems(c)).length).toBe(before + open.body.spawnedItems.length);
    // The room hears of the chest and of every item that spilled from it.
    expect(told.filter((e) => e.type === 'container_opened')).toEqual([expect.objectContaining({ containerId: chestId, crawlerId: c.id, items: open.body.spawnedItems.length })]);
    expect(told.filter((e) => e.type === 'item_dropped').map((e) => e.itemId)).toEqual(open.body.spawnedItems.map((g: { id: number }) => g.id));
    const twice = await call(t.app, 'POST', `/api/loot-container/${chestId}/interact`, { token: c.token, body: body(c.id) });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('already_opened');
  });
});
