import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { call, createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { captureLog } from '#tests/helpers/log-capture.ts';

const bob = { email: 'bob@crawl.test', password: 'original-password', name: 'Bob' };

describe('password recovery', () => {
  let t: TestApp;
  let log: ReturnType<typeof captureLog>;
  beforeEach(async () => {
    log = captureLog();
    t = await createTestApp({}, { logger: log.logger });
  });
  afterEach(() => t.close());

  it('writes a reset link to the server log; the link sets a new password and ends old sessions', async () => {
    const up = await call(t.app, 'POST', '/api/auth/sign-up/email', { body: bob });
    const req = await call(t.app, 'POST', '/api/auth/request-password-reset', { body: { email: bob.email, redirectTo: '/reset-password' } });
    expect(req.status).toBe(200);
    const entry = log.lines().find((l) => l.msg === 'password reset link');
    expect(entry?.email).toBe(bob.email);
    const resetUrl = new URL(String(entry?.resetUrl));
    // The emailed link verifies the token and redirects to the app with it.
    const visit = await t.app.inject({ method: 'GET', url: resetUrl.pathname + resetUrl.search });
    expect(visit.statusCode).toBe(302);
    const token = new URL(String(visit.headers.location), 'http://x').searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await call(t.app, 'POST', '/api/auth/reset-password', { body: { newPassword: 'brand-new-password', token } });
    expect(reset.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/user', { token: up.body.token })).status).toBe(401);
    const old = await call(t.app, 'POST', '/api/auth/sign-in/email', { body: bob });
    expect(old.status).toBe(401);
    const fresh = await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { ...bob, password: 'brand-new-password' } });
    expect(fresh.status).toBe(200);
  });

  it('does not reveal whether an email exists', async () => {
    const res = await call(t.app, 'POST', '/api/auth/request-password-reset', { body: { email: 'nobody@crawl.test', redirectTo: '/reset-password' } });
    expect(res.status).toBe(200);
    expect(log.lines().some((l) => l.msg === 'password reset link')).toBe(false);
  });
});

describe('two-factor sign-in (TOTP)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('enables TOTP, then sign-in asks for a code and a correct code completes it', async () => {
    const up = await call(t.app, 'POST', '/api/auth/sign-up/email', { body: bob });
    const enable = await call(t.app, 'POST', '/api/auth/two-factor/enable', { token: up.body.token, body: { password: bob.password } });
    expect(enable.status).toBe(200);
    // An authenticator app reads the base32 secret from the otpauth:// URI, as the user would scan it.
    const secret = new TextDecoder().decode(base32.decode(new URL(enable.body.totpURI as string).searchParams.get('secret')!));
    const code = await createOTP(secret).totp();
    const confirm = await call(t.app, 'POST', '/api/auth/two-factor/verify-totp', { token: up.body.token, body: { code } });
    expect(confirm.status).toBe(200);
    // Confirming rotates the session: the set-auth-token header carries the new one.
    const rotated = String(confirm.headers['set-auth-token']);
    expect((await call(t.app, 'GET', '/api/auth/user', { token: rotated })).body.twoFactorEnabled).toBe(true);

    const first = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: bob.email, password: bob.password } });
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    const cookies = ([] as string[]).concat(first.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');

    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/verify-totp', headers: { cookie: cookies }, payload: { code: '000000' } });
    expect(wrong.statusCode).toBe(401);

    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/two-factor/verify-totp', headers: { cookie: cookies }, payload: { code: await createOTP(secret).totp() } });
    expect(ok.statusCode).toBe(200);
    const token = String(ok.headers['set-auth-token']);
    expect((await call(t.app, 'GET', '/api/auth/user', { token })).body.email).toBe(bob.email);
  });
});
