// Sponsor journeys: sponsoring a crawler under the season's rules, activity, leaderboard, loadout.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPONSORSHIP_RULES } from '#contract/crawler.ts';
import { expectNoSeriousViolations } from '#tests/helpers/axe.ts';
import { DESKTOP, launchBrowser, MOBILE, newPage, watchErrors } from '#tests/helpers/browser.ts';
import { startE2EServer, type E2EServer } from '#tests/helpers/e2e-server.ts';
import { devLoginAs, sponsorThroughUi } from '#tests/helpers/journeys.ts';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer('sponsor', { DUNGEON_FLOORS: '2' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('sponsoring a crawler', () => {
  it('chooses, confirms, and sees the card, the activity and the leaderboard; a second primary is refused, a secondary allowed', async () => {
    const { context, page } = await newPage(browser, server.base, DESKTOP);
    const errors = watchErrors(page);
    await devLoginAs(page, 'patron@crawl.test');
    await page.getByRole('button', { name: 'Choose Your Crawler' }).waitFor();

    const name = await sponsorThroughUi(page, 'Primary', /Choose Your Crawler/);
    // Back returns to the list, and choosing again comes back to the confirmation.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('dialog', { name: 'Select Your Crawler' }).getByRole('button', { name: `Choose ${name}` }).click();
    await page.getByRole('button', { name: 'Confirm Primary Sponsorship' }).click();

    const card = page.getByRole('article', { name: new RegExp(name) });
    await card.waitFor();
    await card.getByRole('link', { name: `Enter Crawler Mode with ${name}` }).waitFor();
    expect(await card.locator('.animate-pulse').count()).toBeGreaterThan(0);
    await page.getByRole('list', { name: 'Recent activity' }).getByText(new RegExp(`${name}.*signed a primary sponsorship`)).waitFor();
    await page.getByRole('list', { name: 'Top crawlers by gold' }).getByText(name).waitFor();
    await page.screenshot({ path: '.tmp/e2e-dashboard-1280.png', fullPage: true });
    await expectNoSeriousViolations(page, 'dashboard with a crawler');

    // Second crawler: primary is used this season; the server refuses it even if asked.
    const second = await sponsorThroughUi(page, 'Secondary');
    const primary = page.getByRole('radio', { name: /^Primary/ });
    expect(await primary.isDisabled()).toBe(true);
    const refused = await page.evaluate(async () => {
      const token = localStorage.getItem('ctf-dev-token');
      const offer = await (await fetch('/api/crawlers/candidates', { headers: { authorization: `Bearer ${token}` } })).json();
      const c = offer[0];
      const res = await fetch('/api/crawlers', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: c.name, serial: c.serial, stats: c.stats, competencies: c.competencies, background: c.background, sponsorship: 'primary' }),
      });
      return { status: res.status, body: await res.json() };
    });
    expect(refused).toEqual({ status: 409, body: { error: SPONSORSHIP_RULES.primaryUsedMessage, code: 'primary_sponsorship_used' } });
    await page.getByRole('button', { name: 'Confirm Secondary Sponsorship' }).click();
    await page.getByRole('article', { name: new RegExp(second) }).waitFor();
    expect(await page.getByRole('list', { name: 'Your crawlers' }).getByRole('article').count()).toBe(2);
    await expectNoSeriousViolations(page, 'dashboard with two crawlers');
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('loadout: five tabs, the kit weapon worn from the start, unequipping and equipping change Total Attack in the page and the API, the hotbar survives a reload', async () => {
    const { context, page } = await newPage(browser, server.base, DESKTOP);
    await devLoginAs(page, 'quartermaster@crawl.test');
    const name = await sponsorThroughUi(page, 'Primary', /Choose Your Crawler/);
    await page.getByRole('button', { name: 'Confirm Primary Sponsorship' }).click();
    const enter = page.getByRole('link', { name: `Enter Crawler Mode with ${name}` });
    const id = Number((await enter.getAttribute('href'))!.split('/').pop());
    await page.goto(`/crawler/${id}/loadout`);
    await page.getByRole('tab', { name: /Equipment/ }).waitFor();
    for (const text of ['Primary Weapon', 'Body Armor', 'Accessory', 'Total Attack', 'Total Defense', 'Speed', 'Accuracy', 'Equipment Power Rating']) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    const attack = () => page.locator('dt', { hasText: 'Total Attack' }).locator('xpath=following-sibling::dd').textContent();
    const before = Number(await attack());

    const attackNot = (b: number) => page.waitForFunction((v) => {
      const dt = [...document.querySelectorAll('dt')].find((d) => d.textContent === 'Total Attack');
      return Number(dt?.nextElementSibling?.textContent) !== v;
    }, b);
    // Sponsorship equips the kit's weapon (every class kit has one): taking it off lowers Total Attack,
    // putting it back from the inventory raises it again, and the page agrees with the API.
    await page.getByRole('button', { name: /^Unequip .* from Primary Weapon$/ }).click();
    await attackNot(before);
    expect(Number(await attack())).toBeLessThan(before);
    const unarmed = Number(await attack());
    {
      await page.getByRole('tab', { name: /Inventory/ }).click();
      await page.getByRole('button', { name: /^Equip .* as Primary Weapon$/ }).first().click();
      await page.getByRole('button', { name: /^Unequip / }).first().waitFor();
      await expectNoSeriousViolations(page, 'loadout: inventory');
      await page.getByRole('tab', { name: /Equipment/ }).click();
      await attackNot(unarmed);
      const shown = Number(await attack());
      expect(shown).toBe(before);
      const api = await page.evaluate(async (crawlerId) => {
        const token = localStorage.getItem('ctf-dev-token');
        return (await (await fetch(`/api/crawlers/${crawlerId}/loadout`, { headers: { authorization: `Bearer ${token}` } })).json()).combatStats.totalAttack;
      }, id);
      expect(api).toBe(shown);
    }

    await page.getByRole('tab', { name: /Stats/ }).click();
    await page.getByText('Base Statistics').waitFor();
    await page.getByText('Derived Statistics').waitFor();
    await expectNoSeriousViolations(page, 'loadout: stats');
    await page.getByRole('tab', { name: /Loadouts/ }).click();
    await page.getByText('No saved loadouts yet').waitFor();
    await page.getByRole('button', { name: 'Create New Loadout' }).waitFor();
    await expectNoSeriousViolations(page, 'loadout: loadouts');

    await page.getByRole('tab', { name: /Hotbar/ }).click();
    const slots = page.getByRole('list', { name: 'Hotbar slots' }).getByRole('listitem');
    await slots.first().waitFor();
    expect(await slots.count()).toBe(3);
    await page.getByRole('button', { name: 'Add Slot' }).click();
    expect(await slots.count()).toBe(4);
    await expectNoSeriousViolations(page, 'loadout: hotbar');
    await page.getByText(/Saved/).first().waitFor();
    await page.waitForTimeout(800);
    await page.reload();
    await page.getByRole('tab', { name: /Hotbar/ }).click();
    await page.getByRole('list', { name: 'Hotbar slots' }).getByRole('listitem').nth(3).waitFor();
    expect(await page.getByRole('list', { name: 'Hotbar slots' }).getByRole('listitem').count()).toBe(4);
    await context.close();
  });

  it('the dashboard fits a 390×844 phone', async () => {
    const { context, page } = await newPage(browser, server.base, MOBILE);
    await devLoginAs(page, 'patron@crawl.test');
    await page.getByRole('list', { name: 'Your crawlers' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '.tmp/e2e-dashboard-390.png', fullPage: true });
    await expectNoSeriousViolations(page, 'phone: dashboard');
    await context.close();
  });
});
