// The sponsor's economy wired into the app (kept out of app.ts, which is at its size limit): the
// merchants' and quest givers' services and routes, and sponsor gifts: their service, routes, the
// deliveries that fell due while the process was down, and the delivery timer, stopped on close.
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database.ts';
import type { RoomHub } from './realtime/room-hub.ts';
import type { CrawlerRepository } from './repositories/crawler-repository.ts';
import type { DungeonRepository } from './repositories/dungeon-repository.ts';
import { createGiftRepository } from './repositories/gift-repository.ts';
import { createLootRepository } from './repositories/loot-repository.ts';
import { noticingLootWrites } from './repositories/loot-writes.ts';
import giftRoutes from './routes/gifts.ts';
import type { EventRecorder } from './services/event-recorder.ts';
import { createGiftService, startGiftDeliveries, type GiftService } from './services/gift-service.ts';
import type { IntentLimits } from './plugins/security.ts';
import type { FameWrites } from './repositories/fame-writes.ts';
import type { EventLogRepository } from './repositories/event-log-repository.ts';
import type { ItemRepository } from './repositories/item-repository.ts';
import { createMerchantRepository } from './repositories/merchant-repository.ts';
import { createQuestRepository } from './repositories/quest-repository.ts';
import type { SeasonRepository } from './repositories/season-repository.ts';
import merchantRoutes from './routes/merchant.ts';
import questRoutes from './routes/quests.ts';
import { createMerchantService } from './services/merchant-service.ts';
import type { NavigationService } from './services/navigation-service.ts';
import { createQuestService } from './services/quest-service.ts';

export type { GiftService };

export interface EconomyDeps {
  db: Db;
  crawlers: CrawlerRepository;
  dungeons: DungeonRepository;
  items: ItemRepository;
  seasons: SeasonRepository;
  log: EventLogRepository;
  navigation: NavigationService;
  fame: FameWrites;
  hub: Pick<RoomHub, 'playerOf' | 'announce'>;
  recorder: EventRecorder;
  clock: () => Date;
  limits: IntentLimits;
  /** Deliver gifts on a timer (off in tests that deliver with gifts.deliverDue()). */
  timer: boolean;
}

export async function registerEconomy(app: FastifyInstance, deps: EconomyDeps): Promise<{ gifts: GiftService }> {
  const { db, crawlers, items, seasons, navigation, clock, recorder, limits } = deps;
  const merchants = createMerchantService({ db, merchants: createMerchantRepository(db, crawlers), crawlers, items, seasons, navigation, clock, recorder });
  await app.register(merchantRoutes, { merchants, limits });
  const quests = createQuestService({ db, crawlers, quests: createQuestRepository(db), items, log: deps.log, seasons, navigation, recorder, clock, fame: deps.fame, liveHealth: (id) => deps.hub.playerOf(id)?.health });
  await app.register(questRoutes, { quests, limits });
  return { gifts: await registerGifts(app, deps) };
}

async function registerGifts(app: FastifyInstance, deps: EconomyDeps): Promise<GiftService> {
  const gifts = createGiftService({
    db: deps.db,
    gifts: createGiftRepository(deps.db),
    crawlers: deps.crawlers,
    loot: noticingLootWrites(createLootRepository(deps.db), deps.dungeons),
    recorder: deps.recorder,
    clock: deps.clock,
    livePosition: (crawlerId) => deps.hub.playerOf(crawlerId),
    onDelivered: (roomId, event) => deps.hub.announce(roomId, event),
  });
  await app.register(giftRoutes, { gifts });
  // Gifts that came due while no process ran are delivered (or refunded) before this one serves.
  await gifts.deliverDue(1_000).catch((err: unknown) => app.log.error({ err }, 'gift deliveries at start failed'));
  if (deps.timer) {
    const deliveries = startGiftDeliveries(gifts, (err) => app.log.error({ err }, 'gift delivery failed'));
    app.addHook('onClose', () => deliveries.stop());
  }
  return gifts;
}
