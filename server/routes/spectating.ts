// Thin handlers for a crawler's spectating switch, behind sign-in, its sponsor's only.
import type { FastifyInstance } from 'fastify';
import { CrawlerIdParams } from '#contract/ids.ts';
import { SpectatingBody } from '#contract/realtime.ts';
import { parse } from '../http/validate.ts';
import type { SpectatingService } from '../services/spectating-service.ts';

export default async function spectatingRoutes(app: FastifyInstance, opts: { spectating: SpectatingService }) {
  const { spectating } = opts;
  app.addHook('preHandler', app.requireUser);
  const uid = (req: { sessionUser: { id: string } | null }) => req.sessionUser!.id;

  app.get('/api/crawlers/:id/spectating', async (req) => spectating.status(uid(req), parse(CrawlerIdParams, req.params).id));
  app.put('/api/crawlers/:id/spectating', async (req) => {
    const { id } = parse(CrawlerIdParams, req.params);
    return spectating.setAllowed(uid(req), id, parse(SpectatingBody, req.body).allowed);
  });
}
