// Trading with a shop's merchant: the shelves and offers, buying a slot, selling an item.
import type { FastifyInstance } from 'fastify';
import { BuyBody, MerchantParams, MerchantQuery, SellBody } from '#contract/merchant.ts';
import { parse } from '../http/validate.ts';
import { intentRateLimit, type IntentLimits } from '../plugins/security.ts';
import type { MerchantService } from '../services/merchant-service.ts';

export default async function merchantRoutes(app: FastifyInstance, deps: { merchants: MerchantService; limits: IntentLimits }) {
  const { merchants } = deps;
  app.addHook('preHandler', app.requireUser);
  const uid = (req: { sessionUser: { id: string } | null }) => req.sessionUser!.id;

  app.get('/api/rooms/:roomId/merchant', async (req) => merchants.view(uid(req), parse(MerchantParams, req.params).roomId, parse(MerchantQuery, req.query).crawlerId));
  app.post('/api/rooms/:roomId/merchant/buy', { config: intentRateLimit(deps.limits.action) }, async (req) => {
    const body = parse(BuyBody, req.body);
    return merchants.buy(uid(req), parse(MerchantParams, req.params).roomId, body.crawlerId, body.slot);
  });
  app.post('/api/rooms/:roomId/merchant/sell', { config: intentRateLimit(deps.limits.action) }, async (req) => {
    const body = parse(SellBody, req.body);
    return merchants.sell(uid(req), parse(MerchantParams, req.params).roomId, body.crawlerId, body.itemId);
  });
}
