// kill -9 during sponsor gift deliveries (docs/decisions/0034-sponsor-gifts.md). In the start room
// (a safe room) a gift is delivered inside its send request, so a kill in the middle of a burst of
// sends lands inside deliveries. After a restart every acknowledged gift is paid once and delivered
// once (one log entry, one ground item), and a gift paid but not yet delivered is delivered at start.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import type { Candidate } from '#contract/crawler.ts';
import { dataDirFromTemplate } from '#tests/helpers/pglite-template.ts';
import { runDatabasePrefix } from '#tests/helpers/database.ts';
import { freshPostgresDatabase } from '#tests/helpers/postgres.ts';
import { startServer, type ServerProcess } from '#tests/helpers/server-process.ts';
import { payloadOf } from '#tests/helpers/sponsor.ts';

const SPONSORS = 5;
const running: ServerProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function api(base: string, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any -- test reads arbitrary JSON
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

describe('sponsor gifts under kill -9', { timeout: 180_000 }, () => {
  it('loses no acknowledged gift, never charges twice and delivers each at most once', async () => {
    const DATA_DIR = await dataDirFromTemplate('ctf-gift-crash-', tmpdir());
    dirs.push(DATA_DIR);
    const env: Record<string, string> = { DATA_DIR, ...(process.env.DATABASE_URL ? { DATABASE_URL: await freshPostgresDatabase(process.env.DATABASE_URL, `${runDatabasePrefix()}gift_crash`) } : {}) };

    const first = await startServer(env);
    running.push(first);
    const sponsors: { token: string; crawlerId: number }[] = [];
    for (let i = 0; i < SPONSORS; i++) {
      const token = (await api(first.base, 'POST', '/api/auth/dev-login', undefined, { email: `gift${i}@crash.test` })).body.access_token as string;
      const offer = (await api(first.base, 'GET', '/api/crawlers/candidates', token)).body as Candidate[];
      const made = await api(first.base, 'POST', '/api/crawlers', token, payloadOf(offer[0]!));
      expect(made.status).toBe(201);
      sponsors.push({ token, crawlerId: made.body.id as number });
    }

    // A burst of sends; the process dies as soon as the first is answered, the others mid-way.
    const acknowledged: number[] = [];
    const burst = sponsors.map(({ token, crawlerId }) =>
      api(first.base, 'POST', `/api/crawlers/${crawlerId}/gifts`, token, { gift: 'healing_tonic' }).then(
        (res) => {
          if (res.status === 201) acknowledged.push(res.body.gift.id as number);
          return res;
        },
        () => null,
      ),
    );
    await Promise.race(burst);
    first.proc.kill('SIGKILL');
    await Promise.all(burst);
    await first.exited;
    expect(acknowledged.length).toBeGreaterThan(0);

    const second = await startServer(env);
    running.push(second);
    const delivered = new Set<number>();
    for (const { token, crawlerId } of sponsors) {
      // Nothing stays in flight: what was paid before the kill was delivered at start-up.
      expect((await api(second.base, 'GET', `/api/crawlers/${crawlerId}/gifts`, token)).body.inFlight).toBeNull();
      const ledger = (await api(second.base, 'GET', '/api/account/ledger?limit=100', token)).body as { balance: number; entries: { delta: number; note: string }[] };
      expect(ledger.balance).toBe(ledger.entries.reduce((n, e) => n + e.delta, 0));
      const paid = ledger.entries.filter((e) => e.note.startsWith('Gift:')).length;
      expect(paid).toBeLessThanOrEqual(1);
      const log = (await api(second.base, 'GET', `/api/crawlers/${crawlerId}/events?from=1&limit=1000`, token)).body as { entries: { kind: string; roomId: number; data: { giftId: number; groundItemId: number } }[] };
      const arrivals = log.entries.filter((e) => e.kind === 'gift_arrived');
      // Paid once, delivered once; unpaid, nothing arrived.
      expect(arrivals).toHaveLength(paid);
      for (const a of arrivals) {
        delivered.add(a.data.giftId);
        const pickedUp = log.entries.some((e) => e.kind === 'picked_up' && (e.data as unknown as { groundItemId: number }).groundItemId === a.data.groundItemId);
        const lying = ((await api(second.base, 'GET', `/api/room/${a.roomId}/ground-items`, token)).body as { id: number }[]).filter((g) => g.id === a.data.groundItemId);
        expect(lying.length + (pickedUp ? 1 : 0), `gift ${a.data.giftId}'s item`).toBe(1);
      }
    }
    for (const id of acknowledged) expect(delivered.has(id), `acknowledged gift ${id}`).toBe(true);
  });
});
