// What each measured route sends, request by request, and how its answers are counted. Requests
// rotate over the fleet's players, so every user stays far below its own intent rate limit as long
// as the server is slower than users × limit; the ceiling routes rotate the same way (same headers,
// same bodies) so the load generator does the same work on both sides.
import type { Request } from 'autocannon';
import { DOOR_ZONE } from '#game/constants.ts';
import { opposite } from '#game/dungeon/vocabulary.ts';
import type { Player } from './fleet.ts';

export type CeilingKind = 'post' | 'get';

/** Answers of one run, beyond autocannon's own status counts. */
export interface Tally {
  /** Answers the route counts as done: a position accepted, a move made, a read answered 2xx. */
  accepted: number;
  /** 2xx answers that refused the intent (position corrected), by reason. */
  refused: Record<string, number>;
  /** Non-2xx answers by status and error code, e.g. "409 transition_in_progress". */
  errors: Record<string, number>;
}

export interface Route {
  key: string;
  label: string;
  /** Which bare-Fastify ceiling it is compared with. */
  ceiling: CeilingKind;
  /** Its budget as a share of that ceiling (undefined: no budget, reported only). */
  budget?: number;
  /**
   * A large read: also compared with a bare GET of the same answer size, measured right after it in
   * the same run (sizedCeiling), to tell what the bytes alone cost from the server's own work.
   */
  sizeMatched?: boolean;
  /** A read: the path it asks for one player (its requests rotate over the players). */
  readPath?: (p: Player) => string;
  /** Builds the autocannon request of one run and the tally it fills. */
  build(players: readonly Player[]): { request: Request; tally: Tally } | null;
}

const newTally = (): Tally => ({ accepted: 0, refused: {}, errors: {} });
const bump = (table: Record<string, number>, key: string) => (table[key] = (table[key] ?? 0) + 1);

function errorKey(status: number, body: string): string {
  try {
    const code = (JSON.parse(body) as { code?: unknown }).code;
    return typeof code === 'string' ? `${status} ${code}` : String(status);
  } catch {
    return String(status);
  }
}

function authHeaders(p: Player, json: boolean): Record<string, string> {
  return json ? { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' } : { authorization: `Bearer ${p.token}` };
}

/** A small step around where the crawler stands, along the wall it entered by, alternating sides. */
function wiggle(p: Player, flip: boolean): { positionX: number; positionY: number } {
  const d = flip ? 0.4 : -0.4;
  return Math.abs(p.x - 50) <= Math.abs(p.y - 50) ? { positionX: p.x + d, positionY: p.y } : { positionX: p.x, positionY: p.y + d };
}

/** Position reports: alternating tiny steps, each well inside what the movement check allows. */
function positionRequest(players: readonly Player[], path: (p: Player) => string, tally: Tally): Request {
  let next = 0;
  const flips = new Uint8Array(players.length);
  return {
    method: 'POST',
    setupRequest(req) {
      const i = next++ % players.length;
      const p = players[i]!;
      flips[i] = flips[i] ? 0 : 1;
      return { ...req, method: 'POST', path: path(p), headers: authHeaders(p, true), body: JSON.stringify({ roomId: p.roomId, ...wiggle(p, flips[i] === 1) }) };
    },
    onResponse(status, body) {
      if (status !== 200) return void bump(tally.errors, errorKey(status, body));
      const answer = JSON.parse(body) as { success?: boolean; reason?: string };
      if (answer.success) tally.accepted++;
      else bump(tally.refused, answer.reason ?? 'refused');
    },
  };
}

function readRequest(players: readonly Player[], path: (p: Player) => string, tally: Tally): Request {
  let next = 0;
  return {
    method: 'GET',
    setupRequest(req) {
      const p = players[next++ % players.length]!;
      return { ...req, method: 'GET', path: path(p), headers: authHeaders(p, false), body: '' };
    },
    onResponse(status, body) {
      if (status >= 200 && status < 300) tally.accepted++;
      else bump(tally.errors, errorKey(status, body));
    },
  };
}

/**
 * Door moves, the way players make them: each crawler shuttles between its two quiet rooms, at most
 * once per DOOR_ZONE.minIntervalMs (plus a little slack). Each request goes to the next crawler that
 * is ready; when none is (the server answers faster than the crawlers may move), it goes to the one
 * that waited longest and is refused: those refusals are counted apart from the accepted moves.
 */
function moveRequest(players: readonly Player[], tally: Tally): Request | null {
  const movers = players.filter((p) => p.shuttle);
  if (!movers.length) return null;
  const readyAfterMs = DOOR_ZONE.minIntervalMs + 50;
  const lastMove = new Float64Array(movers.length);
  const busy = new Uint8Array(movers.length);
  // Which way each crawler goes next, from the room it stands in (the fleet was refreshed before the run).
  const doorOf = (p: Player) => (p.roomId === p.shuttle!.to ? opposite(p.shuttle!.door) : p.shuttle!.door);
  const next = movers.map(doorOf);
  let cursor = 0;
  const pick = (now: number): number => {
    let oldest = -1;
    for (let n = 0; n < movers.length; n++) {
      const i = (cursor + n) % movers.length;
      if (busy[i]) continue;
      if (now - lastMove[i]! >= readyAfterMs) {
        cursor = (i + 1) % movers.length;
        return i;
      }
      if (oldest < 0 || lastMove[i]! < lastMove[oldest]!) oldest = i;
    }
    return oldest < 0 ? cursor : oldest;
  };
  return {
    method: 'POST',
    setupRequest(req, context) {
      const i = pick(performance.now());
      const p = movers[i]!;
      busy[i] = 1;
      context.mover = i;
      return { ...req, method: 'POST', path: `/api/crawlers/${p.crawlerId}/move`, headers: authHeaders(p, true), body: JSON.stringify({ direction: next[i] }) };
    },
    onResponse(status, body, context) {
      const i = context.mover as number;
      busy[i] = 0;
      if (status === 200) {
        tally.accepted++;
        lastMove[i] = performance.now();
        next[i] = opposite(next[i]!);
      } else bump(tally.errors, errorKey(status, body));
    },
  };
}

export const CEILINGS: Record<CeilingKind, Route> = {
  post: {
    key: 'bare-post',
    label: 'bare Fastify POST (zod-validated JSON body)',
    ceiling: 'post',
    build(players) {
      const tally = newTally();
      return { request: positionRequest(players, (p) => `/bare/position/${p.crawlerId}`, tally), tally };
    },
  },
  get: {
    key: 'bare-get',
    label: process.env.BENCH_BARE_BYTES ? `bare Fastify GET (${process.env.BENCH_BARE_BYTES}-byte JSON)` : 'bare Fastify GET (small JSON)',
    ceiling: 'get',
    build(players) {
      const tally = newTally();
      return { request: readRequest(players, (p) => `/bare/read/${p.crawlerId}`, tally), tally };
    },
  },
};

/** The bare GET answering about `bytes` bytes a request, headers included (see bare-server.ts). */
export function sizedCeiling(bytes: number): Route {
  const size = Math.round(bytes);
  return {
    key: 'bare-get-sized',
    label: `bare Fastify GET (${size}-byte answer)`,
    ceiling: 'get',
    build(players) {
      const tally = newTally();
      return { request: readRequest(players, (p) => `/bare/sized/${p.crawlerId}?bytes=${size}`, tally), tally };
    },
  };
}

export const ROUTES: Route[] = [
  {
    key: 'position',
    label: 'POST /api/crawlers/:id/position',
    ceiling: 'post',
    budget: 0.4,
    build(players) {
      const tally = newTally();
      return { request: positionRequest(players, (p) => `/api/crawlers/${p.crawlerId}/position`, tally), tally };
    },
  },
  {
    key: 'current-room',
    label: 'GET /api/crawlers/:id/current-room',
    ceiling: 'get',
    budget: 0.5,
    readPath: (p) => `/api/crawlers/${p.crawlerId}/current-room`,
    build(players) {
      const tally = newTally();
      return { request: readRequest(players, this.readPath!, tally), tally };
    },
  },
  {
    key: 'room-data-batch',
    label: 'GET /api/crawlers/:id/room-data-batch',
    ceiling: 'get',
    budget: 0.5,
    sizeMatched: true,
    readPath: (p) => `/api/crawlers/${p.crawlerId}/room-data-batch`,
    build(players) {
      const tally = newTally();
      return { request: readRequest(players, this.readPath!, tally), tally };
    },
  },
  {
    key: 'leaderboard',
    label: 'GET /api/leaderboards/crawlers',
    ceiling: 'get',
    budget: 0.5,
    readPath: () => '/api/leaderboards/crawlers',
    build(players) {
      const tally = newTally();
      return { request: readRequest(players, this.readPath!, tally), tally };
    },
  },
  {
    key: 'move',
    label: 'POST /api/crawlers/:id/move',
    ceiling: 'post',
    build(players) {
      const tally = newTally();
      const request = moveRequest(players, tally);
      return request ? { request, tally } : null;
    },
  },
];
