// The crawler's commands that change where it is or what it does there: moving through a door or
// down the stairs, and starting a rest. A move runs in a transaction that holds the crawler's row
// lock, so concurrent moves queue and at most one transition happens per DOOR_ZONE.minIntervalMs.
import { ErrorCode } from '#contract/errors.ts';
import type { MoveDirection, MoveResponse } from '#contract/dungeon.ts';
import { SPONSORSHIP_RULES } from '#contract/crawler.ts';
import { DOOR_ZONE } from '#game/constants.ts';
import { entryPoint } from '#game/dungeon/doors.ts';
import { SPONSORSHIP_KIND } from '#game/vocabulary.ts';
import { canRestIn } from '#game/recovery.ts';
import type { NewLogEntry } from '#game/event-log.ts';
import { fameForFirstToFloor, fameForRoom, fameText, isFloorFirstWorthy } from '#game/fame.ts';
import { retryOnConflict } from '../db/transactions.ts';
import { notFound } from '../http/errors.ts';
import type { RoomRow } from '../repositories/dungeon-repository.ts';
import { refuse, type ActedFor, type CrawlerLocator, type NavigationDeps } from './crawler-locator.ts';
import { settledChanges } from './crawler-view.ts';

export function createNavigationMoves(deps: NavigationDeps, locator: CrawlerLocator) {
  const { db, crawlers, dungeons, clock } = deps;
  const { cacheFor, locate, view, enteredRoom } = locator;

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

    /** `acted`: standing orders walked it, recorded on its log entry; the rules are the player's. */
    async move(userId: string, crawlerId: number, direction: MoveDirection, acted: ActedFor = {}): Promise<MoveResponse> {
      await view(userId, crawlerId); // places a crawler without a room before it moves
      // The move locks its crawler then its log's head; a tick's or a flush's write can take them the
      // other way round, and PostgreSQL then rolls one back as a deadlock's victim: run the move again
      // (it re-reads and re-checks everything; the samples it took went back on rollback).
      return retryOnConflict(() => db.transaction(async (tx) => {
        const locked = await crawlers.lockOwned(crawlerId, userId, tx);
        if (!locked) throw notFound('Crawler');
        // Time restores energy and ends a finished rest: the move decides on settled numbers and
        // stores them with itself (a refused move stores nothing).
        const settling = settledChanges(locked, clock()) ?? {};
        const row = { ...locked, ...settling };
        const recovered: NewLogEntry[] =
          settling.health !== undefined && settling.health !== locked.health ? [{ crawlerId: row.id, at: clock().getTime(), roomId: row.currentRoomId, kind: 'recovered', data: { health: settling.health } }] : [];
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
        const entry = entryPoint(direction);
        const floorChanged = target.floor !== from.floor;
        // The whole arrival is one statement (crawler row, explored room, a first visit's fame), then
        // one append of its log entries: statements are what a move costs on an embedded database.
        const firstVisit = deps.fame ? fameForRoom({ discovered: true, roomName: target.name }) : [];
        const { row: stored, discovered } = await crawlers.enterRoom(
          row,
          {
            ...settling,
            currentFloor: target.floor,
            positionX: entry.x,
            positionY: entry.y,
            lastMoveAt: now,
            lastAction: `move_${direction}`,
            ...(target.floor > row.deepestFloor ? { deepestFloor: target.floor } : {}),
          },
          { roomId: target.id, at: now, firstVisitFame: firstVisit.reduce((n, a) => n + Math.floor(a.amount), 0) },
          tx,
          dungeons.noteExplored,
        );
        const fame: { amount: number; total: number; text: string }[] = [];
        const entries: NewLogEntry[] = [...recovered, enteredRoom(row.id, from, target, entry, direction, discovered, now, acted)];
        if (discovered && deps.fame) {
          // The first visit's fame went in with the arrival: its total is the stored row's, less later awards.
          let total = stored.fame - firstVisit.reduce((n, a) => n + Math.floor(a.amount), 0);
          for (const award of firstVisit) {
            total += Math.floor(award.amount);
            const logged = await deps.fame.addedWith(tx, { ...award, crawlerId: row.id, at: now.getTime(), roomId: target.id }, { total, userId: stored.userId });
            if (logged) {
              entries.push(logged);
              fame.push({ amount: award.amount, total, text: fameText(award) });
            }
          }
        }
        await deps.recorder?.record(tx, entries);
        // The season's first on a new floor, after the arrival's entries (the floor_firsts row decides
        // who was first, whichever process or transaction tries).
        if (deps.fame && target.floor > from.floor && isFloorFirstWorthy(target.floor) && (await deps.fame.claimFloorFirst(tx, row.seasonId, target.floor, row.id, now))) {
          for (const award of fameForFirstToFloor(target.floor)) {
            const r = await deps.fame.awardFame(tx, { ...award, crawlerId: row.id, at: now.getTime(), roomId: target.id });
            if (r.awarded) fame.push({ amount: award.amount, total: r.total, text: fameText(award) });
          }
        }
        return {
          success: true as const,
          error: null,
          newRoom: { id: target.id, name: target.name, x: target.x, y: target.y, floorId: target.floor },
          floorChanged,
          entry: { direction, ...entry },
          ...(fame.length ? { fame } : {}),
        };
      }));
    },
  };
}
