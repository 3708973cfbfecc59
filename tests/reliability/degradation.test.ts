// Degradation: the database becomes unreachable for a few seconds. The real server
// process runs on a throwaway PostgreSQL cluster of this test's own (never the shared one on 5432);
// the cluster is stopped for ~3 s and started again. Meanwhile every database-backed route answers
// 503 JSON { error, code: 'service_unavailable' } promptly (no hang, no 500, no 401 that would sign
// the player out) to a player whose session the server must look up; a player whose session it holds
// in memory gets promptly what memory can answer, or the same 503, never a 500; afterwards the server recovers by itself (the pg pool reconnects) and the client's
// health rule (web/src/health/health-machine.ts, unit-tested in tests/web/health-machine.test.ts),
// fed with what the server answered, shows the spec's states and comes back to healthy.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HEALTH, HealthStatus } from '#contract/health.ts';
import { initialHealthState, nextHealth, type HealthState } from '#web/src/health/health-machine.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { startServer, type ServerProcess } from '#tests/helpers/server-process.ts';
import { createPgCluster, type PgCluster } from './support/pg-cluster.ts';

const OUTAGE_MS = 3_000;
/** No answer may take longer than this during the outage (a hung request is a failure too). */
const MAX_ANSWER_MS = 3_000;
/** The server must serve again within this long after the database is back. */
const MAX_RECOVERY_MS = 5_000;

interface Sample {
  at: number;
  label: string;
  status: number;
  ms: number;
  body: unknown;
}

describe('the database unavailable for a few seconds', () => {
  let cluster: PgCluster;
  let server: ServerProcess;
  let dataDir: string;
  let token: string;
  /** The same player's second token, first used during the outage: its session is not in memory. */
  let unseenToken: string;
  let crawlerId: number;

  async function request(method: string, path: string, body?: unknown, auth: boolean | string = true): Promise<Omit<Sample, 'at' | 'label'>> {
    const started = Date.now();
    const bearer = auth === true ? token : auth;
    const res = await fetch(`${server.base}${path}`, {
      method,
      headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(MAX_ANSWER_MS * 3),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* keep the text */
    }
    return { status: res.status, ms: Date.now() - started, body: parsed };
  }

  beforeAll(async () => {
    cluster = await createPgCluster();
    dataDir = mkdtempSync(join(tmpdir(), 'ctf-degrade-'));
    server = await startServer({ DATABASE_URL: cluster.url, DATA_DIR: dataDir, SEASON_SEED: String(TEST_SEASON_SEED), DUNGEON_FLOORS: '2' });
    const login = await fetch(`${server.base}/api/auth/dev-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'outage@crawl.test' }) });
    token = ((await login.json()) as { access_token: string }).access_token;
    const offer = (await request('GET', '/api/crawlers/candidates')).body as { name: string; serial: string; stats: unknown; competencies: unknown; background: string }[];
    const c = offer[0]!;
    const created = await request('POST', '/api/crawlers', { name: c.name, serial: c.serial, stats: c.stats, competencies: c.competencies, background: c.background, sponsorship: 'primary' });
    expect(created.status).toBe(201);
    crawlerId = (created.body as { id: number }).id;
  });

  afterAll(async () => {
    await server?.stop('SIGKILL');
    cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 JSON meanwhile, never hangs or 500s, and recovers by itself when the database is back', async () => {
    // A live socket, to see it survive the outage.
    const ws = new WebSocket(`${server.base.replace('http', 'ws')}/api/ws?token=${encodeURIComponent(token)}`);
    const wsMessages: string[] = [];
    ws.on('message', (raw) => wsMessages.push(raw.toString()));
    await new Promise((resolve, reject) => (ws.on('open', resolve), ws.on('error', reject)));

    // A signed-in probe goes as `as`: the player's token by default.
    const probes: { label: string; signedIn?: boolean; run: (as?: string) => Promise<Omit<Sample, 'at' | 'label'>> }[] = [
      { label: 'health', run: () => request('GET', '/api/health', undefined, false) },
      { label: 'season', run: () => request('GET', '/api/season/current', undefined, false) },
      { label: 'crawlers', signedIn: true, run: (as) => request('GET', '/api/crawlers', undefined, as ?? true) },
      { label: 'crawler', signedIn: true, run: (as) => request('GET', `/api/crawlers/${crawlerId}`, undefined, as ?? true) },
      { label: 'user', signedIn: true, run: (as) => request('GET', '/api/auth/user', undefined, as ?? true) },
      { label: 'position', signedIn: true, run: (as) => request('POST', `/api/crawlers/${crawlerId}/position`, { roomId: 1, positionX: 50, positionY: 50 }, as ?? true) },
      { label: 'dev-login', run: () => request('POST', '/api/auth/dev-login', { email: 'during@crawl.test' }, false) },
    ];
    for (const p of probes) expect((await p.run()).status, p.label).toBeLessThan(500);
    const second = await fetch(`${server.base}/api/auth/dev-login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'outage@crawl.test' }) });
    unseenToken = ((await second.json()) as { access_token: string }).access_token;
    // During the outage the signed-in probes go as a token the server has never looked up (its session
    // lookup needs the database), and again as the one it holds in memory (answered from memory where
    // the route can be, else the same 503).
    const duringOutage = [
      ...probes.map((p) => (p.signedIn ? { label: p.label, run: () => p.run(unseenToken) } : p)),
      ...probes.filter((p) => p.signedIn).map((p) => ({ label: `${p.label} (session in memory)`, run: () => p.run() })),
    ];

    const samples: Sample[] = [];
    const t0 = Date.now();
    cluster.stop();
    const stoppedAt = Date.now() - t0;
    while (Date.now() - t0 < stoppedAt + OUTAGE_MS) {
      const round = await Promise.all(duringOutage.map(async (p) => ({ at: Date.now() - t0, label: p.label, ...(await p.run()) })));
      samples.push(...round);
      await new Promise((r) => setTimeout(r, 150));
    }
    const remembered = samples.filter((s) => s.label.endsWith('(session in memory)'));
    expect(remembered.filter((s) => s.status >= 500 && s.status !== 503).map((s) => `${s.label} ${s.status}`)).toEqual([]);
    expect(remembered.filter((s) => s.status === 401).map((s) => s.label), 'a held session is never signed out by an outage').toEqual([]);
    const outage = samples.filter((s) => !s.label.endsWith('(session in memory)') && (s.label !== 'position' || s.status !== 409));
    // Every database-backed answer during the outage: 503 JSON in the one error shape, promptly.
    expect(outage.filter((s) => s.status !== 503).map((s) => `${s.label} ${s.status} ${JSON.stringify(s.body)}`)).toEqual([]);
    for (const s of outage) expect(s.body).toEqual({ error: 'Service temporarily unavailable', code: 'service_unavailable' });
    const slowest = Math.max(...samples.map((s) => s.ms));
    expect(slowest).toBeLessThanOrEqual(MAX_ANSWER_MS);
    expect(server.proc.exitCode).toBeNull();

    const restartAt = Date.now() - t0;
    cluster.start();
    const startedAt = Date.now() - t0;
    let healthyAt = -1;
    let apiAt = -1;
    const after: Sample[] = [];
    while (Date.now() - t0 < startedAt + MAX_RECOVERY_MS + 2_000 && (healthyAt < 0 || apiAt < 0)) {
      const [health, crawlers] = await Promise.all([probes[0]!.run(), probes[2]!.run()]);
      const at = Date.now() - t0;
      after.push({ at, label: 'health', ...health }, { at, label: 'crawlers', ...crawlers });
      if (health.status === 200 && healthyAt < 0) healthyAt = at;
      if (crawlers.status === 200 && apiAt < 0) apiAt = at;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(healthyAt, 'health answered 200 again').toBeGreaterThan(0);
    expect(apiAt, 'the API answered 200 again').toBeGreaterThan(0);
    expect(Math.max(healthyAt, apiAt) - startedAt).toBeLessThanOrEqual(MAX_RECOVERY_MS);
    // Nothing but 503 (database not yet back) and 200 on the way back.
    expect(after.filter((s) => s.status !== 200 && s.status !== 503).map((s) => `${s.label} ${s.status}`)).toEqual([]);
    // Every probe works again, the session survived, the socket stayed up.
    for (const p of probes) expect((await p.run()).status, p.label).toBeLessThan(500);
    expect((await request('GET', `/api/crawlers/${crawlerId}`)).status).toBe(200);
    ws.send(JSON.stringify({ type: 'ping', at: 7 }));
    for (let i = 0; i < 50 && !wsMessages.some((m) => m.includes('"pong"')); i++) await new Promise((r) => setTimeout(r, 20));
    expect(wsMessages.some((m) => m.includes('"pong"'))).toBe(true);
    ws.close();
    expect(server.output()).not.toMatch(/"msg":"unhandled error"/);

    // The client's rule, fed with what the server answered (worst case: a check right as the
    // database went away): a few seconds' outage never shows offline, and the client is healthy after.
    const timeline = [...samples.filter((s) => s.label === 'health'), ...after.filter((s) => s.label === 'health')];
    const answerAt = (ms: number) => timeline.reduce((best, s) => (Math.abs(s.at - ms) < Math.abs(best.at - ms) ? s : best));
    let state: HealthState = initialHealthState;
    const seen: string[] = [];
    for (let at = stoppedAt; at <= (after.at(-1)?.at ?? 0) + HEALTH.intervalMs; ) {
      const s = at > (after.at(-1)?.at ?? 0) ? { status: 200, ms: 5 } : answerAt(at);
      const step = nextHealth(state, s.status === 200 ? { type: 'ok', durationMs: s.ms } : { type: 'failed' });
      state = step.state;
      seen.push(`${at}ms:${s.status}->${state.status}`);
      at += step.nextCheckInMs;
    }
    expect(seen.some((s) => s.endsWith(HealthStatus.offline)), seen.join(' ')).toBe(false);
    expect(state.status).toBe(HealthStatus.healthy);
    // The same rule over a longer outage (the observed 503s kept on) goes offline after the attempt and its retries.
    let long: HealthState = initialHealthState;
    for (let i = 0; i <= HEALTH.retriesBeforeOffline; i++) long = nextHealth(long, { type: 'failed' }).state;
    expect(long.status).toBe(HealthStatus.offline);

    const firstAnswer = samples[0]!;
    console.log(
      `[degradation] PostgreSQL stopped for ${restartAt - stoppedAt} ms: ${samples.length} answers, all 503 JSON (first answered in ${firstAnswer.ms} ms, slowest ${slowest} ms); ` +
        `back ${startedAt - restartAt} ms after pg_ctl start; health 200 ${healthyAt - startedAt} ms and API 200 ${apiAt - startedAt} ms after the database was up`,
    );
  });
});
