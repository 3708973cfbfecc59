// Every route the server registers, with who may call it and what a legitimate call looks like.
// The authorization matrix fails on a registered route missing here; the fuzzer reads the contracts.
import { z } from 'zod';
import { SendGiftBody } from '#contract/gifts.ts';
import { ActivityQuery } from '#contract/activity.ts';
import { DevLoginBody, EMAIL_MAX, PASSWORD_MAX } from '#contract/auth.ts';
import { CreateCrawlerBody, type Candidate } from '#contract/crawler.ts';
import { DisplaySettings } from '#contract/display-settings.ts';
import { MoveBody } from '#contract/dungeon.ts';
import { defaultKeyBindings, KeyBindings } from '#contract/key-bindings.ts';
import { LadderQuery } from '#contract/ladder.ts';
import { EquipBody, Hotbar, SaveLoadoutBody, UnequipBody } from '#contract/loadout.ts';
import { ContainerBody, CrawlerRef } from '#contract/loot.ts';
import { BuyBody, MerchantQuery, SellBody } from '#contract/merchant.ts';
import { OnboardingUpdate } from '#contract/onboarding.ts';
import { AttackBody, PositionBody, SpectatingBody } from '#contract/realtime.ts';
import { LogPageQuery } from '#contract/record.ts';
import { HallOfFameQuery } from '#contract/season.ts';
import { DEFAULT_STANDING_ORDERS, StandingOrders } from '#contract/standing-orders.ts';
import { AcceptQuestBody } from '#contract/quests.ts';
import { call } from '#tests/helpers/app.ts';
import { payloadOf } from '#tests/helpers/sponsor.ts';
import { currentRoom, type Actor, type World } from './world.ts';

/**
 * public: anyone, with or without a session (reason says why).
 * signed-in: any session; answers with the caller's own data (or data shared by design: `shared`).
 * owner: a session whose user owns the crawler (or item, loadout) named in the path or body; anyone
 *   else gets 404 (not 403: another sponsor's crawler does not exist for them).
 * record: a crawler's record: its sponsor's while it lives (anyone else, signed in or not,
 *   gets 404), everyone's once it is dead (tests/server/record/ checks that half).
 * socket: the WebSocket upgrade, covered by its own cases.
 */
export type Access = 'public' | 'signed-in' | 'owner' | 'record' | 'socket';

export interface Call {
  url: string;
  body?: unknown;
}

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';
  url: string;
  access: Access;
  /** Why a route is public, or what it is about. */
  why: string;
  /** A legitimate call by `as` (the owner for owner routes), and the statuses it may get. */
  call: (w: World, as: Actor) => Call | Promise<Call>;
  ok: readonly number[];
  /** signed-in routes whose answer is the same for everyone by design (no leak check). */
  shared?: string;
  /** Calls with the intruder's own crawler but the owner's other ids (items, loadouts): all 404. */
  cross?: (w: World) => Call[];
  body?: z.ZodType;
  query?: z.ZodType;
  /** The content type of a successful answer when it is not JSON (an image); refusals stay JSON. */
  produces?: string;
}

const crawler = (a: Actor, tail = '') => `/api/crawlers/${a.crawlerId}${tail}`;

/** better-auth's sign-in / sign-up bodies (it validates them itself). */
export const EmailSignIn = z.object({ email: z.string().email().max(EMAIL_MAX), password: z.string().min(1).max(PASSWORD_MAX) }).strict();
export const EmailSignUp = z.object({ email: z.string().email().max(EMAIL_MAX), password: z.string().min(8).max(PASSWORD_MAX), name: z.string().min(1).max(80) }).strict();

async function secondaryOffer(w: World, as: Actor): Promise<Call> {
  const offer = (await call(w.t.app, 'GET', '/api/crawlers/candidates', { token: as.token })).body as Candidate[];
  return { url: '/api/crawlers', body: payloadOf(offer[0]!, 'secondary') };
}

async function position(w: World, as: Actor): Promise<Call> {
  const here = await currentRoom(w.t, as);
  return { url: crawler(as, '/position'), body: { roomId: here.room.id, positionX: here.position.x, positionY: here.position.y } };
}

export const ROUTES: readonly RouteSpec[] = [
  // ---- public ----
  { method: 'GET', url: '/api/health', access: 'public', why: 'liveness for the client health check and load balancers', call: () => ({ url: '/api/health' }), ok: [200] },
  { method: 'GET', url: '/api/season/current', access: 'public', why: 'the landing page shows the season before sign-in', call: () => ({ url: '/api/season/current' }), ok: [200] },
  { method: 'GET', url: '/api/seasons', access: 'public', why: 'the hall of fame page lists the seasons to anyone', call: () => ({ url: '/api/seasons' }), ok: [200] },
  {
    method: 'GET',
    url: '/api/seasons/:number/hall-of-fame',
    access: 'public',
    why: "a season's frozen ladder is public, like a dead crawler's record; 409 until the season has ended",
    call: () => ({ url: '/api/seasons/1/hall-of-fame?category=gold' }),
    ok: [200, 409],
    query: HallOfFameQuery,
  },
  {
    method: 'GET',
    url: '/api/ladder',
    access: 'public',
    why: "the season ladder is public standings: it names crawlers, never sponsors; a session only adds the caller's own ranks",
    call: () => ({ url: '/api/ladder?category=kills' }),
    ok: [200],
    query: LadderQuery,
  },
  { method: 'GET', url: '/api/auth/config', access: 'public', why: 'the sign-in dialog asks which sign-in methods exist', call: () => ({ url: '/api/auth/config' }), ok: [200] },
  { method: 'GET', url: '/api/logout', access: 'public', why: 'browser navigation: ends the caller’s own sessions if any, then redirects home', call: () => ({ url: '/api/logout' }), ok: [302] },
  {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    access: 'public',
    why: 'signing in is what a caller without a session does',
    call: () => ({ url: '/api/auth/sign-in/email', body: { email: 'nobody@crawl.test', password: 'wrong-password' } }),
    ok: [401],
    body: EmailSignIn,
  },
  {
    method: 'GET',
    url: '/api/auth/*',
    access: 'public',
    why: "better-auth's own endpoints; those that need a session check it themselves (BETTER_AUTH_SESSION_PATHS)",
    call: () => ({ url: '/api/auth/get-session' }),
    ok: [200],
  },
  {
    method: 'POST',
    url: '/api/auth/*',
    access: 'public',
    why: "better-auth's own endpoints (sign-up, password reset, 2FA); session ones check it themselves",
    call: () => ({ url: '/api/auth/sign-up/email', body: { email: 'public-caller@crawl.test', password: 'public-password', name: 'Public' } }),
    // 422 once the address is taken: the matrix calls it as each kind of caller.
    ok: [200, 422],
  },
  {
    method: 'POST',
    url: '/api/auth/dev-login',
    access: 'public',
    why: 'dev login (local mode) opens a session for a caller without one; its own route so that no body at all is a complete request',
    call: () => ({ url: '/api/auth/dev-login', body: { email: 'public-caller@crawl.test' } }),
    ok: [200],
    body: DevLoginBody,
  },
  { method: 'OPTIONS', url: '*', access: 'public', why: 'CORS preflight (@fastify/cors, origin: false): answers without data', call: () => ({ url: '/api/crawlers' }), ok: [204, 404] },
  { method: 'GET', url: '/api/ws', access: 'socket', why: 'the live room socket: authenticated on upgrade (socket cases below)', call: () => ({ url: '/api/ws' }), ok: [404] },

  // ---- signed-in, the caller's own data ----
  { method: 'GET', url: '/api/auth/user', access: 'signed-in', why: 'the signed-in user', call: () => ({ url: '/api/auth/user' }), ok: [200] },
  { method: 'GET', url: '/api/crawlers', access: 'signed-in', why: "the caller's crawlers", call: () => ({ url: '/api/crawlers' }), ok: [200] },
  { method: 'GET', url: '/api/crawlers/candidates', access: 'signed-in', why: "the caller's candidate offer", call: () => ({ url: '/api/crawlers/candidates' }), ok: [200] },
  { method: 'POST', url: '/api/crawlers', access: 'signed-in', why: 'sponsors one of the caller’s candidates', call: secondaryOffer, ok: [201], body: CreateCrawlerBody },
  { method: 'GET', url: '/api/user/status', access: 'signed-in', why: "the caller's sponsorship status", call: () => ({ url: '/api/user/status' }), ok: [200] },
  { method: 'GET', url: '/api/activities', access: 'signed-in', why: "the caller's activity feed", call: () => ({ url: '/api/activities?limit=50' }), ok: [200], query: ActivityQuery },
  { method: 'GET', url: '/api/account/key-bindings', access: 'signed-in', why: "the caller's key bindings (the defaults until changed)", call: () => ({ url: '/api/account/key-bindings' }), ok: [200] },
  {
    method: 'PUT',
    url: '/api/account/key-bindings',
    access: 'signed-in',
    why: "replaces the caller's key bindings (409 when a key is bound twice)",
    call: () => ({ url: '/api/account/key-bindings', body: { ...defaultKeyBindings(), moveEast: ['l', 'ArrowRight'] } }),
    ok: [200],
    body: KeyBindings,
  },
  { method: 'DELETE', url: '/api/account/key-bindings', access: 'signed-in', why: "resets the caller's key bindings to the defaults", call: () => ({ url: '/api/account/key-bindings' }), ok: [200] },
  { method: 'GET', url: '/api/account/display', access: 'signed-in', why: "the caller's palette and reduced-motion setting (the defaults until changed)", call: () => ({ url: '/api/account/display' }), ok: [200] },
  {
    method: 'PUT',
    url: '/api/account/display',
    access: 'signed-in',
    why: "replaces the caller's palette and reduced-motion setting",
    call: () => ({ url: '/api/account/display', body: { palette: 'colour-blind-safe', reducedMotion: 'on' } }),
    ok: [200],
    body: DisplaySettings,
  },
  { method: 'GET', url: '/api/account/ledger', access: 'signed-in', why: "the caller's own credit ledger (the session names the account)", call: () => ({ url: '/api/account/ledger?limit=5' }), ok: [200] },
  { method: 'GET', url: '/api/account/onboarding', access: 'signed-in', why: 'whether the caller has dismissed the controls help', call: () => ({ url: '/api/account/onboarding' }), ok: [200] },
  {
    method: 'PUT',
    url: '/api/account/onboarding',
    access: 'signed-in',
    why: 'records that the caller dismissed the controls help',
    call: () => ({ url: '/api/account/onboarding', body: { controlsHelpSeen: true } }),
    ok: [200],
    body: OnboardingUpdate,
  },
  {
    method: 'GET',
    url: '/api/leaderboards/crawlers',
    access: 'signed-in',
    why: 'the season leaderboard',
    shared: 'the season leaderboard (spec: Top Crawlers by Gold) lists every sponsor’s crawlers by design',
    call: () => ({ url: '/api/leaderboards/crawlers' }),
    ok: [200],
  },
  { method: 'GET', url: '/api/floors/:floor/bounds', access: 'signed-in', why: 'a floor’s extent', shared: 'floor geometry is the same for every sponsor', call: () => ({ url: '/api/floors/1/bounds' }), ok: [200] },
  { method: 'GET', url: '/api/floors/:floor/rooms', access: 'signed-in', why: 'the rooms of a floor the caller’s crawlers explored', call: () => ({ url: '/api/floors/1/rooms' }), ok: [200] },
  { method: 'GET', url: '/api/factions', access: 'signed-in', why: 'the season’s factions', shared: 'factions are the same for every sponsor', call: () => ({ url: '/api/factions' }), ok: [200] },
  {
    method: 'POST',
    url: '/api/debug/regenerate-room/:roomId',
    access: 'signed-in',
    why: 'debug control bar: any signed-in user in development mode, 403 in production',
    shared: 'answers counts only',
    call: (w) => ({ url: `/api/debug/regenerate-room/${w.farContainer.roomId + 1}` }),
    ok: [200],
  },

  // ---- owner ----
  {
    method: 'GET',
    url: '/api/crawlers/:id/events',
    access: 'record',
    why: "the crawler's numbered log (replay)",
    call: (_w, a) => ({ url: crawler(a, '/events?from=1&limit=100') }),
    ok: [200],
    query: LogPageQuery,
  },
  { method: 'GET', url: '/api/crawlers/:id/report', access: 'record', why: "the crawler's bankruptcy report", call: (_w, a) => ({ url: crawler(a, '/report') }), ok: [200] },
  { method: 'GET', url: '/api/crawlers/:id/report/og.png', access: 'record', why: "the report's Open Graph image", call: (_w, a) => ({ url: crawler(a, '/report/og.png') }), ok: [200], produces: 'image/png' },
  { method: 'GET', url: '/api/crawlers/:id/gifts', access: 'owner', why: "the price list as the crawler's sponsor may use it now", call: (_w, a) => ({ url: crawler(a, '/gifts') }), ok: [200] },
  {
    method: 'POST',
    url: '/api/crawlers/:id/gifts',
    access: 'owner',
    why: 'pays credits for a gift to the crawler',
    call: (_w, a) => ({ url: crawler(a, '/gifts'), body: { gift: 'healing_tonic' } }),
    ok: [201, 409],
    body: SendGiftBody,
  },
  { method: 'GET', url: '/api/crawlers/:id', access: 'owner', why: 'a crawler', call: (_w, a) => ({ url: crawler(a) }), ok: [200] },
  { method: 'GET', url: '/api/crawlers/:id/spectating', access: 'owner', why: 'whether others may watch the crawler, and how many do', call: (_w, a) => ({ url: crawler(a, '/spectating') }), ok: [200] },
  {
    method: 'PUT',
    url: '/api/crawlers/:id/spectating',
    access: 'owner',
    why: 'let others watch the crawler, or close their views',
    call: (_w, a) => ({ url: crawler(a, '/spectating'), body: { allowed: true } }),
    ok: [200],
    body: SpectatingBody,
  },
  { method: 'GET', url: '/api/crawlers/:id/loadout', access: 'owner', why: 'equipment, inventory, hotbar', call: (_w, a) => ({ url: crawler(a, '/loadout') }), ok: [200] },
  {
    method: 'POST',
    url: '/api/crawlers/:id/equip',
    access: 'owner',
    why: 'equip an owned item',
    call: (_w, a) => ({ url: crawler(a, '/equip'), body: { itemId: a.itemId } }),
    ok: [200],
    cross: (w) => [{ url: crawler(w.intruder, '/equip'), body: { itemId: w.owner.itemId } }],
    body: EquipBody,
  },
  {
    method: 'POST',
    url: '/api/crawlers/:id/items/:itemId/use',
    access: 'owner',
    why: 'use an owned consumable',
    // The owner's first item: a consumable is used (200) or refused at full vitals (409); anything else is not usable (400).
    call: (_w, a) => ({ url: crawler(a, `/items/${a.itemId}/use`) }),
    ok: [200, 400, 409],
    cross: (w) => [{ url: crawler(w.intruder, `/items/${w.owner.itemId}/use`) }],
  },
  { method: 'POST', url: '/api/crawlers/:id/unequip', access: 'owner', why: 'empty a slot', call: (_w, a) => ({ url: crawler(a, '/unequip'), body: { slot: 'weapon' } }), ok: [200], body: UnequipBody },
  {
    method: 'PUT',
    url: '/api/crawlers/:id/hotbar',
    access: 'owner',
    why: 'save the hotbar',
    call: (_w, a) => ({ url: crawler(a, '/hotbar'), body: { slots: [{ id: 's1', actionId: 'defend', hotkey: '1' }], visibleCount: 1 } }),
    ok: [200],
    body: Hotbar,
  },
  { method: 'POST', url: '/api/crawlers/:id/loadouts', access: 'owner', why: 'save a named loadout', call: (_w, a) => ({ url: crawler(a, '/loadouts'), body: { name: 'Matrix kit' } }), ok: [200], body: SaveLoadoutBody },
  {
    method: 'POST',
    url: '/api/crawlers/:id/loadouts/:loadoutId/apply',
    access: 'owner',
    why: 'apply a saved loadout',
    call: (_w, a) => ({ url: crawler(a, `/loadouts/${a.loadoutId}/apply`) }),
    ok: [200],
    cross: (w) => [{ url: crawler(w.intruder, `/loadouts/${w.owner.loadoutId}/apply`) }],
  },
  {
    method: 'DELETE',
    url: '/api/crawlers/:id/loadouts/:loadoutId',
    access: 'owner',
    why: 'delete a saved loadout',
    call: async (w, a) => {
      const saved = await call(w.t.app, 'POST', crawler(a, '/loadouts'), { token: a.token, body: { name: 'Doomed kit' } });
      const id = (saved.body.loadouts as { id: number; name: string }[]).find((l) => l.name === 'Doomed kit')!.id;
      return { url: crawler(a, `/loadouts/${id}`) };
    },
    ok: [200],
    cross: (w) => [{ url: crawler(w.intruder, `/loadouts/${w.owner.loadoutId}`) }],
  },
  { method: 'POST', url: '/api/crawlers/:id/apply-effect/:effect', access: 'owner', why: "Eyes of D'Bug (debug)", call: (_w, a) => ({ url: crawler(a, '/apply-effect/eyes_of_debug') }), ok: [200] },
  { method: 'GET', url: '/api/crawlers/:id/current-room', access: 'owner', why: 'where the crawler is', call: (_w, a) => ({ url: crawler(a, '/current-room') }), ok: [200] },
  { method: 'GET', url: '/api/crawlers/:id/room-data-batch', access: 'owner', why: 'the crawler page data', call: (_w, a) => ({ url: crawler(a, '/room-data-batch') }), ok: [200] },
  { method: 'GET', url: '/api/crawlers/:id/explored-rooms', access: 'owner', why: 'explored map', call: (_w, a) => ({ url: crawler(a, '/explored-rooms') }), ok: [200] },
  { method: 'GET', url: '/api/crawlers/:id/scanned-rooms', access: 'owner', why: 'scanned map', call: (_w, a) => ({ url: crawler(a, '/scanned-rooms') }), ok: [200] },
  { method: 'GET', url: '/api/crawlers/:id/room-connections', access: 'owner', why: 'known doors', call: (_w, a) => ({ url: crawler(a, '/room-connections') }), ok: [200] },
  { method: 'GET', url: '/api/crawlers/:id/room-mobs-summary', access: 'owner', why: 'known mobs', call: (_w, a) => ({ url: crawler(a, '/room-mobs-summary') }), ok: [200] },
  { method: 'GET', url: '/api/crawlers/:id/tactical-data', access: 'owner', why: 'room entities', call: (_w, a) => ({ url: crawler(a, '/tactical-data') }), ok: [200] },
  { method: 'GET', url: '/api/crawlers/:id/tactical-view', access: 'owner', why: 'room and entities', call: (_w, a) => ({ url: crawler(a, '/tactical-view') }), ok: [200] },
  { method: 'POST', url: '/api/crawlers/:id/position', access: 'owner', why: 'position intent', call: position, ok: [200], body: PositionBody },
  { method: 'GET', url: '/api/crawlers/:id/orders', access: 'owner', why: "the crawler's standing orders", call: (_w, a) => ({ url: crawler(a, '/orders') }), ok: [200] },
  {
    method: 'PUT',
    url: '/api/crawlers/:id/orders',
    access: 'owner',
    why: "replaces the crawler's standing orders",
    call: (_w, a) => ({ url: crawler(a, '/orders'), body: { ...DEFAULT_STANDING_ORDERS, whenAttacked: 'flee' } }),
    ok: [200],
    body: StandingOrders,
  },
  { method: 'POST', url: '/api/crawlers/:id/orders/idle', access: 'owner', why: 'Go idle: hands the crawler to its orders', call: (_w, a) => ({ url: crawler(a, '/orders/idle') }), ok: [200] },
  { method: 'POST', url: '/api/crawlers/:id/orders/control', access: 'owner', why: 'Take control back from the orders', call: (_w, a) => ({ url: crawler(a, '/orders/control') }), ok: [200] },
  { method: 'GET', url: '/api/crawlers/:id/quests', access: 'owner', why: "the crawler's quests: a quest giver's offer, its active and completed quests", call: (_w, a) => ({ url: crawler(a, '/quests') }), ok: [200] },
  {
    method: 'POST',
    url: '/api/crawlers/:id/quests/accept',
    access: 'owner',
    why: "accepts the quest giver's quest (409 away from one, or with a quest already held)",
    call: (_w, a) => ({ url: crawler(a, '/quests/accept'), body: { floor: 1, index: 0 } }),
    ok: [200, 409],
    body: AcceptQuestBody,
  },
  { method: 'POST', url: '/api/crawlers/:id/quests/complete', access: 'owner', why: 'turns the active quest in (409: none, or not met)', call: (_w, a) => ({ url: crawler(a, '/quests/complete'), body: {} }), ok: [409] },
  { method: 'POST', url: '/api/crawlers/:id/rest', access: 'owner', why: 'rest (refused at full health)', call: (_w, a) => ({ url: crawler(a, '/rest') }), ok: [409] },
  { method: 'POST', url: '/api/crawlers/:id/attack', access: 'owner', why: 'attack intent (refused in a safe room)', call: (_w, a) => ({ url: crawler(a, '/attack'), body: { targetId: 'mob-1' } }), ok: [200], body: AttackBody },
  {
    method: 'POST',
    url: '/api/crawlers/:id/move',
    access: 'owner',
    why: 'walk through a door',
    call: async (w, a) => {
      // Out of its live room, where earlier rows' reports left it away from every door: the row is
      // about who may move the crawler; where it must stand to leave is the anti-cheat suite's.
      w.t.hub.leave(a.crawlerId, 'resting');
      return { url: crawler(a, '/move'), body: { direction: (await currentRoom(w.t, a)).availableDirections[0] } };
    },
    ok: [200],
    body: MoveBody,
  },
  {
    method: 'GET',
    url: '/api/room/:roomId/ground-items',
    access: 'owner',
    why: 'loot on the floor of a room the caller has a crawler in',
    call: async (w, a) => ({ url: `/api/room/${(await currentRoom(w.t, a)).room.id}/ground-items` }),
    ok: [200],
    cross: (w) => [{ url: `/api/room/${w.farGroundItem.roomId}/ground-items` }],
  },
  {
    method: 'POST',
    url: '/api/ground-items/:id/pickup',
    access: 'owner',
    why: 'pick up (the owner is refused 409 wrong_room: the item lies elsewhere)',
    call: (w, a) => ({ url: `/api/ground-items/${w.farGroundItem.id}/pickup`, body: { crawlerId: a.crawlerId } }),
    ok: [409],
    body: CrawlerRef,
  },
  {
    method: 'POST',
    url: '/api/loot-entity/:id/pickup',
    access: 'owner',
    why: 'pick up a loot entity (409 wrong_room, as above)',
    call: (w, a) => ({ url: `/api/loot-entity/${w.farGroundItem.id}/pickup`, body: { crawlerId: a.crawlerId } }),
    ok: [409],
    body: CrawlerRef,
  },
  {
    method: 'POST',
    url: '/api/loot-container/:id/interact',
    access: 'owner',
    why: 'open a chest (409 wrong_room: the crawler is not in that room)',
    call: (w, a) => ({ url: `/api/loot-container/${w.farContainer.id}/interact`, body: { crawlerId: a.crawlerId, roomId: w.farContainer.roomId, position: { x: 50, y: 50 } } }),
    ok: [409],
    body: ContainerBody,
  },
  {
    method: 'GET',
    url: '/api/rooms/:roomId/merchant',
    access: 'owner',
    why: "a shop's shelves and offers (the owner is refused 409 not_a_shop: its room has no merchant)",
    call: async (w, a) => ({ url: `/api/rooms/${(await currentRoom(w.t, a)).room.id}/merchant?crawlerId=${a.crawlerId}` }),
    ok: [409],
    query: MerchantQuery,
  },
  {
    method: 'POST',
    url: '/api/rooms/:roomId/merchant/buy',
    access: 'owner',
    why: 'buy from a merchant (409 not_a_shop, as above)',
    call: async (w, a) => ({ url: `/api/rooms/${(await currentRoom(w.t, a)).room.id}/merchant/buy`, body: { crawlerId: a.crawlerId, slot: 0 } }),
    ok: [409],
    body: BuyBody,
  },
  {
    method: 'POST',
    url: '/api/rooms/:roomId/merchant/sell',
    access: 'owner',
    why: 'sell to a merchant (409 not_a_shop, as above)',
    call: async (w, a) => ({ url: `/api/rooms/${(await currentRoom(w.t, a)).room.id}/merchant/sell`, body: { crawlerId: a.crawlerId, itemId: a.itemId } }),
    ok: [409],
    body: SellBody,
  },
];

/**
 * better-auth endpoints behind the /api/auth/* wildcard that act on the caller's session: refused
 * without a valid one. (Each acts on the caller's own account; there is no other user's id to pass.)
 */
export const BETTER_AUTH_SESSION_PATHS: readonly { method: 'GET' | 'POST'; url: string; body?: unknown; ok: readonly number[] }[] = [
  { method: 'GET', url: '/api/auth/list-sessions', ok: [200] },
  { method: 'POST', url: '/api/auth/update-user', body: { name: 'Renamed' }, ok: [200] },
  { method: 'POST', url: '/api/auth/change-password', body: { currentPassword: 'not-my-password', newPassword: 'another-password' }, ok: [400, 401] },
  { method: 'POST', url: '/api/auth/two-factor/enable', body: { password: 'not-my-password' }, ok: [400, 401] },
  { method: 'POST', url: '/api/auth/revoke-other-sessions', body: {}, ok: [200] },
];

/** Routes the web plugin adds when it serves the built client (GET, no /api prefix): public files. */
export const isStaticRoute = (method: string, url: string) => (method === 'GET' || method === 'HEAD') && !url.startsWith('/api');

export const routeKey = (method: string, url: string) => `${method} ${url}`;
