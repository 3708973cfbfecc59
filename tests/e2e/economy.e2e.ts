// The sponsor's economy in two browsers. B (a phone) watches A's crawler while it fights a goblin
// (kills it, or walks away at half health as a player would) and walks to the floor's shop: the
// crawler gains fame for the rooms it discovers and for the spectator's minute, and A's account is
// paid credits for it, each with a ledger row naming why.
// In the shop (a safe room) A sends a gift from the crawler page: it lands at once at the crawler's
// feet, the page picks it up, and the crawler drinks it. Then it sells to the merchant, buys with
// the gold, and sells what it bought back. The Account page shows the ledger; the header's badge
// shows the balance.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPECTATE_DELAY_MS } from '#contract/realtime.ts';
import { generateFloor } from '#game/dungeon/floor.ts';
import { expectNoSeriousViolations } from '#tests/helpers/axe.ts';
import { launchBrowser, MOBILE, newPage, watchErrors } from '#tests/helpers/browser.ts';
import { pathToRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { startE2EServer, type E2EServer } from '#tests/helpers/e2e-server.ts';
import { enterAsNewSponsor, pageApi, signInByApi, walkPathByApi } from '#tests/helpers/journeys.ts';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer('economy'), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Entity = { id: string; type: string; name: string; disposition?: string; position: { x: number; y: number } };
type LedgerRow = { delta: number; reason: string; note: string; balanceAfter: number };
type Crawler = { fame: number; gold: number; health: number; maxHealth: number };

const crawlerOf = async (page: Page, id: number) => (await pageApi(page, 'GET', `/api/crawlers/${id}`)).body as Crawler;
const ledger = async (page: Page) => ((await pageApi(page, 'GET', '/api/account/ledger?limit=50')).body as { entries: LedgerRow[] }).entries;

/** Honest steps (3 room units per 200 ms) toward `goal` until within `near` units. */
async function stepToward(page: Page, id: number, goal: () => Promise<{ x: number; y: number }>, near: number): Promise<void> {
  const here = (await pageApi(page, 'GET', `/api/crawlers/${id}/current-room`)).body as { position: { x: number; y: number }; room: { id: number } };
  let at = here.position;
  for (let step = 0; step < 80; step++) {
    const to = await goal();
    const d = Math.hypot(to.x - at.x, to.y - at.y);
    if (d <= near) return;
    const len = Math.min(d - near + 0.5, 3);
    await page.waitForTimeout(200);
    const next = { x: at.x + ((to.x - at.x) / d) * len, y: at.y + ((to.y - at.y) / d) * len };
    const res = (await pageApi(page, 'POST', `/api/crawlers/${id}/position`, { roomId: here.room.id, positionX: next.x, positionY: next.y })).body as { x: number; y: number };
    at = { x: res.x, y: res.y };
  }
}

describe('the sponsor economy', () => {
  it('fame and credits from a watched crawler, a gift that lands and is drunk, a trade with the merchant', async () => {
    // The floor's shop, and the lone goblin west of the entrance (a neutral one: it fights back only
    // when struck, so one newcomer can take it).
    const floor = generateFloor(TEST_SEASON_SEED, 1);
    const shop = pathToRoom(TEST_SEASON_SEED, 1, (r) => r.type === 'shop');
    const shopRoom = floor.rooms.find((r) => r.key === shop.roomKey)!;
    const merchant = shopRoom.npcs.find((n) => n.role === 'merchant')!;
    const lone = pathToRoom(TEST_SEASON_SEED, 1, (r) => r.mobs.length === 1 && r.mobs[0]!.disposition === 'neutral');
    expect(lone.path).toEqual(['west']);

    const a = await newPage(browser, server.base);
    const b = await newPage(browser, server.base, MOBILE);
    const errorsA = watchErrors(a.page);
    const errorsB = watchErrors(b.page);

    // A sponsors a crawler and opens its page. A fresh sponsor per attempt (the journeys retry once).
    const { id, name } = await enterAsNewSponsor(a.page, `economy-${Date.now()}@crawl.test`);
    const startCredits = (await ledger(a.page)).reduce((sum, r) => sum + r.delta, 0);
    expect(startCredits).toBe(1000);

    // B watches A's crawler (from here on, for more than a minute).
    await signInByApi(b.page, `economy-watcher-${Date.now()}@crawl.test`);
    await b.page.goto(`/watch/${id}`);
    await b.page.getByRole('heading', { name: `Spectating ${name} — 10 s delay` }).waitFor();
    await b.page.locator('canvas[data-drawn]').waitFor({ timeout: SPECTATE_DELAY_MS + 10_000 });

    // The crawler walks west and kills the lone goblin (through the API, as the page's keys would).
    await walkPathByApi(a.page, id, lone.path);
    const goblin = async () =>
      ((await pageApi(a.page, 'GET', `/api/crawlers/${id}/tactical-data`)).body as { entities: Entity[] }).entities.find((e) => e.type === 'mob' && e.name === 'Goblin');
    const first = await goblin();
    expect(first).toBeDefined();
    // Each swing waits out the cooldown the server names, so every one is a real roll. A struck
    // goblin strikes back (5–6 health a second) and a level-1 crawler needs two or three hits: a run
    // of misses would kill it within about ten swings (CI saw it in sessions 16, 23 and 27). So the
    // crawler fights as a player would: at half health or below it walks away alive (the goblin
    // stays in its room) and the journey goes on without the kill; the economy below does not need it.
    // A refused swing is tried again, but not for ever: a crawler that fell to the goblin or cannot
    // reach it fails here at once, saying so, rather than at the journey's time-out.
    let killed = false;
    let walkedAway = false;
    const refusals: Record<string, number> = {};
    for (let swing = 0, tries = 0; swing < 25 && !killed; tries++) {
      const target = await goblin();
      if (!target) break;
      const me = await crawlerOf(a.page, id);
      if (me.health <= me.maxHealth / 2) {
        walkedAway = true;
        break;
      }
      await stepToward(a.page, id, async () => (await goblin())?.position ?? target.position, 5);
      const res = (await pageApi(a.page, 'POST', `/api/crawlers/${id}/attack`, { targetId: target.id })).body as { success?: boolean; killed?: boolean; reason?: string; code?: string; detail?: { msLeft?: number } };
      killed = res.killed === true;
      if (res.success) swing++;
      else refusals[res.reason ?? res.code ?? 'unknown'] = (refusals[res.reason ?? res.code ?? 'unknown'] ?? 0) + 1;
      // A dead crawler's swing is refused with the intent's 409 (code crawler_dead), not a tick's refusal.
      if (res.reason === 'dead' || res.code === 'crawler_dead') throw new Error(`the crawler fell to the goblin after ${swing} swings (refused: ${JSON.stringify(refusals)})`);
      if (tries >= 60) throw new Error(`the goblin still stands after ${tries} tries and ${swing} swings (refused: ${JSON.stringify(refusals)}; health ${(await crawlerOf(a.page, id)).health}; last answer: ${JSON.stringify(res)})`);
      if (!killed) await a.page.waitForTimeout(res.reason === 'cooldown' ? (res.detail?.msLeft ?? 500) + 50 : 1_000);
    }
    expect(killed || walkedAway, 'the goblin should fall, or the crawler walk away at half health').toBe(true);

    // Back through the entrance and on to the shop: each room seen for the first time earns fame.
    await walkPathByApi(a.page, id, ['east', ...shop.path]);
    await a.page.reload();
    await a.page.getByText(shopRoom.name).first().waitFor();
    await a.page.getByText('Live', { exact: true }).waitFor();

    // The spectator's minute is paid as fame too, and every award paid A's account credits.
    await expect.poll(async () => (await ledger(a.page)).some((r) => /watched by spectators/.test(r.note)), { timeout: 90_000, interval: 2_000 }).toBe(true);
    await b.page.screenshot({ path: '.tmp/e2e-economy-watching-390.png' });
    // B stops watching, so no second minute is paid while the balance below is checked (on a loaded
    // machine the rest of the journey can outlast another spectator's minute); its leaving can pay a
    // last whole minute, so the ledger is read once it has stopped changing.
    await b.context.close();
    let rows = await ledger(a.page);
    for (let settled = false, waited = 0; !settled; waited++) {
      if (waited >= 20) throw new Error(`the ledger kept changing for 20 s after the spectator left (${rows.length} rows)`);
      await a.page.waitForTimeout(1_000);
      const again = await ledger(a.page);
      settled = again.length === rows.length;
      rows = again;
    }
    const fameRows = rows.filter((r) => r.reason === 'fame');
    expect(fameRows.some((r) => /discovered/.test(r.note))).toBe(true);
    expect(fameRows.every((r) => r.delta > 0)).toBe(true);
    const fame = (await crawlerOf(a.page, id)).fame;
    expect(fame).toBeGreaterThanOrEqual(fameRows.length);
    await a.page.getByTestId('crawler-fame').getByText(new RegExp(`${fame}`)).waitFor({ timeout: 10_000 }).catch(() => undefined);

    // A sends a healing gift from the crawler page: in a safe room it lands at once at the crawler's
    // feet, and the live page picks it up.
    const balance = rows.reduce((sum, r) => sum + r.delta, 0);
    expect(balance).toBeGreaterThan(startCredits);
    await a.page.getByRole('button', { name: 'Send a gift' }).click();
    const giftDialog = a.page.getByRole('dialog', { name: 'Send a gift' });
    await giftDialog.getByRole('list', { name: 'Price list' }).waitFor();
    await expectNoSeriousViolations(a.page, 'economy: gift dialog');
    await a.page.screenshot({ path: '.tmp/e2e-economy-gift-1280.png' });
    await giftDialog.getByRole('button', { name: /^Send Healing Tonic/ }).click();
    await a.page.getByText(`Healing Tonic landed at ${name}'s feet.`).first().waitFor({ timeout: 15_000 });
    await a.page.keyboard.press('Escape');
    const paid = (await ledger(a.page))[0]!;
    expect(paid).toMatchObject({ reason: 'gift', delta: -50, balanceAfter: balance - 50 });
    expect(paid.note).toMatch(/Healing Tonic/);
    await a.page.getByText('Item Picked Up').first().waitFor({ timeout: 15_000 });

    // The crawler drinks it (Loadout, Inventory): its health rises.
    const hurt = await crawlerOf(a.page, id);
    await a.page.goto(`/crawler/${id}/loadout`);
    await a.page.getByRole('tab', { name: /Inventory/ }).click();
    await a.page.getByRole('button', { name: 'Use Healing Tonic' }).first().click();
    await expect.poll(async () => (await crawlerOf(a.page, id)).health, { timeout: 10_000 }).toBeGreaterThan(Math.min(hurt.health, hurt.maxHealth - 1));

    // The merchant: the crawler takes off its gear and sells what it carries until it can pay for
    // the cheapest thing on the shelves, then buys it.
    const loadout = (await pageApi(a.page, 'GET', `/api/crawlers/${id}/loadout`)).body as { equipped: Record<string, { id: number } | null> };
    for (const slot of Object.keys(loadout.equipped ?? {})) if (loadout.equipped[slot]) await pageApi(a.page, 'POST', `/api/crawlers/${id}/unequip`, { slot });
    await a.page.goto(`/crawler/${id}`);
    await a.page.getByText('Live', { exact: true }).waitFor();
    await a.page.getByRole('button', { name: `Trade with ${merchant.name}` }).click();
    const trade = a.page.getByRole('dialog', { name: new RegExp(merchant.name) });
    await trade.getByRole('list', { name: "The merchant's stock" }).waitFor();
    await expectNoSeriousViolations(a.page, 'economy: merchant dialog');
    await a.page.screenshot({ path: '.tmp/e2e-economy-merchant-1280.png' });
    const prices = (await trade.getByRole('button', { name: /^Buy .* for \d+ gold$/ }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).map((l) => Number(/for (\d+) gold$/.exec(l)![1]));
    const cheapest = Math.min(...prices);
    await trade.getByRole('tab', { name: 'Sell' }).click();
    const goldBefore = (await crawlerOf(a.page, id)).gold;
    let gold = goldBefore;
    for (let sold = 0; sold < 8 && gold < cheapest; sold++) {
      const sell = trade.getByRole('button', { name: /^Sell .* for \d+ gold$/ }).first();
      await sell.waitFor();
      const offer = Number(/for (\d+) gold$/.exec((await sell.getAttribute('aria-label')) ?? '')![1]);
      await sell.click();
      await expect.poll(async () => (await crawlerOf(a.page, id)).gold, { timeout: 10_000 }).toBe(gold + offer);
      gold += offer;
    }
    expect(gold).toBeGreaterThan(goldBefore);
    expect(gold).toBeGreaterThanOrEqual(cheapest);
    await trade.getByRole('tab', { name: 'Buy' }).click();
    const buy = trade.getByRole('button', { name: new RegExp(`^Buy .* for ${cheapest} gold$`) }).first();
    const bought = /^Buy (.*) for \d+ gold$/.exec((await buy.getAttribute('aria-label')) ?? '')![1]!;
    await buy.click();
    await expect.poll(async () => (await crawlerOf(a.page, id)).gold, { timeout: 10_000 }).toBe(gold - cheapest);
    gold -= cheapest;
    // ...and sells it back, for less than it paid.
    await trade.getByRole('tab', { name: 'Sell' }).click();
    const sellBack = trade.getByRole('button', { name: new RegExp(`^Sell ${bought.replace(/[.*+?^${}()|[\]\\']/g, '.')} for \\d+ gold$`) }).first();
    const backOffer = Number(/for (\d+) gold$/.exec((await sellBack.getAttribute('aria-label')) ?? '')![1]);
    expect(backOffer).toBeLessThan(cheapest);
    await sellBack.click();
    await expect.poll(async () => (await crawlerOf(a.page, id)).gold, { timeout: 10_000 }).toBe(gold + backOffer);
    await a.page.keyboard.press('Escape');

    // The Account page: the balance in the header and the ledger naming each reason.
    await a.page.goto('/account');
    const card = a.page.getByRole('list', { name: 'Credits ledger' });
    await card.waitFor();
    await card.getByText(/watched by spectators/).first().waitFor();
    await card.getByText(/discovered/).first().waitFor();
    await card.getByText(/Healing Tonic/).first().waitFor();
    await card.getByText('Starting grant').waitFor();
    await a.page.getByText(new Intl.NumberFormat('en-US').format(balance - 50)).first().waitFor();
    await expectNoSeriousViolations(a.page, 'economy: account ledger');
    await a.page.setViewportSize(MOBILE);
    await a.page.screenshot({ path: '.tmp/e2e-economy-ledger-390.png', fullPage: true });
    expect(await a.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    expect(errorsA()).toEqual([]);
    expect(errorsB()).toEqual([]);
    await a.context.close();
  }, 240_000);
});
