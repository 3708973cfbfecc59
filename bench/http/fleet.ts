// The benchmark's players: many signed-in users, each sponsoring one crawler, spread over the quiet
// rooms near floor 1's entrance (a few doors into rooms without hostile mobs, so no crawler dies
// mid-benchmark and each room holds a share of the crawlers, not all of them).
import type { Candidate } from '#contract/crawler.ts';
import type { CurrentRoom, MoveResponse, RoomDataBatch } from '#contract/dungeon.ts';
import { DOOR_ZONE } from '#game/constants.ts';
import { isDirection, type Direction } from '#game/dungeon/vocabulary.ts';
import { createRng } from '#game/rng.ts';
import { call, pool } from './client.ts';

export interface Player {
  index: number;
  token: string;
  crawlerId: number;
  roomId: number;
  x: number;
  y: number;
  /**
   * Two quiet rooms the crawler can shuttle between: it left `from` through door `door` into `to`
   * (and goes back by the opposite door); null when it never moved.
   */
  shuttle: { from: number; to: number; door: Direction } | null;
}

/** @fastify/rate-limit on /api/auth/* allows this many requests per minute and IP (server/app.ts). */
const AUTH_PER_IP = 100;
const SETUP_CONCURRENCY = 32;

/** Loopback source address of the i-th user: a new one every AUTH_PER_IP users. */
export function sourceAddress(i: number): string {
  return `127.0.0.${2 + Math.floor(i / AUTH_PER_IP)}`;
}

function want<T>(what: string, reply: { status: number; body: unknown }, status = 200): T {
  if (reply.status !== status) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`);
  return reply.body as T;
}

/** Signs in `count` users (dev login) and sponsors one crawler each. */
export async function signInFleet(base: string, count: number, tag: string): Promise<Player[]> {
  return pool(Array.from({ length: count }, (_, i) => i), SETUP_CONCURRENCY, async (i) => {
    const from = sourceAddress(i);
    const login = want<{ access_token: string }>('dev-login', await call(base, 'POST', '/api/auth/dev-login', { body: { email: `bench-${tag}-${i}@bench.local` }, from }));
    const token = login.access_token;
    const [c] = want<Candidate[]>('candidates', await call(base, 'GET', '/api/crawlers/candidates', { token, from }));
    if (!c) throw new Error('candidates: empty offer');
    const body = { name: c.name, serial: c.serial, stats: c.stats, competencies: c.competencies, background: c.background, sponsorship: 'primary' };
    const crawler = want<{ id: number }>('sponsor', await call(base, 'POST', '/api/crawlers', { token, body, from }), 201);
    const here = want<CurrentRoom>('current-room', await call(base, 'GET', `/api/crawlers/${crawler.id}/current-room`, { token }));
    return { index: i, token, crawlerId: crawler.id, roomId: here.room.id, x: here.position.x, y: here.position.y, shuttle: null };
  });
}

/**
 * Spreads the crawlers over the rooms near the entrance that hold no hostile mobs (as each crawler's
 * own scan shows them): every crawler takes a first door, then up to `steps - 1` more, each time into
 * the least crowded quiet neighbour, and only when that room holds fewer crawlers than its own. The
 * last door taken becomes the crawler's shuttle for the move benchmark.
 */
export async function spreadFleet(base: string, players: Player[], steps: number, seed: number): Promise<void> {
  const rng = createRng(seed);
  const crowd = new Map<number, number>();
  const add = (roomId: number, n: number) => crowd.set(roomId, (crowd.get(roomId) ?? 0) + n);
  for (const p of players) add(p.roomId, 1);
  const last = new Map<number, { from: number; to: number; door: Direction }>();
  for (let step = 0; step < steps; step++) {
    const started = Date.now();
    await pool(players, SETUP_CONCURRENCY, async (p) => {
      const batch = want<RoomDataBatch>('room-data-batch', await call(base, 'GET', `/api/crawlers/${p.crawlerId}/room-data-batch`, { token: p.token }));
      const here = batch.currentRoom.room.id;
      const quiet = batch.currentRoom.room.connections.flatMap(({ direction, roomId }) =>
        isDirection(direction) && batch.mobsSummary[String(roomId)]?.hostileCount === 0 ? [{ direction, roomId }] : [],
      );
      if (!quiet.length) return;
      const fewest = Math.min(...quiet.map((c) => crowd.get(c.roomId) ?? 0));
      if (step > 0 && fewest >= (crowd.get(here) ?? 0) - 1) return; // moving would not even the rooms out
      const choices = quiet.filter((c) => (crowd.get(c.roomId) ?? 0) === fewest);
      const door = choices[rng.int(0, choices.length - 1)]!;
      add(here, -1);
      add(door.roomId, 1);
      const moved = await call<MoveResponse>(base, 'POST', `/api/crawlers/${p.crawlerId}/move`, { token: p.token, body: { direction: door.direction } });
      if (moved.status === 200) {
        last.set(p.index, { from: here, to: door.roomId, door: door.direction });
      } else {
        add(door.roomId, -1);
        add(here, 1);
      }
    });
    // One transition per crawler and DOOR_ZONE.minIntervalMs: wait before the next step.
    const wait = DOOR_ZONE.minIntervalMs + 100 - (Date.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
  for (const p of players) p.shuttle = last.get(p.index) ?? null;
  await refreshFleet(base, players);
}

/** Reads every crawler's room and position again (after moves, before position reports). */
export async function refreshFleet(base: string, players: Player[]): Promise<void> {
  await pool(players, SETUP_CONCURRENCY, async (p) => {
    const here = want<CurrentRoom>('current-room', await call(base, 'GET', `/api/crawlers/${p.crawlerId}/current-room`, { token: p.token }));
    p.roomId = here.room.id;
    p.x = here.position.x;
    p.y = here.position.y;
  });
}

/**
 * Reports every crawler's position once, so each stands in its live room (a crawler's first report
 * wakes the room and loads the crawler into it): the measured reports are the steady stream that follows.
 */
export async function primeFleet(base: string, players: Player[]): Promise<void> {
  await pool(players, SETUP_CONCURRENCY, async (p) => {
    const body = { roomId: p.roomId, positionX: p.x, positionY: p.y };
    want('position', await call(base, 'POST', `/api/crawlers/${p.crawlerId}/position`, { token: p.token, body }));
  });
}

/** Rooms holding at least one crawler, and the most crawlers in one room. */
export function occupancy(players: readonly Player[]): { rooms: number; busiest: number } {
  const count = new Map<number, number>();
  for (const p of players) count.set(p.roomId, (count.get(p.roomId) ?? 0) + 1);
  return { rooms: count.size, busiest: Math.max(0, ...count.values()) };
}
