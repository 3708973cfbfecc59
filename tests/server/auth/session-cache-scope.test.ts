// Which auth requests make the server forget the sessions it holds in memory (server/plugins/auth.ts),
// seen as an operator sees it: the database statements the metrics endpoint counts. Another player's
// sign-in leaves a signed-in player's next request served from memory; a sign-out still makes the
// server look the session up again.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';

let t: TestApp;
let metricsUrl: string;
beforeEach(async () => {
  t = await createTestApp({}, { metrics: { port: 0, host: '127.0.0.1' }, autoTick: false });
  metricsUrl = `http://127.0.0.1:${t.metricsPort}/metrics`;
});
afterEach(() => t.close());

/** Every statement and transaction the database has answered so far. */
async function databaseCalls(): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('ctf_db_duration_seconds_count{'))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

/** The database calls one request of A's costs. */
async function callsFor(token: string): Promise<number> {
  const before = await databaseCalls();
  expect((await call(t.app, 'GET', '/api/account/onboarding', { token })).status).toBe(200);
  return (await databaseCalls()) - before;
}

it("keeps a player's session in memory through another player's sign-up and sign-in, not through a sign-out", async () => {
  const alice = await devLogin(t.app, 'alice@crawl.test');
  await callsFor(alice); // looked up once, then held
  const held = await callsFor(alice);

  await devLogin(t.app, 'bob@crawl.test');
  const signUp = await call(t.app, 'POST', '/api/auth/sign-up/email', { body: { email: 'carol@crawl.test', password: 'a-long-password-1', name: 'Carol' } });
  expect(signUp.status).toBe(200);
  const signIn = await call(t.app, 'POST', '/api/auth/sign-in/email', { body: { email: 'carol@crawl.test', password: 'a-long-password-1' } });
  expect(signIn.status).toBe(200);
  expect(await callsFor(alice)).toBe(held);

  // Carol signs out: every cached session is forgotten, so Alice's is looked up again (and still hers).
  const signOut = await call(t.app, 'POST', '/api/auth/sign-out', { token: signIn.body.token as string, body: {} });
  expect(signOut.status).toBe(200);
  expect(await callsFor(alice)).toBeGreaterThan(held);
});
