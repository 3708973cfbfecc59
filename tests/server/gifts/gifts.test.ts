// Sponsor gifts end to end through the API: paying (one transaction with the ledger debit), the
// limits, another sponsor's crawler, delivery as exactly one ground item and one log entry at the
// crawler's feet, the refund when the crawler died first, and 20 concurrent sends with credits for one.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GiftsView, SendGiftResponse } from '#contract/gifts.ts';
import { LedgerPage } from '#contract/ledger.ts';
import { CREDIT_REASON } from '#game/credits.ts';
import { GIFT_LIMITS, giftPrice } from '#game/gifts.ts';
import { trackTransactions } from '#server/db/transactions.ts';
import { debitAccount } from '#server/repositories/credit-ledger-repository.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

const rowsOf = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[]));

describe('sponsor gifts', () => {
  let t: TestApp;
  let now: number;
  let token: string;
  let crawlerId: number;
  let crawlerName: string;
  let roomId: number;

  const exec = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(q));
  const send = (gift: string, as = token, id = crawlerId) => call(t.app, 'POST', `/api/crawlers/${id}/gifts`, { token: as, body: { gift } });
  const view = async () => GiftsView.parse((await call(t.app, 'GET', `/api/crawlers/${crawlerId}/gifts`, { token })).body);
  const ledger = async (as = token) => LedgerPage.parse((await call(t.app, 'GET', '/api/account/ledger?limit=100', { token: as })).body);
  const setSafe = async (safe: boolean) => {
    await exec(sql`update rooms set is_safe = ${safe} where id = ${roomId}`);
    t.wroteBehindTheAppsBack();
  };
  const groundItems = () => exec<{ id: number; template_key: string; x: number; y: number }>(sql`select id, template_key, x, y from ground_items where room_id = ${roomId} order by id`);
  const giftEntries = () => exec<{ seq: number; data: { name: string; from: string; groundItemId: number } }>(sql`select seq, data from crawler_events where crawler_id = ${crawlerId} and kind = 'gift_arrived' order by seq`);
  const books = async () =>
    (await exec<{ credits: number; total: number }>(sql`select u.credits, (select coalesce(sum(delta), 0)::int from credit_ledger l where l.user_id = u.id) as total from users u join crawlers c on c.user_id = u.id where c.id = ${crawlerId}`))[0]!;

  beforeEach(async () => {
    now = Date.parse('2026-11-27T12:00:00Z');
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => new Date(now), autoTick: false });
    token = await devLogin(t.app, 'patron@gifts.test');
    const { crawler } = await sponsorCrawler(t.app, token);
    crawlerId = crawler.id;
    crawlerName = crawler.name;
    roomId = (await exec<{ current_room_id: number }>(sql`select current_room_id from crawlers where id = ${crawlerId}`))[0]!.current_room_id;
    await setSafe(false);
  });
  afterEach(() => t.close());

  it('pays with one ledger row, arrives after the delay as one ground item at the feet, one log entry and one feed line', async () => {
    const before = await groundItems();
    const res = await send('healing_tonic');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const sent = SendGiftResponse.parse(res.body);
    expect(sent.balance).toBe(1000 - giftPrice('healing_tonic'));
    expect(sent.gift).toMatchObject({ status: 'in_flight', itemName: 'Healing Tonic', arrivesAt: new Date(now + GIFT_LIMITS.deliveryDelayMs).toISOString() });
    expect((await ledger()).entries[0]).toMatchObject({ delta: -giftPrice('healing_tonic'), reason: CREDIT_REASON.gift, crawlerId, note: `Gift: Healing Tonic for ${crawlerName}`, balanceAfter: sent.balance });
    expect((await view()).inFlight).toMatchObject({ id: sent.gift.id, status: 'in_flight' });
    expect((await view()).options.every((o) => o.refusal === 'gift_in_flight')).toBe(true);

    // Not yet due: nothing happens.
    now += GIFT_LIMITS.deliveryDelayMs - 1;
    expect(await t.gifts.deliverDue()).toBe(0);
    now += 1;
    expect(await t.gifts.deliverDue()).toBe(1);
    expect(await t.gifts.deliverDue()).toBe(0); // delivered once
    expect(await t.gifts.deliver(sent.gift.id)).toBeNull();

    const after = await groundItems();
    expect(after).toHaveLength(before.length + 1);
    const dropped = after.at(-1)!;
    expect(dropped.template_key).toBe('healing_tonic');
    const pos = (await exec<{ position_x: number; position_y: number }>(sql`select position_x, position_y from crawlers where id = ${crawlerId}`))[0]!;
    expect(dropped.x).toBeCloseTo(Math.min(95, Math.max(5, pos.position_x)));
    expect(dropped.y).toBeCloseTo(Math.min(95, Math.max(5, pos.position_y)));
    const entries = await giftEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.data).toMatchObject({ name: 'Healing Tonic', from: 'patron', groundItemId: dropped.id });

    const feed = (await call(t.app, 'GET', '/api/activities?limit=20', { token })).body as { message: string }[];
    expect(feed.map((a) => a.message)).toContain('A gift from patron: Healing Tonic');
    // The sponsor sees it on the floor, and the crawler standing on it picks it up.
    const seen = (await call(t.app, 'GET', `/api/room/${roomId}/ground-items`, { token })).body as { id: number }[];
    expect(seen.map((g) => g.id)).toContain(dropped.id);
    const pick = await call(t.app, 'POST', `/api/ground-items/${dropped.id}/pickup`, { token, body: { crawlerId } });
    expect(pick.body).toMatchObject({ success: true, equipment: { name: 'Healing Tonic' } });
    expect((await view()).inFlight).toBeNull();
    expect(await books()).toMatchObject({ credits: sent.balance, total: sent.balance });
  });

  it('keeps the limits: one in flight, a cooldown after a delivery, a cap per floor, gear by floor, the balance', async () => {
    expect((await send('serrated_machete')).body).toMatchObject({ code: 'gift_locked' });
    expect((await send('healing_tonic')).status).toBe(201);
    expect((await send('energy_drink')).body).toMatchObject({ code: 'gift_in_flight' });
    for (let i = 2; i <= GIFT_LIMITS.perFloor; i++) {
      now += GIFT_LIMITS.deliveryDelayMs;
      expect(await t.gifts.deliverDue()).toBe(1);
      const early = await send('energy_drink');
      expect(early.status).toBe(409);
      expect(early.body).toMatchObject({ code: 'gift_cooldown' });
      expect((await view()).cooldownUntil).toBe(new Date(now + GIFT_LIMITS.cooldownMs).toISOString());
      now += GIFT_LIMITS.cooldownMs;
      expect((await send('energy_drink')).status).toBe(201);
    }
    now += GIFT_LIMITS.deliveryDelayMs;
    expect(await t.gifts.deliverDue()).toBe(1);
    now += GIFT_LIMITS.cooldownMs; // the cooldown runs from the delivery
    const capped = await send('energy_drink');
    expect(capped.status).toBe(409);
    expect(capped.body).toMatchObject({ code: 'gift_floor_cap' });
    expect((await view()).sentOnFloor).toBe(GIFT_LIMITS.perFloor);
    // Refused sends took nothing.
    const spent = giftPrice('healing_tonic') + (GIFT_LIMITS.perFloor - 1) * giftPrice('energy_drink');
    expect(await books()).toEqual({ credits: 1000 - spent, total: 1000 - spent });
    expect((await send('no_such_gift')).status).toBe(400);
    expect((await call(t.app, 'POST', `/api/crawlers/${crawlerId}/gifts`, { token, body: { gift: 'healing_tonic', price: 0 } })).status).toBe(400);
  });

  it("answers 404 for another sponsor's crawler and takes none of their credits", async () => {
    const intruder = await devLogin(t.app, 'intruder@gifts.test');
    const res = await send('healing_tonic', intruder);
    expect(res.status).toBe(404);
    expect((await call(t.app, 'GET', `/api/crawlers/${crawlerId}/gifts`, { token: intruder })).status).toBe(404);
    expect((await ledger(intruder)).entries).toHaveLength(1);
    expect((await ledger(intruder)).balance).toBe(1000);
    expect((await view()).inFlight).toBeNull();
  });

  it('arrives at once in a safe room', async () => {
    await setSafe(true);
    const sent = SendGiftResponse.parse((await send('healing_tonic')).body);
    expect(sent.gift.status).toBe('delivered');
    expect(await giftEntries()).toHaveLength(1);
  });

  it('refunds in the delivery transaction when the crawler died first, and refuses gifts to the dead', async () => {
    const sent = SendGiftResponse.parse((await send('healing_tonic')).body);
    const before = (await groundItems()).length;
    await exec(sql`update crawlers set is_alive = false, status = 'dead', health = 0 where id = ${crawlerId}`);
    t.wroteBehindTheAppsBack();
    now += GIFT_LIMITS.deliveryDelayMs;
    expect(await t.gifts.deliverDue()).toBe(1);
    expect(await groundItems()).toHaveLength(before);
    expect(await giftEntries()).toHaveLength(0);
    const rows = (await ledger()).entries;
    expect(rows[0]).toMatchObject({ delta: sent.gift.price, reason: 'gift', note: expect.stringMatching(/^Refund: /), balanceAfter: 1000 });
    expect(await books()).toEqual({ credits: 1000, total: 1000 });
    const dead = await send('healing_tonic');
    expect(dead.status).toBe(409);
    expect(dead.body).toMatchObject({ code: 'crawler_dead' });
  });

  it('of 20 sends at once with credits for one, exactly one gift and one debit', async () => {
    const db = trackTransactions(t.database.db);
    const userId = (await call(t.app, 'GET', '/api/auth/user', { token })).body.id as string;
    // Spend down to the price of one tonic, through the ledger (the invariant holds throughout).
    await db.transaction((tx) => debitAccount(tx, { userId, amount: 1000 - giftPrice('healing_tonic'), reason: CREDIT_REASON.gift, crawlerId: null, note: 'spent elsewhere' }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => send('healing_tonic')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409 || s === 402)).toBe(true);
    expect((await exec<{ n: number }>(sql`select count(*)::int as n from gifts where crawler_id = ${crawlerId}`))[0]!.n).toBe(1);
    expect((await ledger()).entries.filter((e) => e.note.startsWith('Gift:'))).toHaveLength(1);
    expect(await books()).toEqual({ credits: 0, total: 0 });
    // With nothing left, the answer says so.
    now += GIFT_LIMITS.deliveryDelayMs;
    expect(await t.gifts.deliverDue()).toBe(1);
    now += GIFT_LIMITS.cooldownMs;
    const broke = await send('healing_tonic');
    expect(broke.status).toBe(402);
    expect(broke.body).toMatchObject({ code: 'insufficient_credits' });
  });
});
