// The season ladder in the browser: open to visitors with a way home; a sponsor reaches it
// from the dashboard and the header, finds their crawler ranked, and moves between categories by keyboard.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '#tests/helpers/axe.ts';
import { launchBrowser, MOBILE, newPage, watchErrors } from '#tests/helpers/browser.ts';
import { startE2EServer, type E2EServer } from '#tests/helpers/e2e-server.ts';
import { signInByApi, sponsorByApi } from '#tests/helpers/journeys.ts';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer('ladder'), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the season ladder', () => {
  it('is open to a visitor, with a way home', async () => {
    const { context, page } = await newPage(browser, server.base);
    const errors = watchErrors(page);
    await page.goto('/leaderboard');
    await page.getByRole('heading', { name: 'Season Ladder' }).waitFor();
    await page.getByText('No crawlers on the ladder yet').waitFor();
    expect(await page.getByText('Your crawlers').count()).toBe(0);
    await expectNoSeriousViolations(page, 'ladder, visitor, empty');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByText('CRAWL TO FAME • SEASON 1').waitFor();
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('ranks a new sponsor’s crawler, from the dashboard and the header; tabs move by keyboard', async () => {
    const { context, page } = await newPage(browser, server.base);
    const errors = watchErrors(page);
    const { name } = await sponsorByApi(page, await signInByApi(page, 'ladder@crawl.test'));
    await page.goto('/');
    await page.getByRole('article', { name: new RegExp(name) }).waitFor();

    await page.getByRole('link', { name: 'Full ladder' }).click();
    await page.getByRole('heading', { name: 'Season Ladder' }).waitFor();
    const mine = page.getByRole('list', { name: 'Your crawlers' });
    await mine.getByText(name).waitFor();
    expect(await mine.getByRole('listitem').first().textContent()).toMatch(/^Rank 1(?!\d)/);
    expect(await page.getByRole('tab', { name: 'Gold' }).getAttribute('aria-selected')).toBe('true');

    // Arrow keys move between the tabs (Radix), and the address follows.
    await page.getByRole('tab', { name: 'Gold' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Kills', selected: true }).waitFor();
    await page.waitForURL(/category=kills/);
    await mine.getByText('0 kills').waitFor();
    await expectNoSeriousViolations(page, 'ladder: kills');

    // The header's fourth item leads back here from anywhere.
    await page.getByRole('banner').getByRole('link', { name: 'Sponsor' }).click();
    await page.getByRole('heading', { name: 'Crawler Management' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Ladder' }).click();
    await page.getByRole('heading', { name: 'Season Ladder' }).waitFor();
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('becomes a list on a 390×844 phone without overflowing', async () => {
    const { context, page } = await newPage(browser, server.base, MOBILE);
    await page.goto('/leaderboard');
    await page.getByRole('heading', { name: 'Season Ladder' }).waitFor();
    await page.getByRole('list', { name: 'Season ladder: Gold' }).waitFor({ state: 'visible' });
    await expectNoSeriousViolations(page, 'phone: ladder list');
    expect(await page.locator('table').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
