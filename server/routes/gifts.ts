// Thin handlers for sponsor gifts: the crawler's own sponsor only (another sponsor's crawler is 404).
import type { FastifyInstance } from 'fastify';
import { SendGiftBody } from '#contract/gifts.ts';
import { CrawlerIdParams } from '#contract/ids.ts';
import type { GiftKey } from '#game/gifts.ts';
import { parse } from '../http/validate.ts';
import type { GiftService } from '../services/gift-service.ts';

export default async function giftRoutes(app: FastifyInstance, opts: { gifts: GiftService }) {
  const { gifts } = opts;
  app.addHook('preHandler', app.requireUser);
  const uid = (req: { sessionUser: { id: string } | null }) => req.sessionUser!.id;

  app.get('/api/crawlers/:id/gifts', async (req) => gifts.view(uid(req), parse(CrawlerIdParams, req.params).id));
  app.post('/api/crawlers/:id/gifts', async (req, reply) => {
    const { id } = parse(CrawlerIdParams, req.params);
    const body = parse(SendGiftBody, req.body);
    return reply.status(201).send(await gifts.send(uid(req), id, body.gift as GiftKey));
  });
}
