// kill -9 during trading: a real server process, four buyers and sellers hammering one shop for the
// same crawler, SIGKILLed at a random moment mid-burst. After a restart every acknowledged purchase
// and sale is there (item, log entry, gold), nothing is applied twice, and the crawler's gold, items,
// log and the shop's shelves all agree: gold = grant − Σ bought prices + Σ sold prices.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Candidate } from '#contract/crawler.ts';
import { replayLog, type LogEntry } from '#game/event-log.ts';
import { rollShopStock } from '#game/merchant.ts';
import { createRng } from '#game/rng.ts';
import { pathToRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { dataDirFromTemplate } from '#tests/helpers/pglite-template.ts';
import { dropPostgresDatabase, freshPostgresDatabase } from '#tests/helpers/postgres.ts';
import { startServer, type ServerProcess } from '#tests/helpers/server-process.ts';
import { payloadOf } from '#tests/helpers/sponsor.ts';
import { httpApi, type Answer } from './crash/session.ts';

const GRANT = 2000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const shop = pathToRoom(TEST_SEASON_SEED, 1, (r) => r.type === 'shop' && r.npcs.some((n) => n.role === 'merchant'));
const seeded = rollShopStock(TEST_SEASON_SEED, shop.roomKey, 1);

const dataDir = await dataDirFromTemplate('ctf-merchant-crash-', tmpdir());
const adminUrl = process.env.DATABASE_URL;
const dbName = `ctf_merchant_crash_${process.pid}`;
const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  if (adminUrl) await dropPostgresDatabase(adminUrl, dbName);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Gives the crawler gold while no server runs (crawlers start with none; no log entry records a grant). */
async function grantGold(db: Record<string, string>, crawlerId: number): Promise<void> {
  const statement = `update crawlers set gold = ${GRANT} where id = ${crawlerId}`;
  if (db.DATABASE_URL) {
    const client = new pg.Client({ connectionString: db.DATABASE_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  } else {
    const lite = new PGlite(join(dataDir, 'pgdata'));
    await lite.query(statement);
    await lite.close();
  }
}

interface Trade {
  kind: 'buy' | 'sell';
  /** The answer, or null when the kill cut it off. */
  answer: Answer | null;
}

describe('trading through kill -9', () => {
  it('loses no acknowledged trade and applies none twice', { timeout: 240_000 }, async () => {
    const db: Record<string, string> = adminUrl ? { DATABASE_URL: await freshPostgresDatabase(adminUrl, dbName) } : {};
    const env = { DATA_DIR: dataDir, SEASON_SEED: String(TEST_SEASON_SEED), ...db };
    let server = await startServer(env);
    running.push(server);
    let api = httpApi(server.base);
    const token = (await api.json('POST', '/api/auth/dev-login', null, { email: 'crash-trader@crawl.test' })).body.access_token as string;
    const offer = (await api.json('GET', '/api/crawlers/candidates', token)).body as Candidate[];
    const created = await api.json('POST', '/api/crawlers', token, payloadOf(offer[0]!));
    expect(created.status).toBe(201);
    const crawlerId = created.body.id as number;
    for (const direction of shop.path) {
      await sleep(1100);
      expect((await api.json('POST', `/api/crawlers/${crawlerId}/move`, token, { direction })).status).toBe(200);
    }
    const roomId = (await api.json('GET', `/api/crawlers/${crawlerId}/current-room`, token)).body.room.id as number;
    const initialItems = ((await api.json('GET', `/api/crawlers/${crawlerId}/loadout`, token)).body.inventory as { id: number }[]).map((i) => i.id);
    // The first kill: with no trade in flight, a plain crash; the grant is written while it is down.
    server.proc.kill('SIGKILL');
    await server.exited;
    await grantGold(db, crawlerId);
    server = await startServer(env);
    running.push(server);
    api = httpApi(server.base);
    const before = await api.json('GET', `/api/rooms/${roomId}/merchant?crawlerId=${crawlerId}`, token);
    expect(before.status).toBe(200);
    expect(before.body.gold).toBe(GRANT);

    // Four traders at once until the kill: buy a random slot, or sell something a buy handed back.
    const trades: Trade[] = [];
    const boughtIds: number[] = [];
    let killed = false;
    const rng = createRng(Number(process.env.CRASH_SEED ?? 28));
    const trader = async () => {
      while (!killed) {
        const selling = boughtIds.length > 0 && rng.chance(0.35);
        const trade: Trade = { kind: selling ? 'sell' : 'buy', answer: null };
        trades.push(trade);
        try {
          trade.answer = selling
            ? await api.json('POST', `/api/rooms/${roomId}/merchant/sell`, token, { crawlerId, itemId: boughtIds.splice(rng.int(0, boughtIds.length - 1), 1)[0] })
            : await api.json('POST', `/api/rooms/${roomId}/merchant/buy`, token, { crawlerId, slot: rng.pick(seeded).slot });
          if (trade.kind === 'buy' && trade.answer.status === 200) boughtIds.push(trade.answer.body.item.id as number);
        } catch {
          return; // the kill cut the request off: its outcome is unknown
        }
      }
    };
    const burst = Promise.all([trader(), trader(), trader(), trader()]);
    // Killed mid-burst, once some trades of both kinds have been answered (or after 20 s at most).
    const answered = () => trades.filter((t) => t.answer?.status === 200);
    for (let waited = 0; waited < 20_000 && (answered().length < 8 || !answered().some((t) => t.kind === 'sell')); waited += 50) await sleep(50);
    await sleep(rng.int(0, 300));
    killed = true;
    server.proc.kill('SIGKILL');
    await server.exited;
    await burst;

    server = await startServer(env);
    running.push(server);
    api = httpApi(server.base);
    const acked = trades.filter((t) => t.answer?.status === 200).map((t) => ({ kind: t.kind, body: t.answer!.body as { item: { id: number; key: string }; price: number } }));
    expect(acked.filter((t) => t.kind === 'buy').length).toBeGreaterThan(0);
    // Every answer that came back was a trade or one of the stated refusals (the intent rate limit
    // included: four traders at full speed reach it), never a 5xx.
    for (const t of trades) if (t.answer) expect([200, 404, 409, 429], JSON.stringify(t.answer.body)).toContain(t.answer.status);

    const log = (await api.json('GET', `/api/crawlers/${crawlerId}/events?limit=5000`, token)).body.entries as LogEntry[];
    const bought = log.filter((e): e is Extract<LogEntry, { kind: 'bought' }> => e.kind === 'bought');
    const sold = log.filter((e): e is Extract<LogEntry, { kind: 'sold' }> => e.kind === 'sold');
    // Nothing acknowledged is lost.
    for (const t of acked) {
      const entries = t.kind === 'buy' ? bought : sold;
      expect(entries.filter((e) => e.data.itemId === t.body.item.id).length, `${t.kind} of item ${t.body.item.id}`).toBe(1);
    }
    // Nothing is applied twice: each item bought once, sold at most once.
    expect(new Set(bought.map((e) => e.data.itemId)).size).toBe(bought.length);
    expect(new Set(sold.map((e) => e.data.itemId)).size).toBe(sold.length);
    const soldIds = new Set(sold.map((e) => e.data.itemId));
    const expectedItems = [...initialItems, ...bought.map((e) => e.data.itemId)].filter((id) => !soldIds.has(id)).sort((a, b) => a - b);
    const inventory = ((await api.json('GET', `/api/crawlers/${crawlerId}/loadout`, token)).body.inventory as { id: number }[]).map((i) => i.id).sort((a, b) => a - b);
    expect(inventory).toEqual(expectedItems);
    // Gold: the grant, less what was bought, plus what was sold; the log replays to the same.
    const gold = GRANT - bought.reduce((n, e) => n + e.data.price, 0) + sold.reduce((n, e) => n + e.data.price, 0);
    const after = await api.json('GET', `/api/rooms/${roomId}/merchant?crawlerId=${crawlerId}`, token);
    expect(after.body.gold).toBe(gold);
    const replayed = replayLog(log).at(-1)!;
    expect(replayed.gold).toBe(gold);
    expect([...replayed.inventory]).toEqual(expectedItems);
    // The shelves lost exactly what was bought (no restock within the test's few minutes).
    for (const s of seeded) {
      const taken = bought.filter((e) => e.data.templateKey === s.templateKey).length;
      expect((after.body.stock as { slot: number; quantity: number }[]).find((x) => x.slot === s.slot)!.quantity).toBe(s.quantity - taken);
    }
    const figures = {
      database: adminUrl ? 'postgres' : 'pglite',
      requests: trades.length,
      acknowledged: { buys: acked.filter((t) => t.kind === 'buy').length, sells: acked.filter((t) => t.kind === 'sell').length },
      refused: trades.filter((t) => t.answer && t.answer.status !== 200).length,
      cutOff: trades.filter((t) => !t.answer).length,
      applied: { buys: bought.length, sells: sold.length },
      gold,
    };
    mkdirSync('.tmp/reliability', { recursive: true });
    writeFileSync(`.tmp/reliability/merchant-crash${adminUrl ? '.postgres' : ''}.json`, JSON.stringify(figures, null, 2));
  });
});
