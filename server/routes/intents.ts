// Player intents over HTTP (position reports, attacks, rest). A thin adapter over the intent
// gateway (realtime/intent-gateway.ts), which the socket uses too: both paths obey one set of
// rules and refuse with the same codes.
import type { FastifyInstance } from 'fastify';
import { AttackBody, PositionBody, type AttackResponse, type PositionResponse } from '#contract/realtime.ts';
import { CrawlerIdParams } from '#contract/ids.ts';
import type { RoomEvent } from '#game/room-sim.ts';
import { HttpError } from '../http/errors.ts';
import { toCrawler } from '../services/crawler-view.ts';
import { parse } from '../http/validate.ts';
import { intentRateLimit, type IntentLimits } from '../plugins/security.ts';
import type { IntentGateway, Outcome } from '../realtime/intent-gateway.ts';


/** A gateway outcome as this transport answers it: the value, or `{ error, code }` with its 4xx. */
export function answer<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new HttpError(outcome.status, outcome.code, outcome.error);
  return outcome.value;
}

export default async function intentRoutes(app: FastifyInstance, deps: { gateway: IntentGateway; clock: () => Date; limits: IntentLimits }) {
  const { gateway } = deps;
  app.addHook('preHandler', app.requireUser);
  const actor = (req: { sessionUser: { id: string } | null; params: unknown }) => ({ userId: req.sessionUser!.id, crawlerId: parse(CrawlerIdParams, req.params).id });

  app.post('/api/crawlers/:id/position', { config: intentRateLimit(deps.limits.position) }, async (req): Promise<PositionResponse> => {
    const who = actor(req);
    const body = parse(PositionBody, req.body);
    const result = answer(await gateway.position(who, body.positionX, body.positionY, body.roomId));
    return result.ok ? { success: true, x: result.x, y: result.y, corrected: false } : { success: false, x: result.x, y: result.y, corrected: true, reason: result.reason };
  });

  app.post('/api/crawlers/:id/rest', { config: intentRateLimit(deps.limits.action) }, async (req) => toCrawler(answer(await gateway.rest(actor(req))), deps.clock()));

  app.post('/api/crawlers/:id/attack', { config: intentRateLimit(deps.limits.action) }, async (req): Promise<AttackResponse> => {
    const who = actor(req);
    const { targetId } = parse(AttackBody, req.body);
    const events = await answer(await gateway.act(who, { kind: 'attack', crawlerId: who.crawlerId, targetId }));
    return attackOutcome(events, targetId);
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
