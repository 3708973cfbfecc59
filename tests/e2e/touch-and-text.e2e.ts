// On a phone (390×844, touch): the room's text view lists a goblin with its distance and
// compass direction (checked against where the server has both); a tap on the goblin on the canvas
// targets it (the same target Tab selects) and a tap on empty floor changes nothing; the D-pad's
// buttons are labelled, at least 44 px, below the canvas, and walk the crawler for real, under a
// finger (CDP touch events, not mouse clicks); the attack button swings at the goblin and the room
// events say so. axe-core checks the page with the text view open. Screenshot touch-dpad.png (helpers/doc-screenshot.ts).
// On a desktop the text view opens from the keyboard, replaces the hidden entity list, guides the
// crawler to an NPC (whose words then reach the room events), stays open after a reload and passes axe. Screenshot room-text-view.png (helpers/doc-screenshot.ts).
import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFloor } from '#game/dungeon/floor.ts';
import { compassPoint } from '#web/src/lib/compass.ts';
import { expectNoSeriousViolations } from '#tests/helpers/axe.ts';
import { DESKTOP, launchBrowser, MOBILE, newPage, watchErrors } from '#tests/helpers/browser.ts';
import { pathToRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { startE2EServer, type E2EServer } from '#tests/helpers/e2e-server.ts';
import { enterAsNewSponsor, pageApi, signInByApi, sponsorByApi } from '#tests/helpers/journeys.ts';
import { docScreenshot } from '#tests/helpers/doc-screenshot.ts';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer('touch', { DUNGEON_FLOORS: '2', SEASON_SEED: String(TEST_SEASON_SEED) }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The nearest room of floor 1 with a lone neutral mob and no pillars or crates: it stands still and only fights back. */
function quietRoom() {
  const { path, roomKey } = pathToRoom(TEST_SEASON_SEED, 1, (r) => !r.isSafe && r.mobs.length === 1 && r.mobs[0]!.disposition === 'neutral' && r.features.length === 0);
  const room = generateFloor(TEST_SEASON_SEED, 1).rooms.find((r) => r.key === roomKey)!;
  return { path, room, mob: room.mobs[0]! };
}

type Point = { x: number; y: number };

/** The crawler's position in room percent, from the Position line ('12 ft, 48 ft'). */
async function position(page: Page, room: { widthFeet: number; heightFeet: number }): Promise<Point> {
  const text = await page.getByText(/^\d+ ft, \d+ ft$/).first().innerText();
  const [x, y] = text.match(/\d+/g)!.map(Number);
  return { x: (x! / room.widthFeet) * 100, y: (y! / room.heightFeet) * 100 };
}

/** A finger held on a control for `ms`, through the devtools protocol's touch events (what a phone sends). */
async function touchHold(cdp: CDPSession, target: Locator, ms: number): Promise<void> {
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await new Promise((r) => setTimeout(r, ms));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const PAD_NAMES = ['north-west', 'north', 'north-east', 'west', 'east', 'south-west', 'south', 'south-east'] as const;

/** The D-pad button that leads from `at` toward `to` (eight ways, as the pad has). */
function padToward(at: Point, to: Point): (typeof PAD_NAMES)[number] {
  const dx = to.x - at.x;
  const dy = to.y - at.y;
  const ns = Math.abs(dy) > 2 ? (dy < 0 ? 'north' : 'south') : '';
  const ew = Math.abs(dx) > 2 ? (dx < 0 ? 'west' : 'east') : '';
  return (ns && ew ? `${ns}-${ew}` : ns || ew) as (typeof PAD_NAMES)[number];
}

let attempts = 0;

const targetStat = (page: Page) => page.locator('dl > div', { hasText: 'Target:' }).locator('dd');

describe('touch controls and the room text view on a 390×844 phone', () => {
  it('text view lists the goblin with distance and direction; tap-to-target; the D-pad walks; Attack swings', { timeout: 150_000 }, async () => {
    const { path, room, mob } = quietRoom();
    const feet = { widthFeet: room.widthFeet, heightFeet: room.heightFeet };
    const { context, page } = await newPage(browser, server.base, MOBILE);
    const errors = watchErrors(page);
    const { id } = await sponsorByApi(page, await signInByApi(page, `thumbs-${++attempts}@crawl.test`));
    for (const direction of path) {
      await page.waitForTimeout(1050);
      expect((await pageApi(page, 'POST', `/api/crawlers/${id}/move`, { direction })).status).toBe(200);
    }
    await page.goto(`/crawler/${id}`);
    const canvas = page.getByRole('img', { name: /^Tactical view of/ });
    await canvas.waitFor();
    await page.getByText(room.name).first().waitFor();

    // The text view: open it from its button (a tap), find the goblin, nearest first, in words.
    const toggle = page.getByRole('button', { name: 'Show room text view' });
    await toggle.tap();
    const region = page.getByRole('region', { name: 'Room text view' });
    await region.waitFor();
    await expect.poll(() => region.getByRole('status').innerText()).toMatch(/^In the room: 1 neutral\b.*\. \d exits?\b/);
    const mobLine = region.getByRole('listitem').filter({ hasText: new RegExp(`^${mob.name}, neutral`) });
    await mobLine.waitFor();
    const [line, here, there] = await Promise.all([
      mobLine.innerText(),
      position(page, feet),
      pageApi(page, 'GET', `/api/crawlers/${id}/tactical-data`).then((r) => (r.body as { entities: { type: string; position: Point }[] }).entities.find((e) => e.type === 'mob')!.position),
    ]);
    const m = new RegExp(`^${mob.name}, neutral, (\\d+)/(\\d+) HP, (\\d+) ft ([a-z-]+)$`).exec(line);
    expect(m, line).not.toBeNull();
    const expectedFeet = Math.hypot(((there.x - here.x) / 100) * feet.widthFeet, ((there.y - here.y) / 100) * feet.heightFeet);
    expect(Math.abs(Number(m![3]) - expectedFeet)).toBeLessThanOrEqual(3);
    expect(m![4]).toBe(compassPoint(here, there, feet));
    const doors = await region.getByRole('listitem').filter({ hasText: /^Door, (north|south|east|west) exit, \d+ ft/ }).count();
    expect(doors).toBeGreaterThan(0);
    await expectNoSeriousViolations(page, 'crawler page, room text view open (phone)');
    await toggle.or(page.getByRole('button', { name: 'Hide room text view' })).tap();
    await region.waitFor({ state: 'hidden' });

    // Tap-to-target: a finger on the goblin as the canvas draws it.
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    const at = (p: Point) => ({ x: box.x + (p.x / 100) * box.width, y: box.y + (p.y / 100) * box.height });
    expect(await targetStat(page).innerText()).toBe('None');
    const empty = at({ x: there.x > 50 ? 15 : 85, y: there.y > 50 ? 15 : 85 });
    await page.touchscreen.tap(empty.x, empty.y);
    await page.waitForTimeout(300);
    expect(await targetStat(page).innerText()).toBe('None');
    const onMob = at(there);
    await page.touchscreen.tap(onMob.x + 4, onMob.y - 4);
    await expect.poll(() => targetStat(page).innerText()).toMatch(new RegExp(`^${mob.name} \\d+/\\d+ HP$`));
    await page.getByText(`Targeting ${mob.name}`).first().waitFor();

    // The D-pad: labelled, finger-sized, under the canvas, not over it.
    const pad = page.getByRole('group', { name: 'Movement controls' });
    await pad.scrollIntoViewIfNeeded();
    const padBox = (await pad.boundingBox())!;
    const canvasBox = (await canvas.boundingBox())!;
    expect(padBox.y).toBeGreaterThanOrEqual(canvasBox.y + canvasBox.height);
    for (const dir of PAD_NAMES) {
      const b = (await pad.getByRole('button', { name: `Move ${dir}`, exact: true }).boundingBox())!;
      expect(Math.min(b.width, b.height), dir).toBeGreaterThanOrEqual(44);
    }
    const fight = page.getByRole('group', { name: 'Combat controls' });
    for (const label of ['Attack', 'Target', 'Dodge']) {
      const b = (await fight.getByRole('button', { name: label, exact: true }).boundingBox())!;
      expect(Math.min(b.width, b.height), label).toBeGreaterThanOrEqual(44);
    }
    // The screenshot shows the canvas with the goblin targeted, and the controls under it.
    // The toasts so far (sponsored, targeting) are tapped away, so the screenshot shows the whole room.
    const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
    while ((await dismiss.count()) > 0) {
      await dismiss.first().tap();
      await page.waitForTimeout(250);
    }
    // Scrolled as a player holds it: the canvas just under the header, the controls under it, all on screen.
    await canvas.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72));
    await page.waitForTimeout(200);
    const shown = { canvas: (await canvas.boundingBox())!, pad: (await pad.boundingBox())! };
    expect(shown.canvas.y).toBeGreaterThanOrEqual(64);
    expect(shown.pad.y + shown.pad.height).toBeLessThanOrEqual(MOBILE.height);
    await page.screenshot({ path: docScreenshot('touch-dpad.png') });

    // Walk under a finger to within reach of the goblin (10 units unarmed), holding pad buttons.
    const cdp = await context.newCDPSession(page);
    const start = await position(page, feet);
    const goal = { x: there.x + (there.x < 50 ? 6 : -6), y: there.y };
    let now = start;
    for (let step = 0; step < 80 && Math.hypot(goal.x - now.x, goal.y - now.y) > 3; step++) {
      const dir = padToward(now, goal);
      if (!dir) break;
      // A tap walks one square (5 ft, ~0.3 s): read where it ended.
      await touchHold(cdp, pad.getByRole('button', { name: `Move ${dir}`, exact: true }), 60);
      await page.waitForTimeout(350);
      now = await position(page, feet);
    }
    expect(Math.hypot(now.x - start.x, now.y - start.y), `walked from ${JSON.stringify(start)} to ${JSON.stringify(now)}`).toBeGreaterThan(20);
    expect(Math.hypot(there.x - now.x, there.y - now.y)).toBeLessThan(10);
    // The server has the crawler where the page does (its walk was accepted, not corrected back).
    await expect
      .poll(async () => {
        const server = (await pageApi(page, 'GET', `/api/crawlers/${id}/current-room`)).body as { position: Point };
        return Math.hypot(server.position.x - now.x, server.position.y - now.y);
      })
      .toBeLessThan(3);

    // Attack under a finger: the swing is the server's, and the room events say how it went.
    await touchHold(cdp, fight.getByRole('button', { name: 'Attack', exact: true }), 50);
    const log = page.getByRole('log', { name: 'Room events' });
    await log.getByText(new RegExp(`^(Hit|Critical hit! Hit|Missed) ${mob.name}|${mob.name} dodged your attack`)).first().waitFor({ timeout: 10_000 });
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('desktop: the text view opens from the keyboard, guides the crawler to an NPC whose words reach the log, stays open after a reload, and passes axe', { timeout: 90_000 }, async () => {
    const { context, page } = await newPage(browser, server.base, DESKTOP);
    const errors = watchErrors(page);
    await enterAsNewSponsor(page, `reader-${++attempts}@crawl.test`);
    await page.getByRole('img', { name: /^Tactical view of/ }).waitFor();
    await page.getByRole('list', { name: 'Entities in room' }).waitFor({ state: 'attached' });

    const toggle = page.getByRole('button', { name: 'Show room text view' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const region = page.getByRole('region', { name: 'Room text view' });
    await region.waitFor();
    expect(await page.getByRole('button', { name: 'Hide room text view' }).getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => region.getByRole('status').innerText()).toMatch(/^(In the room: .+|Nothing else in the room)\. \d exits?\b/);
    const lines = await region.getByRole('listitem').allInnerTexts();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/, (right here|\d+ ft (north|south|east|west|north-east|north-west|south-east|south-west))(, |$)/);
    // The hidden list is not there while the view says the same.
    expect(await page.getByRole('list', { name: 'Entities in room' }).count()).toBe(0);
    await expectNoSeriousViolations(page, 'crawler page, room text view open (desktop)');
    await region.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: docScreenshot('room-text-view.png') });

    // Walk toward the nearest NPC as the text view says where it is: once within 15 ft it speaks, and
    // the room events say what it said (the canvas shows a bubble).
    const npcLine = region.getByRole('listitem').filter({ hasText: /, NPC, / }).first();
    const npcName = (await npcLine.innerText()).split(',')[0]!;
    const said = page.getByRole('log', { name: 'Room events' }).getByText(new RegExp(`^${npcName} says: .+`));
    const KEYS: Record<string, string[]> = { north: ['w'], south: ['s'], east: ['d'], west: ['a'] };
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
    for (let step = 0; step < 30 && !(await said.isVisible()); step++) {
      const line = await region.getByRole('listitem').filter({ hasText: new RegExp(`^${npcName}, `) }).innerText();
      const way = /(\d+) ft ([a-z-]+)/.exec(line);
      if (!way) break;
      const keys = way[2]!.split('-').flatMap((d) => KEYS[d] ?? []);
      for (const k of keys) await page.keyboard.down(k);
      await page.waitForTimeout(Number(way[1]) > 20 ? 120 : 50);
      for (const k of keys) await page.keyboard.up(k);
      await page.waitForTimeout(250);
    }
    await said.first().waitFor({ timeout: 5_000 });

    await page.reload();
    await page.getByRole('region', { name: 'Room text view' }).waitFor();
    expect(errors()).toEqual([]);
    await context.close();
  });
});
