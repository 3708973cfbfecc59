// Sponsor gifts wired into the app (kept out of app.ts, which is at its size limit): the service on
// the app's repositories, its routes, the deliveries that fell due while the process was down, and
// the delivery timer, stopped when the app closes.
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

export type { GiftService };

export async function registerGifts(
  app: FastifyInstance,
  deps: { db: Db; crawlers: CrawlerRepository; dungeons: DungeonRepository; hub: Pick<RoomHub, 'playerOf' | 'announce'>; recorder: EventRecorder; clock: () => Date; timer: boolean },
): Promise<GiftService> {
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
