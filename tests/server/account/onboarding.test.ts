import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OnboardingView } from '#contract/onboarding.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';

const URL = '/api/account/onboarding';

describe('account onboarding: the controls help shows once per account, remembered on the server', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp();
    token = await devLogin(t.app, 'newcomer@crawl.test');
  });
  afterEach(() => t.close());

  const get = async (as = token) => {
    const res = await call(t.app, 'GET', URL, { token: as });
    expect(res.status).toBe(200);
    return OnboardingView.parse(res.body);
  };

  it('is unseen for a new account, and needs a session', async () => {
    expect(await get()).toEqual({ controlsHelpSeen: false });
    for (const method of ['GET', 'PUT'] as const) {
      const res = await call(t.app, method, URL, method === 'PUT' ? { body: { controlsHelpSeen: true } } : {});
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: expect.any(String), code: 'unauthorized' });
    }
  });

  it('once dismissed, reads as seen from every session of that account (another browser), and only that account', async () => {
    const res = await call(t.app, 'PUT', URL, { token, body: { controlsHelpSeen: true } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ controlsHelpSeen: true });
    expect(await get(await devLogin(t.app, 'newcomer@crawl.test'))).toEqual({ controlsHelpSeen: true });
    expect(await get(await devLogin(t.app, 'someone-else@crawl.test'))).toEqual({ controlsHelpSeen: false });
    // Dismissing again changes nothing.
    expect((await call(t.app, 'PUT', URL, { token, body: { controlsHelpSeen: true } })).body).toEqual({ controlsHelpSeen: true });
  });

  it('keeps the other account settings when it is marked, and they keep it', async () => {
    await call(t.app, 'PUT', '/api/account/display', { token, body: { palette: 'colour-blind-safe', reducedMotion: 'on' } });
    await call(t.app, 'PUT', URL, { token, body: { controlsHelpSeen: true } });
    expect((await call(t.app, 'GET', '/api/account/display', { token })).body).toMatchObject({ palette: 'colour-blind-safe', reducedMotion: 'on' });
    await call(t.app, 'PUT', '/api/account/display', { token, body: { palette: 'standard', reducedMotion: 'system' } });
    expect(await get()).toEqual({ controlsHelpSeen: true });
  });

  it.each([
    { label: 'false (it is never unseen)', body: { controlsHelpSeen: false } },
    { label: 'a string', body: { controlsHelpSeen: 'yes' } },
    { label: 'an empty object', body: {} },
    { label: 'an extra field', body: { controlsHelpSeen: true, admin: true } },
    { label: 'an array', body: [] },
  ])('refuses $label with 400 JSON and changes nothing', async ({ body }) => {
    const res = await call(t.app, 'PUT', URL, { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: expect.any(String), code: expect.any(String) });
    expect(await get()).toEqual({ controlsHelpSeen: false });
  });
});
