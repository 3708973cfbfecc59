import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CREDENTIALS_REQUIRED_MESSAGE } from '#contract/errors.ts';
import { User } from '#contract/auth.ts';
import { call, createTestApp, type TestApp } from '#tests/helpers/app.ts';

const alice = { email: 'alice@crawl.test', password: 'correct-horse-battery', name: 'Alice' };

describe('email and password accounts', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('signs up, reads the user, signs out, and signs back in', async () => {
    const up = await call(t.app, 'POST', '/api/auth/sign-up/email', { body: alice });
    expect(up.status).toBe(200);
    const token = up.body.token as string;
    expect(token).toBeTruthy();

    const me = await call(t.app, 'GET', '/api/auth/user', { token });
    expect(me.status).toBe(200);
    const user = User.parse(me.body);
    expect(user.email).toBe(alice.email);
    expect(user.credits).toBe(1000);
    expect(user.sponsorReputation).toBe(0);
    expect(user.activeCrawlerId).toBeNull();

    const out = await call(t.app, 'POST', '/api/auth/sign-out', { token, body: {} });
    expect(out.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).status).toBe(401);

    const back = await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email: alice.email, password: alice.password } });
    expect(back.status).toBe(200);
    const again = await call(t.app, 'GET', '/api/auth/user', { token: back.body.token });
    expect(again.body.id).toBe(user.id);
  });

  it('refuses a wrong password with a 401 JSON error', async () => {
    await call(t.app, 'POST', '/api/auth/sign-up/email', { body: alice });
    const res = await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email: alice.email, password: 'not-the-password' } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: expect.any(String), code: expect.any(String) });
  });

  it.each([
    { label: 'no email', body: { password: 'whatever-long' } },
    { label: 'no password', body: { email: alice.email } },
    { label: 'blank email', body: { email: '  ', password: 'whatever-long' } },
    { label: 'empty body', body: {} },
  ])('answers the spec credentials message for $label', async ({ body }) => {
    const res = await call(t.app, 'POST', '/api/auth/sign-in/email', { body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: CREDENTIALS_REQUIRED_MESSAGE, code: 'validation_failed' });
  });

  it('rejects a duplicate sign-up and a too-short password without creating anyone', async () => {
    await call(t.app, 'POST', '/api/auth/sign-up/email', { body: alice });
    const dup = await call(t.app, 'POST', '/api/auth/sign-up/email', { body: alice });
    expect(dup.status).toBeGreaterThanOrEqual(400);
    expect(dup.status).toBeLessThan(500);
    const short = await call(t.app, 'POST', '/api/auth/sign-up/email', { body: { ...alice, email: 'b@crawl.test', password: 'short' } });
    expect(short.status).toBe(400);
    const tryIn = await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email: 'b@crawl.test', password: 'short' } });
    expect(tryIn.status).toBe(401);
  });

  it('signs out globally: GET /api/logout ends every session of the user and returns to /', async () => {
    const up = await call(t.app, 'POST', '/api/auth/sign-up/email', { body: alice });
    const second = await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email: alice.email, password: alice.password } });
    const cookie = `better-auth.session_token=${encodeURIComponent(second.headers['set-auth-token'] as string)}`;
    const res = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(String(res.headers['set-cookie'])).toMatch(/better-auth\.session_token=;/);
    expect((await call(t.app, 'GET', '/api/auth/user', { token: up.body.token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/api/auth/user', { token: second.body.token })).status).toBe(401);
  });

  it('revoke-sessions ends all sessions (the client sign-out, global scope)', async () => {
    const up = await call(t.app, 'POST', '/api/auth/sign-up/email', { body: alice });
    const other = await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email: alice.email, password: alice.password } });
    const res = await call(t.app, 'POST', '/api/auth/revoke-sessions', { token: up.body.token, body: {} });
    expect(res.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/user', { token: other.body.token })).status).toBe(401);
  });

  it('refreshes a session: get-session returns the live session token', async () => {
    const up = await call(t.app, 'POST', '/api/auth/sign-up/email', { body: alice });
    const res = await call(t.app, 'GET', '/api/auth/get-session', { token: up.body.token });
    expect(res.status).toBe(200);
    expect(res.body.session.token).toBe(up.body.token);
    expect(res.body.user.email).toBe(alice.email);
  });
});
