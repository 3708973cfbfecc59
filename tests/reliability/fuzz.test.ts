// Input fuzzing: fast-check generates bodies, path parameters and query strings for
// every route from the zod contract plus hostile variants (support/hostile.ts), and socket messages.
// Invariants: never a 5xx; every refusal is JSON { error, code }; a refusal (4xx, or a 200 that says
// success: false) and every read leave the database exactly as it was (support/state-digest.ts);
// nothing pollutes Object.prototype; the socket never drops a client for what it sent.
//
// Bounded: FUZZ_RUNS cases per route (default 15: the file runs in well under a minute) and
// FUZZ_WS_RUNS socket messages (default 120). Long profile: FUZZ_RUNS=400 FUZZ_WS_RUNS=2000.
// FUZZ_SEED replays a run (the seed is printed and written to .tmp/reliability/fuzz.json).
import fc from 'fast-check';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientMessage, SOCKET_LIMITS } from '#contract/realtime.ts';
import { CREDIT_REASON, CREDITS } from '#game/credits.ts';
import { trackTransactions } from '#server/db/transactions.ts';
import { debitAccount } from '#server/repositories/credit-ledger-repository.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { payloadOf } from '#tests/helpers/sponsor.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { encodeAny, hostileBody, hostileParam, hostileQuery, hostileValue, NASTY_STRINGS, RAW_BODIES, type BodyCase } from './support/hostile.ts';
import { writeReport } from './support/report.ts';
import { EmailSignIn, EmailSignUp, ROUTES, routeKey, type RouteSpec } from './support/route-table.ts';
import { changedTables, rowsOf, stateDigest } from './support/state-digest.ts';
import { buildWorld, currentRoom, type World } from './support/world.ts';
import { openSocket, socketUrl } from './support/ws.ts';
import { fromZod } from './support/zod-arbitrary.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const WS_RUNS = Number(process.env.FUZZ_WS_RUNS ?? 120);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;

type Who = 'owner' | 'intruder' | 'guest' | 'none';
interface Case {
  focus?: string;
  who: Who;
  params: string[];
  path: string;
  query: string;
  body: BodyCase;
}

const stats: Record<string, { cases: number; statuses: Record<string, number> }> = {};

/**
 * better-auth paths the wildcard rows are fuzzed on, anonymously or as a guest signed in afresh for
 * each case (so a fuzzed sign-out or revoke costs the owner and intruder nothing).
 */
const AUTH_PATHS = [
  'sign-up/email',
  'dev-login',
  'sign-in/email',
  'forget-password',
  'reset-password',
  'get-session',
  'sign-out',
  'verify-email',
  'two-factor/enable',
  'two-factor/verify-totp',
  'sign-in/social',
  'list-sessions',
  'update-user',
  'change-password',
  'revoke-session',
  'no-such-endpoint',
];

/** The account bodies better-auth's session endpoints take (it validates them itself). */
const AccountBody = z.object({
  name: z.string().max(80).optional(),
  image: z.string().max(200).optional(),
  password: z.string().max(128).optional(),
  currentPassword: z.string().max(128).optional(),
  newPassword: z.string().max(128).optional(),
  token: z.string().max(64).optional(),
});

const GUEST = 'guest@crawl.test';

const isRefusal = (status: number, body: unknown) => status >= 400 || (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false);

describe('input fuzzing', () => {
  let t: TestApp;
  let w: World;
  let ownerRoomId: number;
  let ownerOffer: Record<string, unknown>;
  /** Rooms the debug regeneration may reroll without clearing the loot other routes aim at. */
  let spareRooms: number[];
  const now = new Date('2026-11-21T12:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { clock: () => now, autoTick: false, authRateLimit: { max: 1_000_000, timeWindow: 60_000 } });
    w = await buildWorld(t);
    ownerRoomId = (await currentRoom(t, w.owner)).room.id;
    spareRooms = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from rooms where floor = 2 and id not in (${w.farGroundItem.roomId}, ${w.farContainer.roomId}) order by id limit 2`),
    ).map((r) => Number(r.id));
    ownerOffer = payloadOf((await call(t.app, 'GET', '/api/crawlers/candidates', { token: w.owner.token })).body[0], 'secondary');
    // Valid moves are refused (one transition per second, and the clock stands still): a fuzzed move
    // cannot carry a crawler into a fighting room, whose mobs would change state between cases.
    await t.database.db.execute(sql`update crawlers set last_move_at = ${now.toISOString()}::timestamptz`);
    t.wroteBehindTheAppsBack();
    for (const a of [w.owner, w.intruder]) expect((await currentRoom(t, a)).room.isSafe).toBe(true);
    // The sponsors' credits are spent (through the ledger): a fuzzed gift is refused, never delivered
    // at once in the safe room, where standing orders would pick it up during a later case.
    const db = trackTransactions(t.database.db);
    for (const a of [w.owner, w.intruder]) await db.transaction((tx) => debitAccount(tx, { userId: a.userId, amount: CREDITS.startingBalance, reason: CREDIT_REASON.gift, crawlerId: null, note: 'spent before fuzzing' }));
    await devLogin(t.app, GUEST);
    console.info(`[fuzz] seed ${SEED}, ${RUNS} cases per route, ${WS_RUNS} socket messages`);
  });
  afterAll(async () => {
    await t.close();
    const total = Object.values(stats).reduce((n, s) => n + s.cases, 0);
    const file = writeReport('fuzz', { seed: SEED, runsPerRoute: RUNS, routes: Object.keys(stats).length, total, perRoute: stats });
    console.info(`[fuzz] ${total} cases over ${Object.keys(stats).length} targets -> ${file}`);
  });

  const tokenOf = (who: Who) => (who === 'owner' ? w.owner.token : who === 'intruder' ? w.intruder.token : undefined);

  function realIds(spec: RouteSpec, param: string): number[] {
    if (param === 'loadoutId') return [w.owner.loadoutId, w.intruder.loadoutId];
    if (param === 'itemId') return [w.owner.itemId, w.intruder.itemId];
    if (param === 'floor') return [1, 2];
    if (param === 'roomId') return spec.url.startsWith('/api/room/') ? [ownerRoomId, w.farGroundItem.roomId] : spareRooms;
    if (spec.url.startsWith('/api/ground-items') || spec.url.startsWith('/api/loot-entity')) return [w.farGroundItem.id];
    if (spec.url.startsWith('/api/loot-container')) return [w.farContainer.id];
    return [w.owner.crawlerId, w.intruder.crawlerId];
  }

  function bodySchema(spec: RouteSpec) {
    if (spec.url === '/api/auth/*') return fc.constantFrom<z.ZodType>(EmailSignUp, EmailSignIn, AccountBody, spec.body!);
    return fc.constant(spec.body);
  }

  /** Points a generated body's ids at real rows (the owner's crawler, item and room) so it gets past lookups. */
  function realistic(v: unknown): unknown {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const out: Record<string, unknown> = { ...(v as Record<string, unknown>) };
    if ('crawlerId' in out) out.crawlerId = w.owner.crawlerId;
    if ('itemId' in out) out.itemId = w.owner.itemId;
    if ('roomId' in out) out.roomId = ownerRoomId;
    if ('serial' in out && 'stats' in out) return { ...ownerOffer, ...(out.sponsorship === 'primary' ? { sponsorship: 'primary' } : {}) };
    return out;
  }

  /**
   * One case perturbs one dimension (so a bad path does not hide a bad body): the body, the path
   * parameters, the query string, or the caller; the other parts are what the owner would send.
   */
  function caseArbitrary(spec: RouteSpec): fc.Arbitrary<Case> {
    const names = [...spec.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const real = fc.tuple(...names.map((n) => (n === 'effect' ? fc.constant('eyes_of_debug') : fc.constantFrom(...realIds(spec, n).map(String)))));
    const hostile = fc.tuple(...names.map((n) => (n === 'effect' ? fc.oneof(fc.constant('eyes_of_debug'), hostileParam([])) : hostileParam(realIds(spec, n)))));
    const isAuth = spec.url.startsWith('/api/auth/');
    const caller = isAuth ? fc.constantFrom<Who>('none', 'guest') : fc.constant<Who>('owner');
    const path = fc.oneof(fc.constantFrom(...AUTH_PATHS), fc.constantFrom(...NASTY_STRINGS).map(encodeAny));
    const body = (hostileBodies: boolean): fc.Arbitrary<BodyCase> =>
      spec.method === 'GET'
        ? fc.constant<BodyCase>({ kind: 'none', payload: undefined })
        : bodySchema(spec).chain((schema) =>
            hostileBodies ? hostileBody(schema, realistic) : (schema ? fromZod(schema) : fc.constant(undefined)).map((v) => ({ kind: 'contract', payload: v === undefined ? undefined : JSON.stringify(realistic(v)) })),
          );
    const focus = (name: string, parts: { who?: fc.Arbitrary<Who>; params?: fc.Arbitrary<string[]>; query?: fc.Arbitrary<string>; body?: fc.Arbitrary<BodyCase> }) =>
      fc.record({
        focus: fc.constant(name),
        who: parts.who ?? caller,
        params: parts.params ?? real,
        path,
        query: parts.query ?? fc.constant(''),
        body: parts.body ?? body(false),
      });
    return fc.oneof(
      { arbitrary: focus('body', { body: body(true) }), weight: spec.method === 'GET' ? 0 : 5 },
      { arbitrary: focus('params', { params: hostile }), weight: names.length || isAuth ? 3 : 0 },
      { arbitrary: focus('query', { query: hostileQuery(spec.query) }), weight: 2 },
      { arbitrary: focus('caller', { who: isAuth ? caller : fc.constantFrom<Who>('intruder', 'none') }), weight: 1 },
    );
  }

  function urlOf(spec: RouteSpec, c: Case): string {
    let i = 0;
    const path = spec.url.replace(/:\w+/g, () => c.params[i++]!).replace('*', c.path);
    return path + c.query;
  }

  /** Steps the room while a request waits for the tick that resolves its intent. */
  async function withTicks<T>(pending: Promise<T>): Promise<T> {
    let done = false;
    const result = pending.finally(() => (done = true));
    for (let i = 0; i < 100 && !done; i++) {
      await new Promise((r) => setTimeout(r, 5));
      if (!done) await t.hub.tickNow();
    }
    return result;
  }

  async function runCase(spec: RouteSpec, c: Case): Promise<void> {
    const key = routeKey(spec.method, spec.url);
    const url = urlOf(spec, c);
    const describeCase = () => `[${c.focus ?? 'raw'}] ${spec.method} ${url.slice(0, 200)} as ${c.who} body(${c.body.kind}) ${String(c.body.payload).slice(0, 200)}`;
    const token = c.who === 'guest' ? await devLogin(t.app, GUEST) : tokenOf(c.who);
    const before = await stateDigest(t.database);
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (c.body.payload !== undefined) headers['content-type'] = c.body.contentType ?? 'application/json';
    const request = t.app.inject({ method: spec.method, url, headers, payload: c.body.payload });
    const res = spec.url.endsWith('/attack') ? await withTicks(request) : await request;

    const entry = (stats[key] ??= { cases: 0, statuses: {} });
    entry.cases++;
    entry.statuses[res.statusCode] = (entry.statuses[res.statusCode] ?? 0) + 1;

    expect(res.statusCode, `5xx: ${describeCase()} -> ${res.body.slice(0, 300)}`).toBeLessThan(500);
    let body: unknown = null;
    if (spec.produces && res.statusCode >= 200 && res.statusCode < 300) {
      expect(String(res.headers['content-type']), `not ${spec.produces}: ${describeCase()}`).toBe(spec.produces);
    } else if (res.statusCode !== 302 && res.statusCode !== 204) {
      expect(String(res.headers['content-type']), `not JSON: ${describeCase()}`).toMatch(/^application\/json/);
      body = res.body ? JSON.parse(res.body) : null;
    }
    if (res.statusCode >= 400) {
      expect(body, `error shape: ${describeCase()}`).toEqual({ error: expect.any(String), code: expect.any(String) });
    }
    if (isRefusal(res.statusCode, body) || spec.method === 'GET') {
      const after = await stateDigest(t.database);
      expect(changedTables(before, after), `state changed by ${res.statusCode}: ${describeCase()} -> ${res.body.slice(0, 300)}`).toEqual([]);
    } else {
      await t.hub.tickNow(); // an accepted intent lands now, not during a later case
    }
    expect(({} as Record<string, unknown>).polluted, `Object.prototype polluted by ${describeCase()}`).toBeUndefined();
  }

  const targets = ROUTES.filter((r) => r.access !== 'socket' && r.method !== 'OPTIONS' && r.url !== '/api/logout');

  it.each(targets.map((r, i) => [routeKey(r.method, r.url), r, i] as const))('%s', async (_key, spec, i) => {
    await fc.assert(
      fc.asyncProperty(caseArbitrary(spec), (c) => runCase(spec, c)),
      { numRuns: RUNS, seed: SEED + i, endOnFailure: true },
    );
  }, Math.max(30_000, RUNS * 250));

  // One case per (body route, raw body): its time grows with the routes, so its timeout does too.
  const bodyRoutes = targets.filter((r) => r.method !== 'GET');
  it('every raw hostile body, on every route that takes one', async () => {
    for (const spec of bodyRoutes) {
      for (const payload of RAW_BODIES) {
        await runCase(spec, { who: spec.url.startsWith('/api/auth/') ? 'none' : 'owner', params: realIdsList(spec), path: 'sign-up/email', query: '', body: { kind: 'raw', payload } });
      }
    }
  }, Math.max(30_000, bodyRoutes.length * RAW_BODIES.length * 60));

  function realIdsList(spec: RouteSpec): string[] {
    return [...spec.url.matchAll(/:(\w+)/g)].map((m) => (m[1] === 'effect' ? 'eyes_of_debug' : String(realIds(spec, m[1]!)[0])));
  }

  it('socket messages: refused with an error and a code, never a disconnect, never a state change', async () => {
    const url = await socketUrl(t);
    const s = await openSocket(url, { token: w.owner.token });
    s.send({ type: 'join', crawlerId: w.owner.crawlerId });
    await s.waitFor((m) => m.type === 'snapshot');
    const before = await stateDigest(t.database);
    const message = fc.oneof(
      { arbitrary: fromZod(ClientMessage).map((m) => JSON.stringify(m)), weight: 3 },
      { arbitrary: fc.tuple(fromZod(ClientMessage), fc.nat(), hostileValue).map(([m, i, bad]) => JSON.stringify({ ...(m as object), [Object.keys(m as object)[i % Object.keys(m as object).length]!]: bad })), weight: 4 },
      { arbitrary: hostileValue.map((v) => JSON.stringify(v) ?? 'null'), weight: 2 },
      { arbitrary: fc.constantFrom(...RAW_BODIES.filter((b) => b.length < SOCKET_LIMITS.maxPayloadBytes)), weight: 2 },
      { arbitrary: fc.constantFrom('{"type":"ping","at":1,"__proto__":{"polluted":"yes"}}', '{"type":"join","crawlerId":1e309}', '{"type":"position","x":1e309,"y":-1e309,"seq":1}', '{"type":"attack","targetId":"mob-1","seq":-1}'), weight: 1 },
    );
    // Frames over SOCKET_LIMITS.maxPayloadBytes are a protocol limit: the socket closes (1009, below).
    const samples = fc.sample(message, { numRuns: WS_RUNS, seed: SEED }).filter((m) => Buffer.byteLength(m) <= SOCKET_LIMITS.maxPayloadBytes);
    const pace = Math.ceil(1000 / (SOCKET_LIMITS.maxMessagesPerSecond * 0.75));
    for (const raw of samples) {
      s.sendRaw(raw);
      await new Promise((r) => setTimeout(r, pace));
    }
    s.send({ type: 'ping', at: 4242 });
    await s.waitFor((m) => m.type === 'pong' && m.at === 4242);
    stats['WS /api/ws messages'] = { cases: samples.length, statuses: { errors: s.messages.filter((m) => m.type === 'error').length } };
    expect(s.closed).toBeNull();
    expect(s.malformed).toEqual([]);
    for (const m of s.messages) if (m.type === 'error') expect(m.code, m.error).not.toBe('internal_error');
    expect(changedTables(before, await stateDigest(t.database))).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await s.close();
  }, Math.max(30_000, WS_RUNS * 60));

  it('a socket frame over the payload limit closes that socket (1009) and nothing else', async () => {
    const url = await socketUrl(t);
    const s = await openSocket(url, { token: w.owner.token });
    await s.waitFor((m) => m.type === 'hello');
    s.sendRaw(JSON.stringify({ type: 'ping', at: 1, pad: 'x'.repeat(SOCKET_LIMITS.maxPayloadBytes) }));
    await expect.poll(() => s.closed?.code, { timeout: 3000 }).toBe(1009);
    const next = await openSocket(url, { token: w.owner.token });
    next.send({ type: 'ping', at: 7 });
    await next.waitFor((m) => m.type === 'pong');
    await next.close();
  });
});
