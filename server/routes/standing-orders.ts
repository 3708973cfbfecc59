// Thin handlers for a crawler's standing orders: parse with the contract, call the service.
import type { FastifyInstance } from 'fastify';
import { GoIdleBody, StandingOrders } from '#contract/standing-orders.ts';
import { CrawlerIdParams } from '#contract/ids.ts';
import { parse } from '../http/validate.ts';
import { intentRateLimit, type IntentLimits } from '../plugins/security.ts';
import type { StandingOrdersService } from '../services/standing-orders-service.ts';

export default async function standingOrdersRoutes(app: FastifyInstance, deps: { orders: StandingOrdersService; limits: IntentLimits }) {
  const { orders } = deps;
  app.addHook('preHandler', app.requireUser);
  const uid = (req: { sessionUser: { id: string } | null }) => req.sessionUser!.id;
  const cid = (params: unknown) => parse(CrawlerIdParams, params).id;

  app.get('/api/crawlers/:id/orders', async (req) => orders.get(uid(req), cid(req.params)));
  app.put('/api/crawlers/:id/orders', async (req) => {
    const id = cid(req.params);
    return orders.save(uid(req), id, parse(StandingOrders, req.body));
  });
  app.post('/api/crawlers/:id/orders/idle', { config: intentRateLimit(deps.limits.action) }, async (req) => {
    const id = cid(req.params);
    const { because } = parse(GoIdleBody, req.body ?? {});
    return because === 'left_page' ? orders.pageLeft(uid(req), id) : orders.idle(uid(req), id);
  });
  app.post('/api/crawlers/:id/orders/control', { config: intentRateLimit(deps.limits.action) }, async (req) => orders.control(uid(req), cid(req.params)));
}
