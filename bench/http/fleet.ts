// The benchmark's players: many signed-in users, each sponsoring one crawler, about ten to a room in
// quiet rooms (no hostile mob, so no crawler dies mid-benchmark; each with a quiet room next door to
// shuttle to for the move benchmark). They are seeded into the database with the server stopped
// (bench/live/seed.ts: real better-auth sessions, crawlers as sponsorship makes them), as players
// who signed in and walked there would be: dev login over HTTP is limited to 100 a minute per address.
import type { CurrentRoom } from '#contract/dungeon.ts';
import { isDirection, opposite, type Direction } from '#game/dungeon/vocabulary.ts';
import { openStopped, seedFleet } from '../live/seed.ts';
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
   * (and goes back by the opposite door); null when it has no quiet neighbour.
   */
  shuttle: { from: number; to: number; door: Direction } | null;
}

/** Requests in flight at once while the fleet is set up or refreshed. */
export const SETUP_CONCURRENCY = 32;

function want<T>(what: string, reply: { status: number; body: unknown }, status = 200): T {
  if (reply.status !== status) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`);
  return reply.body as T;
}

/**
 * Seeds `count` players, `perRoom` to a quiet room, into the stopped server's database (a PGlite
 * data directory or PostgreSQL). Each one's shuttle starts with the door into its room's quiet neighbour.
 */
export async function seedPlayers(target: { pgUrl: string | null; dataDir: string }, count: number, perRoom: number): Promise<Player[]> {
  const opened = await openStopped(target);
  try {
    const plan = await seedFleet(opened.db.db, { count, perRoom, rooms: 'quiet' });
    return plan.members.map((m, index) => {
      const door = m.door;
      const shuttle = door && isDirection(door.direction) ? { from: door.roomId, to: m.roomId, door: opposite(door.direction) } : null;
      return { index, token: m.token, crawlerId: m.crawlerId, roomId: m.roomId, x: m.x, y: m.y, shuttle };
    });
  } finally {
    await opened.close();
  }
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

/**
 * Asks each player's `path` once (as its client does on entering a room) and answers how long the
 * whole pass took: the first read after the crawlers moved, which fills what the moves emptied.
 */
export async function readOnce(base: string, players: readonly Player[], path: (p: Player) => string): Promise<number> {
  const started = performance.now();
  await pool(players, SETUP_CONCURRENCY, async (p) => {
    want(path(p), await call(base, 'GET', path(p), { token: p.token }));
  });
  return performance.now() - started;
}
