// Thin handlers for a crawler's quests: parse with the contract, call the service.
import type { FastifyInstance } from 'fastify';
import { CrawlerIdParams } from '#contract/ids.ts';
import { AcceptQuestBody } from '#contract/quests.ts';
import { parse } from '../http/validate.ts';
import { intentRateLimit, type IntentLimits } from '../plugins/security.ts';
import type { QuestService } from '../services/quest-service.ts';

export default async function questRoutes(app: FastifyInstance, deps: { quests: QuestService; limits: IntentLimits }) {
  const { quests } = deps;
  app.addHook('preHandler', app.requireUser);
  const uid = (req: { sessionUser: { id: string } | null }) => req.sessionUser!.id;
  const cid = (params: unknown) => parse(CrawlerIdParams, params).id;

  app.get('/api/crawlers/:id/quests', async (req) => quests.list(uid(req), cid(req.params)));
  app.post('/api/crawlers/:id/quests/accept', { config: intentRateLimit(deps.limits.action) }, async (req) => {
    const id = cid(req.params);
    return quests.accept(uid(req), id, parse(AcceptQuestBody, req.body));
  });
  app.post('/api/crawlers/:id/quests/complete', { config: intentRateLimit(deps.limits.action) }, async (req) => quests.complete(uid(req), cid(req.params)));
}
