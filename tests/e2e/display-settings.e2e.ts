// Display settings (docs/decisions/0017-seeing-palette-and-motion.md): a sponsor picks the colour-blind-safe palette and "Always reduce motion" on the
// Account page; both are kept on the server (a reload and the API agree), CSS transitions stop, and
// the crawler page draws the tactical room and the dungeon map in the new palette, with legends that
// show each mark's shape beside its colour.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '#tests/helpers/axe.ts';
import { DESKTOP, launchBrowser, MOBILE, newPage, watchErrors } from '#tests/helpers/browser.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { startE2EServer, type E2EServer } from '#tests/helpers/e2e-server.ts';
import { pageApi, signInByApi, sponsorByApi, walkUpToHostile } from '#tests/helpers/journeys.ts';
import { docScreenshot } from '#tests/helpers/doc-screenshot.ts';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer('display-settings', { DUNGEON_FLOORS: '2', SEASON_SEED: String(TEST_SEASON_SEED) }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const display = (page: Page) => page.getByRole('region', { name: 'Display' });
const htmlData = (page: Page) => page.evaluate(() => ({ ...document.documentElement.dataset }));

async function openAccount(page: Page): Promise<void> {
  await page.goto('/account');
  await display(page).getByRole('radio', { name: /Colour-blind safe/ }).waitFor();
}

describe('display settings follow the account', () => {
  it('pick the colour-blind-safe palette and reduced motion, keep them after a reload, see them on the tactical room and the map', async () => {
    const EMAIL = `seer-${Date.now()}@crawl.test`;
    const { context, page } = await newPage(browser, server.base, DESKTOP);
    const errors = watchErrors(page);
    const { id } = await sponsorByApi(page, await signInByApi(page, EMAIL));

    // The defaults: the standard palette, motion as the device says.
    await openAccount(page);
    expect(await display(page).getByRole('radio', { name: /Standard/ }).isChecked()).toBe(true);
    expect(await display(page).getByRole('radio', { name: /Follow my device/ }).isChecked()).toBe(true);
    expect(await htmlData(page)).toEqual({});
    await expectNoSeriousViolations(page, 'account page, Display card (defaults)');

    // Choose from the keyboard: the palette group, then the motion group.
    await display(page).getByRole('radio', { name: /Standard/ }).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByText('Palette: Colour-blind safe.', { exact: true }).waitFor();
    await expect.poll(() => htmlData(page)).toEqual({ palette: 'colour-blind-safe' });
    await display(page).getByRole('radio', { name: /Always reduce motion/ }).check();
    await page.getByText('Motion: Always reduce motion.', { exact: true }).waitFor();
    await expect.poll(() => htmlData(page)).toEqual({ palette: 'colour-blind-safe', reducedMotion: 'on' });
    // CSS transitions stop (the buttons' colour transitions run in 0.01 ms).
    const transition = await page.getByRole('button', { name: 'Reset to defaults' }).evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(transition).toBe('1e-05s');
    await display(page).scrollIntoViewIfNeeded();
    await expectNoSeriousViolations(page, 'account page, Display card (colour-blind safe, reduced motion)');
    await display(page).screenshot({ path: docScreenshot('display-settings.png') });

    // Kept on the server: after a reload the card and the API say so.
    await page.reload();
    await display(page).getByRole('radio', { name: /Colour-blind safe/ }).waitFor();
    await expect.poll(() => display(page).getByRole('radio', { name: /Colour-blind safe/ }).isChecked()).toBe(true);
    expect(await display(page).getByRole('radio', { name: /Always reduce motion/ }).isChecked()).toBe(true);
    expect(await htmlData(page)).toEqual({ palette: 'colour-blind-safe', reducedMotion: 'on' });
    expect((await pageApi(page, 'GET', '/api/account/display')).body).toEqual({ palette: 'colour-blind-safe', reducedMotion: 'on', customised: true });

    // Another browser, on a phone, signed in afresh: the account's settings arrive from the server.
    const phone = await newPage(browser, server.base, MOBILE);
    const phoneErrors = watchErrors(phone.page);
    await signInByApi(phone.page, EMAIL);
    await phone.page.goto('/');
    await expect.poll(() => htmlData(phone.page)).toEqual({ palette: 'colour-blind-safe', reducedMotion: 'on' });

    // The crawler's room, next to the goblins, on both: the pictures first (the goblins are quick).
    const roomName = await walkUpToHostile(page, id, TEST_SEASON_SEED);
    await page.goto(`/crawler/${id}`);
    await phone.page.goto(`/crawler/${id}`);
    const canvas = page.getByRole('img', { name: /^Tactical view of / });
    const phoneCanvas = phone.page.getByRole('img', { name: /^Tactical view of / });
    await page.getByRole('list', { name: 'Entities in room' }).getByText(/^Goblin/).first().waitFor();
    await phone.page.getByRole('list', { name: 'Entities in room' }).getByText(/^Goblin/).first().waitFor();
    await expect.poll(() => canvas.getAttribute('data-drawn-room')).not.toBeNull();
    await expect.poll(() => phoneCanvas.getAttribute('data-drawn-room')).not.toBeNull();
    // The tactical room and the map side by side on a desktop; the room and its legend on a phone,
    // clear of the sticky header.
    // A taller desktop window, so the canvas, its legend and the map with its legend fit in one picture.
    await page.setViewportSize({ width: DESKTOP.width, height: 1000 });
    await page.evaluate(() => document.querySelector('[aria-labelledby="tactical-heading"]')?.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollBy(0, -72));
    await page.screenshot({ path: docScreenshot('colour-blind-palette.png') });
    await phoneCanvas.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await phone.page.evaluate(() => window.scrollBy(0, -72));
    await phone.page.screenshot({ path: docScreenshot('colour-blind-palette-mobile.png') });

    // Desktop: canvas, map and legends in the colour-blind-safe palette.
    await page.getByText(roomName).first().waitFor();
    expect((await htmlData(page)).palette).toBe('colour-blind-safe');
    expect(await page.locator('div[data-palette]').filter({ has: canvas }).last().getAttribute('data-palette')).toBe('colour-blind-safe');
    const legend = page.getByRole('list', { name: 'Tactical legend' });
    for (const label of ['You', 'Hostile', 'Neutral', 'Friendly', 'NPC', 'Other crawler', 'Item', 'Chest', 'PVP room', 'Safe room']) {
      await legend.getByText(label, { exact: true }).waitFor();
    }
    expect(await legend.getAttribute('data-palette')).toBe('colour-blind-safe');
    const map = page.getByRole('img', { name: /^Dungeon map of floor/ }).first();
    expect(await map.getAttribute('data-palette')).toBe('colour-blind-safe');
    await page.getByRole('list', { name: 'Map legend' }).first().getByText('PVP', { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Room types' }).first().getByText('Boss', { exact: true }).waitFor();
    await expectNoSeriousViolations(page, 'crawler page: tactical room and map in the colour-blind-safe palette');
    expect(errors()).toEqual([]);

    // Phone: the same, the folded map opening in the palette too.
    expect(await phone.page.locator('div[data-palette]').filter({ has: phoneCanvas }).last().getAttribute('data-palette')).toBe('colour-blind-safe');
    await phone.page.getByRole('list', { name: 'Tactical legend' }).getByText('Hostile', { exact: true }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(phone.page, 'phone: crawler page in the colour-blind-safe palette');
    await phone.page.getByRole('button', { name: /Dungeon Map/ }).click();
    const phoneMap = phone.page.getByRole('img', { name: /^Dungeon map of floor/ }).first();
    await phoneMap.waitFor();
    expect(await phoneMap.getAttribute('data-palette')).toBe('colour-blind-safe');
    await expectNoSeriousViolations(phone.page, 'phone: dungeon map in the colour-blind-safe palette');
    expect(phoneErrors()).toEqual([]);
    await phone.context.close();
    await context.close();
  });
});
