// Dungeon journeys: entering crawler mode, walking through doors with the keyboard, the map and the
// events log following, and the stairs to the next floor.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '#tests/helpers/axe.ts';
import { DESKTOP, launchBrowser, MOBILE, newPage, watchErrors } from '#tests/helpers/browser.ts';
import { pathToExit } from '#tests/helpers/dungeon-path.ts';
import { startE2EServer, type E2EServer } from '#tests/helpers/e2e-server.ts';
import { enterAsNewSponsor, pageApi, signInByApi, walkPathByApi } from '#tests/helpers/journeys.ts';

/**
 * A season whose floor 1 has its exit stairs six rooms from the entrance, one of them hostile (the
 * suite's usual seed: twelve): walking each room honestly to its door takes 7–8 s, so the stairs
 * journey proves the same in half the time.
 */
const SHORT_EXIT_SEED = 2590;

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer('dungeon', { DUNGEON_FLOORS: '2', SEASON_SEED: String(SHORT_EXIT_SEED) }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const KEY = { north: 'w', south: 's', east: 'd', west: 'a' } as const;

async function enterCrawlerMode(page: Page, email: string): Promise<number> {
  const { id } = await enterAsNewSponsor(page, email);
  await page.getByText('Room Events').first().waitFor();
  return id;
}

const api = pageApi;

const mapLabel = (page: Page) => page.getByRole('img', { name: /^Dungeon map of floor/ }).first();

/**
 * Holds the key for a door's direction (plus a sideways key while off the door's axis, so the walk
 * ends in the door zone) until the map says we arrived somewhere new.
 */
async function walkThroughDoor(page: Page, id: number, direction: keyof typeof KEY, explored: number): Promise<void> {
  const { position } = (await api(page, 'GET', `/api/crawlers/${id}/current-room`)).body as { position: { x: number; y: number } };
  const vertical = direction === 'north' || direction === 'south';
  const off = vertical ? position.x : position.y;
  const side = off < 40 ? (vertical ? 'd' : 's') : off > 60 ? (vertical ? 'a' : 'w') : null;
  const keys = side ? [KEY[direction], side] : [KEY[direction]];
  for (const k of keys) await page.keyboard.down(k);
  try {
    await page.getByRole('img', { name: new RegExp(`floor \\d+: ${explored + 1} rooms explored`) }).first().waitFor({ timeout: 15_000 });
  } finally {
    for (const k of keys) await page.keyboard.up(k);
  }
}

describe('the crawler page', () => {
  it('walks through a door with the keyboard; the map marks the room explored and re-centres; events log the entry', async () => {
    const { context, page } = await newPage(browser, server.base, DESKTOP);
    const errors = watchErrors(page);
    const id = await enterCrawlerMode(page, 'walker@crawl.test');
    await page.getByText(/^Room entered: /).first().waitFor();
    await page.getByText(/Level 1 .* • Floor 1/).waitFor();
    const label = await mapLabel(page).getAttribute('aria-label');
    expect(label).toContain('1 rooms explored');
    const viewBoxBefore = await mapLabel(page).getAttribute('viewBox');
    await page.screenshot({ path: '.tmp/e2e-crawler-1280.png' });

    const here = (await api(page, 'GET', `/api/crawlers/${id}/current-room`)).body;
    const door = here.room.connections[0] as { direction: keyof typeof KEY; roomId: number };
    await walkThroughDoor(page, id, door.direction, 1);
    const after = (await api(page, 'GET', `/api/crawlers/${id}/current-room`)).body;
    expect(after.room.id).toBe(door.roomId);
    await expect.poll(() => mapLabel(page).getAttribute('aria-label')).toContain(`you are in ${after.room.name} at (${after.room.x}, ${after.room.y})`);
    expect(await mapLabel(page).getAttribute('viewBox')).not.toBe(viewBoxBefore);
    await page.getByText(/^Room entered: /).first().waitFor();
    await page.getByText(after.room.name).first().waitFor();
    // The first visit's fame paid the sponsor: the header's balance shows it without a reload.
    const balance = (await api(page, 'GET', '/api/account/ledger?limit=1')).body as { balance: number; entries: { reason: string }[] };
    expect(balance.entries[0]!.reason).toBe('fame');
    await page.getByRole('banner').getByText(new Intl.NumberFormat('en-US').format(balance.balance), { exact: true }).waitFor({ timeout: 5_000 });
    await expectNoSeriousViolations(page, 'crawler page after a door');
    expect(errors()).toEqual([]);
    await context.close();
  });

  // Five rooms, each walked to its door with honest reports before the move, then the last door by key.
  it('reaches the next floor through the exit stairs', async () => {
    const { context, page } = await newPage(browser, server.base, DESKTOP);
    const id = await enterCrawlerMode(page, 'delver@crawl.test');
    // Walk most of the way through the API (the way a player who knows the floor would), 1 s apart.
    const path = pathToExit(SHORT_EXIT_SEED, 1);
    await walkPathByApi(page, id, path.slice(0, -1));
    await page.waitForTimeout(1050);
    await page.reload();
    await page.getByText(/^Room entered: /).first().waitFor();
    const explored = Number((await mapLabel(page).getAttribute('aria-label'))!.match(/(\d+) rooms explored/)![1]);
    await walkThroughDoor(page, id, path[path.length - 1] as keyof typeof KEY, explored);
    const descend = page.getByRole('button', { name: 'Descend' });
    await descend.waitFor();
    await page.waitForTimeout(1100);
    await descend.click();
    await page.getByText(/Level 1 .* • Floor 2/).waitFor({ timeout: 15_000 });
    expect((await api(page, 'GET', `/api/crawlers/${id}/current-room`)).body.room).toMatchObject({ type: 'entrance', floorId: 2 });
    await expectNoSeriousViolations(page, 'crawler page on floor 2');
    await context.close();
  });

  it('fits a 390×844 phone with the map and events folded', async () => {
    const { context, page } = await newPage(browser, server.base, MOBILE);
    await signInByApi(page, 'walker@crawl.test');
    const [walker] = (await api(page, 'GET', '/api/crawlers')).body as { id: number }[];
    await page.goto(`/crawler/${walker!.id}`);
    await page.getByRole('button', { name: /Dungeon Map/ }).waitFor();
    await page.getByRole('button', { name: /Recent Events/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: '.tmp/e2e-crawler-390.png', fullPage: true });
    await expectNoSeriousViolations(page, 'phone: crawler page, map and events folded');
    await context.close();
  });
});
