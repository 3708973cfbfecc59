// The per-account sign-in lockout on a server alone (counted in its memory): after SIGN_IN_LOCKOUT's
// wrong passwords for one account its password sign-in answers 429 account_locked with Retry-After,
// even with the right password, until the lock runs out; the same address's other accounts sign in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '#contract/errors.ts';
import { SIGN_IN_LOCKOUT } from '#server/limits/sign-in-lockout.ts';
import { call, createTestApp, type Json, type TestApp } from '#tests/helpers/app.ts';

const { maxFailures, windowMs, lockMs } = SIGN_IN_LOCKOUT;
const alice = { email: 'alice@crawl.test', password: 'correct-horse-battery', name: 'Alice' };
const bob = { email: 'bob@crawl.test', password: 'bobs-own-password', name: 'Bob' };

describe('per-account sign-in lockout (one process, in memory)', () => {
  let t: TestApp;
  let now = Date.parse('2026-03-01T12:00:00Z');
  const signIn = (email: string, password: string): Promise<Json> => call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email, password } });
  const wrong = async (email: string, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) statuses.push((await signIn(email, `wrong-password-${i}`)).status);
    return statuses;
  };
  const expectLocked = (res: Json) => {
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ error: expect.stringMatching(/^Too many wrong passwords for this account: try again in \d+ minutes?$/), code: ErrorCode.accountLocked });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(lockMs / 1000);
    return retryAfter;
  };

  beforeEach(async () => {
    now = Date.parse('2026-03-01T12:00:00Z');
    // The per-address limit is the product's (120 a minute): these tests stay under it.
    t = await createTestApp({}, { clock: () => new Date(now) });
    for (const who of [alice, bob]) expect((await call(t.app, 'POST', '/api/auth/sign-up/email', { body: who })).status).toBe(200);
  });
  afterEach(() => t.close());

  it(`locks an account after ${maxFailures} wrong passwords: the right one is refused 429 with Retry-After, another account from the same address signs in`, async () => {
    expect(await wrong(alice.email, maxFailures)).toEqual(Array(maxFailures).fill(401));
    const retryAfter = expectLocked(await signIn(alice.email, alice.password));
    expect(retryAfter).toBe(lockMs / 1000);
    // Refused before better-auth is asked: a wrong password is refused the same way, and counts for nothing more.
    expectLocked(await signIn(alice.email, 'still-guessing-here'));
    // Same address (app.inject's), another account: not locked.
    const other = await signIn(bob.email, bob.password);
    expect(other.status).toBe(200);
    expect(other.body.token).toBeTruthy();
    // The lock runs out: the right password works again.
    now += lockMs - 60_000;
    expectLocked(await signIn(alice.email, alice.password));
    now += 60_000;
    expect((await signIn(alice.email, alice.password)).status).toBe(200);
  });

  it('counts one account however its email is written, and an unknown account the same way as a real one', async () => {
    const spellings = ['Alice@Crawl.Test', 'alice@crawl.test', 'ALICE@CRAWL.TEST'];
    for (let i = 0; i < maxFailures; i++) expect((await signIn(spellings[i % spellings.length]!, `wrong-password-${i}`)).status).toBe(401);
    expectLocked(await signIn(alice.email, alice.password));

    // An address nobody signed up with: the same answers, so the lock tells nobody whether it exists.
    expect(await wrong('nobody@crawl.test', maxFailures)).toEqual(Array(maxFailures).fill(401));
    expectLocked(await signIn('nobody@crawl.test', 'whatever-password'));
  });

  it('forgets wrong passwords after a right one, and after the window', async () => {
    expect(await wrong(alice.email, maxFailures - 1)).toEqual(Array(maxFailures - 1).fill(401));
    expect((await signIn(alice.email, alice.password)).status).toBe(200);
    // The count started again: as many wrong ones again do not lock.
    expect(await wrong(alice.email, maxFailures - 1)).toEqual(Array(maxFailures - 1).fill(401));
    expect((await signIn(alice.email, alice.password)).status).toBe(200);

    expect(await wrong(bob.email, maxFailures - 1)).toEqual(Array(maxFailures - 1).fill(401));
    now += windowMs;
    expect(await wrong(bob.email, maxFailures - 1)).toEqual(Array(maxFailures - 1).fill(401));
    // Twice as many wrong passwords as the limit, but in two windows: not locked.
    expect((await signIn(bob.email, bob.password)).status).toBe(200);
    // Some forty password hashes (scrypt, by design slow): on a loaded CI machine they took over 30 s.
  }, 120_000);
});
