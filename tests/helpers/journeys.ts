// Browser steps shared by journeys.
import type { Page } from 'playwright-core';

export async function devLoginAs(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByText('CRAWL TO FAME • SEASON 1').waitFor();
  await page.getByRole('button', { name: /register your corporation/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Corporate Login' });
  await dialog.getByLabel('Dev email (optional)').fill(email);
  await dialog.getByRole('button', { name: 'DEV LOGIN' }).click();
  // The email is in the header on wide screens and in the menu on phones: wait for the dashboard.
  await page.getByRole('heading', { name: 'Crawler Management' }).waitFor();
}

/** Picks the first candidate (or the one `pick` names) and confirms with the given sponsorship. */
export async function sponsorThroughUi(page: Page, sponsorship: 'Primary' | 'Secondary', opener: RegExp = /Choose Your Crawler|Sponsor another crawler/): Promise<string> {
  await page.getByRole('button', { name: opener }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Select Your Crawler' });
  const choose = dialog.getByRole('button', { name: /^Choose / }).first();
  await choose.waitFor();
  const name = ((await choose.textContent()) ?? '').replace(/^Choose\s+/, '').trim();
  await choose.click();
  await page.getByRole('heading', { name: `Sponsor ${name}` }).waitFor();
  const radio = page.getByRole('radio', { name: new RegExp(`^${sponsorship}`) });
  if (!(await radio.isDisabled())) await radio.check();
  return name;
}

/** A JSON API call from inside the page, with the page's own dev-login token (what its client sends). */
export const pageApi = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('ctf-dev-token');
      const res = await fetch(path, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, body: await res.json() };
    },
    { method, path, body },
  );
