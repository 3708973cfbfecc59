// better-auth's context stores are released between calls (server/auth/auth-context.ts): released only
// when no call is left in flight, so a call under way keeps its context, and sign-ins still work when
// many overlap.
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { createContextRelease, releasingContext, type Disables } from '#server/auth/auth-context.ts';
import { call, createTestApp, type TestApp } from '#tests/helpers/app.ts';

function deferred<T = void>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function fakeStores(n: number) {
  const disabled: number[] = Array.from({ length: n }, () => 0);
  const stores: Disables[] = disabled.map((_, i) => ({ disable: () => void disabled[i]!++ }));
  return { stores, disabled };
}

describe('releasing better-auth context stores between calls', () => {
  it('releases every store once the only call ends, and answers what the call answered', async () => {
    const { stores, disabled } = fakeStores(3);
    const release = createContextRelease(Promise.resolve(stores));
    await expect(release.during(async () => 'answer')).resolves.toBe('answer');
    expect(disabled).toEqual([1, 1, 1]);
    expect(release.inFlight()).toBe(0);
  });

  it('keeps the stores while another call is in flight, and releases them when the last one ends', async () => {
    const { stores, disabled } = fakeStores(2);
    const release = createContextRelease(Promise.resolve(stores));
    const slow = deferred<string>();
    const first = release.during(() => slow.promise);
    await release.during(async () => 'quick');
    expect(disabled).toEqual([0, 0]);
    slow.resolve('slow');
    await expect(first).resolves.toBe('slow');
    expect(disabled).toEqual([1, 1]);
  });

  it('releases the stores after a call that fails, and passes its error on', async () => {
    const { stores, disabled } = fakeStores(1);
    const release = createContextRelease(Promise.resolve(stores));
    await expect(release.during(async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(disabled).toEqual([1]);
    expect(release.inFlight()).toBe(0);
  });

  it('leaves a real AsyncLocalStorage readable to a call under way when an overlapping call ends', async () => {
    const als = new AsyncLocalStorage<{ who: string }>();
    const release = createContextRelease(Promise.resolve([als]));
    const gate = deferred();
    const seen = release.during(() =>
      als.run({ who: 'first' }, async () => {
        await gate.promise;
        return als.getStore()?.who;
      }),
    );
    await release.during(() => als.run({ who: 'second' }, async () => als.getStore()?.who));
    gate.resolve();
    await expect(seen).resolves.toBe('first');
    // Both ended: released, so nothing reads a store until the next run.
    expect(als.getStore()).toBeUndefined();
  });

  it('counts the handler and every endpoint, keeping what an endpoint carries', async () => {
    const { stores, disabled } = fakeStores(1);
    const release = createContextRelease(Promise.resolve(stores));
    const getSession = Object.assign(async (input: { id: number }) => ({ id: input.id }), { path: '/get-session' });
    const auth = releasingContext({ handler: async (r: Request) => new Response(r.url), api: { getSession }, options: { basePath: '/api/auth' } }, release);
    await expect(auth.api.getSession({ id: 7 })).resolves.toEqual({ id: 7 });
    expect(auth.api.getSession.path).toBe('/get-session');
    expect(await (await auth.handler(new Request('http://x/y'))).text()).toBe('http://x/y');
    expect(auth.options.basePath).toBe('/api/auth');
    expect(disabled).toEqual([2]);
  });
});

describe('sign-ins and session reads that overlap', () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('all answer as themselves while their better-auth calls start and end in between each other', async () => {
    t = await createTestApp();
    const emails = Array.from({ length: 12 }, (_, i) => `overlap-${i}@crawl.test`);
    const signIns = await Promise.all(emails.map((email) => call(t.app, 'POST', '/api/auth/dev-login', { body: { email } })));
    expect(signIns.map((r) => r.status)).toEqual(emails.map(() => 200));
    // Each read is a session lookup (a new token is not cached yet), mixed with more sign-ins.
    const [reads, more] = await Promise.all([
      Promise.all(signIns.map((r) => call(t.app, 'GET', '/api/auth/user', { token: r.body.access_token }))),
      Promise.all(emails.map((email) => call(t.app, 'POST', '/api/auth/dev-login', { body: { email } }))),
    ]);
    expect(reads.map((r) => [r.status, r.body.email])).toEqual(emails.map((e) => [200, e]));
    expect(more.map((r) => [r.status, r.body.user.email])).toEqual(emails.map((e) => [200, e]));
  });
});
