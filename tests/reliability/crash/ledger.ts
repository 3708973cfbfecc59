// What the server acknowledged to the crash driver's players, and the checks that it is all still
// there after a SIGKILL and restart. A fact enters the ledger only once its answer (an HTTP response,
// or a socket event, which the server sends only after the tick's transaction committed) reached the
// player. A request still in flight at the kill may or may not have landed: the ledger records it as
// pending, accepts either outcome at the next check, and then adopts what the database says.

import type { Api } from './session.ts';

export interface Actor {
  n: number;
  email: string;
  password: string;
  account: boolean;
  token: string | null;
  crawlerId: number | null;
  crawlerName: string | null;
  /** The room the last acknowledged move (or sponsorship) put the crawler in. */
  roomId: number | null;
  /** A move was in flight at the kill: the crawler may be in another room. */
  movePending: boolean;
  hotbarVisible: number | null;
  hotbarPending: number | null;
  loadouts: string[];
  /** Item ids the server said were picked up. */
  items: number[];
  /** Kills the server answered with killed: true. */
  kills: number;
  /** Gold of the reward events received. */
  gold: number;
  level: number;
  dead: boolean;
}

export function newActor(n: number, runTag: string): Actor {
  return {
    n,
    email: `crash-${runTag}-${n}@crawl.test`,
    password: `crash-password-${n}`,
    account: false,
    token: null,
    crawlerId: null,
    crawlerName: null,
    roomId: null,
    movePending: false,
    hotbarVisible: null,
    hotbarPending: null,
    loadouts: [],
    items: [],
    kills: 0,
    gold: 0,
    level: 1,
    dead: false,
  };
}

export interface CheckResult {
  checked: number;
  lost: string[];
}


/** Checks every acknowledged fact of one actor against a freshly restarted server. */
export async function checkActor(api: Api, a: Actor): Promise<CheckResult> {
  const lost: string[] = [];
  let checked = 0;
  const expect = (ok: boolean, what: string) => {
    checked++;
    if (!ok) lost.push(`actor ${a.n} (${a.email}): ${what}`);
  };
  if (!a.account) return { checked, lost };
  const signIn = await api.json('POST', '/api/auth/sign-in/email', null, { email: a.email, password: a.password });
  expect(signIn.status === 200 && typeof signIn.body?.token === 'string', `account: sign-in answered ${signIn.status}`);
  if (signIn.status !== 200) return { checked, lost };
  a.token = signIn.body.token as string;
  if (a.crawlerId === null) return { checked, lost };

  const crawler = await api.json('GET', `/api/crawlers/${a.crawlerId}`, a.token);
  expect(crawler.status === 200 && crawler.body.name === a.crawlerName, `crawler ${a.crawlerId}: ${crawler.status} ${crawler.body?.name}`);
  if (crawler.status !== 200) return { checked, lost };
  const c = crawler.body;
  if (a.dead) expect(c.isAlive === false && c.status === 'dead', `death of crawler ${a.crawlerId}: isAlive ${c.isAlive}`);
  expect(c.level >= a.level, `level ${a.level} acknowledged, ${c.level} stored`);
  expect(c.gold >= a.gold, `gold ${a.gold} acknowledged, ${c.gold} stored`);
  a.level = c.level;
  a.gold = c.gold;
  // Death is permanent and acknowledged by the tick that killed it; adopt an unacknowledged one.
  if (c.isAlive === false) a.dead = true;

  if (a.roomId !== null) {
    const here = c.currentRoomId as number;
    expect(here === a.roomId || a.movePending, `room ${a.roomId} acknowledged, in ${here}`);
    a.roomId = here;
    a.movePending = false;
  }

  const loadout = await api.json('GET', `/api/crawlers/${a.crawlerId}/loadout`, a.token);
  expect(loadout.status === 200, `loadout view: ${loadout.status}`);
  if (loadout.status === 200) {
    const view = loadout.body;
    const stored = view.hotbar.visibleCount as number;
    if (a.hotbarVisible !== null) {
      expect(stored === a.hotbarVisible || stored === a.hotbarPending, `hotbar visibleCount ${a.hotbarVisible} acknowledged, ${stored} stored`);
    }
    // A save cut off by the kill that did land is the saved hotbar from now on.
    if (a.hotbarPending !== null && stored === a.hotbarPending) a.hotbarVisible = stored;
    a.hotbarPending = null;
    const names = new Set((view.loadouts as { name: string }[]).map((l) => l.name));
    for (const name of a.loadouts) expect(names.has(name), `saved loadout "${name}" missing`);
    const held = new Set<number>([
      ...(view.inventory as { id: number }[]).map((i) => i.id),
      ...Object.values(view.equipped as Record<string, { id: number } | null>).flatMap((i) => (i ? [i.id] : [])),
    ]);
    for (const id of a.items) expect(held.has(id), `picked-up item ${id} missing from the inventory`);
  }

  if (a.kills > 0) {
    const feed = await api.json('GET', '/api/activities?limit=100', a.token);
    const victories = (feed.body as { type: string; crawlerId?: number }[]).filter((e) => e.type === 'combat_victory').length;
    expect(feed.status === 200 && victories >= Math.min(a.kills, 100), `${a.kills} kills acknowledged, ${victories} victories recorded`);
  }
  return { checked, lost };
}
