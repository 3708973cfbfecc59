// Spec 7 loot routes: ground items of a room, pick-ups (ground items and loot entities) and chests.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParam } from '#contract/ids.ts';
import { ContainerBody, CrawlerRef } from '#contract/loot.ts';
import { PICKUP } from '#game/constants.ts';
import { parse } from '../http/validate.ts';
import type { LootService } from '../services/loot-service.ts';

const Id = z.object({ id: IdParam }).strict();
const RoomParams = z.object({ roomId: IdParam }).strict();

export default async function lootRoutes(app: FastifyInstance, deps: { loot: LootService }) {
  const { loot } = deps;
  app.addHook('preHandler', app.requireUser);
  const uid = (req: { sessionUser: { id: string } | null }) => req.sessionUser!.id;

  app.get('/api/room/:roomId/ground-items', async (req) => loot.groundItems(uid(req), parse(RoomParams, req.params).roomId));
  app.post('/api/ground-items/:id/pickup', async (req) =>
    loot.pickup(uid(req), parse(Id, req.params).id, parse(CrawlerRef, req.body).crawlerId, PICKUP.groundItemRadiusFeet),
  );
  app.post('/api/loot-entity/:id/pickup', async (req) =>
    loot.pickup(uid(req), parse(Id, req.params).id, parse(CrawlerRef, req.body).crawlerId, PICKUP.lootEntityRadiusFeet),
  );
  app.post('/api/loot-container/:id/interact', async (req) => {
    const body = parse(ContainerBody, req.body);
    return loot.openContainer(uid(req), parse(Id, req.params).id, body.crawlerId, body.roomId);
  });
}
