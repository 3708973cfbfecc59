// Statements per door move and per socket join: the SQL the server's own code sends to PGlite (in
// memory) for one request, counted at the wire (every Parse or simple Query message, BEGIN and COMMIT
// included), after a warm-up so the read caches hold what a steady server's would. Moves shuttle one
// crawler between two rooms it has visited (the http bench's move route) and walk into rooms it has
// not (a first visit: fame and its credits); a join is a fresh socket's upgrade (its session
// looked up once) and join of a crawler whose row is cached. A move's count includes what follows its
// commit: placing the crawler in its next room's simulation (loading that room when it is asleep).
// One request at a time, so reads that concurrent requests share (coalesced-reads.ts) count whole.
// Prints the statements; asserts nothing.
// Run: node --import tsx bench/intent-statements.ts [--sql]
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '#server/app.ts';
import { openPglite } from '#server/db/database.ts';
import { loadEnv } from '#server/env.ts';
import { call, devLogin } from '#tests/helpers/app.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';
import { connect } from '#tests/helpers/ws-client.ts';

const SHOW_SQL = process.argv.includes('--sql');
const decoder = new TextDecoder();
let seen: string[] | null = null;

// Every statement reaches PGlite as a Parse ('P') or a simple Query ('Q') message.
const proto = PGlite.prototype as unknown as { execProtocolStream: (msg: Uint8Array, opts?: unknown) => Promise<unknown> };
const original = proto.execProtocolStream;
proto.execProtocolStream = function (this: unknown, msg: Uint8Array, opts?: unknown) {
  if (seen && (msg[0] === 0x50 || msg[0] === 0x51)) {
    const body = msg.subarray(5);
    const start = msg[0] === 0x50 ? body.indexOf(0) + 1 : 0;
    const text = decoder.decode(body.subarray(start, body.indexOf(0, start)));
    seen.push(text.replace(/\s+/g, ' ').trim());
  }
  return original.call(this, msg, opts);
};

async function counted<T>(label: string, work: () => Promise<T>): Promise<T> {
  seen = [];
  const out = await work();
  await new Promise((r) => setTimeout(r, 50));
  const statements = seen;
  seen = null;
  const tx = statements.filter((s) => s === 'BEGIN').length;
  console.log(`${label}: ${statements.length} statements, ${tx} transaction(s)`);
  if (SHOW_SQL) for (const s of statements) console.log(`    ${s.slice(0, 220)}`);
  return out;
}

const database = await openPglite();
let now = Date.now();
const env = loadEnv({ NODE_ENV: 'development', SERVE_WEB: 'false', DATA_DIR: '.tmp/intent-statements', PORT: '0', HOST: '127.0.0.1', DUNGEON_FLOORS: '2', LOG_LEVEL: 'silent' });
const { app } = await buildApp({
  env,
  database,
  authSecret: 'bench-secret-bench-secret-bench-secret-0123',
  autoTick: false,
  clock: () => new Date(now),
  authRateLimit: { max: 10_000, timeWindow: 60_000 },
  intentLimits: { position: 1_000_000, action: 1_000_000 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address() as { port: number };
const wsUrl = `ws://127.0.0.1:${address.port}/api/ws`;

const token = await devLogin(app, 'counter@bench.test');
const id = (await sponsorCrawler(app, token)).crawler.id as number;
const here = async () => (await call(app, 'GET', `/api/crawlers/${id}/current-room`, { token })).body as { room: { id: number; connections: { direction: string; roomId: number }[] } };
const move = async (direction: string) => {
  now += 2_000;
  const res = await call(app, 'POST', `/api/crawlers/${id}/move`, { token, body: { direction } });
  if (res.status !== 200) throw new Error(`move ${direction}: ${res.status} ${JSON.stringify(res.body)}`);
};
const back = { north: 'south', south: 'north', east: 'west', west: 'east' } as Record<string, string>;

const start = await here();
const doors = start.room.connections;
// Into a room never visited (a first visit earns fame), then back and forth between the two.
await counted('door move, first visit', () => move(doors[0]!.direction));
await counted('door move, back to a visited room', () => move(back[doors[0]!.direction]!));
for (let i = 0; i < 3; i++) {
  await move(doors[0]!.direction);
  await move(back[doors[0]!.direction]!);
}
await counted('door move, shuttling (visited room)', () => move(doors[0]!.direction));
await move(back[doors[0]!.direction]!);
if (doors[1]) await counted('door move, first visit (second door)', () => move(doors[1]!.direction));

// A join on a fresh socket, its session not yet looked up here, then a second socket's join.
const other = await devLogin(app, 'joiner@bench.test');
const joinerId = (await sponsorCrawler(app, other)).crawler.id as number;
await call(app, 'GET', `/api/crawlers/${joinerId}/current-room`, { token: other });
const joinOnce = async (label: string, as: string) => {
  await counted(label, async () => {
    const ws = await connect(wsUrl, as);
    ws.send({ type: 'join', crawlerId: joinerId });
    await ws.waitFor((m) => m.type === 'snapshot');
    ws.close();
  });
};
// A fresh sign-in's token: its first use is the socket's upgrade (as the live-rooms bench's clients).
await joinOnce('socket upgrade + join, a token not seen before', await devLogin(app, 'joiner@bench.test'));
await joinOnce('socket upgrade + join again, same token', other);

await app.close();
await database.close();
