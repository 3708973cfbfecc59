// Abuse: rate limits on the intent routes (429 JSON), body and message size
// limits, slow clients, sockets per user and message floods, security headers and the CSP the built
// app actually runs under (in Chromium), session cookie flags, no stack trace or secret in error
// responses or logs, and the production dependencies' audit.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import type { Socket as NetSocket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { DEV_TOKEN_KEY } from '#contract/auth.ts';
import { CurrentRoom } from '#contract/dungeon.ts';
import { INTENT_RATE_LIMITS, SOCKET_CLOSE, SOCKET_LIMITS, ServerMessage } from '#contract/realtime.ts';
import { buildApp, REQUEST_TIMEOUT_MS, type App } from '#server/app.ts';
import { openPglite, openPostgres, type Database } from '#server/db/database.ts';
import { loadEnv } from '#server/env.ts';
import { createLogger } from '#server/logging.ts';
import { call, createTestApp, devLogin, TEST_SECRET, type Json, type TestApp } from '#tests/helpers/app.ts';
import { launchBrowser, newPage } from '#tests/helpers/browser.ts';
import { pathToHostileRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { pgliteTemplateDump } from '#tests/helpers/pglite-template.ts';
import { runDatabasePrefix } from '#tests/helpers/database.ts';
import { freshPostgresDatabase } from '#tests/helpers/postgres.ts';
import { ROOT } from '#tests/helpers/server-process.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';

const run = promisify(execFile);
const PRODUCT_LIMITS = { position: INTENT_RATE_LIMITS.position, action: INTENT_RATE_LIMITS.action };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Rate-limit windows a burst that began at `started` can have touched, up to now. */
const windowsSince = (started: number) => Math.ceil((Date.now() - started) / INTENT_RATE_LIMITS.windowMs) + 1;

/** A 429 answer in the one error shape, with Retry-After. */
function expectRateLimited(res: Json): void {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: expect.stringMatching(/^Too many requests/), code: 'rate_limited' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

/** An error body with nothing but a one-line message and a code: no stack, no SQL, no internals. */
function expectBareError(res: Json, status: number, code: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(Object.keys(res.body).sort()).toEqual(['code', 'error']);
  expect(res.body.code).toBe(code);
  expect(res.body.error).not.toMatch(/\n|\bat \S+:\d+|select |insert |update |from "|stack|Error:/i);
}

interface Client {
  ws: WebSocket;
  messages: ServerMessage[];
  closed: Promise<number>;
  send(msg: unknown): void;
  waitFor(match: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
}

/** Opens /api/ws; resolves with the client, or rejects with `HTTP <status>` when the upgrade is refused. */
function openSocket(url: string, token: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url}?token=${encodeURIComponent(token)}`);
    const messages: ServerMessage[] = [];
    const closed = new Promise<number>((r) => ws.on('close', (code) => r(code)));
    ws.on('message', (raw) => messages.push(ServerMessage.parse(JSON.parse(raw.toString()))));
    ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on('error', (err) => reject(err));
    ws.on('open', () =>
      resolve({
        ws,
        messages,
        closed,
        send: (msg) => ws.send(JSON.stringify(msg)),
        async waitFor(match, timeoutMs = 5000) {
          const deadline = Date.now() + timeoutMs;
          while (Date.now() < deadline) {
            const found = messages.find(match);
            if (found) return found;
            await sleep(10);
          }
          throw new Error(`no matching message within ${timeoutMs} ms; last: ${JSON.stringify(messages.slice(-3))}`);
        },
      }),
    );
  });
}

async function socketUrl(t: { app: TestApp['app'] }): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  return `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api/ws`;
}

describe('rate limits on the intent routes (the product limits)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) }, { intentLimits: PRODUCT_LIMITS });
  });
  afterEach(() => t.close());

  async function player(email: string) {
    const token = await devLogin(t.app, email);
    const id = (await sponsorCrawler(t.app, token)).crawler.id as number;
    const here = CurrentRoom.parse((await call(t.app, 'GET', `/api/crawlers/${id}/current-room`, { token })).body);
    return { token, id, here };
  }

  it('honest play at the client’s pace (a position every 200 ms) is never limited', async () => {
    const p = await player('honest@crawl.test');
    for (let i = 0; i < 12; i++) {
      const res = await call(t.app, 'POST', `/api/crawlers/${p.id}/position`, { token: p.token, body: { roomId: p.here.room.id, positionX: p.here.position.x, positionY: p.here.position.y } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      await sleep(200);
    }
  });

  it('a burst of position reports past the limit gets 429 JSON; another player is not affected', async () => {
    const a = await player('burst@crawl.test');
    const b = await player('bystander@crawl.test');
    const body = { roomId: a.here.room.id, positionX: a.here.position.x, positionY: a.here.position.y };
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: PRODUCT_LIMITS.position * 10 }, () => call(t.app, 'POST', `/api/crawlers/${a.id}/position`, { token: a.token, body })));
    const limited = answers.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    for (const r of limited) expectRateLimited(r);
    // At most the limit per window the burst spanned (a loaded machine stretches a burst over several).
    expect(answers.filter((r) => r.status === 200).length).toBeLessThanOrEqual(PRODUCT_LIMITS.position * windowsSince(started));
    expect(answers.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    const other = await call(t.app, 'POST', `/api/crawlers/${b.id}/position`, { token: b.token, body: { roomId: b.here.room.id, positionX: b.here.position.x, positionY: b.here.position.y } });
    expect(other.status).toBe(200);
  });

  const actionRoutes: { name: string; url: (id: number, roomId: number) => string; body: (id: number, roomId: number) => unknown }[] = [
    { name: 'move', url: (id) => `/api/crawlers/${id}/move`, body: () => ({ direction: 'north' }) },
    { name: 'attack', url: (id) => `/api/crawlers/${id}/attack`, body: () => ({ targetId: 'mob-1' }) },
    { name: 'rest', url: (id) => `/api/crawlers/${id}/rest`, body: () => ({}) },
    { name: 'ground-item pickup', url: () => '/api/ground-items/999999/pickup', body: (id) => ({ crawlerId: id }) },
    { name: 'loot-entity pickup', url: () => '/api/loot-entity/999999/pickup', body: (id) => ({ crawlerId: id }) },
    { name: 'chest interact', url: () => '/api/loot-container/999999/interact', body: (id, roomId) => ({ crawlerId: id, roomId, position: { x: 50, y: 50 } }) },
  ];

  it.each(actionRoutes)('$name: a burst past the limit gets 429 JSON, never 5xx', async (route) => {
    const p = await player(`${route.name.replace(/\W/g, '')}@crawl.test`);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: PRODUCT_LIMITS.action * 10 }, () => call(t.app, 'POST', route.url(p.id, p.here.room.id), { token: p.token, body: route.body(p.id, p.here.room.id) })),
    );
    const limited = answers.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    for (const r of limited) expectRateLimited(r);
    expect(answers.filter((r) => r.status !== 429).length).toBeLessThanOrEqual(PRODUCT_LIMITS.action * windowsSince(started));
    expect(answers.filter((r) => r.status >= 500).map((r) => r.body)).toEqual([]);
  });

  it('anonymous intents are refused with 401 before they count', async () => {
    const answers = await Promise.all(Array.from({ length: PRODUCT_LIMITS.position * 2 }, () => call(t.app, 'POST', '/api/crawlers/1/position', { body: { roomId: 1, positionX: 1, positionY: 1 } })));
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([401]));
  });
});

describe('size limits and slow clients', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('refuses an intent body over the limit with 413 JSON', async () => {
    const token = await devLogin(t.app, 'big@crawl.test');
    for (const url of ['/api/crawlers/1/position', '/api/crawlers/1/move', '/api/ground-items/1/pickup']) {
      const res = await call(t.app, 'POST', url, { token, body: { pad: 'x'.repeat(80 * 1024) } });
      expectBareError(res, 413, 'payload_too_large');
    }
  });

  it('closes a socket that sends a frame over the message size limit (1009)', async () => {
    const token = await devLogin(t.app, 'bigframe@crawl.test');
    const ws = await openSocket(await socketUrl(t), token);
    ws.send({ type: 'ping', at: 1, pad: 'x'.repeat(SOCKET_LIMITS.maxPayloadBytes) });
    expect(await ws.closed).toBe(SOCKET_CLOSE.tooBig);
  });

  it('cuts off a client that takes longer than REQUEST_TIMEOUT_MS to send its request (no unbounded slowloris)', () => {
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(60_000);
    expect(t.app.server.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(t.app.server.headersTimeout).toBeGreaterThan(0);
  });
});

describe('WebSocket limits per user and per socket', () => {
  let t: TestApp;
  let url: string;
  const open: Client[] = [];
  beforeEach(async () => {
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) });
    url = await socketUrl(t);
  });
  afterEach(async () => {
    for (const c of open.splice(0)) c.ws.terminate();
    await t.close();
  });

  it(`refuses more than ${SOCKET_LIMITS.maxPerUser} sockets per user with 429, leaves other users alone, and frees a slot on close`, async () => {
    const token = await devLogin(t.app, 'many@crawl.test');
    const attempts = await Promise.allSettled(Array.from({ length: SOCKET_LIMITS.maxPerUser + 6 }, () => openSocket(url, token)));
    const accepted = attempts.filter((a): a is PromiseFulfilledResult<Client> => a.status === 'fulfilled').map((a) => a.value);
    open.push(...accepted);
    expect(accepted).toHaveLength(SOCKET_LIMITS.maxPerUser);
    const refused = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected').map((a) => String(a.reason.message));
    expect(refused).toEqual(Array(6).fill('HTTP 429'));
    // The HTTP answer to a refused upgrade is the usual JSON error.
    const res = await call(t.app, 'GET', `/api/ws?token=${encodeURIComponent(token)}`, { headers: { connection: 'upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' } });
    expectBareError(res, 429, 'rate_limited');

    open.push(await openSocket(url, await devLogin(t.app, 'other@crawl.test')));
    const first = accepted[0]!;
    first.ws.close();
    await first.closed;
    await sleep(50);
    open.push(await openSocket(url, token));
  });

  it('answers a message flood with rate_limited errors, keeps serving afterwards, and closes a socket that floods on (1008)', async () => {
    const token = await devLogin(t.app, 'flood@crawl.test');
    const c = await openSocket(url, token);
    open.push(c);
    await c.waitFor((m) => m.type === 'hello');
    for (let i = 0; i < 100; i++) c.send({ type: 'ping', at: i });
    await c.waitFor((m) => m.type === 'pong' && m.at === SOCKET_LIMITS.maxMessagesPerSecond - 1);
    await sleep(300);
    const pongs = c.messages.filter((m) => m.type === 'pong').length;
    const limited = c.messages.filter((m) => m.type === 'error' && m.code === 'rate_limited').length;
    expect(pongs).toBeLessThanOrEqual(SOCKET_LIMITS.maxMessagesPerSecond * 2);
    expect(limited).toBeGreaterThan(0);
    expect(pongs + limited).toBe(100);
    // The next second, the socket serves again.
    await sleep(1_100);
    c.send({ type: 'ping', at: 4242 });
    await c.waitFor((m) => m.type === 'pong' && m.at === 4242);
    // A flood far past the limit is not answered forever: the socket is closed.
    await sleep(1_100);
    for (let i = 0; i < SOCKET_LIMITS.floodMessagesPerSecond + 50; i++) c.send({ type: 'ping', at: i });
    expect(await c.closed).toBe(SOCKET_CLOSE.policy);
  });

  it('disconnects a client that stops reading instead of buffering for it without end; a reading client is unaffected', async () => {
    const path = pathToHostileRoom(TEST_SEASON_SEED, 1).path;
    const clients: { c: Client; roomId: number }[] = [];
    for (const email of ['stalled@crawl.test', 'reader@crawl.test']) {
      const token = await devLogin(t.app, email);
      const id = (await sponsorCrawler(t.app, token)).crawler.id as number;
      for (const direction of path) {
        const moved = await call(t.app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction } });
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      }
      const c = await openSocket(url, token);
      open.push(c);
      c.send({ type: 'join', crawlerId: id });
      const snap = await c.waitFor((m) => m.type === 'snapshot');
      clients.push({ c, roomId: snap.type === 'snapshot' ? snap.roomId : 0 });
    }
    const [stalled, reader] = clients as [(typeof clients)[0], (typeof clients)[0]];
    (stalled.c.ws as unknown as { _socket: NetSocket })._socket.pause();
    let readerBytes = 0;
    reader.c.ws.on('message', (raw: Buffer) => (readerBytes += raw.length));
    const pad = 'x'.repeat(64 * 1024);
    // 16 MiB of room events: far more than the kernel's socket buffers and SOCKET_LIMITS.maxBufferedBytes.
    // Sent half a MiB at a time, each batch once the reader has taken the last: a client that reads
    // is never more than that behind, however slowly this busy machine lets it run (flooding it at
    // memory speed once closed the reader too, on a loaded CI run).
    for (let i = 0; i < 256; i++) {
      t.hub.announce(stalled.roomId, { type: 'standing_orders', crawlerId: 0, message: pad });
      if (i % 8 === 7) {
        const deadline = Date.now() + 10_000;
        while (readerBytes < (i + 1) * pad.length && Date.now() < deadline) await sleep(5);
      }
    }
    (stalled.c.ws as unknown as { _socket: NetSocket })._socket.resume();
    const code = await Promise.race([stalled.c.closed, sleep(15_000).then(() => -1)]);
    expect(code, 'the stalled client was disconnected').not.toBe(-1);
    expect(reader.c.ws.readyState).toBe(WebSocket.OPEN);
    await sleep(200);
    expect(readerBytes).toBeGreaterThan(256 * 64 * 1024);
  });
});

describe('security headers, the CSP in a real browser, cookies', () => {
  it('sends a strict CSP and the other security headers; HSTS only over https', async () => {
    const t = await createTestApp();
    const https = await createTestApp({ PUBLIC_URL: 'https://crawl.example' });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      const csp = Object.fromEntries(
        String(res.headers['content-security-policy'])
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .filter((d) => d[0])
          .map(([name, ...values]) => [name, values]),
      ) as Record<string, string[]>;
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['connect-src']).toContain("'self'");
      expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:']));
      for (const values of Object.values(csp)) expect(values).not.toContain("'unsafe-eval'");
      expect(csp['upgrade-insecure-requests']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
      const secure = await https.app.inject({ method: 'GET', url: '/api/health' });
      expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await t.close();
      await https.close();
    }
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, and Secure (__Secure-) when PUBLIC_URL is https', async () => {
    for (const [publicUrl, secure] of [
      ['http://localhost:4700', false],
      ['https://crawl.example', true],
    ] as const) {
      const t = await createTestApp({ PUBLIC_URL: publicUrl });
      try {
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/dev-login', payload: { email: `cookie-${secure}@crawl.test` } });
        expect(res.statusCode).toBe(200);
        const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
        const session = cookies.find((c) => /session_token=/.test(c));
        expect(session, cookies.join('\n')).toBeDefined();
        const attrs = session!.split(';').map((a) => a.trim().toLowerCase());
        expect(attrs).toContain('httponly');
        expect(attrs).toContain('samesite=lax');
        expect(attrs).toContain('path=/');
        expect(attrs.includes('secure'), publicUrl).toBe(secure);
        expect(session!.startsWith('__Secure-'), publicUrl).toBe(secure);
        // Every cookie the server sets is HttpOnly (none is readable by page scripts).
        for (const c of cookies) expect(c.toLowerCase()).toContain('httponly');
      } finally {
        await t.close();
      }
    }
  });

  // A web build and a browser session, like a journey: the unit suite's 30 s is too short for both on a loaded machine.
  it('the built app runs under that CSP in Chromium: landing, sign-in, crawler page with its live socket, no violation', { timeout: 180_000 }, async () => {
    // The app's entry has no inline script or handler the CSP would block.
    const entry = readFileSync(join(ROOT, 'web/index.html'), 'utf8');
    expect(entry).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    expect(entry).not.toMatch(/\son[a-z]+=/i);

    const outDir = mkdtempSync(join(tmpdir(), 'ctf-csp-web-'));
    let t: TestApp | null = null;
    const browser = await launchBrowser();
    try {
      await run(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: ROOT, timeout: 120_000 });
      const built = readFileSync(join(outDir, 'index.html'), 'utf8');
      expect(built).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
      t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED), SERVE_WEB: 'true', WEB_DIST: outDir });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const addr = t.app.server.address();
      const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;

      const { context, page } = await newPage(browser, base);
      await page.addInitScript(() => {
        const w = window as unknown as { __cspViolations: string[] };
        w.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`));
      });
      const consoleCsp: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) consoleCsp.push(m.text());
      });
      const pageErrors: string[] = [];
      page.on('pageerror', (e) => pageErrors.push(e.message));
      let socketOpened = false;
      page.on('websocket', () => (socketOpened = true));

      await page.goto('/');
      await page.getByText('CRAWL TO FAME • SEASON 1').waitFor();
      await page.getByRole('button', { name: /register your corporation/i }).click();
      const dialog = page.getByRole('dialog', { name: 'Corporate Login' });
      await dialog.getByLabel('Dev email (optional)').fill('csp@crawl.test');
      await dialog.getByRole('button', { name: 'DEV LOGIN' }).click();
      await page.getByText('Crawler Management').waitFor();
      const token = await page.evaluate((k) => localStorage.getItem(k), DEV_TOKEN_KEY);
      const { crawler } = await sponsorCrawler(t.app, token!);
      await page.goto(`/crawler/${crawler.id}`);
      await page.getByText(crawler.name).first().waitFor();
      await page.locator('canvas').first().waitFor();
      for (let i = 0; i < 50 && !socketOpened; i++) await sleep(100);
      await sleep(500);
      const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      expect(violations).toEqual([]);
      expect(consoleCsp).toEqual([]);
      expect(pageErrors).toEqual([]);
      expect(socketOpened, 'the live room socket connected under connect-src').toBe(true);
      await context.close();
    } finally {
      await browser.close();
      await t?.close();
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('no stack trace or secret in error responses or logs', () => {
  let database: Database;
  let app: App['app'];
  const chunks: string[] = [];

  beforeAll(async () => {
    // A database of its own: the test breaks it on purpose.
    database = process.env.DATABASE_URL ? await openPostgres(await freshPostgresDatabase(process.env.DATABASE_URL, `${runDatabasePrefix()}abuse_errors`), 2) : await openPglite(undefined, { loadDataDir: await pgliteTemplateDump() });
    const stream = new Writable({
      write(chunk, _enc, done) {
        chunks.push(String(chunk));
        done();
      },
    });
    const env = loadEnv({ NODE_ENV: 'test', SERVE_WEB: 'false', DATA_DIR: '.tmp/test-data', PORT: '4700', DUNGEON_FLOORS: '2', SEASON_SEED: String(TEST_SEASON_SEED) });
    ({ app } = await buildApp({ env, database, authSecret: TEST_SECRET, logger: createLogger('info', stream), autoTick: false }));
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers a bug with a bare 500, an unreachable database with a bare 503, and logs neither token nor cookie', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/auth/dev-login', payload: { email: 'secrets@crawl.test' } });
    const token = login.json().access_token as string;
    const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).find((c) => c.includes('session_token='))!.split(';')[0]!;
    const cookieValue = decodeURIComponent(cookie.split('=')[1]!);
    expect(token.length).toBeGreaterThan(10);
    const headers = { cookie, 'user-agent': 'abuse-test' };

    // A signed-in socket (its token travels in the URL) and an ordinary authenticated call.
    const ws = await openSocket(await socketUrl({ app }), token);
    await ws.waitFor((m) => m.type === 'hello');
    ws.ws.close();
    await ws.closed;
    expect((await call(app, 'GET', '/api/crawlers', { token, headers })).status).toBe(200);

    // A bug: a table the code relies on is missing. The client learns nothing of it.
    await database.db.execute(sql`alter table activities rename to activities_hidden`);
    try {
      expectBareError(await call(app, 'GET', '/api/activities', { token, headers }), 500, 'internal_error');
    } finally {
      await database.db.execute(sql`alter table activities_hidden rename to activities`);
    }

    // A second token of the same player, not yet used: the server has not looked its session up.
    const unseen = (await call(app, 'POST', '/api/auth/dev-login', { body: { email: 'secrets@crawl.test' } })).body.access_token as string;

    // The database goes away: every kind of route answers 503 JSON, not 500 and not 401.
    const printed: string[] = [];
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void printed.push(args.map(String).join(' ')));
    await database.close();
    expectBareError(await call(app, 'GET', '/api/health'), 503, 'service_unavailable');
    expectBareError(await call(app, 'GET', '/api/crawlers', { token, headers }), 503, 'service_unavailable');
    expectBareError(await call(app, 'GET', '/api/auth/user', { token }), 503, 'service_unavailable');
    expectBareError(await call(app, 'GET', '/api/season/current'), 503, 'service_unavailable');
    expectBareError(await call(app, 'POST', '/api/auth/dev-login', { body: { email: 'late@crawl.test' } }), 503, 'service_unavailable');
    expectBareError(await call(app, 'POST', '/api/crawlers/1/position', { token, body: { roomId: 1, positionX: 50, positionY: 50 } }), 503, 'service_unavailable');
    // A socket whose session must be looked up (a session held in memory needs no database to upgrade).
    await expect(openSocket(await socketUrl({ app }), unseen)).rejects.toThrow('HTTP 503');
    consoleError.mockRestore();
    // Nothing bypasses the logger (better-call prints unexpected errors, query parameters included).
    expect(printed).toEqual([]);

    const log = chunks.join('');
    const lines = log.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { msg?: string; level: number });
    expect(lines.some((l) => l.msg === 'unhandled error'), 'the bug is in the log, for the operator').toBe(true);
    expect(lines.some((l) => l.msg === 'database unavailable')).toBe(true);
    for (const secret of [token, cookieValue]) expect(log.includes(secret), 'a session token is in the log').toBe(false);
    expect(log, 'a failed query’s parameters are in the log').not.toContain('late@crawl.test');
    expect(log).toContain('/api/ws?token=[Redacted]');
  });
});

describe('dependency audit', () => {
  it('npm audit --omit=dev: no high or critical advisory (or, when the registry cannot answer, exact pins and a lockfile)', async () => {
    let stdout = '';
    try {
      ({ stdout } = await run('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, timeout: 120_000, maxBuffer: 32 * 1024 * 1024 }));
    } catch (err) {
      // npm exits non-zero both for findings and for a registry error; the JSON says which.
      stdout = String((err as { stdout?: unknown }).stdout ?? '');
    }
    let report: { metadata?: { vulnerabilities?: Record<string, number> }; vulnerabilities?: Record<string, { severity: string }>; error?: unknown; message?: string; statusCode?: number } = {};
    try {
      report = JSON.parse(stdout);
    } catch {
      report = { message: `npm audit printed no JSON: ${stdout.slice(0, 200)}` };
    }
    const counts = report.metadata?.vulnerabilities;
    if (counts) {
      const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, v]) => v.severity === 'high' || v.severity === 'critical');
      console.log(`[abuse] npm audit --omit=dev: ${JSON.stringify(counts)}`);
      expect(serious.map(([name, v]) => `${name}: ${v.severity}`)).toEqual([]);
      expect((counts.high ?? 0) + (counts.critical ?? 0)).toBe(0);
    } else {
      console.log(
        `[abuse] npm audit --omit=dev: the registry cannot answer advisories here (${report.statusCode ?? ''} ${report.message ?? 'unknown error'}); ` +
          'checked instead: a lockfile pins every production dependency to the exact version package.json names. Run `npm audit --omit=dev` against the public registry.',
      );
    }
    // Either way: production dependencies are exact pins, and the lockfile installs exactly those.
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { lockfileVersion: number; packages: Record<string, { version?: string }> };
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(2);
    for (const [name, version] of Object.entries(pkg.dependencies)) {
      expect(version, name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(lock.packages[`node_modules/${name}`]?.version, name).toBe(version);
    }
    expect(existsSync(join(ROOT, 'node_modules/.package-lock.json'))).toBe(true);
  });
});
