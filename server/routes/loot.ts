// Loot routes: ground items of a room, pick-ups (ground items and loot entities) and chests.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IdParam } from '#contract/ids.ts';
import { ContainerBody, CrawlerRef, type PickupResponse } from '#contract/loot.ts';
import { PICKUP } from '#game/constants.ts';
import { parse } from '../http/validate.ts';
import { intentRateLimit, type IntentLimits } from '../plugins/security.ts';
import type { LootService } from '../services/loot-service.ts';

const Id = z.object({ id: IdParam }).strict();
const RoomParams = z.object({ roomId: IdParam }).strict();

export default async function lootRoutes(app: FastifyInstance, deps: { loot: LootService; limits: IntentLimits }) {
  const { loot } = deps;
  app.addHook('preHandler', app.requireUser);
  const uid = (req: { sessionUser: { id: string } | null }) => req.sessionUser!.id;
  /** A pick-up that did not get the item (lost roll-off, taken already) is a refusal too: logged. */
  const logged = (req: FastifyRequest, r: PickupResponse) => {
    if (!r.success) req.log.info({ winner: r.winner, reason: r.message }, 'pickup refused');
    return r;
  };

  app.get('/api/room/:roomId/ground-items', async (req) => loot.groundItems(uid(req), parse(RoomParams, req.params).roomId));
  app.post('/api/ground-items/:id/pickup', { config: intentRateLimit(deps.limits.action) }, async (req) =>
    logged(req, await loot.pickup(uid(req), parse(Id, req.params).id, parse(CrawlerRef, req.body).crawlerId, PICKUP.groundItemRadiusFeet)),
  );
  app.post('/api/loot-entity/:id/pickup', { config: intentRateLimit(deps.limits.action) }, async (req) =>
    logged(req, await loot.pickup(uid(req), parse(Id, req.params).id, parse(CrawlerRef, req.body).crawlerId, PICKUP.lootEntityRadiusFeet)),
  );
  app.post('/api/loot-container/:id/interact', { config: intentRateLimit(deps.limits.action) }, async (req) => {
    const body = parse(ContainerBody, req.body);
    return loot.openContainer(uid(req), parse(Id, req.params).id, body.crawlerId, body.roomId);
  });
}
