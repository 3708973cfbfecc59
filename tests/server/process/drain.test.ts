// A single server process stopped on purpose (SIGTERM; server/drain.ts, decision 0024): its sockets
// are told to reconnect (close code 1012) rather than dropped, what its live rooms stepped is written
// (a walk not yet flushed is in the database it leaves), and it exits 0.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import type { Candidate } from '#contract/crawler.ts';
import { SOCKET_CLOSE } from '#contract/realtime.ts';
import { dataDirFromTemplate } from '#tests/helpers/pglite-template.ts';
import { runDatabasePrefix } from '#tests/helpers/database.ts';
import { freshPostgresDatabase } from '#tests/helpers/postgres.ts';
import { eq } from 'drizzle-orm';
import { openDataDir, openPostgres } from '#server/db/database.ts';
import { crawler } from '#server/db/schema.ts';
import { startServer, type ServerProcess } from '#tests/helpers/server-process.ts';
import { connect, type WsClient } from '#tests/helpers/ws-client.ts';
import { httpApi } from '../../reliability/crash/session.ts';

const running: ServerProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function joined(base: string, token: string, crawlerId: number): Promise<WsClient> {
  const client = await connect(`${base.replace(/^http/, 'ws')}/api/ws`, token);
  client.send({ type: 'join', crawlerId });
  await client.waitFor((m) => m.type === 'snapshot', 15_000);
  return client;
}

describe('the server process drains on SIGTERM', { timeout: 180_000 }, () => {
  it('tells its sockets to reconnect, writes what its rooms stepped, and exits 0', async () => {
    const DATA_DIR = await dataDirFromTemplate('ctf-drain-', tmpdir());
    dirs.push(DATA_DIR);
    const db: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: await freshPostgresDatabase(process.env.DATABASE_URL, `${runDatabasePrefix()}proc_drain`) } : {};
    const first = await startServer({ DATA_DIR, ...db });
    running.push(first);
    const api = httpApi(first.base);
    const signUp = await api.json('POST', '/api/auth/sign-up/email', null, { email: 'drain@crawl.test', password: 'drain-password-1', name: 'D' });
    expect(signUp.status).toBe(200);
    const token = signUp.body.token as string;
    const [c] = (await api.json('GET', '/api/crawlers/candidates', token)).body as Candidate[];
    const made = await api.json('POST', '/api/crawlers', token, { name: c!.name, serial: c!.serial, stats: c!.stats, competencies: c!.competencies, background: c!.background, sponsorship: 'primary' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const crawlerId = made.body.id as number;

    // A short walk, applied by the room's ticks; positions are flushed only every few seconds.
    const client = await joined(first.base, token, crawlerId);
    const start = client.messages.find((m) => m.type === 'snapshot')!;
    const from = start.type === 'snapshot' ? start.self : { x: 50, y: 50 };
    const to = { x: from.x + 6, y: from.y };
    client.send({ type: 'position', x: from.x + 3, y: from.y, seq: 1 });
    await new Promise((r) => setTimeout(r, 250));
    client.send({ type: 'position', x: to.x, y: to.y, seq: 2 });
    await client.waitFor((m) => m.type === 'events' && m.events.some((e) => e.type === 'moved' && (e as { id?: string }).id === `crawler-${crawlerId}` && (e as { x?: number }).x === to.x), 5_000);

    const closed = new Promise<{ code: number; reason: string }>((resolve) => client.ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
    const signalledAt = Date.now();
    first.proc.kill('SIGTERM');
    expect(await closed).toEqual({ code: SOCKET_CLOSE.reconnect, reason: 'server restarting' });
    expect(await first.exited).toBe(0);
    const drainMs = Date.now() - signalledAt;
    expect(drainMs).toBeLessThan(10_000);

    // The crawler stands, in the database the process left, where its walk ended.
    const database = db.DATABASE_URL ? await openPostgres(db.DATABASE_URL, 1) : await openDataDir(DATA_DIR);
    try {
      const [row] = await database.db.select({ x: crawler.positionX, y: crawler.positionY }).from(crawler).where(eq(crawler.id, crawlerId));
      expect(row).toEqual(to);
    } finally {
      await database.close();
    }
  });
});
