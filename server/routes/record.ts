// The season's record: public once a crawler is dead, its sponsor's while it lives.
// Signed-out readers are welcome (a death is shared by link), so the session is optional here.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LogPageQuery, RecordParams } from '#contract/record.ts';
import { parse } from '../http/validate.ts';
import type { RecordService } from '../services/record-service.ts';
import type { ReportService } from '../services/report-service.ts';

export default async function recordRoutes(app: FastifyInstance, deps: { record: RecordService; reports: ReportService }) {
  const viewer = async (req: FastifyRequest) => (await app.userFromHeaders(req.headers))?.id ?? null;

  app.get('/api/crawlers/:id/events', async (req) => {
    const { id } = parse(RecordParams, req.params);
    const q = parse(LogPageQuery, req.query);
    return deps.record.page(await viewer(req), id, q);
  });

  app.get('/api/crawlers/:id/report', async (req) => {
    const { id } = parse(RecordParams, req.params);
    return deps.reports.report(await viewer(req), id);
  });

  app.get('/api/crawlers/:id/report/og.png', async (req, reply) => {
    const { id } = parse(RecordParams, req.params);
    const { png, final } = await deps.reports.card(await viewer(req), id);
    // A finished story's card never changes; a living crawler's is private to its sponsor.
    reply.header('cache-control', final ? 'public, max-age=86400' : 'private, no-store');
    // A public card is meant to be shown on other sites (link previews), unlike the rest of our answers.
    if (final) reply.header('cross-origin-resource-policy', 'cross-origin');
    return reply.type('image/png').send(png);
  });
}
