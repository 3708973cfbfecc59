// What the server acknowledged to the crash driver's players, and the checks that it is all still
// there after a SIGKILL and restart. A fact enters the ledger only once its answer (an HTTP response,
// or a socket event, which the server sends only after the tick's transaction committed) reached the
// player. A request still in flight at the kill may or may not have landed: the ledger records it as
// pending, accepts either outcome at the next check, and then adopts what the database says.

import { isGapless, replayLog, type LogEntry } from '#game/event-log.ts';
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
  /** Rooms acknowledged moves entered, in order (each must be an entered_room entry of the log). */
  rooms: number[];
  /** Attacks the server answered as made (success: true), and hits on the crawler its socket was sent. */
  attacks: number;
  hitsTaken: number;
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
    rooms: [],
    attacks: 0,
    hitsTaken: 0,
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

  checkLog(await api.json('GET', `/api/crawlers/${a.crawlerId}/events?limit=5000`, a.token), a, c, expect);

  if (a.kills > 0) {
    const feed = await api.json('GET', '/api/activities?limit=100', a.token);
    const victories = (feed.body as { type: string; crawlerId?: number }[]).filter((e) => e.type === 'combat_victory').length;
    expect(feed.status === 200 && victories >= Math.min(a.kills, 100), `${a.kills} kills acknowledged, ${victories} victories recorded`);
  }
  return { checked, lost };
}

/**
 * The crawler's log after the restart: numbered 1..n with no gap, and holding an entry for
 * every outcome the server acknowledged (rooms entered, attacks made, hits taken, pick-ups, kills,
 * death); its replay ends in the room and the life the database holds.
 */
function checkLog(log: { status: number; body: any }, a: Actor, c: { currentRoomId: number | null; isAlive: boolean }, expect: (ok: boolean, what: string) => void): void { // eslint-disable-line @typescript-eslint/no-explicit-any -- arbitrary JSON
  expect(log.status === 200, `event log: ${log.status}`);
  if (log.status !== 200) return;
  const entries = log.body.entries as LogEntry[];
  expect(isGapless(entries) && entries.length === log.body.lastSeq, `event log numbered 1..${log.body.lastSeq} without gaps (${entries.length} entries)`);
  expect(entries[0]?.kind === 'sponsored', `event log starts with ${entries[0]?.kind}`);
  const count = (kind: LogEntry['kind'], pick: (e: LogEntry) => boolean = () => true) => entries.filter((e) => e.kind === kind && pick(e)).length;
  const roomsEntered = entries.flatMap((e) => (e.kind === 'entered_room' ? [e.data.roomId] : []));
  for (const room of new Set(a.rooms)) {
    const acknowledged = a.rooms.filter((r) => r === room).length;
    const logged = roomsEntered.filter((r) => r === room).length;
    expect(logged >= acknowledged, `room ${room} entered ${acknowledged} times acknowledged, ${logged} in the log`);
  }
  const picked = new Set(entries.flatMap((e) => (e.kind === 'picked_up' ? [e.data.itemId] : [])));
  for (const id of a.items) expect(picked.has(id), `pick-up of item ${id} missing from the log`);
  expect(count('attacked') >= a.attacks, `${a.attacks} attacks acknowledged, ${count('attacked')} in the log`);
  expect(count('was_attacked') >= a.hitsTaken, `${a.hitsTaken} attacks taken acknowledged, ${count('was_attacked')} in the log`);
  expect(count('killed', (e) => e.kind === 'killed' && e.data.victimType === 'mob') >= a.kills, `${a.kills} kills acknowledged, ${count('killed')} in the log`);
  if (a.dead) expect(entries.at(-1)?.kind === 'died', `death acknowledged, the log ends with ${entries.at(-1)?.kind}`);
  const last = replayLog(entries).at(-1);
  expect(last?.roomId === c.currentRoomId, `the log's replay ends in room ${last?.roomId}, the crawler is in ${c.currentRoomId}`);
  expect(last?.alive === c.isAlive, `the log's replay ends ${last?.alive ? 'alive' : 'dead'}, the crawler is ${c.isAlive ? 'alive' : 'dead'}`);
}
