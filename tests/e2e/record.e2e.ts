// The season's record, end to end: a crawler walks into a hostile room, swings at a goblin
// and fights on until the goblins kill it; its card says 'Deceased' and links its bankruptcy report,
// which names the killer and lists the last events; the replay plays to the death and its scrubber
// seeks; a visitor who never signed in reads the same report and replay on a phone. axe-core checks
// each of these screens (the live hostile room, the death, the report, the replay) on the way. Each run keeps its screenshots in
// .tmp/ (e2e-record-*.png); docs/screenshots/record-*.png are copies from a run.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoSeriousViolations } from '#tests/helpers/axe.ts';
import { DESKTOP, launchBrowser, MOBILE, newPage, watchErrors } from '#tests/helpers/browser.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { startE2EServer, type E2EServer } from '#tests/helpers/e2e-server.ts';
import { pageApi, signInByApi, sponsorByApi, standUntilDeath, walkUpToHostile } from '#tests/helpers/journeys.ts';

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
  it('dies among goblins; its card links the bankruptcy report (killer, last events), whose replay plays to the death and seeks', { timeout: 240_000 }, async () => {
    const { page } = await newPage(browser, server.base, DESKTOP);
    const errors = watchErrors(page);
    const { id, name } = await sponsorByApi(page, await signInByApi(page, `doomed-${++attempts}@crawl.test`));

    // Into the hostile room and up to a goblin through the API; then the page goes live, and the
    // crawler stands its ground among what comes for it until it falls.
    const roomName = await walkUpToHostile(page, id, TEST_SEASON_SEED);
    await page.goto(`/crawler/${id}`);
    await page.getByText(roomName).first().waitFor();
    await page.getByRole('list', { name: 'Entities in room' }).getByText(/^Goblin/).first().waitFor();
    await expectNoSeriousViolations(page, 'crawler page: hostile room live');
    await standUntilDeath(page, name);
    await shot(page, 'death');
    await expectNoSeriousViolations(page, 'crawler page: died');

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
    await expectNoSeriousViolations(page, 'bankruptcy report');

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
    await expectNoSeriousViolations(page, 'replay at the death');
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
    await expectNoSeriousViolations(visitor.page, 'phone, visitor: bankruptcy report');
    await visitor.page.goto(`/crawler/${id}/replay`);
    await visitor.page.getByRole('slider').waitFor();
    await expectNoSeriousViolations(visitor.page, 'phone, visitor: replay');
    await visitor.context.close();
  });
});
