import { afterEach, describe, expect, it } from 'vitest';
import { DEV_LOGIN_DISABLED_MESSAGE } from '#contract/errors.ts';
import { DEFAULT_DEV_EMAIL } from '#server/auth/dev-login.ts';
import { call, createTestApp, type TestApp } from '#tests/helpers/app.ts';

describe('dev login', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('in local mode returns a bearer token that works on private routes', async () => {
    t = await createTestApp();
    const res = await call(t.app, 'POST', '/api/auth/dev-login', { body: {} });
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('bearer');
    const me = await call(t.app, 'GET', '/api/auth/user', { token: res.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(res.body.user.email);
  });

  it('makes each email a distinct user and the same email the same user', async () => {
    t = await createTestApp();
    const a1 = await call(t.app, 'POST', '/api/auth/dev-login', { body: { email: 'one@crawl.test' } });
    const b = await call(t.app, 'POST', '/api/auth/dev-login', { body: { email: 'two@crawl.test' } });
    const a2 = await call(t.app, 'POST', '/api/auth/dev-login', { body: { email: 'ONE@crawl.test' } });
    expect(a1.body.user.id).not.toBe(b.body.user.id);
    expect(a2.body.user.id).toBe(a1.body.user.id);
  });

  it.each([
    { label: 'no body and no content type', headers: {}, payload: undefined },
    { label: 'an empty JSON body', headers: { 'content-type': 'application/json' }, payload: '' },
  ])('accepts $label: the email is optional, so the default developer signs in', async ({ headers, payload }) => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/dev-login', headers, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(DEFAULT_DEV_EMAIL);
  });

  it('still refuses a JSON body that is not an object with 400 JSON', async () => {
    t = await createTestApp();
    const res = await call(t.app, 'POST', '/api/auth/dev-login', { body: '[1]' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: expect.any(String), code: expect.any(String) });
  });

  it.each([
    { label: 'a malformed email', body: { email: 'not-an-email' } },
    { label: 'a number', body: { email: 42 } },
    { label: 'an unknown field', body: { admin: true } },
    { label: 'a huge email', body: { email: `${'a'.repeat(5000)}@x.co` } },
  ])('refuses $label with 400 JSON', async ({ body }) => {
    t = await createTestApp();
    const res = await call(t.app, 'POST', '/api/auth/dev-login', { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: expect.any(String), code: expect.any(String) });
  });

  it('in production mode answers 403 with the spec message', async () => {
    t = await createTestApp({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40) });
    const res = await call(t.app, 'POST', '/api/auth/dev-login', { body: {} });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: DEV_LOGIN_DISABLED_MESSAGE, code: 'dev_login_disabled' });
    expect((await call(t.app, 'GET', '/api/auth/config')).body.devLogin).toBe(false);
  });
});
