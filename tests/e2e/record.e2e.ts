// The season's record (issue 17), end to end: a crawler walks into a hostile room, swings at a goblin
// and fights on until the goblins kill it; its card says 'Deceased' and links its bankruptcy report,
// which names the killer and lists the last events; the replay plays to the death and its scrubber
// seeks; a visitor who never signed in reads the same report. Each run keeps its screenshots in
// .tmp/ (e2e-record-*.png); docs/screenshots/record-*.png are copies from a run.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { generateFloor } from '#game/dungeon/floor.ts';
import { DESKTOP, launchBrowser, MOBILE, newPage, watchErrors } from '#tests/helpers/browser.ts';
import { pathToHostileRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { startE2EServer, type E2EServer } from '#tests/helpers/e2e-server.ts';
import { devLoginAs, pageApi, sponsorThroughUi } from '#tests/helpers/journeys.ts';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer('record', { DUNGEON_FLOORS: '2', SEASON_SEED: String(TEST_SEASON_SEED) }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const api = pageApi;

let attempts = 0;
const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: `.tmp/e2e-record-${name}.png`, fullPage });

describe("a crawler's death, on the record", () => {
  it('dies fighting; its card links the bankruptcy report (killer, last events), whose replay plays to the death and seeks', { timeout: 240_000 }, async () => {
    const { path, roomKey } = pathToHostileRoom(TEST_SEASON_SEED, 1);
    const spec = generateFloor(TEST_SEASON_SEED, 1).rooms.find((r) => r.key === roomKey)!;
    const { page } = await newPage(browser, server.base, DESKTOP);
    const errors = watchErrors(page);
    await devLoginAs(page, `doomed-${++attempts}@crawl.test`);
    const name = await sponsorThroughUi(page, 'Primary', /Choose Your Crawler/);
    await page.getByRole('button', { name: 'Confirm Primary Sponsorship' }).click();
    await page.getByRole('link', { name: `Enter Crawler Mode with ${name}` }).waitFor();
    const id = (((await api(page, 'GET', '/api/crawlers')).body as { id: number }[])[0]!).id;

    // Into the hostile room (a transition needs 1 s between moves), then up to a hostile goblin with
    // honest position reports, before the page goes live.
    for (const direction of path) {
      await page.waitForTimeout(1050);
      expect((await api(page, 'POST', `/api/crawlers/${id}/move`, { direction })).status).toBe(200);
    }
    const hostile = async () =>
      ((await api(page, 'GET', `/api/crawlers/${id}/tactical-data`)).body as { entities: { id: string; type: string; disposition?: string; position: { x: number; y: number } }[] }).entities.find(
        (e) => e.type === 'mob' && e.disposition === 'hostile',
      )!;
    let at = ((await api(page, 'GET', `/api/crawlers/${id}/current-room`)).body as { position: { x: number; y: number } }).position;
    const room = ((await api(page, 'GET', `/api/crawlers/${id}/current-room`)).body as { room: { id: number } }).room.id;
    for (let step = 0; step < 120; step++) {
      const goal = (await hostile()).position;
      const target = { x: goal.x, y: Math.min(90, goal.y + 5) };
      const d = Math.hypot(target.x - at.x, target.y - at.y);
      if (d < 3) break;
      const len = Math.min(d, 3);
      await page.waitForTimeout(200);
      const next = { x: at.x + ((target.x - at.x) / d) * len, y: at.y + ((target.y - at.y) / d) * len };
      const res = (await api(page, 'POST', `/api/crawlers/${id}/position`, { roomId: room, positionX: next.x, positionY: next.y })).body as { success: boolean; x: number; y: number };
      at = { x: res.x, y: res.y };
      if (!res.success && step > 100) break;
    }

    // The page goes live; the crawler swings at what comes for it, and fights on until it falls.
    await page.getByRole('link', { name: `Enter Crawler Mode with ${name}` }).click();
    await page.waitForURL(/\/crawler\/\d+$/);
    await page.getByText(spec.name).first().waitFor();
    const died = page.getByRole('heading', { name: `${name} has died` });
    for (let i = 0; i < 200 && !(await died.isVisible()); i++) {
      if (i % 4 === 0) {
        await page.keyboard.press('Tab');
        await page.keyboard.press(' ');
      }
      await page.waitForTimeout(500);
    }
    await died.waitFor({ timeout: 5_000 });
    await shot(page, 'death');

    // The dashboard: 'Deceased', and the way to the report.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.getByRole('heading', { name: 'Crawler Management' }).waitFor();
    await page.getByRole('button', { name: 'Deceased' }).first().waitFor();
    await page.getByRole('link', { name: `Bankruptcy report of ${name}` }).click();
    await page.waitForURL(new RegExp(`/crawler/${id}/report$`));
    await page.getByRole('heading', { name: 'Bankruptcy Report' }).waitFor();
    const log = (await api(page, 'GET', `/api/crawlers/${id}/events?limit=5000`)).body as { entries: { kind: string; data: { killerName?: string } }[] };
    const death = log.entries.at(-1)!;
    expect(death.kind).toBe('died');
    const killer = death.data.killerName!;
    await page.getByText('Cause of death').waitFor();
    expect(await page.getByText(killer).count()).toBeGreaterThan(0);
    await page.getByText(/^Last \d+ events?$/).waitFor();
    await page.getByText(`${name} was slain by ${killer} on Floor 1`).first().waitFor();
    await shot(page, 'report', true);

    // The replay: plays to the death at 16x; the scrubber seeks back to the start and to any event.
    await page.getByRole('link', { name: 'Watch the replay' }).click();
    await page.waitForURL(new RegExp(`/crawler/${id}/replay$`));
    const scrubber = page.getByRole('slider');
    await scrubber.waitFor();
    const last = Number(await scrubber.getAttribute('max'));
    expect(last).toBe(log.entries.length);
    await scrubber.focus();
    await page.keyboard.press('Home');
    expect(await scrubber.inputValue()).toBe('1');
    expect(await scrubber.getAttribute('aria-valuetext')).toContain('signed a');
    await page.getByRole('button', { name: '16x' }).click();
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => Number(await scrubber.inputValue()), { timeout: 120_000, interval: 500 }).toBe(last);
    expect(await scrubber.getAttribute('aria-valuetext')).toContain(`was slain by ${killer}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'replay-death');
    const middle = Math.ceil(last / 2);
    await scrubber.fill(String(middle));
    expect(await scrubber.inputValue()).toBe(String(middle));
    await page.getByText(new RegExp(`^Event ${middle} of ${last}$`)).waitFor();
    await page.getByRole('button', { name: 'Jump to death' }).click();
    expect(await scrubber.inputValue()).toBe(String(last));
    expect(errors()).toEqual([]);

    // A visitor who never signed in, on a phone, reads the same report from a shared link.
    const visitor = await newPage(browser, server.base, MOBILE);
    await visitor.page.goto(`/crawler/${id}/report`);
    await visitor.page.getByRole('heading', { name: 'Bankruptcy Report' }).waitFor();
    await visitor.page.getByText(`${name} was slain by ${killer} on Floor 1`).first().waitFor();
    await shot(visitor.page, 'report-visitor-mobile');
    await visitor.context.close();
  });
});
