// Accessibility (docs/decisions/0016-accessibility-checks.md): axe-core (WCAG 2.1 A/AA) over every screen, on a 1280×800 desktop and a
// 390×844 phone, with no serious or critical violation: the landing page and its sign-in dialog, the
// dashboard without and with a crawler (and the phone's menu), the sponsor dialog's list and confirm
// step, the crawler page with its tactical room live, loadout (each tab), account, ladder, hall of
// fame, not found. A crawler's death, its bankruptcy report and its replay are checked on both in
// record.e2e.ts, which plays that death once for both files.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '#tests/helpers/axe.ts';
import { DESKTOP, launchBrowser, MOBILE, newPage, watchErrors } from '#tests/helpers/browser.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { startE2EServer, type E2EServer } from '#tests/helpers/e2e-server.ts';
import { devLoginAs, sponsorThroughUi } from '#tests/helpers/journeys.ts';
import { docScreenshot } from '#tests/helpers/doc-screenshot.ts';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer('a11y', { DUNGEON_FLOORS: '2', SEASON_SEED: String(TEST_SEASON_SEED) }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const;

let attempts = 0;


/** Dismisses every toast on screen, so a screenshot shows the page rather than the last notice. */
async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  while ((await close.count()) > 0) await close.first().click();
}

/**
 * The first-visit controls help on the crawler page: a labelled modal dialog that keeps Tab inside
 * it (Tab is also the room's next-target key), naming the keyboard's keys on a desktop and the D-pad
 * on a phone, checked by axe, then dismissed with "Got it" (desktop) or Escape (phone), handing focus to the room.
 */
async function checkControlsHelp(page: Page, where: string): Promise<void> {
  const help = page.getByRole('dialog', { name: 'Controls' });
  await help.waitFor();
  await expectNoSeriousViolations(page, `controls help (${where})`);
  expect(await help.textContent()).toContain(where === 'phone' ? 'D-pad' : 'W A S D');
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))), `Tab ${i + 1} stays in the dialog`).toBe(true);
  }
  if (where === 'phone') await page.keyboard.press('Escape');
  else await help.getByRole('button', { name: 'Got it' }).click();
  await help.waitFor({ state: 'hidden' });
  // Dismissed, the keys are the game's: focus is on the room, not the bare page.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Tactical room');
}

/** Signs in through the landing page's dialog, checking the landing page and the dialog on the way. */
async function signIn(page: Page, email: string, where: string): Promise<void> {
  await page.goto('/');
  await page.getByText('CRAWL TO FAME • SEASON 1').waitFor();
  await expectNoSeriousViolations(page, `landing (${where})`);
  await page.getByRole('button', { name: /register your corporation/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Corporate Login' });
  await dialog.getByLabel('Dev email (optional)').waitFor();
  await expectNoSeriousViolations(page, `sign-in dialog (${where})`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  // A new account: the crawler page's controls help is shown (and checked) when it is entered.
  await devLoginAs(page, email, { controlsHelp: 'show' });
}

/** Sponsors a crawler through the dialog (checking its list and confirm step) and returns its id. */
async function sponsor(page: Page, where: string): Promise<{ id: number; name: string }> {
  await page.getByRole('button', { name: 'Choose Your Crawler' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Your Crawler' });
  await dialog.getByRole('button', { name: /^Choose / }).first().waitFor();
  await expectNoSeriousViolations(page, `sponsor dialog: candidates (${where})`);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  const name = await sponsorThroughUi(page, 'Primary', /Choose Your Crawler/);
  await expectNoSeriousViolations(page, `sponsor dialog: confirm (${where})`);
  await page.getByRole('button', { name: 'Confirm Primary Sponsorship' }).click();
  const enter = page.getByRole('link', { name: `Enter Crawler Mode with ${name}` });
  await enter.waitFor();
  return { id: Number((await enter.getAttribute('href'))!.split('/').pop()), name };
}

describe('every screen, checked by axe-core (WCAG 2.1 A/AA): no serious or critical violation', () => {
  it('the check bites: a nameless icon button and faint text fail it with rule, impact and target', async () => {
    const page = await browser.newPage();
    await page.setContent(
      '<html lang="en"><head><title>t</title></head><body><main><button id="bare"><svg aria-hidden="true"></svg></button>' +
        '<p style="color:#777;background:#888">faint</p></main></body></html>',
    );
    const failure = await expectNoSeriousViolations(page, 'a bad page').then(() => null, (error: Error) => error.message);
    expect(failure).toContain('on "a bad page"');
    expect(failure).toMatch(/button-name \[critical\] .*\n\s+at #bare/);
    expect(failure).toMatch(/color-contrast \[serious\]/);
    await page.close();
  });

  for (const [where, viewport] of VIEWPORTS) {
    it(`${where} ${viewport.width}×${viewport.height}: landing, sign-in, dashboard, sponsor dialog, crawler page and its controls help, loadout, account, ladder, hall of fame, not found`, { timeout: 150_000 }, async () => {
      const { context, page } = await newPage(browser, server.base, viewport);
      const errors = watchErrors(page);
      const email = `seeing-${where}-${++attempts}@crawl.test`;
      await signIn(page, email, where);
      await page.getByRole('button', { name: 'Choose Your Crawler' }).waitFor();
      await expectNoSeriousViolations(page, `dashboard, no crawler (${where})`);

      const { id, name } = await sponsor(page, where);
      await page.getByRole('list', { name: 'Recent activity' }).getByText(name).first().waitFor();
      await expectNoSeriousViolations(page, `dashboard, with a crawler (${where})`);
      if (where === 'phone') {
        await page.getByRole('button', { name: 'Open navigation menu' }).click();
        await page.getByRole('menu').getByRole('menuitem', { name: /^Logout/ }).waitFor();
        await expectNoSeriousViolations(page, 'navigation menu open (phone)');
        await page.keyboard.press('Escape');
        await page.getByRole('menu').waitFor({ state: 'hidden' });
      }

      await page.getByRole('link', { name: `Enter Crawler Mode with ${name}` }).click();
      await page.waitForURL(/\/crawler\/\d+$/);
      await checkControlsHelp(page, where);
      await page.getByRole('log', { name: 'Room events' }).waitFor();
      await page.getByRole('list', { name: 'Entities in room' }).waitFor();
      await expectNoSeriousViolations(page, `crawler page, tactical room live (${where})`);
      if (where === 'phone') {
        // The room's name has a line of its own above Live, Go idle and Grid (beside them it wrapped a few letters a line).
        const title = (await page.locator('#tactical-heading').boundingBox())!;
        const grid = (await page.getByRole('button', { name: 'Grid', exact: true }).boundingBox())!;
        expect(title.width).toBeGreaterThan(viewport.width * 0.6);
        expect(grid.y).toBeGreaterThanOrEqual(title.y + title.height - 1);
        await dismissToasts(page);
        await page.screenshot({ path: docScreenshot('phone-crawler.png') });
        // Dismissed once for the account, the help does not come back in another browser.
        const other = await newPage(browser, server.base, viewport);
        await devLoginAs(other.page, email, { controlsHelp: 'show' });
        const asked = other.page.waitForResponse((r) => r.url().endsWith('/api/account/onboarding') && r.request().method() === 'GET');
        await other.page.goto(`/crawler/${id}`);
        expect(await (await asked).json()).toEqual({ controlsHelpSeen: true });
        await other.page.getByRole('list', { name: 'Entities in room' }).waitFor();
        expect(await other.page.getByRole('dialog', { name: 'Controls' }).count()).toBe(0);
        await other.context.close();
      }

      await page.goto(`/crawler/${id}/loadout`);
      await page.getByRole('tab', { name: /Equipment/ }).waitFor();
      await page.getByText('Total Attack', { exact: true }).first().waitFor();
      await expectNoSeriousViolations(page, `loadout: Equipment (${where})`);
      for (const tab of ['Inventory', 'Stats', 'Loadouts', 'Hotbar']) {
        await page.getByRole('tab', { name: new RegExp(tab) }).click();
        await page.getByRole('tabpanel', { name: new RegExp(tab) }).waitFor();
        await expectNoSeriousViolations(page, `loadout: ${tab} (${where})`);
      }

      await page.goto('/account');
      await page.getByRole('heading', { name: 'Account', exact: true }).waitFor();
      // The header is never a blank bar: the crest shows with the page, the menu as soon as the header loads.
      expect(await page.getByRole('link', { name: 'Crawl to Fame home' }).first().isVisible()).toBe(true);
      if (where === 'phone') {
        await page.getByRole('button', { name: 'Open navigation menu' }).waitFor();
        await dismissToasts(page);
        await page.screenshot({ path: docScreenshot('phone-account.png') });
      }
      await expectNoSeriousViolations(page, `account (${where})`);

      await page.goto('/leaderboard');
      await page.getByRole('heading', { name: 'Season Ladder' }).waitFor();
      await page.getByText(name).first().waitFor();
      await expectNoSeriousViolations(page, `ladder (${where})`);

      await page.goto('/hall-of-fame');
      await page.getByText('No season has ended yet').waitFor();
      await expectNoSeriousViolations(page, `hall of fame, empty (${where})`);

      await page.goto('/no/such/corridor');
      await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
      await expectNoSeriousViolations(page, `not found (${where})`);
      expect(errors()).toEqual([]);
      await context.close();
    });
  }
});
