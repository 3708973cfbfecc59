// In the browser: the game served by three processes behind the cluster's proxy (the very
// proxy `npm run cluster` runs). A player walks through a door into a room another process
// simulates: the page follows by itself (told `route`, it reconnects through the proxy straight to
// that process) and stays live. Then that process is killed: the page shows
// it is reconnecting, and is live again in the same room, now simulated by a third process.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFloor } from '#game/dungeon/floor.ts';
import { neighbours } from '#game/dungeon/floor-queries.ts';
import { shardOfRoom } from '#server/cluster/shards.ts';
import { startProxy, type RunningProxy } from '../../scripts/cluster/proxy.ts';
import { DESKTOP, launchBrowser, newPage, watchErrors } from '#tests/helpers/browser.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { pageApi, signInByApi, sponsorByApi } from '#tests/helpers/journeys.ts';
import { dropPostgresDatabase, freshPostgresDatabase } from '#tests/helpers/postgres.ts';
import { freePort, ROOT } from '#tests/helpers/server-process.ts';
import { balanced, clusterPostgresUrl, ownerOf, startNodes, stepRuns, type Node } from '../cluster/support/nodes.ts';
import { docScreenshot } from '#tests/helpers/doc-screenshot.ts';

const PG = clusterPostgresUrl();
const DB_NAME = `ctf_e2e_cluster_${process.pid}`;
const KEY: Record<string, string> = { north: 'w', south: 's', east: 'd', west: 'a' };

let nodes: Node[] = [];
let proxy: RunningProxy;
let browser: Browser;
beforeAll(async () => {
  const url = await freshPostgresDatabase(PG, DB_NAME);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The processes serve the built web app, and know the address players use (the proxy's).
  [nodes, browser] = await Promise.all([startNodes(3, url, { SERVE_WEB: 'true', WEB_DIST: `${ROOT}dist/web`, PUBLIC_URL: base, DUNGEON_FLOORS: '2' }), launchBrowser()]);
  // As the runner does: the proxy knows each process's id, so a socket told `route` reaches its room's owner directly.
  proxy = await startProxy({ port, host: '127.0.0.1', upstreams: nodes.map((n) => n.base), nodes: Object.fromEntries(nodes.map((n) => [n.id, n.base])) });
  await balanced(nodes);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await proxy?.stop();
  await Promise.all(nodes.map((n) => n.server.stop()));
  await dropPostgresDatabase(PG, DB_NAME);
}, 60_000);

type Floor = ReturnType<typeof generateFloor>;

/**
 * The way (door directions from the entrance) to a room `from`, and a door of it into a room `to` of
 * another process, such that walking straight on crosses the room into that door: `from` is the
 * entrance (the crawler starts in its middle), or was entered through the door opposite.
 */
function straightDoorAcross(floor: Floor, ownerOf: (key: string) => string | undefined): { path: string[]; direction: string; to: string } | null {
  const paths = new Map<string, string[]>([[floor.entranceKey, []]]);
  const queue = [floor.entranceKey];
  while (queue.length) {
    const key = queue.shift()!;
    const path = paths.get(key)!;
    for (const n of neighbours(floor, key)) {
      const straight = path.length === 0 || path[path.length - 1] === n.direction;
      if (straight && ownerOf(n.key) !== ownerOf(key)) return { path, direction: n.direction, to: n.key };
      if (!paths.has(n.key)) {
        paths.set(n.key, [...path, n.direction]);
        queue.push(n.key);
      }
    }
  }
  return null;
}

const liveBadge = (page: Page) => page.getByRole('status').filter({ hasText: /^(Live|Reconnecting\.\.\.)$/ });
const currentRoom = async (page: Page, id: number) => (await pageApi(page, 'GET', `/api/crawlers/${id}/current-room`)).body.room as { id: number; name: string };

describe('a season served by three processes, in the browser', () => {
  it('walks through a door into another process’s room and stays live when that process dies', async () => {
    const { page } = await newPage(browser, proxy.url, DESKTOP);
    const errors = watchErrors(page);
    // A fresh sponsor per attempt (a retried journey finds the first one's crawler otherwise).
    const { id } = await sponsorByApi(page, await signInByApi(page, `cluster-walker-${Date.now()}@crawl.test`));

    // A door into a room another process simulates, that the crawler can walk straight through: from
    // the entrance (it stands in the middle), or from a room it entered going the same way (it stands
    // in that door's lane). The way there is walked through the API, before the page goes live.
    const floor = generateFloor(TEST_SEASON_SEED, 1);
    const shardOf = (key: string) => {
      const r = floor.rooms.find((x) => x.key === key)!;
      return shardOfRoom({ floor: 1, x: r.x, y: r.y });
    };
    const owners = await balanced(nodes);
    const ownerOfKey = (key: string) => owners.get(shardOf(key));
    const plan = straightDoorAcross(floor, ownerOfKey);
    expect(plan, 'a door into another process’s room, walkable in a straight line').not.toBeNull();
    for (const direction of plan!.path) {
      await expect.poll(async () => (await pageApi(page, 'POST', `/api/crawlers/${id}/move`, { direction })).status, { timeout: 10_000, interval: 400 }).toBe(200);
    }
    const door = { direction: plan!.direction, key: plan!.to };
    await page.goto(`/crawler/${id}`);
    await page.getByRole('log', { name: 'Room events' }).waitFor();
    await expect.poll(() => liveBadge(page).innerText(), { timeout: 15_000 }).toBe('Live');
    const start = await currentRoom(page, id);

    // Walk through it with the keyboard (the door lanes run through the room's middle).
    await page.locator('canvas').first().click();
    await page.keyboard.down(KEY[door.direction]!);
    await expect.poll(async () => (await currentRoom(page, id)).id, { timeout: 20_000, interval: 250 }).not.toBe(start.id);
    await page.keyboard.up(KEY[door.direction]!);
    const next = await currentRoom(page, id);
    // The room's own title (not only the map's label) names it once the door's transition is over.
    await page.getByText('Moving to new location...').waitFor({ state: 'hidden', timeout: 10_000 });
    await page.locator('#tactical-heading', { hasText: next.name }).first().waitFor({ timeout: 10_000 });
    await expect.poll(() => liveBadge(page).innerText(), { timeout: 15_000 }).toBe('Live');
    // The room is stepped by its owner, another process than the entrance's.
    const owner = nodes.find((n) => n.id === owners.get(shardOf(door.key)))!;
    await expect.poll(async () => (await stepRuns(owner))?.some((r) => r.roomId === next.id), { timeout: 10_000 }).toBe(true);
    // The page's socket was routed there, through the proxy, rather than piped by another process.
    expect(proxy.routed().direct).toBeGreaterThan(0);
    await page.screenshot({ path: docScreenshot('cluster-door.png') });

    // The owner of the new room dies: the page reconnects by itself, to the room's next owner.
    owner.server.proc.kill('SIGKILL');
    owner.down = true;
    const killedAt = Date.now();
    await expect.poll(async () => ownerOf(nodes, shardOf(door.key)), { timeout: 10_000, interval: 100 }).not.toBeNull();
    await expect.poll(() => liveBadge(page).innerText(), { timeout: 15_000, interval: 100 }).toBe('Live');
    expect(Date.now() - killedAt).toBeLessThan(10_000);
    expect((await currentRoom(page, id)).id).toBe(next.id);
    // Walking on (sideways, away from the doors' line): a living process steps the room.
    const aside = ['a', 'd'].includes(KEY[door.direction]!) ? 'w' : 'a';
    const steppedBy = async () => {
      for (const n of nodes.filter((x) => !x.down)) if ((await stepRuns(n))?.some((r) => r.roomId === next.id && r.to > killedAt)) return n.id;
      return null;
    };
    await page.keyboard.down(aside);
    await page.waitForTimeout(300);
    await page.keyboard.up(aside);
    await expect.poll(steppedBy, { timeout: 10_000 }).not.toBeNull();
    await page.screenshot({ path: docScreenshot('cluster-after-failover.png') });
    expect(errors()).toEqual([]);
  });
});
