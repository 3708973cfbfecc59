// A returning sponsor's first visit to the crawler page with an empty cache (Lighthouse's case,
// bench/README.md): its code comes in ~20 scripts, not ~70 (vite.config.ts, scripts/crawler-chunks.ts:
// over HTTP/1.1 a browser fetches 6 at a time, so each wave of small scripts is a round trip before the
// room can paint), and the room's batch is asked for before the crawler's answer is in.
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_TOKEN_KEY } from '#contract/auth.ts';
import { launchBrowser, MOBILE, newPage, watchErrors } from '#tests/helpers/browser.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { startE2EServer, type E2EServer } from '#tests/helpers/e2e-server.ts';
import { enterAsNewSponsor } from '#tests/helpers/journeys.ts';

/** Today 19 (the entry's 6, the crawler page's 10, the toaster's 2, tailwind-merge); ~70 before. */
const MAX_SCRIPTS = 24;

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer('crawler-first-load', { DUNGEON_FLOORS: '2', SEASON_SEED: String(TEST_SEASON_SEED) }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the crawler page's first load", () => {
  it('loads its code in a few scripts and asks for the room with the crawler', { timeout: 120_000 }, async () => {
    const signedIn = await newPage(browser, server.base, MOBILE);
    const { id } = await enterAsNewSponsor(signedIn.page, `first-load-${Date.now()}@crawl.test`);
    const token = await signedIn.page.evaluate((key) => localStorage.getItem(key), DEV_TOKEN_KEY);
    await signedIn.context.close();

    // A new browser profile (empty cache) that holds the sponsor's token, as a returning phone has it.
    const { context, page } = await newPage(browser, server.base, MOBILE);
    const errors = watchErrors(page);
    await page.goto('/api/health');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [DEV_TOKEN_KEY, token!] as const);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.goto(`/crawler/${id}`);
    await page.getByRole('log', { name: 'Room events' }).waitFor();

    const scripts = requests.filter((r) => r.resourceType() === 'script' && new URL(r.url()).pathname.startsWith('/assets/'));
    console.log(`crawler page: ${scripts.length} scripts`);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.length).toBeLessThanOrEqual(MAX_SCRIPTS);

    // The batch goes out before the crawler's answer has come back.
    const path = (r: Request) => new URL(r.url()).pathname;
    const crawler = requests.find((r) => path(r) === `/api/crawlers/${id}`);
    const batch = requests.find((r) => path(r) === `/api/crawlers/${id}/room-data-batch`);
    expect(crawler).toBeDefined();
    expect(batch).toBeDefined();
    const crawlerAnswered = crawler!.timing().startTime + crawler!.timing().responseStart;
    expect(batch!.timing().startTime).toBeLessThan(crawlerAnswered);
    expect(errors()).toEqual([]);
    await context.close();
  });
});
