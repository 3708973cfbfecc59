// Player intents over HTTP (spec 7: position; ours: attack, dodge). They go through the same live
// room as the socket's, so both paths obey one set of rules.
import type { FastifyInstance } from 'fastify';
import { AttackBody, PositionBody, type AttackResponse, type PositionResponse } from '#contract/realtime.ts';
import { CrawlerIdParams } from '#contract/ids.ts';
import { IntentErrorCode } from '#contract/errors.ts';
import type { RoomEvent } from '#game/room-sim.ts';
import { HttpError } from '../http/errors.ts';
import { toCrawler } from '../services/crawler-view.ts';
import { parse } from '../http/validate.ts';
import { intentRateLimit, type IntentLimits } from '../plugins/security.ts';
import type { RoomHub } from '../realtime/room-hub.ts';
import type { NavigationService } from '../services/navigation-service.ts';

/**
 * How long a position report may rely on a crawler's remembered owner, name and agility. Owner and
 * name never change; agility changes only with a level-up, by a point, well within the speed check's
 * slack. Each refresh reads the crawler (and stores any energy or rest time restored), so at 5 s
 * one in 25 reports of a walking player paid for a database read.
 */
const WALKER_TTL_MS = 30_000;
const WALKERS_MAX = 20_000;

export default async function intentRoutes(app: FastifyInstance, deps: { hub: RoomHub; navigation: NavigationService; clock: () => Date; limits: IntentLimits }) {
  const { hub, navigation } = deps;
  app.addHook('preHandler', app.requireUser);
  const uid = (req: { sessionUser: { id: string } | null }) => req.sessionUser!.id;

  /** The crawler, alive, in its live room (woken if asleep). */
  async function live(userId: string, crawlerId: number) {
    const { row, room, cache } = await navigation.locate(userId, crawlerId);
    if (!row.isAlive) throw new HttpError(409, IntentErrorCode.dead, `${row.name} is dead and cannot act.`);
    if (row.status === 'resting') throw new HttpError(409, IntentErrorCode.resting, `${row.name} is recovering and cannot act yet.`);
    if (hub.roomOf(crawlerId) !== room.id) await hub.enter(crawlerId, room.id, null, async () => []);
    return { row, room, cache };
  }

  /**
   * What a position report needs to know of a crawler besides the live room: its owner (never
   * changes), name and agility (changes only on a level-up; a report checked against the agility of
   * a few seconds ago is well within the check's slack). Kept WALKER_TTL_MS, so a player reporting
   * five times a second costs one database read every half minute instead of five a second.
   * Whether it is alive, resting or in this room is the live room's to say: death, rest and moves
   * take a crawler out of it, and then the report takes the full path below.
   */
  const walkers = new Map<number, { userId: string; name: string; agility: number; until: number }>();
  /** A room's doors never change within a season. */
  const doorsOf = new Map<number, string[]>();

  app.post('/api/crawlers/:id/position', { config: intentRateLimit(deps.limits.position) }, async (req): Promise<PositionResponse> => {
    const id = parse(CrawlerIdParams, req.params).id;
    const body = parse(PositionBody, req.body);
    const userId = uid(req);
    const now = deps.clock().getTime();
    const known = walkers.get(id);
    const liveRoom = hub.roomOf(id);
    const doorsHere = liveRoom === undefined ? undefined : doorsOf.get(liveRoom);
    let report: { roomId: number; name: string; agility: number; doors: readonly string[] };
    if (known && known.userId === userId && known.until > now && liveRoom !== undefined && doorsHere) {
      report = { roomId: liveRoom, name: known.name, agility: known.agility, doors: doorsHere };
    } else {
      const { row, room, cache } = await live(userId, id);
      // The room's doors come from the dungeon in memory: no second lookup of the crawler.
      const doors = navigation.directionsOf(cache, room).filter((d) => d !== 'down');
      doorsOf.set(room.id, doors);
      walkers.set(id, { userId, name: row.name, agility: row.agility, until: now + WALKER_TTL_MS });
      if (walkers.size > WALKERS_MAX) walkers.delete(walkers.keys().next().value!);
      report = { roomId: room.id, name: row.name, agility: row.agility, doors };
    }
    if (body.roomId !== report.roomId) throw new HttpError(409, IntentErrorCode.wrongRoom, `${report.name} is not in room ${body.roomId}.`);
    const result = hub.reportPosition(id, body.positionX, body.positionY, report.agility, report.doors);
    return result.ok ? { success: true, x: result.x, y: result.y, corrected: false } : { success: false, x: result.x, y: result.y, corrected: true, reason: result.reason };
  });

  app.post('/api/crawlers/:id/rest', { config: intentRateLimit(deps.limits.action) }, async (req) => {
    const id = parse(CrawlerIdParams, req.params).id;
    const roomId = hub.roomOf(id);
    const rested = await navigation.rest(uid(req), id, roomId !== undefined && (hub.stateOf(roomId)?.inCombat ?? false));
    hub.leave(id, 'resting');
    return toCrawler(rested, deps.clock());
  });

  app.post('/api/crawlers/:id/attack', { config: intentRateLimit(deps.limits.action) }, async (req): Promise<AttackResponse> => {
    const id = parse(CrawlerIdParams, req.params).id;
    const { targetId } = parse(AttackBody, req.body);
    await live(uid(req), id);
    const events = await hub.act(id, { kind: 'attack', crawlerId: id, targetId });
    return attackOutcome(events ?? [], targetId);
  });
}

export function attackOutcome(events: readonly RoomEvent[], targetId: string): AttackResponse {
  const refused = events.find((e) => e.type === 'refused');
  if (refused && refused.type === 'refused') return { success: false, reason: refused.reason, detail: refused.detail };
  const hit = events.find((e) => e.type === 'attacked');
  if (!hit || hit.type !== 'attacked') return { success: false, reason: 'not_applied' };
  const killed = events.some((e) => e.type === 'died' && e.id === targetId);
  return { success: true, hit: hit.hit, critical: hit.critical, damage: hit.damage, targetHealth: hit.targetHealth, killed };
}
