// The crawler's commands that change where it is or what it does there: moving through a door or
// down the stairs, and starting a rest. A move runs in a transaction that holds the crawler's row
// lock, so concurrent moves queue and at most one transition happens per DOOR_ZONE.minIntervalMs;
// moves that arrive together share that transaction (a group commit, decision 0046).
import { ErrorCode } from '#contract/errors.ts';
import type { MoveDirection, MoveResponse } from '#contract/dungeon.ts';
import { SPONSORSHIP_RULES } from '#contract/crawler.ts';
import { DOOR_ZONE } from '#game/constants.ts';
import { entryPoint } from '#game/dungeon/doors.ts';
import { SPONSORSHIP_KIND } from '#game/vocabulary.ts';
import { canRestIn } from '#game/recovery.ts';
import type { NewLogEntry } from '#game/event-log.ts';
import { fameForFirstToFloor, fameForRoom, fameText, isFloorFirstWorthy } from '#game/fame.ts';
import { createGroupCommit, type Settled } from '../db/group-commit.ts';
import { retryOnConflict } from '../db/transactions.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { CrawlerRow, Tx } from '../repositories/crawler-repository.ts';
import type { RoomRow } from '../repositories/dungeon-repository.ts';
import type { FameAwardInput } from '../repositories/fame-writes.ts';
import { refuse, type ActedFor, type CrawlerLocator, type NavigationDeps } from './crawler-locator.ts';
import { settledChanges } from './crawler-view.ts';

/** At most this many moves in one transaction: a group's lock is held while all of them are written. */
const MOVE_GROUP_MAX = 32;

interface MoveRequest {
  userId: string;
  crawlerId: number;
  direction: MoveDirection;
  acted: ActedFor;
}
type FameGained = NonNullable<MoveResponse['fame']>[number];
/** A move that passed its checks: its locked row, what time settled, and where it goes. */
interface Plan {
  request: MoveRequest;
  locked: CrawlerRow;
  settling: Partial<CrawlerRow>;
  row: CrawlerRow;
  from: RoomRow;
  target: RoomRow;
  now: Date;
}
/** A written arrival, answered once the group commits. */
interface Arrival {
  row: CrawlerRow;
  from: RoomRow;
  target: RoomRow;
  now: Date;
  fame: FameGained[];
  response: MoveResponse;
}

export function createNavigationMoves(deps: NavigationDeps, locator: CrawlerLocator) {
  const { db, crawlers, dungeons, clock } = deps;
  const { cacheFor, locate, view, enteredRoom } = locator;
  const group = createGroupCommit(runMoves, MOVE_GROUP_MAX);

  return {
    /** Starts resting (spec: 'Recovering...'): only in a safe or rest room, and not mid-fight. */
    async rest(userId: string, crawlerId: number, inCombat: boolean, acted: Pick<ActedFor, 'by'> = {}) {
      const { row, room } = await locate(userId, crawlerId);
      if (!row.isAlive) throw refuse(409, ErrorCode.crawlerDead, `${row.name} is dead.`);
      if (row.status === 'resting') return row;
      if (!canRestIn(room)) throw refuse(409, ErrorCode.cannotRest, `${room.name} is not safe enough to rest in. Find a safe or rest room.`);
      if (inCombat) throw refuse(409, ErrorCode.cannotRest, 'You cannot rest in the middle of a fight.');
      if (row.health >= row.maxHealth) throw refuse(409, ErrorCode.cannotRest, `${row.name} is already at full health.`);
      return db.transaction(async (tx) => {
        const now = clock();
        const stored = await crawlers.update(row.id, { status: 'resting', restStartedAt: now, restStartHealth: row.health, lastAction: 'rest' }, tx);
        await deps.recorder?.record(tx, [{ crawlerId: row.id, at: now.getTime(), roomId: row.currentRoomId, kind: 'rested', data: { health: row.health, maxHealth: row.maxHealth, ...acted } }]);
        return stored;
      });
    },

    /**
     * `acted`: standing orders walked it, recorded on its log entry; the rules are the player's.
     * Moves arriving together commit together (decision 0046): one transaction, one lock statement
     * and one log append for the group, each move still decided and answered on its own.
     */
    async move(userId: string, crawlerId: number, direction: MoveDirection, acted: ActedFor = {}): Promise<MoveResponse> {
      await view(userId, crawlerId); // places a crawler without a room before it moves
      return group.submit({ userId, crawlerId, direction, acted });
    },
  };

  /**
   * A group of moves in one transaction. Each crawler's row is locked (in id order, with its log's
   * head after it: a tick's or a flush's write can take them the other way round, and PostgreSQL then
   * rolls one back as a deadlock's victim, so the group runs again, re-reading and re-checking
   * everything; the samples it took went back on rollback). A refused move writes nothing and is
   * answered its refusal; the others go on.
   */
  function runMoves(requests: readonly MoveRequest[]): Promise<Settled<MoveResponse>[]> {
    return retryOnConflict(() =>
      db.transaction(async (tx) => {
        const locked = await crawlers.lockMany([...new Set(requests.map((r) => r.crawlerId))], tx);
        const rows = new Map(locked.map((r) => [r.id, r]));
        const answers: (Settled<MoveResponse> | Plan)[] = [];
        const plans: Plan[] = [];
        for (const request of requests) {
          try {
            // A second move of the same crawler in one group comes within a transition of the first.
            if (plans.some((p) => p.row.id === request.crawlerId)) throw refuse(409, ErrorCode.transitionInProgress, 'Already moving: one transition at a time.');
            const plan = await decide(request, rows.get(request.crawlerId));
            plans.push(plan);
            answers.push(plan);
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            answers.push({ ok: false, error });
          }
        }
        const entries: NewLogEntry[] = [];
        const arrivals = await arrive(plans, tx, entries);
        await deps.recorder?.record(tx, entries);
        // The season's first on a new floor, after the arrivals' entries (the floor_firsts row decides
        // who was first, whichever process or transaction tries).
        for (const a of arrivals) await floorFirst(a, tx);
        return answers.map((a) => ('ok' in a ? a : { ok: true as const, value: arrivals[plans.indexOf(a)]!.response }));
      }),
    );
  }

  /** The move's checks on its locked, settled row: its plan, or the refusal thrown. Writes nothing. */
  async function decide(request: MoveRequest, locked: CrawlerRow | undefined): Promise<Plan> {
    const { direction } = request;
    if (!locked || locked.userId !== request.userId) throw notFound('Crawler');
    // Time restores energy and ends a finished rest: the move decides on settled numbers and
    // stores them with itself (a refused move stores nothing).
    const settling = settledChanges(locked, clock()) ?? {};
    const row = { ...locked, ...settling };
    if (!row.isAlive) throw refuse(409, ErrorCode.crawlerDead, `${row.name} is dead and cannot move.`);
    if (row.status === 'resting') throw refuse(409, ErrorCode.crawlerResting, `${row.name} is recovering and cannot move yet.`);
    const now = clock();
    if (row.lastMoveAt && now.getTime() - row.lastMoveAt.getTime() < DOOR_ZONE.minIntervalMs) {
      throw refuse(409, ErrorCode.transitionInProgress, 'Already moving: one transition at a time.');
    }
    const cache = await cacheFor(row);
    const from = cache.room(row.currentRoomId!)!;
    let target: RoomRow | undefined;
    if (direction === 'down') {
      if (!cache.isExit(from.id)) throw refuse(400, ErrorCode.noStairs, 'There are no stairs down in this room.');
      target = cache.entrance(from.floor + 1);
      if (!target) throw refuse(400, ErrorCode.noStairs, 'These stairs lead nowhere: this is the deepest floor of the season.');
    } else {
      const to = cache.doorsOf(from.id).get(direction);
      target = to === undefined ? undefined : cache.room(to);
      if (!target) throw refuse(400, ErrorCode.noDoor, `There is no door to the ${direction} of ${from.name}.`);
      // A door that exists is walked through (spec: a door zone); the stairs are taken with the
      // exit room's Descend button, from anywhere in that room.
      const reach = deps.exitReach?.(row.id, direction, row.agility);
      if (reach && !reach.ok) throw refuse(409, ErrorCode.notAtExit, `${row.name} must walk to the ${direction} door first.`);
    }
    if (target.isPvp && row.sponsorship === SPONSORSHIP_KIND.secondary) {
      throw refuse(403, ErrorCode.secondaryLimited, SPONSORSHIP_RULES.secondaryLimits);
    }
    return { request, locked, settling, row, from, target, now };
  }

  /** Writes the decided moves' arrivals (one statement); their log entries join `entries` (appended once for the group). */
  async function arrive(plans: readonly Plan[], tx: Tx, entries: NewLogEntry[]): Promise<Arrival[]> {
    const firstVisits = plans.map((p) => (deps.fame ? fameForRoom({ discovered: true, roomName: p.target.name }) : []));
    const fameOf = (awards: readonly { amount: number }[]) => awards.reduce((n, a) => n + Math.floor(a.amount), 0);
    // The whole arrival is one statement for the group (crawler rows, explored rooms, first visits'
    // fame), then one append of its log entries: statements are what a move costs on an embedded database.
    const written = await crawlers.enterRooms(
      plans.map((p, i) => {
        const entry = entryPoint(p.request.direction);
        return { row: p.row, roomId: p.target.id, floor: p.target.floor, x: entry.x, y: entry.y, at: p.now, action: `move_${p.request.direction}`, firstVisitFame: fameOf(firstVisits[i]!) };
      }),
      tx,
      dungeons,
    );
    const arrivals: Arrival[] = [];
    const awards: { award: FameAwardInput; total: number; userId: string; arrival: Arrival }[] = [];
    for (const [i, plan] of plans.entries()) {
      const { request, locked, settling, row, from, target, now } = plan;
      const { direction, acted } = request;
      const { row: stored, discovered } = written[i]!;
      const entry = entryPoint(direction);
      if (settling.health !== undefined && settling.health !== locked.health) {
        entries.push({ crawlerId: row.id, at: now.getTime(), roomId: row.currentRoomId, kind: 'recovered', data: { health: settling.health } });
      }
      entries.push(enteredRoom(row.id, from, target, entry, direction, discovered, now, acted));
      const arrival: Arrival = {
        row,
        from,
        target,
        now,
        fame: [],
        response: {
          success: true as const,
          error: null,
          newRoom: { id: target.id, name: target.name, x: target.x, y: target.y, floorId: target.floor },
          floorChanged: target.floor !== from.floor,
          entry: { direction, ...entry },
        },
      };
      arrivals.push(arrival);
      if (discovered) {
        // The first visit's fame went in with the arrival: its total is the stored row's, less later awards.
        let total = stored.fame - fameOf(firstVisits[i]!);
        for (const award of firstVisits[i]!) {
          total += Math.floor(award.amount);
          awards.push({ award: { ...award, crawlerId: row.id, at: now.getTime(), roomId: target.id }, total, userId: stored.userId, arrival });
        }
      }
    }
    if (awards.length && deps.fame) {
      const logged = await deps.fame.addedWith(tx, awards);
      // Each crawler's fame entries after its arrival's: the append keeps each crawler's entries in order.
      awards.forEach(({ award, total, arrival }, n) => {
        const entry = logged[n];
        if (!entry) return;
        entries.push(entry);
        arrival.fame.push({ amount: award.amount, total, text: fameText(award) });
      });
    }
    return arrivals;
  }

  /** The season's first arrival on a floor earns its fame; the answer then names every award. */
  async function floorFirst(a: Arrival, tx: Tx): Promise<void> {
    const { row, from, target, now, fame } = a;
    if (deps.fame && target.floor > from.floor && isFloorFirstWorthy(target.floor) && (await deps.fame.claimFloorFirst(tx, row.seasonId, target.floor, row.id, now))) {
      for (const award of fameForFirstToFloor(target.floor)) {
        const r = await deps.fame.awardFame(tx, { ...award, crawlerId: row.id, at: now.getTime(), roomId: target.id });
        if (r.awarded) fame.push({ amount: award.amount, total: r.total, text: fameText(award) });
      }
    }
    if (fame.length) a.response.fame = fame;
  }
}
