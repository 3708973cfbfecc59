// The season ladder: public, like a tournament's standings; a session, when there is one,
// only adds the viewer's own ranks.
import type { FastifyInstance } from 'fastify';
import { LadderQuery } from '#contract/ladder.ts';
import { parse } from '../http/validate.ts';
import type { LadderService } from '../services/ladder-service.ts';

export default async function ladderRoutes(app: FastifyInstance, deps: { ladder: LadderService }) {
  app.get('/api/ladder', async (req) => {
    const { category } = parse(LadderQuery, req.query);
    const viewer = (await app.userFromHeaders(req.headers))?.id ?? null;
    return deps.ladder.read(viewer, category);
  });
}
