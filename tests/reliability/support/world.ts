// The cast of the reliability tests: an owner and an intruder, each signed in with a crawler of their
// own, plus ids of things in the dungeon (items, loadouts, loot in other rooms) to aim requests at.
import { sql } from 'drizzle-orm';
import type { Candidate } from '#contract/crawler.ts';
import { CurrentRoom } from '#contract/dungeon.ts';
import { call, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';
import { rowsOf } from './state-digest.ts';

export interface Actor {
  email: string;
  token: string;
  userId: string;
  crawlerId: number;
  /** An item in the crawler's inventory. */
  itemId: number;
  /** A saved loadout of the crawler. */
  loadoutId: number;
}

export interface World {
  t: TestApp;
  owner: Actor;
  intruder: Actor;
  /** Loot lying on floor 2, where neither crawler can walk during a test (floor 1 has no way down within a second). */
  farGroundItem: { id: number; roomId: number };
  farContainer: { id: number; roomId: number };
}

const withGear = (cs: Candidate[]) => cs.find((c) => c.startingEquipment.length > 0) ?? cs[0]!;

export async function makeActor(t: TestApp, email: string): Promise<Actor> {
  const token = await devLogin(t.app, email);
  const me = await call(t.app, 'GET', '/api/auth/user', { token });
  const crawlerId = (await sponsorCrawler(t.app, token, { pick: withGear })).crawler.id as number;
  const saved = await call(t.app, 'POST', `/api/crawlers/${crawlerId}/loadouts`, { token, body: { name: 'Opening kit' } });
  if (saved.status !== 200) throw new Error(`save loadout: ${saved.status} ${JSON.stringify(saved.body)}`);
  const loadoutId = saved.body.loadouts[0].id as number;
  const itemId = (saved.body.inventory[0]?.id as number | undefined) ?? 1;
  return { email, token, userId: me.body.id as string, crawlerId, itemId, loadoutId };
}

export async function currentRoom(t: TestApp, actor: Actor): Promise<CurrentRoom> {
  return CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${actor.crawlerId}/current-room`, { token: actor.token })).body);
}

export async function buildWorld(t: TestApp): Promise<World> {
  const owner = await makeActor(t, 'owner@crawl.test');
  const intruder = await makeActor(t, 'intruder@crawl.test');
  const far = async (table: 'ground_items' | 'containers') => {
    const [row] = rowsOf<{ id: number; room_id: number }>(
      await t.database.db.execute(sql.raw(`select id, room_id from ${table} where room_id in (select id from rooms where floor = 2) order by id limit 1`)),
    );
    if (!row) throw new Error(`no ${table} on floor 2`);
    return { id: Number(row.id), roomId: Number(row.room_id) };
  };
  return { t, owner, intruder, farGroundItem: await far('ground_items'), farContainer: await far('containers') };
}

/** A session that existed and has expired (its row says so), and one that was signed out. */
export async function deadTokens(t: TestApp): Promise<{ expired: string; revoked: string }> {
  const expired = await devLogin(t.app, 'expired@crawl.test');
  await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 day' where token = ${expired}`);
  const revoked = await devLogin(t.app, 'revoked@crawl.test');
  const out = await call(t.app, 'POST', '/api/auth/sign-out', { token: revoked, body: {} });
  if (out.status !== 200) throw new Error(`sign-out: ${out.status} ${JSON.stringify(out.body)}`);
  return { expired, revoked };
}

/** Tokens that were never issued: garbage, a real one with a flipped character, a forged signature. */
export function forgedTokens(real: string): Record<string, string> {
  const flipped = real.slice(0, -1) + (real.endsWith('A') ? 'B' : 'A');
  return {
    garbage: 'forged-token',
    flipped,
    badSignature: `${real}.${'A'.repeat(43)}`,
    jwtShaped: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.',
  };
}
