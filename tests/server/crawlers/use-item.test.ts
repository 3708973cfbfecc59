// Using a consumable: the item leaves the inventory and its restores land, capped, in one
// transaction; the crawler's log replays it; a crawler live in a room keeps the restored health.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CurrentRoom } from '#contract/dungeon.ts';
import { LoadoutView, UseItemResponse } from '#contract/loadout.ts';
import { LogPage } from '#contract/record.ts';
import { replayLog, type LogEntry } from '#game/event-log.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

describe('using a consumable', () => {
  let t: TestApp;
  let token: string;
  let id: number;
  let now: Date;

  beforeEach(async () => {
    now = new Date('2026-11-21T12:00:00Z');
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false });
    token = await devLogin(t.app, 'thirsty@crawl.test');
    id = (await sponsorCrawler(t.app, token)).crawler.id;
  });
  afterEach(() => t.close());

  /** Puts a catalogue item in the crawler's inventory (as a pick-up or a gift would). */
  async function give(key: string, crawlerId = id): Promise<number> {
    const rows = await t.database.db.execute(sql`insert into items (template_key, crawler_id) values (${key}, ${crawlerId}) returning id`);
    t.wroteBehindTheAppsBack();
    return Number((rows as unknown as { rows: { id: number }[] }).rows[0]!.id);
  }
  async function setVitals(health: number, energy?: number, power?: number): Promise<void> {
    await t.database.db.execute(sql`update crawlers set health = ${health}, energy = coalesce(${energy ?? null}::int, energy), power = coalesce(${power ?? null}::int, power) where id = ${id}`);
    t.wroteBehindTheAppsBack();
  }
  const use = (itemId: number, as = token, crawlerId = id) => call(t.app, 'POST', `/api/crawlers/${crawlerId}/items/${itemId}/use`, { token: as });
  const crawler = async () => (await call(t.app, 'GET', `/api/crawlers/${id}`, { token })).body;
  const inventory = async () => LoadoutView.parse((await call(t.app, 'GET', `/api/crawlers/${id}/loadout`, { token })).body).inventory.map((i) => i.id);
  const log = async () => LogPage.parse((await call(t.app, 'GET', `/api/crawlers/${id}/events?limit=5000`, { token })).body).entries as LogEntry[];

  it('restores health and removes the item; the log says so and replays to the same state', async () => {
    await setVitals(40);
    const tonic = await give('healing_tonic');
    const res = await use(tonic);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = UseItemResponse.parse(res.body);
    expect(body.used).toEqual({ itemId: tonic, name: 'Healing Tonic', restored: { health: 25, energy: 0, power: 0 } });
    expect(body.message).toMatch(/ drank Healing Tonic \(\+25 health\)$/);
    expect(body.crawler.health).toBe(65);
    expect((await crawler()).health).toBe(65);
    expect(await inventory()).not.toContain(tonic);

    const entries = await log();
    expect(entries.at(-1)).toMatchObject({ kind: 'used_item', data: { itemId: tonic, templateKey: 'healing_tonic', name: 'Healing Tonic', health: 25, energy: 0, power: 0, healthAfter: 65 } });
    const last = replayLog(entries).at(-1)!;
    expect(last.health).toBe(65);
    expect(last.inventory).toEqual([...(await inventory())].sort((a, b) => a - b));
    // The report's tail tells it in words.
    const report = (await call(t.app, 'GET', `/api/crawlers/${id}/report`, { token })).body;
    expect(JSON.stringify(report)).toContain('drank Healing Tonic (+25 health)');
  });

  it('caps each restore at its maximum, and refuses (keeping the item) when nothing would be restored', async () => {
    const me = await crawler();
    await setVitals(me.maxHealth - 10, 0, 0);
    const elixir = await give('overtime_elixir');
    const res = UseItemResponse.parse((await use(elixir)).body);
    expect(res.used.restored).toEqual({ health: 10, energy: Math.min(60, me.maxEnergy), power: Math.min(60, me.maxPower) });
    expect(res.crawler).toMatchObject({ health: me.maxHealth, energy: Math.min(60, me.maxEnergy), power: Math.min(60, me.maxPower) });

    const tonic = await give('healing_tonic');
    const full = await use(tonic);
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('nothing_to_restore');
    expect(await inventory()).toContain(tonic);
  });

  it('refuses what is not a consumable, another sponsor\'s crawler or item, a missing item and a dead crawler', async () => {
    await setVitals(40);
    const weapon = await give('iron_sword');
    const notUsable = await use(weapon);
    expect(notUsable.status).toBe(400);
    expect(notUsable.body.code).toBe('not_consumable');
    expect(await inventory()).toContain(weapon);

    const rival = await devLogin(t.app, 'rival@crawl.test');
    const theirs = (await sponsorCrawler(t.app, rival)).crawler.id;
    const theirTonic = await give('healing_tonic', theirs);
    const mine = await give('healing_tonic');
    expect((await use(mine, rival)).status).toBe(404);
    expect((await use(mine, rival, theirs)).status).toBe(404);
    expect((await use(theirTonic)).status).toBe(404);
    expect((await use(999_999)).status).toBe(404);
    expect((await call(t.app, 'POST', `/api/crawlers/${id}/items/abc/use`, { token })).status).toBe(400);
    expect((await crawler()).health).toBe(40);

    await t.database.db.execute(sql`update crawlers set is_alive = false, status = 'dead', health = 0 where id = ${id}`);
    t.wroteBehindTheAppsBack();
    const deadUse = await use(mine);
    expect(deadUse.status).toBe(409);
    expect(deadUse.body.code).toBe('crawler_dead');
    expect(await inventory()).toContain(mine);
  });

  it('two concurrent uses of one item consume it once and restore once', async () => {
    await setVitals(20);
    const tonic = await give('healing_tonic');
    const results = await Promise.all([use(tonic), use(tonic), use(tonic)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404, 404]);
    expect((await crawler()).health).toBe(45);
    expect((await log()).filter((e) => e.kind === 'used_item')).toHaveLength(1);
  });

  it('a crawler live in its room keeps the restored health after the next tick, and the tick writes it', async () => {
    await setVitals(30);
    const cur = CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${id}/current-room`, { token })).body);
    const placed = await call(t.app, 'POST', `/api/crawlers/${id}/position`, { token, body: { roomId: cur.room.id, positionX: cur.position.x, positionY: cur.position.y } });
    expect(placed.body.success, JSON.stringify(placed.body)).toBe(true);
    await t.hub.tickNow();
    expect(t.hub.playerOf(id)?.health).toBe(30);

    const tonic = await give('healing_tonic');
    expect((await use(tonic)).status).toBe(200);
    expect(t.hub.playerOf(id)?.health).toBe(55);
    // A tick stepped before the use and written after it would leave the row at the old health.
    await t.database.db.execute(sql`update crawlers set health = 30 where id = ${id}`);
    t.wroteBehindTheAppsBack();
    now = new Date(now.getTime() + 200);
    await t.hub.tickNow();
    expect(t.hub.playerOf(id)?.health).toBe(55);
    expect((await crawler()).health).toBe(55);
  });
});
