// Thin handlers: parse with the contract, call a service, answer.
import type { FastifyInstance } from 'fastify';
import { ActivityQuery } from '#contract/activity.ts';
import { CreateCrawlerBody } from '#contract/crawler.ts';
import { CrawlerIdParams, IdParam } from '#contract/ids.ts';
import { EquipBody, Hotbar, SaveLoadoutBody, UnequipBody, UseItemParams } from '#contract/loadout.ts';
import { z } from 'zod';
import { forbidden } from '../http/errors.ts';
import { parse } from '../http/validate.ts';
import type { ConsumableService } from '../services/consumable-service.ts';
import type { CrawlerService } from '../services/crawler-service.ts';
import type { LoadoutService } from '../services/loadout-service.ts';
import type { SponsorService } from '../services/sponsor-service.ts';
import type { EquipmentSlot } from '#game/vocabulary.ts';

export interface CrawlerRouteDeps {
  sponsors: SponsorService;
  crawlers: CrawlerService;
  loadouts: LoadoutService;
  consumables: ConsumableService;
  /** Debug actions (spec: the debug control bar) exist only in local/development mode. */
  debug: boolean;
}

export const DEBUG_DISABLED_MESSAGE = 'Debug actions are only available in development mode';

const LoadoutParams = z.object({ id: IdParam, loadoutId: IdParam }).strict();
const EffectParams = z.object({ id: IdParam, effect: z.literal('eyes_of_debug') }).strict();

export default async function crawlerRoutes(app: FastifyInstance, deps: CrawlerRouteDeps) {
  const { sponsors, crawlers, loadouts } = deps;
  app.addHook('preHandler', app.requireUser);
  const uid = (req: { sessionUser: { id: string } | null }) => req.sessionUser!.id;
  const crawlerId = (params: unknown) => parse(CrawlerIdParams, params).id;

  app.get('/api/crawlers', async (req) => crawlers.list(uid(req)));
  app.get('/api/crawlers/candidates', async (req) => sponsors.candidates(uid(req)));
  app.post('/api/crawlers', async (req, reply) => {
    const body = parse(CreateCrawlerBody, req.body);
    const created = await sponsors.sponsor(uid(req), body);
    return reply.status(201).send(await crawlers.get(uid(req), created.id));
  });
  app.get('/api/user/status', async (req) => sponsors.status(uid(req)));
  app.get('/api/activities', async (req) => crawlers.activities(uid(req), parse(ActivityQuery, req.query).limit));
  // Sent as the JSON bytes the service keeps: no serialisation per request.
  app.get('/api/leaderboards/crawlers', async (_req, reply) => reply.type('application/json; charset=utf-8').send(await crawlers.leaderboardJson()));

  app.get('/api/crawlers/:id', async (req) => crawlers.get(uid(req), crawlerId(req.params)));
  app.get('/api/crawlers/:id/loadout', async (req) => loadouts.get(uid(req), crawlerId(req.params)));
  app.post('/api/crawlers/:id/equip', async (req) => loadouts.equip(uid(req), crawlerId(req.params), parse(EquipBody, req.body).itemId));
  app.post('/api/crawlers/:id/unequip', async (req) =>
    loadouts.unequip(uid(req), crawlerId(req.params), parse(UnequipBody, req.body).slot as EquipmentSlot),
  );
  app.post('/api/crawlers/:id/items/:itemId/use', async (req) => {
    const p = parse(UseItemParams, req.params);
    return deps.consumables.use(uid(req), p.id, p.itemId);
  });
  app.put('/api/crawlers/:id/hotbar', async (req) => loadouts.saveHotbar(uid(req), crawlerId(req.params), parse(Hotbar, req.body)));
  app.post('/api/crawlers/:id/loadouts', async (req) => loadouts.saveLoadout(uid(req), crawlerId(req.params), parse(SaveLoadoutBody, req.body).name));
  app.post('/api/crawlers/:id/loadouts/:loadoutId/apply', async (req) => {
    const p = parse(LoadoutParams, req.params);
    return loadouts.applyLoadout(uid(req), p.id, p.loadoutId);
  });
  app.delete('/api/crawlers/:id/loadouts/:loadoutId', async (req) => {
    const p = parse(LoadoutParams, req.params);
    return loadouts.deleteLoadout(uid(req), p.id, p.loadoutId);
  });
  app.post('/api/crawlers/:id/apply-effect/:effect', async (req) => {
    if (!deps.debug) throw forbidden(DEBUG_DISABLED_MESSAGE);
    return crawlers.applyEyesOfDebug(uid(req), parse(EffectParams, req.params).id);
  });
}
