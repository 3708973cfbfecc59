// Movement you can aim (docs/decisions/0022): in the entrance (100 x 100 ft, nothing in the way) a key
// tap walks exactly one square (5 ft), a 1 s hold walks the crawler's speed (the page shows it beside
// the position) and stays in the room, and on a 390x844 phone a tap on the D-pad (touch events, what
// a phone sends) walks one square too. Each distance is read on the page and where the SERVER has the
// crawler (the live position the API answers), which must agree: the walk was accepted, not corrected.
import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkSpeed } from '#game/movement.ts';
import { feetBetween } from '#game/units.ts';
import { DESKTOP, launchBrowser, MOBILE, newPage, watchErrors } from '#tests/helpers/browser.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { startE2EServer, type E2EServer } from '#tests/helpers/e2e-server.ts';
import { enterAsNewSponsor, pageApi } from '#tests/helpers/journeys.ts';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer('movement', { DUNGEON_FLOORS: '2', SEASON_SEED: String(TEST_SEASON_SEED) }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Point = { x: number; y: number };
interface Here {
  roomId: number;
  size: { widthFeet: number; heightFeet: number };
  /** Room percent, where the server has the crawler. */
  at: Point;
}

let attempts = 0;

/** Signs a new sponsor in, sponsors a crawler and opens its page; its id and agility. */
async function enter(page: Page, who: string): Promise<{ id: number; agility: number }> {
  const { id } = await enterAsNewSponsor(page, `${who}-${++attempts}@crawl.test`);
  await page.getByRole('img', { name: /^Tactical view of/ }).waitFor();
  await page.getByText('Live', { exact: true }).waitFor();
  const agility = ((await pageApi(page, 'GET', `/api/crawlers/${id}`)).body as { agility: number }).agility;
  return { id, agility };
}

async function serverHere(page: Page, id: number): Promise<Here> {
  const body = (await pageApi(page, 'GET', `/api/crawlers/${id}/current-room`)).body as { room: { id: number; widthFeet: number; heightFeet: number }; position: Point };
  return { roomId: body.room.id, size: { widthFeet: body.room.widthFeet, heightFeet: body.room.heightFeet }, at: body.position };
}

/** The page's Position line ('55 ft, 50 ft'), in feet. */
async function pageFeet(page: Page): Promise<Point> {
  const [x, y] = (await page.getByText(/^\d+ ft, \d+ ft$/).first().innerText()).match(/\d+/g)!.map(Number);
  return { x: x!, y: y! };
}

/** Waits until the walk has ended (the page's position stops changing) and the server holds it. */
async function settled(page: Page, id: number): Promise<{ shown: Point; server: Here }> {
  let shown = await pageFeet(page);
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(250);
    const next = await pageFeet(page);
    if (next.x === shown.x && next.y === shown.y) break;
    shown = next;
  }
  // The server has the walk's end once the last report has come (reports go at most every 200 ms,
  // and the room applies one at its next 200 ms tick) and its position holds still where the page
  // shows it (the page rounds to whole feet).
  await page.waitForTimeout(800);
  let server = await serverHere(page, id);
  await expect
    .poll(
      async () => {
        const before = server;
        server = await serverHere(page, id);
        const f = { x: (server.at.x / 100) * server.size.widthFeet, y: (server.at.y / 100) * server.size.heightFeet };
        const still = before.at.x === server.at.x && before.at.y === server.at.y;
        return still ? Math.hypot(f.x - shown.x, f.y - shown.y) : Infinity;
      },
      { timeout: 5_000, interval: 300 },
    )
    .toBeLessThan(1);
  return { shown, server };
}

/** One square (5 ft), within a foot. */
function expectOneSquare(feet: number): void {
  expect(Math.abs(feet - 5), `walked ${feet.toFixed(2)} ft`).toBeLessThanOrEqual(1);
}

/** A finger on a control for `ms`, through the devtools protocol's touch events. */
async function touch(cdp: CDPSession, target: Locator, ms: number): Promise<void> {
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  if (ms > 0) await new Promise((r) => setTimeout(r, ms));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

describe('movement you can aim', () => {
  it('desktop: a key tap walks one square, a 1 s hold walks the crawler speed and stays in the room', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser, server.base, DESKTOP);
    const errors = watchErrors(page);
    const { id, agility } = await enter(page, 'stepper');
    const speed = walkSpeed(agility);
    await page.getByText(`${Math.round(speed * 10) / 10} ft/s`, { exact: true }).waitFor();
    // Keys go to the room, not to a focused control.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
    const start = await settled(page, id);
    expect(start.server.size).toEqual({ widthFeet: 100, heightFeet: 100 });

    // A tap: down and up at once. One square east, on the page and on the server.
    await page.keyboard.press('d');
    const tapped = await settled(page, id);
    expect(tapped.shown.x - start.shown.x).toBeGreaterThanOrEqual(4);
    expect(tapped.shown.x - start.shown.x).toBeLessThanOrEqual(6);
    expect(tapped.shown.y).toBe(start.shown.y);
    expectOneSquare(feetBetween(start.server.at, tapped.server.at, tapped.server.size));

    // A tap south, then a diagonal tap: each one square (diagonals no farther).
    await page.keyboard.press('s');
    const south = await settled(page, id);
    expectOneSquare(feetBetween(tapped.server.at, south.server.at, south.server.size));
    await page.keyboard.down('w');
    await page.keyboard.down('d');
    await page.keyboard.up('d');
    await page.keyboard.up('w');
    const diagonal = await settled(page, id);
    expectOneSquare(feetBetween(south.server.at, diagonal.server.at, diagonal.server.size));

    // A 1 s hold west: the crawler's speed, within 10 %, and still in the same room.
    await page.keyboard.down('a');
    await page.waitForTimeout(1000);
    await page.keyboard.up('a');
    const held = await settled(page, id);
    const walked = feetBetween(diagonal.server.at, held.server.at, held.server.size);
    expect(walked, `walked ${walked.toFixed(1)} ft in a 1 s hold at ${speed} ft/s`).toBeGreaterThanOrEqual(speed * 0.9);
    expect(walked).toBeLessThanOrEqual(speed * 1.1);
    expect(Math.abs(diagonal.shown.x - held.shown.x - walked)).toBeLessThanOrEqual(1.5);
    expect(held.server.roomId).toBe(start.server.roomId);
    await page.screenshot({ path: '.tmp/e2e-movement-desktop.png' });
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('phone (390x844): a tap on the D-pad walks one square', { timeout: 120_000 }, async () => {
    const { context, page } = await newPage(browser, server.base, MOBILE);
    const errors = watchErrors(page);
    const { id } = await enter(page, 'thumb');
    const pad = page.getByRole('group', { name: 'Movement controls' });
    await pad.scrollIntoViewIfNeeded();
    const start = await settled(page, id);
    const cdp = await context.newCDPSession(page);

    await touch(cdp, pad.getByRole('button', { name: 'Move east', exact: true }), 0);
    const tapped = await settled(page, id);
    expect(tapped.shown.x - start.shown.x).toBeGreaterThanOrEqual(4);
    expect(tapped.shown.x - start.shown.x).toBeLessThanOrEqual(6);
    expectOneSquare(feetBetween(start.server.at, tapped.server.at, tapped.server.size));

    // A short press (80 ms, a finger's tap) walks the same one square.
    await touch(cdp, pad.getByRole('button', { name: 'Move north', exact: true }), 80);
    const pressed = await settled(page, id);
    expectOneSquare(feetBetween(tapped.server.at, pressed.server.at, pressed.server.size));
    expect(pressed.server.at.y).toBeLessThan(tapped.server.at.y);
    await page.screenshot({ path: '.tmp/e2e-movement-phone.png' });
    expect(errors()).toEqual([]);
    await context.close();
  });
});
