// The season's record (issue 17): public once a crawler is dead, its sponsor's while it lives.
// Signed-out readers are welcome (a death is shared by link), so the session is optional here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LogPageQuery, RecordParams } from '#contract/record.ts';
import { parse } from '../http/validate.ts';
import type { RecordService } from '../services/record-service.ts';

export default async function recordRoutes(app: FastifyInstance, deps: { record: RecordService }) {
  const viewer = async (req: FastifyRequest) => (await app.userFromHeaders(req.headers))?.id ?? null;

  app.get('/api/crawlers/:id/events', async (req) => {
    const { id } = parse(RecordParams, req.params);
    const q = parse(LogPageQuery, req.query);
    return deps.record.page(await viewer(req), id, q);
  });
}
