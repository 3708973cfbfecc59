// Two players, two sockets, one room: each sees the other arrive and move, live.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { sponsorCrawler } from '#tests/helpers/sponsor.ts';
import { connect, type WsClient } from '#tests/helpers/ws-client.ts';

describe('two players in one live room', () => {
  let t: TestApp;
  let url: string;
  const sockets: WsClient[] = [];
  beforeEach(async () => {
    t = await createTestApp({ SEASON_SEED: String(TEST_SEASON_SEED) });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    url = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api/ws`;
  });
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.close();
    await t.close();
  });

  it('each sees the other join and move, live', async () => {
    const players = [];
    for (const email of ['left@crawl.test', 'right@crawl.test']) {
      const token = await devLogin(t.app, email);
      const { crawler } = await sponsorCrawler(t.app, token);
      const ws = await connect(url, token);
      sockets.push(ws);
      players.push({ token, id: crawler.id as number, name: crawler.name as string, ws });
    }
    const [a, b] = players as [(typeof players)[0], (typeof players)[0]];

    a.ws.send({ type: 'join', crawlerId: a.id });
    const snapA = await a.ws.waitFor((m) => m.type === 'snapshot');
    expect(snapA).toMatchObject({ type: 'snapshot', crawlerId: a.id });

    b.ws.send({ type: 'join', crawlerId: b.id });
    const snapB = await b.ws.waitFor((m) => m.type === 'snapshot');
    // B's snapshot lists A as a player in the room; A hears that B joined.
    expect(snapB.type === 'snapshot' && snapB.entities.some((e) => e.type === 'player' && e.data.crawlerId === a.id)).toBe(true);
    await a.ws.waitFor((m) => m.type === 'events' && m.events.some((e) => e.type === 'joined' && (e as { crawlerId?: number }).crawlerId === b.id));

    // A walks a little (after a moment: 3 units is more than no time at all lets it walk); B sees
    // A's new position in a 'moved' event.
    const start = snapA.type === 'snapshot' ? snapA.self : { x: 50, y: 50 };
    await new Promise((r) => setTimeout(r, 300));
    a.ws.send({ type: 'position', x: start.x + 3, y: start.y, seq: 1 });
    const seen = await b.ws.waitFor((m) => m.type === 'events' && m.events.some((e) => e.type === 'moved' && e.id === `crawler-${a.id}`), 6000);
    const moved = seen.type === 'events' ? seen.events.find((e) => e.type === 'moved' && e.id === `crawler-${a.id}`) : undefined;
    expect(moved).toMatchObject({ x: start.x + 3, y: start.y });

    // A teleport is corrected for A and never shown to B.
    a.ws.send({ type: 'position', x: start.x > 50 ? 3 : 97, y: 3, seq: 2 });
    const correction = await a.ws.waitFor((m) => m.type === 'correction');
    expect(correction).toMatchObject({ reason: 'too_fast', x: start.x + 3 });

    // Someone else's crawler cannot be joined.
    b.ws.send({ type: 'join', crawlerId: a.id });
    expect(await b.ws.waitFor((m) => m.type === 'error')).toMatchObject({ code: 'not_found' });
    expect((await call(t.app, 'GET', `/api/crawlers/${a.id}`, { token: b.token })).status).toBe(404);
  });
});
