// The live tactical room: two sponsors' crawlers walk into the same hostile room and see each other;
// one targets a goblin with Tab, walks up to it with the keyboard and hits it with Space, and the
// goblin's health drops on both screens; the other walks onto an item, picks it up and finds it in
// its loadout's inventory.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFloor } from '#game/dungeon/floor.ts';
import { itemByKey } from '#game/item-catalogue.ts';
import { DESKTOP, launchBrowser, MOBILE, newPage, watchErrors } from '#tests/helpers/browser.ts';
import { pathToHostileRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { startE2EServer, type E2EServer } from '#tests/helpers/e2e-server.ts';
import { devLoginAs, sponsorThroughUi } from '#tests/helpers/journeys.ts';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startE2EServer('tactical', { DUNGEON_FLOORS: '2', SEASON_SEED: String(TEST_SEASON_SEED) }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('ctf-dev-token');
      const res = await fetch(path, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, body: await res.json() };
    },
    { method, path, body },
  );

/** Signs in, sponsors the first candidate and opens its crawler page; returns its id and name. */
async function sponsorAndEnter(page: Page, email: string): Promise<{ id: number; name: string }> {
  await devLoginAs(page, email);
  const name = await sponsorThroughUi(page, 'Primary', /Choose Your Crawler/);
  await page.getByRole('button', { name: 'Confirm Primary Sponsorship' }).click();
  await page.getByRole('link', { name: `Enter Crawler Mode with ${name}` }).click();
  await page.waitForURL(/\/crawler\/\d+$/);
  await page.getByText('Room Events').first().waitFor();
  return { id: Number(new URL(page.url()).pathname.split('/').pop()), name };
}

const entityList = (page: Page) => page.getByRole('list', { name: 'Entities in room' });
const entityLines = (page: Page) => entityList(page).locator('li').allInnerTexts();

/** Every goblin's health as the page lists it. */
async function goblinHealth(page: Page): Promise<{ hp: number; max: number; line: string }[]> {
  return (await entityLines(page)).flatMap((line) => {
    const m = /^Goblin (\d+)\/(\d+) HP/.exec(line);
    return m ? [{ hp: Number(m[1]), max: Number(m[2]), line }] : [];
  });
}

/** The player's position in feet, from the info line ('Position: 12 ft, 48 ft'). */
async function positionFeet(page: Page): Promise<{ x: number; y: number }> {
  const text = await page.getByText(/^\d+ ft, \d+ ft$/).first().innerText();
  const [x, y] = text.match(/\d+/g)!.map(Number);
  return { x: x!, y: y! };
}

/**
 * Walks with the keyboard in short steps toward wherever `goal()` says (feet), until `arrived()`.
 * W A S D, diagonals by holding two; each step is a brief key press.
 */
async function walkToward(page: Page, goal: () => Promise<{ x: number; y: number }>, arrived: () => Promise<boolean>, maxSteps = 60): Promise<void> {
  for (let i = 0; i < maxSteps; i++) {
    if (await arrived()) return;
    const [at, to] = await Promise.all([positionFeet(page), goal()]);
    const keys = [...(to.x > at.x + 2 ? ['d'] : to.x < at.x - 2 ? ['a'] : []), ...(to.y > at.y + 2 ? ['s'] : to.y < at.y - 2 ? ['w'] : [])];
    if (keys.length === 0) {
      await page.waitForTimeout(150);
      continue;
    }
    for (const k of keys) await page.keyboard.down(k);
    await page.waitForTimeout(35);
    for (const k of keys) await page.keyboard.up(k);
    await page.waitForTimeout(120);
  }
  expect(await arrived()).toBe(true);
}

describe('the live tactical room', () => {
  it('two crawlers meet in a hostile room, one hits a goblin (both screens see it), the other picks up an item', async () => {
    const { path, roomKey } = pathToHostileRoom(TEST_SEASON_SEED, 1);
    const floor = generateFloor(TEST_SEASON_SEED, 1);
    const spec = floor.rooms.find((r) => r.key === roomKey)!;
    expect(spec.mobs.some((m) => m.name === 'Goblin' && m.disposition === 'hostile')).toBe(true);
    expect(spec.groundItems.length).toBeGreaterThan(0);

    const a = await newPage(browser, server.base, DESKTOP);
    const b = await newPage(browser, server.base, MOBILE);
    const errorsA = watchErrors(a.page);
    const errorsB = watchErrors(b.page);
    const fighter = await sponsorAndEnter(a.page, 'fighter@crawl.test');
    const looter = await sponsorAndEnter(b.page, 'looter@crawl.test');

    // Both walk to the hostile room by the move API (a transition needs 1 s between moves), then open the page.
    for (const direction of path) {
      await a.page.waitForTimeout(1050);
      expect((await api(a.page, 'POST', `/api/crawlers/${fighter.id}/move`, { direction })).status).toBe(200);
      await b.page.waitForTimeout(1050);
      expect((await api(b.page, 'POST', `/api/crawlers/${looter.id}/move`, { direction })).status).toBe(200);
    }
    await Promise.all([a.page.reload(), b.page.reload()]);
    await Promise.all([a.page.getByText(spec.name).first().waitFor(), b.page.getByText(spec.name).first().waitFor()]);
    await Promise.all([a.page.getByText('Live', { exact: true }).waitFor(), b.page.getByText('Live', { exact: true }).waitFor()]);

    // Each sees the other (live, from the socket's snapshot) and the goblins at full health.
    await entityList(a.page).getByText(new RegExp(`^${looter.name}.*crawler`)).waitFor();
    await entityList(b.page).getByText(new RegExp(`^${fighter.name}.*crawler`)).waitFor();
    const before = await goblinHealth(a.page);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((g) => g.hp === g.max)).toBe(true);

    // Tab targets the nearest hostile goblin.
    await a.page.keyboard.press('Tab');
    await a.page.getByText('Targeting Goblin').first().waitFor();
    const targeted = async () => (await entityLines(a.page)).find((l) => l.endsWith('targeted') || l.includes('targeted,')) ?? '';
    expect(await targeted()).toMatch(/^Goblin \d+\/\d+ HP, hostile/);

    // Walk up to it with the keyboard (it comes for us too), then swing until one lands.
    const room = (await api(a.page, 'GET', `/api/crawlers/${fighter.id}/current-room`)).body as { room: { widthFeet: number; heightFeet: number } };
    const targetFeet = async () => {
      const tactical = (await api(a.page, 'GET', `/api/crawlers/${fighter.id}/tactical-data`)).body as { entities: { type: string; name: string; position: { x: number; y: number }; data: { currentHealth?: number } }[] };
      const at = await positionFeet(a.page);
      const goblins = tactical.entities.filter((e) => e.type === 'mob' && e.name === 'Goblin' && (e.data.currentHealth ?? 0) > 0);
      const feet = goblins.map((g) => ({ x: (g.position.x / 100) * room.room.widthFeet, y: (g.position.y / 100) * room.room.heightFeet }));
      feet.sort((p, q) => Math.hypot(p.x - at.x, p.y - at.y) - Math.hypot(q.x - at.x, q.y - at.y));
      return feet[0]!;
    };
    const distance = async () => Number(/, (\d+) ft away/.exec(await targeted())?.[1] ?? 999);
    await walkToward(a.page, targetFeet, async () => (await distance()) <= 7);

    let landed = false;
    for (let swing = 0; swing < 10 && !landed; swing++) {
      if ((await distance()) > 8) await walkToward(a.page, targetFeet, async () => (await distance()) <= 7, 20);
      await a.page.keyboard.press(' ');
      await a.page.getByText(/^(Hit Goblin for \d+ damage|Critical hit! Hit Goblin for \d+ damage|Missed Goblin)/).first().waitFor({ timeout: 5_000 });
      landed = (await goblinHealth(a.page)).some((g) => g.hp < g.max);
      if (!landed) await a.page.waitForTimeout(2_050);
    }
    expect(landed).toBe(true);
    await a.page.getByText('Attack!').first().waitFor();
    // The other screen sees the wound too (the server told everyone in the room).
    await expect.poll(async () => (await goblinHealth(b.page)).some((g) => g.hp < g.max), { timeout: 5_000 }).toBe(true);
    await a.page.screenshot({ path: '.tmp/e2e-fight-1280.png' });

    // The looter walks onto an item it does not carry yet and picks it up.
    const carried = ((await api(b.page, 'GET', `/api/crawlers/${looter.id}/loadout`)).body as { inventory: { name: string }[] }).inventory.map((i) => i.name);
    const ground = (await api(b.page, 'GET', `/api/room/${(await api(b.page, 'GET', `/api/crawlers/${looter.id}/current-room`)).body.room.id}/ground-items`)).body as {
      id: number;
      positionX: number;
      positionY: number;
      equipment: { name: string };
    }[];
    const item = ground.find((g) => !carried.includes(g.equipment.name)) ?? ground[0]!;
    expect(itemByKey(spec.groundItems.find((g) => itemByKey(g.itemKey)?.name === item.equipment.name)?.itemKey ?? '')?.name).toBe(item.equipment.name);
    const itemFeet = async () => ({ x: (item.positionX / 100) * room.room.widthFeet, y: (item.positionY / 100) * room.room.heightFeet });
    const pickedUp = b.page.getByText(`You picked up ${item.equipment.name}`).first();
    await walkToward(b.page, itemFeet, () => pickedUp.isVisible());
    await b.page.getByText('Item Picked Up').first().waitFor();
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await b.page.screenshot({ path: '.tmp/e2e-fight-390.png', fullPage: true });

    // The loadout's inventory has it.
    await b.page.getByRole('link', { name: 'Loadout' }).click();
    await b.page.getByRole('tab', { name: /Inventory/ }).click();
    await b.page.getByRole('list', { name: 'Inventory' }).getByText(item.equipment.name).first().waitFor();

    expect(errorsA()).toEqual([]);
    expect(errorsB()).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});
