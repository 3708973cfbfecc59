// Keys stay in the game: in a room with nothing to target, Tab and Space pressed over and over (on
// the default keys, then with Attack and Next target moved to other keys) leave focus on the room,
// press nothing on the page (no dialog, no navigation, Go idle and the grid untouched) and the
// sponsor stays signed in. Escape hands the keys back, and Tab then reaches the page's controls.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultKeyBindings } from '#contract/key-bindings.ts';
import { expectNoSeriousViolations } from '#tests/helpers/axe.ts';
import { launchBrowser, newPage, watchErrors } from '#tests/helpers/browser.ts';
import { startE2EServer, type E2EServer } from '#tests/helpers/e2e-server.ts';
import { devLoginAs, pageApi, sponsorThroughUi } from '#tests/helpers/journeys.ts';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer('keyboard-scope', { DUNGEON_FLOORS: '2' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const room = (page: Page) => page.getByRole('application', { name: 'Tactical room' });
const roomHasFocus = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') === 'Tactical room');

/** What a stray key press could have changed on the page. */
async function pageState(page: Page, id: number) {
  const orders = (await pageApi(page, 'GET', `/api/crawlers/${id}/orders`)).body as { control?: string };
  return {
    path: new URL(page.url()).pathname,
    dialogs: await page.getByRole('dialog').count(),
    goIdle: await page.getByRole('button', { name: 'Go idle' }).count(),
    control: orders.control,
    grid: await page.getByRole('button', { name: 'Grid' }).getAttribute('aria-pressed'),
    signedIn: (await pageApi(page, 'GET', '/api/auth/user')).status,
    focusOnRoom: await roomHasFocus(page),
  };
}

/** Thirty rounds of Tab then Space (and a few Shift+Tab and Enter), with the room focused. */
async function hammer(page: Page, extraKeys: readonly string[] = []): Promise<void> {
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    await page.keyboard.press(' ');
    if (i % 10 === 0) {
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      for (const k of extraKeys) await page.keyboard.press(k);
    }
  }
}

async function enterRoom(page: Page): Promise<void> {
  await page.getByText(/^\d+ ft, \d+ ft$/).first().waitFor();
  await page.getByText('Live', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Go idle' }).waitFor();
}

describe('keys stay in the game', () => {
  it('30 Tab and Space presses with nothing to target change nothing on the page, on the default keys and on remapped ones', async () => {
    const { context, page } = await newPage(browser, server.base);
    const errors = watchErrors(page);
    await devLoginAs(page, `keys-${Date.now()}@crawl.test`);
    const name = await sponsorThroughUi(page, 'Primary', /Choose Your Crawler/);
    await page.getByRole('button', { name: 'Confirm Primary Sponsorship' }).click();
    await page.getByRole('link', { name: `Enter Crawler Mode with ${name}` }).click();
    await page.waitForURL(/\/crawler\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await enterRoom(page);

    // On arrival the room has the keys, and says so.
    await expect.poll(() => roomHasFocus(page)).toBe(true);
    await page.getByText('The keys play the room: Esc hands them back to the page.').waitFor();
    const before = await pageState(page, id);
    expect(before).toMatchObject({ dialogs: 0, goIdle: 1, signedIn: 200, focusOnRoom: true });
    expect(before.control).not.toBe('orders');

    await hammer(page);
    expect(await pageState(page, id)).toEqual(before);
    // Space with nothing targeted says why once, under the room, and raises no toast.
    await page.getByRole('status').filter({ hasText: 'No Target: Click a hostile, or cycle targets, to choose one' }).waitFor();
    expect(await page.getByRole('region', { name: /Notifications/ }).getByText('Invalid Target').count()).toBe(0);

    // Defend (hotbar key 2) dodges: its button shows the cooldown running out, and a second press
    // during it says so once under the room, not in a toast.
    await page.keyboard.press('2');
    const defend = page.getByRole('group', { name: 'Hotbar' }).getByRole('button', { name: /Defend/ });
    await expect.poll(() => defend.locator('[data-cooldown]').count()).toBe(1);
    expect(await defend.innerText()).toMatch(/\d\.\d/);
    await page.keyboard.press('2');
    await page.getByRole('status').filter({ hasText: /^On Cooldown: Dodge ready in \d\.\ds$/ }).waitFor();
    expect(await page.getByRole('region', { name: /Notifications/ }).getByText('On Cooldown').count()).toBe(0);
    await defend.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '.tmp/e2e-keyboard-scope-cooldown.png' });
    await room(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '.tmp/e2e-keyboard-scope-focus.png' });
    await expectNoSeriousViolations(page, 'crawler page: the room has the keys');

    // Escape hands the keys back: Tab then moves on to the controls after the room, and Shift+Tab
    // up to those above it (Go idle), so a keyboard user reaches every control.
    await page.keyboard.press('Escape');
    expect(await roomHasFocus(page)).toBe(false);
    await page.getByText('Space and Tab work the page: click the room (or Tab to it) to fight with them.').waitFor();
    await page.keyboard.press('Tab');
    const afterRoom = await page.evaluate(() => {
      const el = document.activeElement;
      const frame = document.querySelector('[data-game-scope]');
      return Boolean(el && frame && el !== document.body && frame.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(afterRoom).toBe(true);
    // Back into the room (a click), out again, and Shift+Tab climbs to the controls above it.
    await room(page).click({ position: { x: 5, y: 5 } });
    expect(await roomHasFocus(page)).toBe(true);
    await page.keyboard.press('Escape');
    let reachedGoIdle = false;
    for (let i = 0; i < 12 && !reachedGoIdle; i++) {
      await page.keyboard.press('Shift+Tab');
      reachedGoIdle = await page.evaluate(() => document.activeElement?.textContent?.trim() === 'Go idle');
    }
    expect(reachedGoIdle).toBe(true);
    expect(await pageState(page, id)).toEqual({ ...before, focusOnRoom: false });
    // A click on the room takes the keys back.
    await room(page).click({ position: { x: 5, y: 5 } });
    expect(await roomHasFocus(page)).toBe(true);

    // Attack on F and Next target on Q (through the API, as the Account page saves them), then a reload.
    const bindings = { ...defaultKeyBindings(), attack: ['f'], cycleTarget: ['q'] };
    expect((await pageApi(page, 'PUT', '/api/account/key-bindings', bindings)).status).toBe(200);
    await page.reload();
    await enterRoom(page);
    await page.getByText('WASD move (diagonals), click target, F attack, Q cycle targets, G toggle grid').waitFor();
    await expect.poll(() => roomHasFocus(page)).toBe(true);
    const remapped = await pageState(page, id);
    expect(remapped).toMatchObject({ dialogs: 0, goIdle: 1, signedIn: 200, focusOnRoom: true });
    await hammer(page, ['f', 'q']);
    expect(await pageState(page, id)).toEqual(remapped);
    await page.getByRole('status').filter({ hasText: 'No Target' }).waitFor();
    expect(errors()).toEqual([]);
    await context.close();
  });
});
