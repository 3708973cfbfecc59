// Browser steps shared by journeys.
import type { Page } from 'playwright-core';
import { DEV_TOKEN_KEY } from '#contract/auth.ts';
import type { Candidate } from '#contract/crawler.ts';
import { generateFloor } from '#game/dungeon/floor.ts';
import { isDirection } from '#game/dungeon/vocabulary.ts';
import { exitZone } from '#game/movement-check.ts';
import { feetBetween } from '#game/units.ts';
import { pathToHostileRoom } from './dungeon-path.ts';
import { payloadOf } from './sponsor.ts';

/**
 * Signs in through the landing page's dev login. The crawler page's first-visit controls help is a
 * modal dialog shown once per account: unless a journey asks to see it (`controlsHelp: 'show'`), the
 * account is marked as having dismissed it, as a returning player's has, so it never covers the room
 * in journeys about something else (whichever page or browser later opens the crawler page).
 */
export async function devLoginAs(page: Page, email: string, opts: { controlsHelp?: 'show' | 'dismissed' } = {}): Promise<void> {
  await page.goto('/');
  await page.getByText('CRAWL TO FAME • SEASON 1').waitFor();
  await page.getByRole('button', { name: /register your corporation/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Corporate Login' });
  await dialog.getByLabel('Dev email (optional)').fill(email);
  await dialog.getByRole('button', { name: 'DEV LOGIN' }).click();
  // The email is in the header on wide screens and in the menu on phones: wait for the dashboard.
  await page.getByRole('heading', { name: 'Crawler Management' }).waitFor();
  if (opts.controlsHelp !== 'show') await dismissControlsHelp(page);
}

/** Marks the signed-in account's controls help as seen (a returning player's), with the page's own token. */
async function dismissControlsHelp(page: Page): Promise<void> {
  const marked = await pageApi(page, 'PUT', '/api/account/onboarding', { controlsHelpSeen: true });
  if (marked.status !== 200) throw new Error(`marking the controls help seen: ${marked.status}`);
}

/**
 * Signs in as `email` through the dev-login API and leaves the token where the page's own sign-in
 * keeps it, as a returning browser holds it: for journeys whose subject comes after the sign-in. The
 * landing page's sign-in is a journey of its own (foundation, auth-accessibility, sponsor); going
 * through it in every journey cost about 2.6 s of the browser's CPU each (landing, dialog and
 * dashboard), where this costs a JSON page (2026-11-28). The page is left on `/api/health`: the
 * caller opens the screen it is about. The controls help is marked seen unless asked for (devLoginAs).
 */
export async function signInByApi(page: Page, email: string, opts: { controlsHelp?: 'show' | 'dismissed' } = {}): Promise<string> {
  const login = await page.request.post('/api/auth/dev-login', { data: { email } });
  if (login.status() !== 200) throw new Error(`dev login: ${login.status()} ${await login.text()}`);
  const token = ((await login.json()) as { access_token: string }).access_token;
  await page.goto('/api/health');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [DEV_TOKEN_KEY, token] as const);
  if (opts.controlsHelp !== 'show') await dismissControlsHelp(page);
  return token;
}

/** Sponsors the offer's first candidate as Primary through the API, as the sponsor dialog sends it; returns the crawler. */
export async function sponsorByApi(page: Page, token: string): Promise<{ id: number; name: string }> {
  const headers = { authorization: `Bearer ${token}` };
  const offer = await page.request.get('/api/crawlers/candidates', { headers });
  if (offer.status() !== 200) throw new Error(`candidates: ${offer.status()}`);
  const [candidate] = (await offer.json()) as Candidate[];
  const made = await page.request.post('/api/crawlers', { headers, data: payloadOf(candidate!) });
  if (made.status() !== 201) throw new Error(`sponsor: ${made.status()} ${await made.text()}`);
  return { id: ((await made.json()) as { id: number }).id, name: candidate!.name };
}

/**
 * A new sponsor with a Primary crawler, made through the API (signInByApi, sponsorByApi), on its live
 * crawler page: for journeys about the room, not about signing in or sponsoring (sponsor.e2e.ts walks
 * those screens, and from the dashboard into Crawler Mode).
 */
export async function enterAsNewSponsor(page: Page, email: string, opts: { controlsHelp?: 'show' | 'dismissed' } = {}): Promise<{ id: number; name: string; token: string }> {
  const token = await signInByApi(page, email, opts);
  const crawler = await sponsorByApi(page, token);
  await page.goto(`/crawler/${crawler.id}`);
  await page.getByRole('log', { name: 'Room events' }).waitFor();
  return { ...crawler, token };
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

/** Feet per honest API step (200 ms apart): under the server's 8.8 ft for 200 ms at agility 0. */
const API_STEP_FEET = 8;

type ApiHere = { position: { x: number; y: number }; room: { id: number; widthFeet: number; heightFeet: number } };

/**
 * Takes `path` door by door through the API, as a player who knows the floor would: in each room the
 * crawler walks to the door's zone with honest position reports (the server refuses a door the
 * crawler could not have reached), then moves, at least 1 s after the last transition. Each step
 * starts where the server has the crawler, so a report the open page sends meanwhile (its forced
 * report on entering a room) does not make the next step too long; a refused step is tried again.
 */
export async function walkPathByApi(page: Page, id: number, path: readonly string[]): Promise<void> {
  let movedAt = 0;
  for (const direction of path) {
    if (isDirection(direction)) {
      const zone = exitZone(direction);
      const goal = { x: zone.x + zone.w / 2, y: zone.y + zone.h / 2 };
      let refused = 0;
      for (let step = 0; step < 80; step++) {
        const here = (await pageApi(page, 'GET', `/api/crawlers/${id}/current-room`)).body as ApiHere;
        const at = here.position;
        const d = feetBetween(at, goal, here.room);
        if (d < 0.5) break;
        const f = Math.min(1, API_STEP_FEET / d);
        await page.waitForTimeout(200);
        const answer = await pageApi(page, 'POST', `/api/crawlers/${id}/position`, { roomId: here.room.id, positionX: at.x + (goal.x - at.x) * f, positionY: at.y + (goal.y - at.y) * f });
        // A 429 asks a client to slow down (the page's own reports share the user's limit): it waits.
        if (answer.status === 429) await page.waitForTimeout(1_000);
        const res = answer.body as { success?: boolean };
        if (!res.success && answer.status !== 429 && ++refused > 10) throw new Error(`walking to the ${direction} door: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    }
    // One transition a second: the walk to the door counts toward it.
    await page.waitForTimeout(Math.max(0, movedAt + 1050 - Date.now()));
    const moved = await pageApi(page, 'POST', `/api/crawlers/${id}/move`, { direction });
    if (moved.status !== 200) throw new Error(`move ${direction}: ${moved.status} ${JSON.stringify(moved.body)}`);
    movedAt = Date.now();
  }
}

/**
 * Walks a crawler into the nearest hostile room of floor 1 (walkPathByApi),
 * then up to a hostile mob with honest position reports, through the API and before any page shows
 * the room live. Returns the room's name as the page shows it. The goblins do the rest once it is live.
 */
export async function walkUpToHostile(page: Page, id: number, seed: number): Promise<string> {
  const { path, roomKey } = pathToHostileRoom(seed, 1);
  const spec = generateFloor(seed, 1).rooms.find((r) => r.key === roomKey)!;
  await walkPathByApi(page, id, path);
  const hostile = async () =>
    ((await pageApi(page, 'GET', `/api/crawlers/${id}/tactical-data`)).body as { entities: { type: string; disposition?: string; position: { x: number; y: number } }[] }).entities.find(
      (e) => e.type === 'mob' && e.disposition === 'hostile',
    )!;
  const here = (await pageApi(page, 'GET', `/api/crawlers/${id}/current-room`)).body as { position: { x: number; y: number }; room: { id: number } };
  let at = here.position;
  for (let step = 0; step < 120; step++) {
    const goal = (await hostile()).position;
    const target = { x: goal.x, y: Math.min(90, goal.y + 5) };
    const d = Math.hypot(target.x - at.x, target.y - at.y);
    if (d < 3) break;
    const len = Math.min(d, 3);
    await page.waitForTimeout(200);
    const next = { x: at.x + ((target.x - at.x) / d) * len, y: at.y + ((target.y - at.y) / d) * len };
    const res = (await pageApi(page, 'POST', `/api/crawlers/${id}/position`, { roomId: here.room.id, positionX: next.x, positionY: next.y })).body as { success: boolean; x: number; y: number };
    at = { x: res.x, y: res.y };
    if (!res.success && step > 100) break;
  }
  return spec.name;
}

/**
 * On a live crawler page next to hostiles: the crawler stands its ground (no swing) until it has
 * died. A new crawler wears its starting kit and criticals are rare, so one that fights back often
 * wins against a floor-1 patrol; one that stands still falls to two goblins in well under a minute.
 */
export async function standUntilDeath(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { name: `${name} has died` }).waitFor({ timeout: 150_000 });
}
