// A planned restart in a cluster (decision 0024), on real processes on PostgreSQL: the owner of a
// room where a crawler fights gets SIGTERM. It drains: its rooms write what they have, its leases
// are released and the other process told, which takes the room within 1 s of the signal (a crash
// takes longer: the dead process must be noticed first). The player's socket, routed to the owner
// and served there, is closed by the drain (1012); the client reconnects to the other process and
// is joined to the room there, and the fight goes on: attacks are acknowledged, the room's ticks
// advance, nothing acknowledged before is lost. The drained process exits 0.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFloor } from '#game/dungeon/floor.ts';
import type { Candidate } from '#contract/crawler.ts';
import type { ServerMessage } from '#contract/realtime.ts';
import { shardOfRoom } from '#server/cluster/shards.ts';
import { pathToHostileRoom, TEST_SEASON_SEED } from '#tests/helpers/dungeon-path.ts';
import { dropPostgresDatabase, freshPostgresDatabase } from '#tests/helpers/postgres.ts';
import { httpApi, type Api } from '../reliability/crash/session.ts';
import { balanced, clusterPostgresUrl, startNodes, view, type Node } from './support/nodes.ts';
import { brawler, joinLive, type LiveView } from './support/live-client.ts';

const PG = clusterPostgresUrl();
const DB_NAME = `ctf_drain_${process.pid}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The first message after the `from`-th one that matches, waiting up to `ms`. */
async function messageAfter(live: LiveView, from: number, ms: number, match: (m: ServerMessage) => boolean): Promise<ServerMessage> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = live.client.messages.slice(from).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no such message within ${ms} ms; last: ${JSON.stringify(live.client.messages.slice(-4))}`);
    await sleep(20);
  }
}

describe('SIGTERM of a room owner in a cluster', () => {
  let nodes: Node[] = [];
  let live: LiveView | null = null;

  beforeAll(async () => {
    const databaseUrl = await freshPostgresDatabase(PG, DB_NAME);
    nodes = await startNodes(2, databaseUrl);
    await balanced(nodes);
  }, 180_000);

  afterAll(async () => {
    live?.client.close();
    await Promise.all(nodes.map((n) => n.server.stop()));
    await dropPostgresDatabase(PG, DB_NAME);
  }, 60_000);

  it('hands the room over within 1 s, the fight resumes on the new owner, nothing acknowledged is lost, the owner exits 0', async () => {
    const api = (n: Node): Api => httpApi(n.base);
    const floor = generateFloor(TEST_SEASON_SEED, 1);
    const hostile = pathToHostileRoom(TEST_SEASON_SEED, 1);
    const spec = floor.rooms.find((r) => r.key === hostile.roomKey)!;
    const shard = shardOfRoom({ floor: 1, x: spec.x, y: spec.y });
    const owners = await balanced(nodes);
    const victim = nodes.find((n) => n.id === owners.get(shard))!;
    const gateway = nodes.find((n) => n !== victim)!;

    const signUp = await api(gateway).json('POST', '/api/auth/sign-up/email', null, { email: 'eve@drain.test', password: 'drain-password-1', name: 'eve' });
    expect(signUp.status).toBe(200);
    const token = signUp.body.token as string;
    const offer = (await api(gateway).json('GET', '/api/crawlers/candidates', token)).body as Candidate[];
    const total = (c: Candidate) => Object.values(c.stats).reduce((s, v) => s + v, 0);
    const c = offer.reduce((best, x) => (total(x) > total(best) ? x : best));
    const made = await api(gateway).json('POST', '/api/crawlers', token, { name: c.name, serial: c.serial, stats: c.stats, competencies: c.competencies, background: c.background, sponsorship: 'primary' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const crawlerId = made.body.id as number;
    for (const direction of hostile.path) {
      let moved = false;
      for (let i = 0; i < 10 && !moved; i++) {
        const res = await api(gateway).json('POST', `/api/crawlers/${crawlerId}/move`, token, { direction });
        moved = res.status === 200;
        if (!moved) await sleep(1_100);
      }
      expect(moved, `move ${direction}`).toBe(true);
    }
    // The player's socket reaches the gateway, which routes it to the room's owner.
    live = await joinLive(gateway.base, token, crawlerId, (id) => nodes.find((n) => n.id === id)?.base);
    const roomId = live.roomId!;
    const player = live;
    expect(player.client.servedBy()).toBe(victim.id);

    const { acked, attack, warmUp } = brawler(player, api(gateway), crawlerId, token);
    await warmUp();
    expect(acked.length).toBeGreaterThanOrEqual(2);

    // Mid-fight, an attack on its way: the owner is told to stop.
    const inFlight = attack().catch(() => false);
    await sleep(100);
    const mark = player.client.messages.length;
    const signalledAt = Date.now();
    victim.server.proc.kill('SIGTERM');
    victim.down = true;

    // The other process owns the room's shard within 1 s of the signal.
    let handoverMs = Number.POSITIVE_INFINITY;
    while (Date.now() - signalledAt < 5_000) {
      if ((await view(gateway))?.shards.includes(shard)) {
        handoverMs = Date.now() - signalledAt;
        break;
      }
      await sleep(20);
    }
    console.log(`[drain] room ${roomId} owned by ${gateway.id} ${handoverMs} ms after SIGTERM of ${victim.id}`);
    expect(handoverMs).toBeLessThanOrEqual(1_000);

    // The drained process exits on its own, cleanly.
    const code = await victim.server.exited;
    expect(code, `the drained process's output:\n${victim.server.output()}`).toBe(0);
    await inFlight;

    // The client reconnects and is joined to the room on its new owner: a fresh snapshot, then the room's ticks go on.
    const snapshot = await messageAfter(player, mark, 10_000, (m) => m.type === 'snapshot' && m.roomId === roomId);
    expect(snapshot.type === 'snapshot' && snapshot.self.isAlive).toBe(true);
    expect(player.client.servedBy()).toBe(gateway.id);
    const since = player.client.messages.indexOf(snapshot);
    // The fight resumes there: the next attack is acknowledged by the new owner, and its events reach the socket.
    const before = acked.length;
    for (let i = 0; i < 20 && acked.length === before; i++) {
      if (!(await attack())) await sleep(900);
    }
    expect(acked.length).toBeGreaterThan(before);
    const hit = acked.at(-1)!;
    await messageAfter(player, since, 5_000, (m) => m.type === 'events' && m.events.some((e) => e.type === 'attacked' && (e as { targetId?: string }).targetId === hit.targetId));
    expect(player.client.ws.readyState).toBe(player.client.ws.OPEN);

    // Every attack acknowledged, before, during and after the drain, is in the crawler's log as it was answered.
    const log = await api(gateway).json('GET', `/api/crawlers/${crawlerId}/events?limit=5000`, token);
    expect(log.status).toBe(200);
    const attacks = (log.body.entries as { kind: string; data: { targetId: string; damage: number; targetHealth: number; hit: boolean } }[]).filter((e) => e.kind === 'attacked');
    for (const a of acked) {
      expect(attacks.some((e) => e.data.targetId === a.targetId && e.data.damage === a.damage && e.data.targetHealth === a.targetHealth && e.data.hit === a.hit), JSON.stringify(a)).toBe(true);
    }
  }, 150_000);
});
