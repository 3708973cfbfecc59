// Browser journeys for the foundation: sign-in paths, the signed-in shell, account, 404, mobile.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_TOKEN_KEY, SESSION_TOKEN_KEY } from '#contract/auth.ts';
import { CREDENTIALS_REQUIRED_MESSAGE } from '#contract/errors.ts';
import { expectNoSeriousViolations } from '#tests/helpers/axe.ts';
import { launchBrowser, MOBILE, newPage, watchErrors } from '#tests/helpers/browser.ts';
import { startE2EServer, type E2EServer } from '#tests/helpers/e2e-server.ts';

let server: E2EServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer('foundation'), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openLogin(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByText('CRAWL TO FAME • SEASON 1').waitFor();
  await page.getByRole('button', { name: /register your corporation/i }).click();
  await page.getByRole('dialog', { name: 'Corporate Login' }).waitFor();
}

const header = (page: Page) => page.getByRole('banner');

describe('foundation journeys', () => {
  it('landing → Corporate Login → DEV LOGIN → signed-in shell', async () => {
    const { context, page } = await newPage(browser, server.base);
    const errors = watchErrors(page);
    await openLogin(page);
    const dialog = page.getByRole('dialog', { name: 'Corporate Login' });
    expect(await dialog.getByRole('button', { name: 'LOGIN WITH GOOGLE' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Dev email (optional)').fill('journey@crawl.test');
    await dialog.getByRole('button', { name: 'DEV LOGIN' }).click();

    await header(page).getByText('journey@crawl.test').waitFor();
    await header(page).getByText('1,000').waitFor();
    const crawlerNav = header(page).getByRole('link', { name: /Crawler/ }).or(header(page).getByRole('button', { name: /Crawler/ }));
    expect(await crawlerNav.first().getAttribute('aria-disabled')).toBe('true');
    await page.getByText('Crawler Management').waitFor();
    await expectNoSeriousViolations(page, 'signed-in shell: dashboard');
    expect(await page.evaluate((k) => localStorage.getItem(k), DEV_TOKEN_KEY)).toBeTruthy();
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('email sign-up → sign out → sign in, with the spec credentials message', async () => {
    const { context, page } = await newPage(browser, server.base);
    await openLogin(page);
    const dialog = page.getByRole('dialog', { name: 'Corporate Login' });
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByText(CREDENTIALS_REQUIRED_MESSAGE).waitFor();
    await expectNoSeriousViolations(page, 'sign-in dialog: credentials required');

    await dialog.getByRole('button', { name: 'New sponsor? Create an account' }).click();
    await dialog.getByLabel('Email', { exact: true }).fill('signup@crawl.test');
    await dialog.getByLabel('Password', { exact: true }).fill('a-strong-password');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await header(page).getByText('signup@crawl.test').waitFor();

    // Signing out asks first: focus starts on Cancel and stays in the dialog; Cancel keeps the session.
    const logout = header(page).getByRole('button', { name: 'Logout' });
    await logout.click();
    const confirm = page.getByRole('dialog', { name: 'Sign out?' });
    await confirm.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await expectNoSeriousViolations(page, 'sign-out confirmation');
    await page.screenshot({ path: '.tmp/e2e-sign-out-confirm.png' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Logout');
    await header(page).getByText('signup@crawl.test').waitFor();
    expect(await page.evaluate((k) => localStorage.getItem(k), SESSION_TOKEN_KEY)).not.toBeNull();

    await logout.click();
    await confirm.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('CRAWL TO FAME • SEASON 1').waitFor();
    expect(await page.evaluate((k) => localStorage.getItem(k), SESSION_TOKEN_KEY)).toBeNull();

    await openLogin(page);
    await dialog.getByLabel('Email', { exact: true }).fill('signup@crawl.test');
    await dialog.getByLabel('Password', { exact: true }).fill('a-strong-password');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await header(page).getByText('signup@crawl.test').waitFor();
    await context.close();
  });

  it('account page shows the overview, actions and corporation cards; Logout navigates to /api/logout', async () => {
    const { context, page } = await newPage(browser, server.base);
    await openLogin(page);
    await page.getByRole('dialog').getByLabel('Dev email (optional)').fill('account@crawl.test');
    await page.getByRole('dialog').getByRole('button', { name: 'DEV LOGIN' }).click();
    await header(page).getByText('account@crawl.test').waitFor();
    await header(page).getByRole('link', { name: /Account/ }).click();
    await page.waitForURL('**/account');
    for (const text of ['Account Overview', 'Account Actions', 'Corporation Status', 'Corporation details will be displayed here once implemented.', 'None']) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    await expectNoSeriousViolations(page, 'account');
    expect(await page.getByRole('button', { name: 'Profile Settings (Coming Soon)' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Purchase Credits (Coming Soon)' }).isDisabled()).toBe(true);
    // The Account page's Logout asks first too; Escape keeps the session.
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign out?' });
    await confirm.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => confirm.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/account');
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await confirm.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('CRAWL TO FAME • SEASON 1').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // The session is over on the server too: the old token no longer works.
    const status = await page.evaluate(async () => (await fetch('/api/auth/user', { credentials: 'include' })).status);
    expect(status).toBe(401);
    await context.close();
  });

  it('signed out, /account shows the Unauthorized toast', async () => {
    const { context, page } = await newPage(browser, server.base);
    await page.goto('/account');
    // Radix renders each toast twice (visible + screen-reader announcement): read the first.
    await page.getByText('Unauthorized', { exact: true }).first().waitFor();
    await page.getByText('You are logged out. Logging in again...').first().waitFor();
    await expectNoSeriousViolations(page, 'account, signed out: Unauthorized toast');
    await context.close();
  });

  it('unknown paths show the 404 screen with a link home', async () => {
    const { context, page } = await newPage(browser, server.base);
    await page.goto('/no/such/place');
    await page.getByText('404', { exact: true }).waitFor();
    await page.getByText('Oops! Page not found').waitFor();
    await expectNoSeriousViolations(page, 'not found');
    const home = page.getByRole('link', { name: 'Return to the surface' });
    expect(await home.getAttribute('href')).toBe('/');
    await home.click();
    await page.getByText('CRAWL TO FAME • SEASON 1').waitFor();
    await context.close();
  });

  it('works on a 390×844 phone: no horizontal overflow, menu holds nav and Logout', async () => {
    const { context, page } = await newPage(browser, server.base, MOBILE);
    await page.goto('/');
    await page.getByText('CRAWL TO FAME • SEASON 1').waitFor();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: /register your corporation/i }).click();
    await page.getByRole('dialog').getByLabel('Dev email (optional)').fill('phone@crawl.test');
    await page.getByRole('dialog').getByRole('button', { name: 'DEV LOGIN' }).click();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('menu');
    for (const name of ['Sponsor', 'Account', 'Logout']) await menu.getByRole('menuitem', { name: new RegExp(`^${name}`) }).waitFor();
    await expectNoSeriousViolations(page, 'phone: navigation menu open');
    // The menu's Logout asks first as well; Cancel leaves the sponsor signed in.
    await menu.getByRole('menuitem', { name: /^Logout/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign out?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    await page.getByRole('button', { name: 'Open navigation menu' }).waitFor();
    expect(await page.evaluate((k) => localStorage.getItem(k), DEV_TOKEN_KEY)).not.toBeNull();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '.tmp/e2e-dashboard-390.png' });
    await context.close();
  });
});
