import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Health } from '#contract/health.ts';
import { Season } from '#contract/season.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';

describe('the HTTP API', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('reports health with the database kind', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(Health.parse(res.body).database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('seeds Season 1 live', async () => {
    const res = await call(t.app, 'GET', '/api/season/current');
    expect(res.status).toBe(200);
    const season = Season.parse(res.body);
    expect(season).toMatchObject({ seasonNumber: 1, isActive: true, status: 'live' });
  });

  it.each(['/api/auth/user'])('answers 401 JSON on %s without a token, or with a forged one', async (url) => {
    const none = await call(t.app, 'GET', url);
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ error: 'Unauthorized', code: 'unauthorized' });
    const forged = await call(t.app, 'GET', url, { token: 'forged-token-value' });
    expect(forged.status).toBe(401);
    const garbage = await call(t.app, 'GET', url, { headers: { authorization: 'Basic abc' } });
    expect(garbage.status).toBe(401);
  });

  it.each([
    { label: 'malformed JSON', payload: '{"email": ', type: 'application/json' },
    { label: 'a JSON array', payload: '[1,2,3]', type: 'application/json' },
    { label: 'a JSON string', payload: '"hello"', type: 'application/json' },
    { label: 'an unsupported media type', payload: 'email=a', type: 'text/plain' },
  ])('answers 4xx JSON, never 5xx, for $label', async ({ payload, type }) => {
    for (const url of ['/api/auth/dev-login', '/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json(), url).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    }
  });

  it('refuses a body over the size limit with 413 JSON', async () => {
    const res = await call(t.app, 'POST', '/api/auth/sign-up/email', { body: { email: 'a@b.co', password: 'x'.repeat(100_000), name: 'A' } });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const res = await call(t.app, 'GET', '/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
  });

  it('sends security headers and no permissive CORS', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps signed-in users apart', async () => {
    const a = await devLogin(t.app, 'a@crawl.test');
    const b = await devLogin(t.app, 'b@crawl.test');
    const ua = await call(t.app, 'GET', '/api/auth/user', { token: a });
    const ub = await call(t.app, 'GET', '/api/auth/user', { token: b });
    expect(ua.body.email).toBe('a@crawl.test');
    expect(ub.body.email).toBe('b@crawl.test');
  });
});

describe('rate limiting on auth routes', () => {
  it('answers 429 JSON past the limit', async () => {
    const t = await createTestApp({}, { authRateLimit: { max: 3, timeWindow: 60_000 } });
    try {
      const statuses: number[] = [];
      let last: unknown;
      for (let i = 0; i < 5; i++) {
        const res = await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email: 'x@crawl.test', password: 'nope-nope-nope' } });
        statuses.push(res.status);
        last = res.body;
      }
      expect(statuses.slice(0, 3).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(3)).toEqual([429, 429]);
      expect(last).toMatchObject({ code: 'rate_limited', error: expect.stringMatching(/Too many requests/) });
    } finally {
      await t.close();
    }
  });
});
