// Standing orders: the sponsor sets their crawler's orders on its page, walks it up to a
// goblin, and once the goblin has hurt it below the retreat line simply closes the page (no Go idle):
// the page's last request says it is going away, and 3 s later its orders act. The crawler walks back
// to a safe room and rests there by itself; when the sponsor opens its page again the room events say what happened
// 'by standing orders'. (A connection lost without that request waits out the 10 s away rule:
// tests/server/realtime/standing-orders.test.ts.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '#tests/helpers/axe.ts';
import { DESKTOP, launchBrowser, MOBILE, newPage, watchErrors } from '#tests/helpers/browser.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { startE2EServer, type E2EServer } from '#tests/helpers/e2e-server.ts';
import { enterAsNewSponsor, pageApi, walkUpToHostile } from '#tests/helpers/journeys.ts';
import { docScreenshot } from '#tests/helpers/doc-screenshot.ts';


let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer('orders', { DUNGEON_FLOORS: '2', SEASON_SEED: String(TEST_SEASON_SEED) }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const eventsLog = (page: Page) => page.getByRole('log', { name: 'Room events' });

describe('standing orders', () => {
  it('retreats and rests by itself after the sponsor leaves mid-fight, and the sponsor reads it on return', async () => {
    const { context, page } = await newPage(browser, server.base, DESKTOP);
    const errors = watchErrors(page);
    // A fresh sponsor per attempt (the journeys retry once on the same server).
    const { id } = await enterAsNewSponsor(page, `orders-${Date.now()}@crawl.test`);

    // The orders: retreat at the first wound (below 99 %), rest until whole, fight back meanwhile.
    const panel = page.getByRole('form', { name: 'Standing orders' });
    await panel.waitFor();
    await page.getByText('Under your control').waitFor();
    await panel.getByLabel('Retreat below %').fill('99');
    await panel.getByLabel('Rest until %').fill('100');
    await panel.getByLabel('Fight back').check();
    await panel.getByRole('button', { name: 'Save orders' }).click();
    await page.getByText('Standing orders saved').first().waitFor();
    await expectNoSeriousViolations(page, 'crawler page: standing orders panel');
    const saved = (await pageApi(page, 'GET', `/api/crawlers/${id}/orders`)).body;
    expect(saved.orders).toMatchObject({ retreatBelowPercent: 99, restUntilPercent: 100, whenAttacked: 'fight_back' });

    // Off the page (on a JSON one: no screen of the game open), walk up to a goblin (as the tactical
    // journey does), then watch it strike.
    await page.goto('/api/health');
    await walkUpToHostile(page, id, TEST_SEASON_SEED);
    await page.goto(`/crawler/${id}`);
    await eventsLog(page).getByText(/hits you for \d+ damage/).first().waitFor({ timeout: 30_000 });

    // Hurt below the line, still under the sponsor's control: the sponsor just closes the page.
    expect((await pageApi(page, 'GET', `/api/crawlers/${id}/orders`)).body.control).toBe('sponsor');
    await page.getByRole('button', { name: 'Go idle' }).waitFor();
    expect(await page.getByText('On standing orders').count()).toBe(0);
    await expectNoSeriousViolations(page, 'tactical room: under attack, orders ready');
    expect(errors()).toEqual([]);
    await page.close();

    // Nobody is watching: the crawler walks to safety and rests there by itself.
    const watcher = await context.newPage();
    await watcher.goto('/api/health');
    let crawler: { status: string; health: number; maxHealth: number; isAlive: boolean } | null = null;
    // The walk back and the rest, in their real time (bounded).
    for (let i = 0; i < 100; i++) {
      crawler = (await pageApi(watcher, 'GET', `/api/crawlers/${id}`)).body;
      if (crawler?.status !== 'active') break;
      await watcher.waitForTimeout(1000);
    }
    if (crawler?.status !== 'resting') {
      // Say what happened instead of only that it did not rest.
      const entries = ((await pageApi(watcher, 'GET', `/api/crawlers/${id}/events?limit=5000`)).body.entries as { kind: string; at: number; data: Record<string, unknown> }[]).filter((e) => e.kind !== 'moved');
      throw new Error(`not resting (${crawler?.status}):\n${entries.map((e) => `${e.at} ${e.kind} ${JSON.stringify(e.data).slice(0, 200)}`).join('\n')}`);
    }
    expect(crawler).toMatchObject({ status: 'resting', isAlive: true });

    // The sponsor comes back and reads it in the room events.
    const back = await context.newPage();
    const backErrors = watchErrors(back);
    await back.goto(`/crawler/${id}`);
    const log = eventsLog(back);
    await log
      .getByText(/retreated to .+ by standing orders/)
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(async (err: unknown) => {
        const recent = (await pageApi(back, 'GET', `/api/crawlers/${id}/orders`)).body;
        const entries = ((await pageApi(back, 'GET', `/api/crawlers/${id}/events?limit=5000`)).body.entries as { kind: string; roomId: number; data: Record<string, unknown> }[]).filter((e) => e.kind !== 'moved');
        console.log(entries.map((e) => `${e.kind} r${e.roomId} ${JSON.stringify(e.data).slice(0, 160)}`).join('\n'));
        throw new Error(`${String(err)}\nlog: ${await log.innerText()}\norders: ${JSON.stringify(recent)}`);
      });
    await log.getByText(/began resting at \d+\/\d+ HP by standing orders/).first().waitFor();
    await expectNoSeriousViolations(back, 'crawler page after standing orders acted');
    await back.getByRole('form', { name: 'Standing orders' }).waitFor();
    await back.screenshot({ path: docScreenshot('standing-orders.png'), fullPage: true });
    // The tactical room cannot be joined while the crawler rests ('crawler_resting'): that is the rule, not an error.
    expect(backErrors().filter((e) => !/crawler_resting|recovering/i.test(e))).toEqual([]);
    await back.close();

    // The same panel on a phone: one column, every field labelled, nothing serious for axe.
    const phone = await context.newPage();
    await phone.setViewportSize(MOBILE);
    await phone.goto(`/crawler/${id}`);
    const small = phone.getByRole('form', { name: 'Standing orders' });
    await small.scrollIntoViewIfNeeded();
    await small.getByLabel('Retreat below %').waitFor();
    expect(await small.getByLabel('Retreat below %').inputValue()).toBe('99');
    await expectNoSeriousViolations(phone, 'crawler page on a phone: standing orders panel');
    await small.screenshot({ path: '.tmp/e2e-standing-orders-phone.png' });
    await context.close();
    // Walking up to the goblin and the crawler's own retreat and rest take their real time.
  }, 240_000);
});
