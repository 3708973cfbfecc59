import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BINDABLE_ACTIONS, defaultKeyBindings, KeyBindingsView, type KeyBindings } from '#contract/key-bindings.ts';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';

const URL = '/api/account/key-bindings';

describe('account key bindings: per account, on the server', () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp();
    token = await devLogin(t.app, 'keys@crawl.test');
  });
  afterEach(() => t.close());

  const get = async (as = token) => {
    const res = await call(t.app, 'GET', URL, { token: as });
    expect(res.status).toBe(200);
    return KeyBindingsView.parse(res.body);
  };
  const remapped = (): KeyBindings => ({ ...defaultKeyBindings(), moveEast: ['l', 'ArrowRight'] });

  it('answers the defaults until the account changes them, and needs a session', async () => {
    const view = await get();
    expect(view).toEqual({ bindings: defaultKeyBindings(), customised: false });
    expect(Object.keys(view.bindings)).toEqual([...BINDABLE_ACTIONS]);
    expect(view.bindings.moveEast).toEqual(['d', 'ArrowRight']);
    expect(view.bindings.attack).toEqual([' ']);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await call(t.app, method, URL, method === 'PUT' ? { body: remapped() } : {});
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: expect.any(String), code: 'unauthorized' });
    }
  });

  it('saves a whole map (letters stored lower-case) and answers it on every later read', async () => {
    const res = await call(t.app, 'PUT', URL, { token, body: { ...remapped(), dodge: ['Q'] } });
    expect(res.status).toBe(200);
    const saved = KeyBindingsView.parse(res.body);
    expect(saved.customised).toBe(true);
    expect(saved.bindings.moveEast).toEqual(['l', 'ArrowRight']);
    expect(saved.bindings.dodge).toEqual(['q']);
    expect(await get()).toEqual(saved);
    // A new session of the same account (another browser) sees the same map.
    expect(await get(await devLogin(t.app, 'keys@crawl.test'))).toEqual(saved);
  });

  it('refuses a key bound to two actions with 409 key_conflict, changing nothing', async () => {
    await call(t.app, 'PUT', URL, { token, body: remapped() });
    const before = await get();
    const res = await call(t.app, 'PUT', URL, { token, body: { ...remapped(), attack: ['l'] } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'The key “L” is already bound to Move east', code: 'key_conflict' });
    // The other way round: the action that had the key before is the one named.
    const taken = await call(t.app, 'PUT', URL, { token, body: { ...remapped(), moveNorth: [' '] } });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: 'The key “Space” is already bound to Attack', code: 'key_conflict' });
    // Either case of a letter is the same key.
    expect((await call(t.app, 'PUT', URL, { token, body: { ...remapped(), toggleGrid: ['L'] } })).status).toBe(409);
    expect(await get()).toEqual(before);
  });

  it('refuses unknown actions, missing actions and bad keys with 400 JSON', async () => {
    const bad: unknown[] = [
      { ...remapped(), scanTheVoid: ['z'] },
      (({ dodge: _omitted, ...rest }) => rest)(remapped()),
      { ...remapped(), dodge: ['Shift'] },
      { ...remapped(), dodge: ['Escape'] },
      { ...remapped(), dodge: [''] },
      { ...remapped(), dodge: ['x'.repeat(21)] },
      { ...remapped(), dodge: ['not a key'] },
      { ...remapped(), dodge: ['\u0000'] },
      { ...remapped(), dodge: ['x', 'y', 'z'] },
      { ...remapped(), dodge: ['x', 'X'] },
      { ...remapped(), dodge: 'x' },
      [],
      'nonsense',
    ];
    for (const body of bad) {
      const res = await call(t.app, 'PUT', URL, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ error: expect.any(String), code: expect.any(String) });
    }
    expect((await get()).customised).toBe(false);
  });

  it("keeps each account's bindings apart", async () => {
    const other = await devLogin(t.app, 'other-keys@crawl.test');
    await call(t.app, 'PUT', URL, { token, body: remapped() });
    expect((await get(other)).bindings).toEqual(defaultKeyBindings());
    await call(t.app, 'PUT', URL, { token: other, body: { ...defaultKeyBindings(), attack: ['f'] } });
    expect((await get()).bindings.attack).toEqual([' ']);
    expect((await get()).bindings.moveEast).toEqual(['l', 'ArrowRight']);
    expect((await get(other)).bindings.attack).toEqual(['f']);
  });

  it('resets to the defaults', async () => {
    await call(t.app, 'PUT', URL, { token, body: remapped() });
    const res = await call(t.app, 'DELETE', URL, { token });
    expect(res.status).toBe(200);
    expect(KeyBindingsView.parse(res.body)).toEqual({ bindings: defaultKeyBindings(), customised: false });
    expect(await get()).toEqual({ bindings: defaultKeyBindings(), customised: false });
  });
});
