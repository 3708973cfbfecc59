// Authorization matrix: every route Fastify registered, called without a session,
// with forged, expired and signed-out tokens, as another sponsor, and as the owner. A registered route
// this table does not know fails the suite, so a new route cannot ship without an authorization row.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutesOf } from '#server/app.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { BETTER_AUTH_SESSION_PATHS, isStaticRoute, ROUTES, routeKey, type RouteSpec } from './support/route-table.ts';
import { writeReport } from './support/report.ts';
import { buildWorld, deadTokens, forgedTokens, type World } from './support/world.ts';
import { openSocket, socketUrl } from './support/ws.ts';

const counts = { routes: 0, requests: 0, socketCases: 0, betterAuthPaths: 0 };

describe('authorization matrix', () => {
  let t: TestApp;
  let w: World;
  let badTokens: Record<string, string>;
  let ownerSerial: string;

  beforeAll(async () => {
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { authRateLimit: { max: 100_000, timeWindow: 60_000 } });
    w = await buildWorld(t);
    badTokens = { ...forgedTokens(w.owner.token), ...(await deadTokens(t)) };
    ownerSerial = (await call(t.app, 'GET', `/api/crawlers/${w.owner.crawlerId}`, { token: w.owner.token })).body.serial;
  });
  afterAll(async () => {
    await t.close();
    writeReport('authz-matrix', counts);
  });

  const send = async (spec: RouteSpec, req: { url: string; body?: unknown }, headers: Record<string, string> = {}) => {
    counts.requests++;
    return call(t.app, spec.method, req.url, { body: req.body, headers });
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('knows every route the server registered, and every row is a registered route', () => {
    const registered = registeredRoutesOf(t.app).filter((r) => r.method !== 'HEAD');
    const known = new Set(ROUTES.map((r) => routeKey(r.method, r.url)));
    const unknown = registered.filter((r) => !known.has(routeKey(r.method, r.url)) && !isStaticRoute(r.method, r.url));
    expect(unknown, 'routes without an authorization row in tests/reliability/support/route-table.ts').toEqual([]);
    const keys = new Set(registered.map((r) => routeKey(r.method, r.url)));
    expect(ROUTES.filter((r) => !keys.has(routeKey(r.method, r.url))).map((r) => routeKey(r.method, r.url)), 'stale rows').toEqual([]);
    expect(registered.length).toBeGreaterThanOrEqual(40);
    counts.routes = registered.length;
  });

  it('a served web build adds only public static files', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'ctf-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Crawl to Fame</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const web = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED), SERVE_WEB: 'true', WEB_DIST: dist }, { keepData: true });
    try {
      const extra = registeredRoutesOf(web.app).filter((r) => r.method !== 'HEAD' && !ROUTES.some((k) => routeKey(k.method, k.url) === routeKey(r.method, r.url)));
      expect(extra.length).toBeGreaterThan(0);
      for (const r of extra) {
        expect(isStaticRoute(r.method, r.url), routeKey(r.method, r.url)).toBe(true);
        const res = await call(web.app, 'GET', r.url.includes('*') ? '/assets/app.js' : r.url);
        expect(res.status, r.url).toBe(200);
      }
    } finally {
      await web.close();
    }
  });

  describe.each(ROUTES.filter((r) => r.access !== 'socket').map((r) => [routeKey(r.method, r.url), r] as const))('%s', (_key, spec) => {
    const title =
      spec.access === 'public' ? `is public: ${spec.why}` : spec.access === 'record' ? `is the sponsor's while the crawler lives: ${spec.why}` : `needs a ${spec.access === 'owner' ? "session of the crawler's sponsor" : 'session'}`;
    it(title, async () => {
      const mine = await spec.call(w, spec.access === 'owner' || spec.access === 'record' ? w.owner : w.intruder);
      if (spec.access === 'record') {
        // A living crawler's record: nobody but its sponsor learns it exists, signed in or not.
        for (const [name, headers] of Object.entries({ anonymous: {}, intruder: bearer(w.intruder.token), ...Object.fromEntries(Object.entries(badTokens).map(([k, v]) => [k, bearer(v)])) })) {
          const res = await send(spec, mine, headers);
          expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(404);
          expect(res.body, name).toEqual({ error: expect.any(String), code: 'not_found' });
        }
        const owners = await send(spec, mine, bearer(w.owner.token));
        expect(spec.ok, `${owners.status} ${JSON.stringify(owners.body)}`).toContain(owners.status);
        return;
      }
      if (spec.access === 'public') {
        for (const headers of [{}, ...Object.values(badTokens).map(bearer)]) {
          const res = await send(spec, mine, headers);
          expect(spec.ok, `${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
        }
        return;
      }
      // No session, a forged one, an expired one, one signed out, a forged cookie: 401 JSON.
      const refusals: Record<string, Record<string, string>> = {
        anonymous: {},
        ...Object.fromEntries(Object.entries(badTokens).map(([k, v]) => [k, bearer(v)])),
        basicAuth: { authorization: `Basic ${Buffer.from('owner@crawl.test:password').toString('base64')}` },
        forgedCookie: { cookie: 'better-auth.session_token=forged.signature' },
      };
      for (const [name, headers] of Object.entries(refusals)) {
        const res = await send(spec, mine, headers);
        expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(401);
        expect(res.body, name).toEqual({ error: expect.any(String), code: 'unauthorized' });
      }
      if (spec.method === 'GET') {
        // Fastify answers HEAD from the GET route: the same guard.
        counts.requests++;
        expect((await t.app.inject({ method: 'HEAD', url: mine.url })).statusCode).toBe(401);
      }
      if (spec.access === 'owner') {
        // Another sponsor naming the owner's crawler: it does not exist for them.
        const theirs = await send(spec, mine, bearer(w.intruder.token));
        expect(theirs.status, JSON.stringify(theirs.body)).toBe(404);
        expect(theirs.body.code).toBe('not_found');
        for (const cross of spec.cross?.(w) ?? []) {
          const res = await send(spec, cross, bearer(w.intruder.token));
          expect(res.status, `${cross.url}: ${JSON.stringify(res.body)}`).toBe(404);
          expect(res.body.code).toBe('not_found');
        }
      } else {
        // Any other sponsor gets its own data, never the owner's.
        const theirs = await send(spec, await spec.call(w, w.intruder), bearer(w.intruder.token));
        expect(spec.ok, JSON.stringify(theirs.body)).toContain(theirs.status);
        if (!spec.shared) {
          const text = JSON.stringify(theirs.body);
          for (const secret of [w.owner.userId, w.owner.email, ownerSerial]) expect(text).not.toContain(secret);
        }
      }
      const owners = await send(spec, await spec.call(w, w.owner), bearer(w.owner.token));
      expect(spec.ok, `${owners.status} ${JSON.stringify(owners.body)}`).toContain(owners.status);
      counts.requests++;
    });
  });

  it.each(BETTER_AUTH_SESSION_PATHS.map((p) => [`${p.method} ${p.url}`, p] as const))("better-auth's %s needs a valid session", async (_k, p) => {
    const token = await devLogin(t.app, `session-path-${p.url.replace(/\W+/g, '-')}@crawl.test`);
    for (const [name, headers] of Object.entries({ anonymous: {}, ...Object.fromEntries(Object.entries(badTokens).map(([k, v]) => [k, bearer(v)])) })) {
      const res = await call(t.app, p.method, p.url, { body: p.body, headers });
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(401);
      expect(res.body.code, name).toEqual(expect.any(String));
    }
    const own = await call(t.app, p.method, p.url, { body: p.body, token });
    expect(p.ok, JSON.stringify(own.body)).toContain(own.status);
    counts.betterAuthPaths++;
  });

  describe('the WebSocket', () => {
    let url: string;
    beforeAll(async () => {
      url = await socketUrl(t);
    });

    it('refuses an upgrade without a valid session with 401', async () => {
      await expect(openSocket(url)).rejects.toThrow('HTTP 401');
      for (const token of Object.values(badTokens)) await expect(openSocket(url, { token })).rejects.toThrow('HTTP 401');
      await expect(openSocket(url, { headers: bearer('forged-token') })).rejects.toThrow('HTTP 401');
      counts.socketCases += 2 + Object.keys(badTokens).length;
    });

    it('refuses intents before a join, and a join of another sponsor’s crawler', async () => {
      const s = await openSocket(url, { token: w.intruder.token });
      try {
        await s.waitFor((m) => m.type === 'hello');
        for (const msg of [
          { type: 'position', x: 50, y: 50, seq: 1 },
          { type: 'attack', targetId: 'mob-1', seq: 2 },
          { type: 'dodge', seq: 3 },
        ]) {
          const before = s.messages.length;
          s.send(msg);
          const reply = await s.waitFor((m) => s.messages.indexOf(m) >= before && m.type === 'error');
          expect(reply, msg.type).toMatchObject({ type: 'error', code: 'not_joined' });
        }
        const before = s.messages.length;
        s.send({ type: 'join', crawlerId: w.owner.crawlerId });
        expect(await s.waitFor((m) => s.messages.indexOf(m) >= before && m.type === 'error')).toMatchObject({ code: 'not_found' });
        // Not joined to the owner's room: still refused.
        const after = s.messages.length;
        s.send({ type: 'position', x: 50, y: 50, seq: 4 });
        expect(await s.waitFor((m) => s.messages.indexOf(m) >= after && m.type === 'error')).toMatchObject({ code: 'not_joined' });
        expect(s.messages.some((m) => m.type === 'snapshot')).toBe(false);
        expect(s.closed).toBeNull();
        counts.socketCases += 5;
      } finally {
        await s.close();
      }
    });

    it('lets the owner join its own crawler', async () => {
      const s = await openSocket(url, { token: w.owner.token });
      try {
        s.send({ type: 'join', crawlerId: w.owner.crawlerId });
        expect(await s.waitFor((m) => m.type === 'snapshot')).toMatchObject({ crawlerId: w.owner.crawlerId });
        counts.socketCases++;
      } finally {
        await s.close();
      }
    });
  });
});
