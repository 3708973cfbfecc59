// Player intents over HTTP (spec 7: position; ours: attack, dodge). They go through the same live
// room as the socket's, so both paths obey one set of rules.
import type { FastifyInstance } from 'fastify';
import { AttackBody, PositionBody, type AttackResponse, type PositionResponse } from '#contract/realtime.ts';
import { CrawlerIdParams } from '#contract/ids.ts';
import type { RoomEvent } from '#game/room-sim.ts';
import { HttpError } from '../http/errors.ts';
import { toCrawler } from '../services/crawler-view.ts';
import { parse } from '../http/validate.ts';
import { intentRateLimit, type IntentLimits } from '../plugins/security.ts';
import type { RoomHub } from '../realtime/room-hub.ts';
import type { NavigationService } from '../services/navigation-service.ts';

export const IntentErrorCode = { dead: 'crawler_dead', resting: 'crawler_resting', wrongRoom: 'wrong_room' } as const;

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

  app.post('/api/crawlers/:id/position', { config: intentRateLimit(deps.limits.position) }, async (req): Promise<PositionResponse> => {
    const id = parse(CrawlerIdParams, req.params).id;
    const body = parse(PositionBody, req.body);
    const { row, room, cache } = await live(uid(req), id);
    if (body.roomId !== room.id) throw new HttpError(409, IntentErrorCode.wrongRoom, `${row.name} is not in room ${body.roomId}.`);
    // The room's doors come from the dungeon in memory: no second lookup of the crawler.
    const doors = navigation.directionsOf(cache, room).filter((d) => d !== 'down');
    const result = hub.reportPosition(id, body.positionX, body.positionY, row.agility, doors);
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
