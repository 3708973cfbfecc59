// Spectating in the browser, two accounts in two browser contexts: B watches A's crawler
// from the ladder, sees A's room, and A's move only SPECTATE_DELAY_MS late; B's intents are refused;
// A's crawler page counts B; A turns spectating off and B's view closes with a clear message.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPECTATE_DELAY_MS } from '#contract/realtime.ts';
import { expectNoSeriousViolations } from '#tests/helpers/axe.ts';
import { launchBrowser, MOBILE, newPage, watchErrors } from '#tests/helpers/browser.ts';
import { startE2EServer, type E2EServer } from '#tests/helpers/e2e-server.ts';
import { enterAsNewSponsor, signInByApi, sponsorByApi } from '#tests/helpers/journeys.ts';
import { docScreenshot } from '#tests/helpers/doc-screenshot.ts';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer('spectate'), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What B's canvas last drew of the watched crawler: 'room:x,y'. */
const drawn = (page: Page) => page.locator('canvas[data-drawn]').getAttribute('data-drawn');

/** A's position as its crawler page writes it ('Position: 12 ft, 48 ft'). */
const position = async (page: Page) => page.getByText(/^\d+ ft, \d+ ft$/).first().innerText();

/** From B's page: its own socket asks to spectate, then tries every intent; the refusals' codes. */
const craftedIntents = (page: Page, crawlerId: number) =>
  page.evaluate(
    (crawlerId) =>
      new Promise<string[]>((resolve, reject) => {
        const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/ws?token=${encodeURIComponent(localStorage.getItem('ctf-dev-token') ?? '')}`);
        const codes: string[] = [];
        const timer = setTimeout(() => reject(new Error(`only ${codes.join(',')}`)), 8_000);
        ws.onmessage = (e) => {
          const msg = JSON.parse(String(e.data)) as { type: string; code?: string };
          if (msg.type === 'hello') ws.send(JSON.stringify({ type: 'spectate', crawlerId }));
          if (msg.type === 'spectating') {
            ws.send(JSON.stringify({ type: 'position', x: 10, y: 10, seq: 1 }));
            ws.send(JSON.stringify({ type: 'attack', targetId: 'mob-1', seq: 1 }));
            ws.send(JSON.stringify({ type: 'dodge', seq: 2 }));
            ws.send(JSON.stringify({ type: 'join', crawlerId }));
          }
          if (msg.type === 'error') codes.push(msg.code ?? '');
          if (codes.length === 4) {
            clearTimeout(timer);
            ws.close();
            resolve(codes);
          }
        };
      }),
    crawlerId,
  );

describe('spectating', () => {
  it("B watches A's room from the ladder, 10 s late and read-only, until A turns it off", async () => {
    const a = await newPage(browser, server.base);
    const b = await newPage(browser, server.base);
    const errorsA = watchErrors(a.page);
    const errorsB = watchErrors(b.page);

    // A sponsors a crawler and opens its page: the crawler is live in its room.
    // A fresh sponsor per attempt (the journeys retry once on the same server).
    const { id, name } = await enterAsNewSponsor(a.page, `watched-${Date.now()}@crawl.test`);
    await a.page.getByText('No one is watching').waitFor();

    // B opens the ladder and clicks Watch on A's crawler.
    await signInByApi(b.page, 'watcher@crawl.test');
    await b.page.goto('/leaderboard');
    await b.page.getByRole('heading', { name: 'Season Ladder' }).waitFor();
    await b.page.getByRole('link', { name: `Watch ${name}` }).click();
    await b.page.waitForURL(`**/watch/${id}`);
    await b.page.getByRole('heading', { name: `Spectating ${name} — 10 s delay` }).waitFor();
    await expectNoSeriousViolations(b.page, 'spectate: catching up');
    await b.page.screenshot({ path: '.tmp/e2e-spectate-catching-up.png' });
    // The first frame is the room as it was 10 s ago.
    await b.page.locator('canvas[data-drawn]').waitFor({ timeout: SPECTATE_DELAY_MS + 10_000 });
    await b.page.getByRole('list', { name: 'In the room' }).waitFor();
    expect(await b.page.getByRole('button', { name: /attack|dodge/i }).count()).toBe(0);
    await expectNoSeriousViolations(b.page, 'spectate: watching');
    const before = await drawn(b.page);

    // A's page counts one spectator (it reads the count every 5 s).
    await a.page.getByText('1 watching').waitFor({ timeout: 12_000 });
    await a.page.locator('section[aria-labelledby="spectating-heading"]').screenshot({ path: '.tmp/e2e-spectators-panel.png' });

    // A walks (diagonally: out of the door lanes, never through a door); B sees it only 10 s later.
    const from = await position(a.page);
    const movedAt = Date.now();
    await a.page.keyboard.down('ArrowUp');
    await a.page.keyboard.down('ArrowRight');
    await a.page.waitForTimeout(300);
    await a.page.keyboard.up('ArrowRight');
    await a.page.keyboard.up('ArrowUp');
    await expect.poll(() => position(a.page), { timeout: 5_000 }).not.toBe(from);
    let changedAt = 0;
    for (let i = 0; i < 100 && !changedAt; i++) {
      if ((await drawn(b.page)) !== before) changedAt = Date.now();
      else await b.page.waitForTimeout(200);
    }
    expect(changedAt, 'B never saw A move').toBeGreaterThan(0);
    expect(changedAt - movedAt).toBeGreaterThanOrEqual(SPECTATE_DELAY_MS - 500);
    await b.page.screenshot({ path: docScreenshot('spectate.png') });

    // B's attack keys do nothing here, and a crafted socket message from B's page is refused.
    await b.page.keyboard.press(' ');
    await b.page.keyboard.press('Tab');
    expect(await craftedIntents(b.page, id)).toEqual(['spectator_read_only', 'spectator_read_only', 'spectator_read_only', 'spectator_read_only']);

    // A turns spectating off: B's view closes at once, with a clear message.
    await a.page.getByRole('switch', { name: new RegExp(`Allow other sponsors to watch ${name}`) }).click();
    await a.page.getByText('Spectating is off: every view was closed.').waitFor();
    await b.page.getByText('The view has closed').waitFor({ timeout: 5_000 });
    await b.page.getByText(`${name}'s sponsor turned spectating off.`).waitFor();
    await expectNoSeriousViolations(b.page, 'spectate: closed by the sponsor');
    await b.page.screenshot({ path: '.tmp/e2e-spectate-closed.png' });
    // Asking again is refused with a clear message.
    await b.page.reload();
    await b.page.getByText('Spectating is turned off').waitFor();
    await b.page.getByText(`${name}'s sponsor has turned spectating off.`).waitFor();
    expect(errorsA()).toEqual([]);
    expect(errorsB()).toEqual([]);
    await a.context.close();
    await b.context.close();
  }, 120_000);

  it('fits a 390×844 phone (a crawler whose sponsor is away is watched where it stands), and an unknown crawler says so', async () => {
    const { context, page } = await newPage(browser, server.base, MOBILE);
    const errors = watchErrors(page);
    // A fresh sponsor per attempt (the journeys retry once on the same server).
    const { id, name } = await sponsorByApi(page, await signInByApi(page, `phone-watcher-${Date.now()}@crawl.test`));
    await page.goto(`/watch/${id}`);
    await page.getByRole('heading', { name: `Spectating ${name} — 10 s delay` }).waitFor();
    await page.locator('canvas[data-drawn]').waitFor({ timeout: SPECTATE_DELAY_MS + 10_000 });
    await expectNoSeriousViolations(page, 'spectate: watching (phone)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: docScreenshot('spectate-mobile.png') });
    expect(errors()).toEqual([]);
    await page.goto('/watch/999999');
    await page.getByText('Crawler not found').waitFor();
    await expectNoSeriousViolations(page, 'spectate: not found (phone)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  }, 60_000);
});
