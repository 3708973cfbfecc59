// The limits of a cluster, counted in Redis by three real server processes (CLUSTER=1) on one
// PostgreSQL, the requests sent to each process in turn:
// - the 121st wrong password in a minute from one address gets 429 on whichever process it lands
//   (the per-address count is one for the three: each answer tells a different number left);
// - an account locked by wrong passwords sent to all three stays locked on all three, while another
//   account signs in from the same address;
// - a sponsor's sockets spread over the processes hold the cap together, the next one refused 429;
// - a cluster process whose Redis does not answer refuses to start, saying so.
// The processes trust X-Forwarded-For from loopback (their proxy's, in production): each case uses
// its own client address, so one case's per-address count is not another's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '#contract/errors.ts';
import { SOCKET_LIMITS } from '#contract/realtime.ts';
import { SIGN_IN_LOCKOUT } from '#server/limits/sign-in-lockout.ts';
import { dropPostgresDatabase, freshPostgresDatabase } from '#tests/helpers/postgres.ts';
import { freePort } from '#tests/helpers/server-process.ts';
import { removeKeysUnder, testRedis } from '#tests/helpers/redis.ts';
import { connect, type WsClient } from '#tests/helpers/ws-client.ts';
import { CLUSTER_REDIS_PREFIX, clusterPostgresUrl, startNode, startNodes, type Node } from './support/nodes.ts';

const PG = clusterPostgresUrl();
const DB_NAME = `ctf_limits_${process.pid}`;
/** The auth routes' limit per address (server/app.ts) and its window. */
const PER_ADDRESS = 120;
const WINDOW_MS = 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  status: number;
  body: { error?: string; code?: string; token?: string; access_token?: string } | null;
  retryAfter: string | null;
  /** The rate limit's count of what this address has left in the window, as the answering process read it. */
  remaining: string | null;
}

async function post(node: Node, path: string, body: unknown, clientAddress: string, timeoutMs = 20_000): Promise<Answer> {
  const res = await fetch(`${node.base}${path}`, {
    method: 'POST',
    headers: { origin: node.base, 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Answer['body']) : null, retryAfter: res.headers.get('retry-after'), remaining: res.headers.get('x-ratelimit-remaining') };
}

describe('limits shared by three processes through Redis', () => {
  let nodes: Node[] = [];
  let databaseUrl = '';
  const sockets: WsClient[] = [];
  const signIn = (node: Node, email: string, password: string, from: string, timeoutMs?: number) => post(node, '/api/auth/sign-in/email', { email, password }, from, timeoutMs);

  beforeAll(async () => {
    databaseUrl = await freshPostgresDatabase(PG, DB_NAME);
    nodes = await startNodes(3, databaseUrl);
  }, 180_000);

  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await Promise.all(nodes.map((n) => n.server.stop()));
    await dropPostgresDatabase(PG, DB_NAME);
    const redis = await testRedis();
    await removeKeysUnder(redis, CLUSTER_REDIS_PREFIX);
    redis.disconnect();
  }, 60_000);

  it('a locked account stays locked on every process; another account signs in from the same address', async () => {
    const from = '198.51.100.10';
    const victim = { email: 'victim@limits.test', password: 'victims-password-1', name: 'Victim' };
    const bystander = { email: 'bystander@limits.test', password: 'bystanders-password-1', name: 'Bystander' };
    for (const who of [victim, bystander]) expect((await post(nodes[0]!, '/api/auth/sign-up/email', who, '198.51.100.11')).status).toBe(200);

    // The wrong passwords go to each process in turn: only a shared count reaches the limit.
    const wrong: number[] = [];
    for (let i = 0; i < SIGN_IN_LOCKOUT.maxFailures; i++) wrong.push((await signIn(nodes[i % 3]!, victim.email, `guess-number-${i}`, from)).status);
    expect(wrong).toEqual(Array(SIGN_IN_LOCKOUT.maxFailures).fill(401));

    for (const node of nodes) {
      const refused = await signIn(node, victim.email, victim.password, from);
      expect(refused.status, node.id).toBe(429);
      expect(refused.body).toEqual({ error: expect.stringMatching(/^Too many wrong passwords for this account/), code: ErrorCode.accountLocked });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(SIGN_IN_LOCKOUT.lockMs / 1000);
    }
    // Same address, another account, every process: signed in (this address has spent 13 of its 120).
    for (const node of nodes) {
      const ok = await signIn(node, bystander.email, bystander.password, from);
      expect(ok.status, `${node.id}: ${JSON.stringify(ok.body)}`).toBe(200);
      expect(ok.body?.token).toBeTruthy();
    }
  });

  it(`the ${PER_ADDRESS + 1}st wrong password in a minute from one address gets 429 on whichever process it lands`, async () => {
    const from = '198.51.100.20';
    const target = { email: 'target@limits.test', password: 'targets-password-1', name: 'Target' };
    const next = { email: 'next@limits.test', password: 'nexts-password-1', name: 'Next' };
    for (const who of [target, next]) expect((await post(nodes[0]!, '/api/auth/sign-up/email', who, '198.51.100.21')).status).toBe(200);
    const started = Date.now();
    // All wrong passwords for one account, each process in turn. The first ones are checked (a
    // password hash each) until the account locks; the rest are refused by the lock before any
    // hashing, yet count against the address all the same. So the 120 fit in the minute on a loaded
    // machine (120 hashes took 55-65 s here with the machine shared).
    const answers: Answer[] = [];
    for (let i = 0; i < SIGN_IN_LOCKOUT.maxFailures; i++) answers.push(await signIn(nodes[i % 3]!, target.email, `guess-${i}`, from));
    const rest = Array.from({ length: PER_ADDRESS - SIGN_IN_LOCKOUT.maxFailures }, (_, k) => SIGN_IN_LOCKOUT.maxFailures + k);
    answers.push(...(await Promise.all(rest.map((n) => signIn(nodes[n % 3]!, target.email, `guess-${n}`, from)))));
    const spent = Date.now() - started;
    expect(spent, `the ${PER_ADDRESS} attempts took ${spent} ms: more than the limit's window, so the test proves nothing`).toBeLessThan(WINDOW_MS - 5_000);
    expect(answers.slice(0, SIGN_IN_LOCKOUT.maxFailures).map((a) => a.status)).toEqual(Array(SIGN_IN_LOCKOUT.maxFailures).fill(401));
    expect(answers.slice(SIGN_IN_LOCKOUT.maxFailures).every((a) => a.status === 429 && a.body?.code === ErrorCode.accountLocked)).toBe(true);
    // One count for the three processes: each attempt was told a different number left, 119 down to 0.
    expect(answers.map((a) => Number(a.remaining)).sort((a, b) => a - b)).toEqual([...Array(PER_ADDRESS).keys()]);

    // The next one, on each process in turn, for an account nobody locked: refused by the address's limit.
    for (const node of nodes) {
      const refused = await signIn(node, next.email, 'not-the-password', from);
      expect(refused.status, node.id).toBe(429);
      expect(refused.body).toMatchObject({ code: ErrorCode.rateLimited, error: expect.stringMatching(/^Too many requests/) });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }
    // From another address that account is neither limited nor locked.
    expect((await signIn(nodes[1]!, next.email, next.password, '198.51.100.22')).status).toBe(200);
  });

  it(`a sponsor's ${SOCKET_LIMITS.maxPerUser} sockets spread over the processes hold the cap: the next is refused 429 on each, a closed one frees a slot elsewhere`, async () => {
    const login = await post(nodes[0]!, '/api/auth/dev-login', { email: 'sockets@limits.test' }, '198.51.100.30');
    expect(login.status).toBe(200);
    const token = login.body!.access_token!;
    const wsUrl = (n: Node) => `${n.base.replace(/^http/, 'ws')}/api/ws`;
    for (let i = 0; i < SOCKET_LIMITS.maxPerUser; i++) sockets.push(await connect(wsUrl(nodes[i % 3]!), token));
    for (const node of nodes) await expect(connect(wsUrl(node), token), node.id).rejects.toThrow('HTTP 429');

    // One on node-1 closes: the slot can be taken on node-3, and then none is left again.
    const first = sockets.shift()!;
    const closed = new Promise((r) => first.ws.once('close', r));
    first.close();
    await closed;
    let reopened: WsClient | null = null;
    for (let i = 0; i < 40 && !reopened; i++) {
      reopened = await connect(wsUrl(nodes[2]!), token).catch(() => null);
      if (!reopened) await sleep(50);
    }
    expect(reopened).not.toBeNull();
    sockets.push(reopened!);
    await expect(connect(wsUrl(nodes[1]!), token)).rejects.toThrow('HTTP 429');
    // Another sponsor is not affected.
    const other = await post(nodes[1]!, '/api/auth/dev-login', { email: 'other-sockets@limits.test' }, '198.51.100.31');
    sockets.push(await connect(wsUrl(nodes[1]!), other.body!.access_token!));
  });

  it('a cluster process whose Redis does not answer refuses to start, naming the address and REDIS_URL', async () => {
    const redisPort = await freePort();
    const lone = startNode('node-no-redis', await freePort(), databaseUrl, { REDIS_URL: `redis://127.0.0.1:${redisPort}` });
    const code = await Promise.race([lone.server.exited, sleep(60_000).then(() => 'still running' as const)]);
    if (code === 'still running') await lone.server.stop();
    expect(code).toBe(1);
    expect(lone.server.output()).toContain(`Redis at redis://127.0.0.1:${redisPort} does not answer`);
    expect(lone.server.output()).toContain('REDIS_URL');
  });
});
