// Thin handlers for the signed-in user's own settings: parse with the contract, call the service.
import type { FastifyInstance } from 'fastify';
import { DisplaySettings } from '#contract/display-settings.ts';
import { KeyBindings } from '#contract/key-bindings.ts';
import { LedgerQuery } from '#contract/ledger.ts';
import { OnboardingUpdate } from '#contract/onboarding.ts';
import { parse } from '../http/validate.ts';
import type { DisplaySettingsService } from '../services/display-settings-service.ts';
import type { KeyBindingsService } from '../services/key-bindings-service.ts';
import type { LedgerService } from '../services/ledger-service.ts';
import type { OnboardingService } from '../services/onboarding-service.ts';

export default async function accountRoutes(app: FastifyInstance, opts: { keyBindings: KeyBindingsService; display: DisplaySettingsService; onboarding: OnboardingService; ledger: LedgerService }) {
  const { keyBindings, display, onboarding, ledger } = opts;
  app.addHook('preHandler', app.requireUser);
  const uid = (req: { sessionUser: { id: string } | null }) => req.sessionUser!.id;

  app.get('/api/account/key-bindings', async (req) => keyBindings.get(uid(req)));
  app.put('/api/account/key-bindings', async (req) => keyBindings.save(uid(req), parse(KeyBindings, req.body)));
  app.delete('/api/account/key-bindings', async (req) => keyBindings.reset(uid(req)));

  app.get('/api/account/display', async (req) => display.get(uid(req)));
  app.put('/api/account/display', async (req) => display.save(uid(req), parse(DisplaySettings, req.body)));

  app.get('/api/account/onboarding', async (req) => onboarding.get(uid(req)));
  app.put('/api/account/onboarding', async (req) => {
    parse(OnboardingUpdate, req.body);
    return onboarding.markControlsHelpSeen(uid(req));
  });

  // The signed-in user's own rows only: the user comes from the session, never from the request.
  app.get('/api/account/ledger', async (req) => ledger.page(uid(req), parse(LedgerQuery, req.query)));
}
