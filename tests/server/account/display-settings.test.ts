import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DisplaySettingsView } from '#contract/display-settings.ts';
import { defaultKeyBindings } from '#contract/key-bindings.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';

const URL = '/api/account/display';
const DEFAULTS = { palette: 'standard', reducedMotion: 'system', customised: false };

describe('account display settings: palette and reduced motion, per account, on the server', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp();
    token = await devLogin(t.app, 'eyes@crawl.test');
  });
  afterEach(() => t.close());

  const get = async (as = token) => {
    const res = await call(t.app, 'GET', URL, { token: as });
    expect(res.status).toBe(200);
    return DisplaySettingsView.parse(res.body);
  };

  it('answers the defaults until the account changes them, and needs a session', async () => {
    expect(await get()).toEqual(DEFAULTS);
    for (const method of ['GET', 'PUT'] as const) {
      const res = await call(t.app, method, URL, method === 'PUT' ? { body: { palette: 'colour-blind-safe', reducedMotion: 'on' } } : {});
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: expect.any(String), code: 'unauthorized' });
    }
  });

  it('saves both settings and answers them on every later read, from any session of the account', async () => {
    const res = await call(t.app, 'PUT', URL, { token, body: { palette: 'colour-blind-safe', reducedMotion: 'on' } });
    expect(res.status).toBe(200);
    const saved = { palette: 'colour-blind-safe', reducedMotion: 'on', customised: true };
    expect(res.body).toEqual(saved);
    expect(await get()).toEqual(saved);
    expect(await get(await devLogin(t.app, 'eyes@crawl.test'))).toEqual(saved);
    // Choosing the defaults again is the same as never having chosen.
    const back = await call(t.app, 'PUT', URL, { token, body: { palette: 'standard', reducedMotion: 'system' } });
    expect(back.body).toEqual(DEFAULTS);
    expect(await get()).toEqual(DEFAULTS);
  });

  it('refuses unknown values, missing or extra fields and non-objects with 400 JSON naming the field, changing nothing', async () => {
    await call(t.app, 'PUT', URL, { token, body: { palette: 'colour-blind-safe', reducedMotion: 'system' } });
    const before = await get();
    const bad: [unknown, RegExp][] = [
      [{ palette: 'rainbow', reducedMotion: 'on' }, /palette: must be one of: standard, colour-blind-safe/],
      [{ palette: 'standard', reducedMotion: 'off' }, /reducedMotion: must be one of: system, on/],
      [{ palette: 'standard', reducedMotion: true }, /reducedMotion/],
      [{ palette: 'standard' }, /reducedMotion/],
      [{ reducedMotion: 'on' }, /palette/],
      [{ palette: 'standard', reducedMotion: 'on', theme: 'dark' }, /theme/],
      [{ palette: 'STANDARD', reducedMotion: 'on' }, /palette/],
      [[], /body/],
      ['nonsense', /.+/],
      [null, /.+/],
    ];
    for (const [body, message] of bad) {
      const res = await call(t.app, 'PUT', URL, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toEqual({ error: expect.stringMatching(message), code: expect.any(String) });
    }
    expect(await get()).toEqual(before);
  });

  it("keeps each account's settings apart, and apart from its key bindings", async () => {
    const other = await devLogin(t.app, 'other-eyes@crawl.test');
    await call(t.app, 'PUT', '/api/account/key-bindings', { token, body: { ...defaultKeyBindings(), moveEast: ['l', 'ArrowRight'] } });
    // A row that holds only key bindings reads as the default display.
    expect(await get()).toEqual(DEFAULTS);
    await call(t.app, 'PUT', URL, { token, body: { palette: 'colour-blind-safe', reducedMotion: 'system' } });
    expect(await get(other)).toEqual(DEFAULTS);
    await call(t.app, 'PUT', URL, { token: other, body: { palette: 'standard', reducedMotion: 'on' } });
    expect(await get()).toEqual({ palette: 'colour-blind-safe', reducedMotion: 'system', customised: true });
    expect(await get(other)).toEqual({ palette: 'standard', reducedMotion: 'on', customised: true });
    // Saving the display left the key bindings alone, and resetting the bindings leaves the display.
    const keys = await call(t.app, 'GET', '/api/account/key-bindings', { token });
    expect((keys.body as { bindings: { moveEast: string[] } }).bindings.moveEast).toEqual(['l', 'ArrowRight']);
    await call(t.app, 'DELETE', '/api/account/key-bindings', { token });
    expect((await get()).palette).toBe('colour-blind-safe');
  });
});
