// Remappable keys: a sponsor remaps "Move east" to L on the Account page; the change survives a
// reload, walks the crawler east in its room, and shows in a second browser session of the same
// account; binding L to Attack as well is refused with the server's message and changes nothing.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, newPage, watchErrors } from '#tests/helpers/browser.ts';
import { startE2EServer, type E2EServer } from '#tests/helpers/e2e-server.ts';
import { signInByApi, sponsorByApi } from '#tests/helpers/journeys.ts';
import { docScreenshot } from '#tests/helpers/doc-screenshot.ts';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer('key-bindings', { DUNGEON_FLOORS: '2' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const controls = (page: Page) => page.getByRole('region', { name: 'Controls' });
const keysOf = (page: Page, label: string) => controls(page).getByLabel(`${label} keys`);

async function openAccount(page: Page): Promise<void> {
  await page.goto('/account');
  await keysOf(page, 'Move east').waitFor();
}

/** The crawler's position in feet, from the room's info line ('12 ft, 48 ft'). */
async function positionFeet(page: Page): Promise<{ x: number; y: number }> {
  const text = await page.getByText(/^\d+ ft, \d+ ft$/).first().innerText();
  const [x, y] = text.match(/\d+/g)!.map(Number);
  return { x: x!, y: y! };
}

describe('remapped keys follow the account', () => {
  it('remap Move east to L, keep it after a reload, walk with it, see it in another session; a conflict is refused', async () => {
    // A fresh account per attempt (the journey may be retried on the same server).
    const EMAIL = `remapper-${Date.now()}@crawl.test`;
    const { context, page } = await newPage(browser, server.base, DESKTOP);
    const errors = watchErrors(page);
    const { id } = await sponsorByApi(page, await signInByApi(page, EMAIL));

    // Remap on the Account page, from the keyboard: Change, then the key.
    await openAccount(page);
    expect(await keysOf(page, 'Move east').innerText()).toMatch(/D\s*ArrowRight/);
    await controls(page).getByRole('button', { name: 'Change Move east' }).focus();
    await page.keyboard.press('Enter');
    await controls(page).getByText('Press a key…').waitFor();
    await page.keyboard.press('l');
    await expect.poll(() => keysOf(page, 'Move east').innerText()).toMatch(/^L\s*ArrowRight$/);
    await page.getByText('Move east is now on L.', { exact: true }).waitFor();
    // Focus is back on the row's Change button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Change Move east');

    // Escape cancels a change.
    await controls(page).getByRole('button', { name: 'Change Attack' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => controls(page).getByText('Press a key…').count()).toBe(0);
    expect(await keysOf(page, 'Attack').innerText()).toBe('Space');

    // Kept after a reload (it is the server's copy now).
    await page.reload();
    await keysOf(page, 'Move east').waitFor();
    expect(await keysOf(page, 'Move east').innerText()).toMatch(/^L\s*ArrowRight$/);

    // L for Attack too: refused with the server's sentence on the row, nothing changed.
    await controls(page).getByRole('button', { name: 'Change Attack' }).click();
    await page.keyboard.press('l');
    const refusal = controls(page).getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe('The key “L” is already bound to Move east');
    expect(await keysOf(page, 'Attack').innerText()).toBe('Space');
    expect(await keysOf(page, 'Move east').innerText()).toMatch(/^L\s*ArrowRight$/);
    await controls(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: docScreenshot('key-bindings.png') });

    // The crawler's room: L walks east, and the help line names L.
    await page.goto(`/crawler/${id}`);
    await page.getByText(/^\d+ ft, \d+ ft$/).first().waitFor();
    await page.getByText('WASL move (diagonals), click target, Space attack, Tab cycle targets, G toggle grid').waitFor();
    const before = await positionFeet(page);
    await page.keyboard.down('l');
    await page.waitForTimeout(250);
    await page.keyboard.up('l');
    await expect.poll(async () => (await positionFeet(page)).x, { timeout: 5_000 }).toBeGreaterThan(before.x);
    expect(errors()).toEqual([]);

    // A second browser session of the same account (signed in afresh, on a phone) sees L.
    const second = await newPage(browser, server.base, MOBILE);
    await signInByApi(second.page, EMAIL);
    await openAccount(second.page);
    expect(await keysOf(second.page, 'Move east').innerText()).toMatch(/^L\s*ArrowRight$/);
    await keysOf(second.page, 'Move east').scrollIntoViewIfNeeded();
    await second.page.screenshot({ path: docScreenshot('key-bindings-mobile.png') });

    // Reset to defaults asks first, then every browser gets the defaults back.
    await controls(second.page).getByRole('button', { name: 'Reset to defaults' }).click();
    const confirm = second.page.getByRole('dialog', { name: 'Reset controls?' });
    await confirm.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => keysOf(second.page, 'Move east').innerText()).toMatch(/^D\s*ArrowRight$/);
    await openAccount(page);
    expect(await keysOf(page, 'Move east').innerText()).toMatch(/^D\s*ArrowRight$/);
    await second.context.close();
    await context.close();
  });
});
