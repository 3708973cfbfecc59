// Shared by the merchant tests: crawlers walked into the nearest shop of the test season's first
// floor (the way the pure generator knows), and gold given behind the app's back where a test needs
// some (crawlers start with none; the tests say so when they compare with the log).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { CurrentRoom } from '#contract/dungeon.ts';
import { LogPage } from '#contract/record.ts';
import type { LogEntry } from '#game/event-log.ts';
import { rollShopStock } from '#game/merchant.ts';
import { call, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { pathToRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

export const shopPath = pathToRoom(TEST_SEASON_SEED, 1, (r) => r.type === 'shop' && r.npcs.some((n) => n.role === 'merchant'));
export const seededStock = rollShopStock(TEST_SEASON_SEED, shopPath.roomKey, 1);

export interface Trader {
  token: string;
  id: number;
  roomId: number;
}

/** A new sponsor's crawler walked door by door into the shop (the clock moves 2 s a door). */
export async function traderInShop(t: TestApp, email: string, clock: { advance(ms: number): void }): Promise<Trader> {
  const token = await devLogin(t.app, email);
  const id = (await sponsorCrawler(t.app, token, { pick: (cs) => cs.find((c) => c.startingEquipment.length > 0) ?? cs[0]! })).crawler.id as number;
  for (const direction of shopPath.path) {
    clock.advance(2000);
    const moved = await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  const here = CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${id}/current-room`, { token })).body);
  expect(here.room.type).toBe('shop');
  return { token, id, roomId: here.room.id };
}

/** Sets a crawler's gold behind the app's back (a grant no log entry records). */
export async function grantGold(t: TestApp, crawlerId: number, gold: number): Promise<void> {
  await t.database.db.execute(sql`update crawlers set gold = ${gold} where id = ${crawlerId}`);
  t.wroteBehindTheAppsBack();
}

export async function storedGold(t: TestApp, crawlerId: number): Promise<number> {
  const res = (await t.database.db.execute(sql`select gold from crawlers where id = ${crawlerId}`)) as unknown as { rows: { gold: number }[] };
  return Number(res.rows[0]!.gold);
}

export async function storedItems(t: TestApp, crawlerId: number): Promise<{ id: number; template_key: string; equipped_slot: string | null }[]> {
  const res = (await t.database.db.execute(sql`select id, template_key, equipped_slot from items where crawler_id = ${crawlerId} order by id`)) as unknown as {
    rows: { id: number; template_key: string; equipped_slot: string | null }[];
  };
  return res.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function logOf(t: TestApp, trader: Trader): Promise<LogEntry[]> {
  return LogPage.parse((await call(t.app, 'GET', `/api/crawlers/${trader.id}/events?limit=5000`, { token: trader.token })).body).entries as LogEntry[];
}

export const merchantUrl = (trader: Trader, roomId = trader.roomId) => `/api/rooms/${roomId}/merchant?crawlerId=${trader.id}`;
export const buy = (t: TestApp, trader: Trader, slot: number, roomId = trader.roomId) =>
  call(t.app, 'POST', `/api/rooms/${roomId}/merchant/buy`, { token: trader.token, body: { crawlerId: trader.id, slot } });
export const sell = (t: TestApp, trader: Trader, itemId: number, roomId = trader.roomId) =>
  call(t.app, 'POST', `/api/rooms/${roomId}/merchant/sell`, { token: trader.token, body: { crawlerId: trader.id, itemId } });
