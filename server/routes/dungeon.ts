// The dungeon routes: a crawler's room, moves and what it knows; floors; factions.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MoveBody, type MoveDirection } from '#contract/dungeon.ts';
import { CrawlerIdParams, IdParam } from '#contract/ids.ts';
import { forbidden } from '../http/errors.ts';
import { parse } from '../http/validate.ts';
import { intentRateLimit, type IntentLimits } from '../plugins/security.ts';
import type { NavigationService } from '../services/navigation-service.ts';
import type { WorldService } from '../services/world-service.ts';
import type { IntentGateway } from '../realtime/intent-gateway.ts';
import { answer } from './intents.ts';
import { DEBUG_DISABLED_MESSAGE } from './crawlers.ts';

const FloorParams = z.object({ floor: IdParam }).strict();
const RoomParams = z.object({ roomId: IdParam }).strict();
/** The reads answered as bytes the service keeps (no serialisation per request) say what they are. */
const JSON_TYPE = 'application/json; charset=utf-8';

export default async function dungeonRoutes(app: FastifyInstance, deps: { navigation: NavigationService; world: WorldService; gateway: IntentGateway; debug: boolean; limits: IntentLimits }) {
  const { navigation: nav, world } = deps;
  app.addHook('preHandler', app.requireUser);
  const uid = (req: { sessionUser: { id: string } | null }) => req.sessionUser!.id;
  const cid = (params: unknown) => parse(CrawlerIdParams, params).id;

  app.get('/api/crawlers/:id/current-room', async (req, reply) => reply.type(JSON_TYPE).send(await nav.currentRoomJson(uid(req), cid(req.params))));
  // Through the intent gateway, as every intent: it also puts the crawler in the next room's simulation.
  app.post('/api/crawlers/:id/move', { config: intentRateLimit(deps.limits.action) }, async (req) => {
    const who = { userId: uid(req), crawlerId: cid(req.params) };
    return answer(await deps.gateway.move(who, parse(MoveBody, req.body).direction as MoveDirection));
  });
  // Sent as JSON text put together from fragments the service serialised once (the batch is ~5 KB).
  app.get('/api/crawlers/:id/room-data-batch', async (req, reply) => reply.type(JSON_TYPE).send(await nav.batchJson(uid(req), cid(req.params))));
  app.get('/api/crawlers/:id/explored-rooms', async (req) => nav.explored(uid(req), cid(req.params)));
  app.get('/api/crawlers/:id/scanned-rooms', async (req) => nav.scanned(uid(req), cid(req.params)));
  app.get('/api/crawlers/:id/room-connections', async (req) => nav.connections(uid(req), cid(req.params)));
  app.get('/api/crawlers/:id/room-mobs-summary', async (req) => nav.mobsSummary(uid(req), cid(req.params)));
  app.get('/api/crawlers/:id/tactical-data', async (req) => nav.tactical(uid(req), cid(req.params)));
  app.get('/api/crawlers/:id/tactical-view', async (req) => nav.tacticalView(uid(req), cid(req.params)));

  app.get('/api/floors/:floor/bounds', async (req) => world.bounds(parse(FloorParams, req.params).floor));
  app.get('/api/floors/:floor/rooms', async (req) => world.rooms(uid(req), parse(FloorParams, req.params).floor));
  app.get('/api/factions', async () => world.factions());

  app.post('/api/debug/regenerate-room/:roomId', async (req) => {
    if (!deps.debug) throw forbidden(DEBUG_DISABLED_MESSAGE);
    return world.regenerate(parse(RoomParams, req.params).roomId);
  });
}
