// One path per intent (docs/decisions/0031-one-intent-gateway.md): the socket handler
// (plugins/realtime.ts) and the HTTP routes (routes/intents.ts, routes/dungeon.ts) parse their
// input, call this gateway and turn its outcome into their own answer. The checks live here once:
// the crawler is the caller's (the navigation service's locate: another's is not found), alive,
// not resting, in the room the caller believes, and placed in its room's simulation, whatever
// transport put it there.
import type { MoveDirection, MoveResponse } from '#contract/dungeon.ts';
import type { Intent, RoomEvent } from '#game/room-sim.ts';
import { ErrorCode, IntentErrorCode } from '#contract/errors.ts';
import { HttpError } from '../http/errors.ts';
import type { CrawlerRow } from '../repositories/crawler-repository.ts';
import type { NavigationService } from '../services/navigation-service.ts';
import type { PositionResult, RoomHub, Viewer } from './room-hub.ts';

/** The refusals every transport answers with the same code. */

/** A refusal: its code (same on every transport), a message for people, and the HTTP status it maps to. */
export interface Refusal {
  ok: false;
  status: number;
  code: string;
  error: string;
}
export type Outcome<T> = { ok: true; value: T } | Refusal;

/**
 * Who acts: the signed-in user and the crawler. A socket passes its viewer (the crawler then
 * re-enters its room watched) and the room it joined; HTTP passes neither and marks its sponsor
 * present by acting.
 */
export interface Actor {
  userId: string;
  crawlerId: number;
  viewer?: Viewer;
}

/**
 * How long an intent may rely on a crawler's remembered owner, name, agility and room doors. Owner
 * and name never change; agility changes only with a level-up, by a point, well within the speed
 * check's slack. Whether it is alive, resting or in this room is the live room's to say: death, rest
 * and moves take a crawler out of it, and then the intent takes the full path (a database read).
 */
const KNOWN_TTL_MS = 30_000;
const KNOWN_MAX = 20_000;

interface Known {
  userId: string;
  name: string;
  agility: number;
  roomId: number;
  doors: readonly string[];
  until: number;
}

/** What a socket's viewer is built from once its crawler passed the checks. */
export interface Placed {
  agility: number;
  doors: readonly string[];
  roomId: number;
}

const refusal = (status: number, code: string, error: string): Refusal => ({ ok: false, status, code, error });

export function createIntentGateway(deps: { hub: RoomHub; navigation: NavigationService; nowMs: () => number }) {
  const { hub, navigation } = deps;
  const known = new Map<number, Known>();

  /** The checks every acting intent passes (the crawler is the caller's, alive, not resting), then its place in the simulation. */
  async function place(actor: Actor, viewerFor?: (placed: Placed) => Viewer): Promise<Outcome<Known>> {
    const { row, room, cache } = await navigation.locate(actor.userId, actor.crawlerId);
    const refused = refuseActing(row);
    if (refused) return refused;
    // The room's doors (what navigation.currentRoom lists, less the stairs), without locating the crawler again.
    const doors = [...cache.doorsOf(room.id).keys()];
    const viewer = viewerFor?.({ agility: row.agility, doors, roomId: room.id }) ?? actor.viewer ?? null;
    if (hub.roomOf(row.id) !== room.id || viewer) {
      await hub.enter(row.id, room.id, viewer, async () => (viewer ? (await navigation.tactical(actor.userId, row.id)).entities : []));
    }
    const entry: Known = { userId: actor.userId, name: row.name, agility: row.agility, roomId: room.id, doors, until: deps.nowMs() + KNOWN_TTL_MS };
    known.delete(row.id);
    known.set(row.id, entry);
    if (known.size > KNOWN_MAX) known.delete(known.keys().next().value!);
    return { ok: true, value: entry };
  }

  /** The crawler as remembered, while it stays live in the room it was placed in (else null: the full path). */
  function remembered(actor: Actor): Known | null {
    const k = known.get(actor.crawlerId);
    return k && k.userId === actor.userId && k.until > deps.nowMs() && hub.roomOf(actor.crawlerId) === k.roomId ? k : null;
  }

  /** The crawler as placed: from memory while it stays live in the room it was placed in, else the full path. */
  async function present(actor: Actor): Promise<Outcome<Known>> {
    const k = remembered(actor);
    const outcome = k ? ({ ok: true, value: k } as const) : await place(actor);
    if (outcome.ok && !actor.viewer) hub.attend(actor.crawlerId);
    return outcome;
  }

  function positionOf(actor: Actor, k: Known, x: number, y: number, roomId: number): Outcome<PositionResult> {
    if (roomId !== k.roomId) return refusal(409, IntentErrorCode.wrongRoom, `${k.name} is not in room ${roomId}.`);
    return { ok: true, value: hub.reportPosition(actor.crawlerId, x, y, k.agility, k.doors) };
  }

  /** A service's refusal (HttpError) as an outcome; anything else stays an error. */
  async function refusalOf<T>(work: () => Promise<T>): Promise<Outcome<T>> {
    try {
      return { ok: true, value: await work() };
    } catch (err) {
      if (err instanceof HttpError && err.statusCode < 500) return refusal(err.statusCode, String(err.code), err.message);
      throw err;
    }
  }

  return {
    /**
     * A socket's join: the crawler is placed in its room, watched by `viewer` (which gets the
     * snapshot). `viewerFor` builds the viewer once the checks passed, from the crawler's agility and
     * its room's doors. A NotOwnerError (the room lives in another process) is thrown for the caller.
     */
    async join<V extends Viewer>(userId: string, crawlerId: number, viewerFor: (placed: Placed) => V): Promise<Outcome<V>> {
      let viewer: V | null = null;
      const placed = await place({ userId, crawlerId }, (p) => (viewer = viewerFor(p)));
      return placed.ok ? { ok: true, value: viewer! } : placed;
    },

    /** A reported position: checked against the crawler's speed and room, queued or corrected. `roomId`: the room the caller believes it is in. */
    async position(actor: Actor, x: number, y: number, roomId: number): Promise<Outcome<PositionResult>> {
      const placed = await refusalOf(() => present(actor));
      if (!placed.ok) return placed;
      if (!placed.value.ok) return placed.value;
      return positionOf(actor, placed.value.value, x, y, roomId);
    },

    /**
     * The same as `position`, answered at once when the crawler is remembered live in its room (the
     * usual case: a socket reports positions several times a second); null when it needs the full,
     * asynchronous path. Thousands of reports a second then cost no promise each.
     */
    positionNow(actor: Actor, x: number, y: number, roomId: number): Outcome<PositionResult> | null {
      const k = remembered(actor);
      if (!k) return null;
      if (!actor.viewer) hub.attend(actor.crawlerId);
      return positionOf(actor, k, x, y, roomId);
    },

    /** An attack or dodge, queued in the crawler's room: resolves with its events of the tick that applied it. */
    async act(actor: Actor, intent: Extract<Intent, { kind: 'attack' | 'dodge' }>): Promise<Outcome<Promise<RoomEvent[]>>> {
      const placed = await refusalOf(() => present(actor));
      if (!placed.ok) return placed;
      if (!placed.value.ok) return placed.value;
      const applied = hub.act(actor.crawlerId, intent);
      // Placed a moment ago and gone already (it died, or its room moved on): nothing was queued.
      if (!applied) return refusal(409, ErrorCode.notInRoom, 'Not in a live room: join again');
      return { ok: true, value: applied };
    },

    /**
     * Through a door or down the stairs (the navigation service decides, in its transaction), then
     * into the next room's simulation: a crawler moved only over HTTP faces that room's mobs as one
     * that walked in watched.
     */
    async move(actor: Actor, direction: MoveDirection): Promise<Outcome<MoveResponse>> {
      // Standing in its room's simulation first, so the exit check sees where it was walked to.
      const before = await refusalOf(() => present(actor));
      if (!before.ok) return before;
      if (!before.value.ok) return before.value;
      const moved = await refusalOf(() => navigation.move(actor.userId, actor.crawlerId, direction));
      if (!moved.ok) return moved;
      // The sponsor's own move: their hand is back on the controls.
      hub.takeControl(actor.crawlerId);
      // Its viewers are told to join the next room (left_room 'moved').
      if (hub.roomOf(actor.crawlerId) !== undefined) hub.leave(actor.crawlerId, 'moved');
      known.delete(actor.crawlerId);
      // The move is committed: placing the crawler in its next room must not turn it into a failure.
      // In a cluster that room may be another process's (not_owner): there the crawler is placed by
      // its next intent, which the cluster routes to that room's owner.
      const arrived = await refusalOf(() => place({ userId: actor.userId, crawlerId: actor.crawlerId })).catch(() => null);
      if (arrived?.ok && arrived.value.ok && !actor.viewer) hub.attend(actor.crawlerId);
      return moved;
    },

    /** Starts resting (the service checks the room and the fight); the crawler leaves the simulation until rested. */
    async rest(actor: Actor): Promise<Outcome<CrawlerRow>> {
      const roomId = hub.roomOf(actor.crawlerId);
      const rested = await refusalOf(() => navigation.rest(actor.userId, actor.crawlerId, roomId !== undefined && (hub.stateOf(roomId)?.inCombat ?? false)));
      if (!rested.ok) return rested;
      hub.leave(actor.crawlerId, 'resting');
      known.delete(actor.crawlerId);
      return rested;
    },
  };
}
export type IntentGateway = ReturnType<typeof createIntentGateway>;

function refuseActing(row: CrawlerRow): Refusal | null {
  if (!row.isAlive) return refusal(409, IntentErrorCode.dead, `${row.name} is dead and cannot act.`);
  if (row.status === 'resting') return refusal(409, IntentErrorCode.resting, `${row.name} is recovering and cannot act yet.`);
  return null;
}
