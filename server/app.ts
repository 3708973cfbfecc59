// Composition root: infrastructure plugins, then repositories and services, then routes.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { AuthConfig } from '#contract/auth.ts';
import { createAuth, type Auth } from './auth/auth.ts';
import type { Database } from './db/database.ts';
import { trackTransactions } from './db/transactions.ts';
import type { Env } from './env.ts';
import { frameworkErrors, installErrorHandler } from './http/errors.ts';
import authPlugin from './plugins/auth.ts';
import realtimePlugin from './plugins/realtime.ts';
import securityPlugin, { type IntentLimits } from './plugins/security.ts';
import { INTENT_RATE_LIMITS } from '#contract/realtime.ts';
import webPlugin from './plugins/web.ts';
import { createSeasonRepository } from './repositories/season-repository.ts';
import { createActivityRepository } from './repositories/activity-repository.ts';
import { createCrawlerRepository } from './repositories/crawler-repository.ts';
import { createItemRepository } from './repositories/item-repository.ts';
import { createLoadoutRepository } from './repositories/loadout-repository.ts';
import { createSponsorRepository, createUserRepository } from './repositories/user-repository.ts';
import crawlerRoutes from './routes/crawlers.ts';
import dungeonRoutes from './routes/dungeon.ts';
import intentRoutes from './routes/intents.ts';
import lootRoutes from './routes/loot.ts';
import { createLootRepository } from './repositories/loot-repository.ts';
import { noticingLootWrites } from './repositories/loot-writes.ts';
import { createLootService } from './services/loot-service.ts';
import { createDungeonRepository } from './repositories/dungeon-repository.ts';
import { createDungeonService } from './services/dungeon-service.ts';
import { createNavigationService } from './services/navigation-service.ts';
import { createWorldService } from './services/world-service.ts';
import { createRoomHub, type RoomHub } from './realtime/room-hub.ts';
import { createOrdersRunner } from './realtime/orders-runner.ts';
import { createIntentGateway } from './realtime/intent-gateway.ts';
import { createStandingOrdersService } from './services/standing-orders-service.ts';
import standingOrdersRoutes from './routes/standing-orders.ts';
import { createRoomPersistence } from './realtime/room-persistence.ts';
import { createRoomFactsRepository } from './repositories/room-facts-repository.ts';
import { roomLoaders } from './realtime/room-loader.ts';
import { createCrawlerService } from './services/crawler-service.ts';
import { createLoadoutService } from './services/loadout-service.ts';
import { createConsumableService } from './services/consumable-service.ts';
import { createSponsorService } from './services/sponsor-service.ts';
import healthRoutes from './routes/health.ts';
import seasonRoutes from './routes/season.ts';
import { createSeasonService } from './services/season-service.ts';
import { createEventLogRepository } from './repositories/event-log-repository.ts';
import { createEventRecorder } from './services/event-recorder.ts';
import { createRecordService } from './services/record-service.ts';
import recordRoutes from './routes/record.ts';
import { createReportService } from './services/report-service.ts';
import { reportPageId } from './services/report-page-head.ts';
import { createHallOfFameRepository } from './repositories/hall-of-fame-repository.ts';
import { createLadderRepository } from './repositories/ladder-repository.ts';
import { createSeasonClock, type SeasonClock } from './services/season-clock.ts';
import { createSeasonLifecycle, type SeasonLifecycle } from './services/season-lifecycle.ts';
import { createSeasonRuntime, type SeasonRuntime } from './services/season-runtime.ts';
import { createLadderService } from './services/ladder-service.ts';
import ladderRoutes from './routes/ladder.ts';
import type { Cluster, ClusterOptions, ClusterView } from './cluster/cluster.ts';
import accountRoutes from './routes/account.ts';
import { createLedgerService } from './services/ledger-service.ts';
import { registerEconomy, type GiftService } from './economy.ts';
import spectatingRoutes from './routes/spectating.ts';
import { createSpectatingService } from './services/spectating-service.ts';
import { createSpectateRelay, type SpectateRelay } from './realtime/spectate-relay.ts';
import { createFameWrites } from './repositories/fame-writes.ts';
import { createFameService } from './services/fame-service.ts';
import type { CurrentRoom } from '#contract/dungeon.ts';
import { createAccountSettingsRepository } from './repositories/account-settings-repository.ts';
import { createDisplaySettingsService } from './services/display-settings-service.ts';
import { createOnboardingService } from './services/onboarding-service.ts';
import { createKeyBindingsService } from './services/key-bindings-service.ts';
import { installForwarding } from './cluster/forward.ts';
import { cacheGroupOf } from './db/coherent-cache.ts';
import { openLimits, type SharedLimitsOptions } from './limits/limits.ts';
import type { LockoutPolicy } from './limits/sign-in-lockout.ts';
import { DbKind } from './metrics/series-labels.ts';

/** How long a client may take to send a whole request. */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface AppDeps {
  env: Env;
  database: Database;
  authSecret: string;
  /** Injected so tests can move time; defaults to the wall clock. */
  clock?: () => Date;
  logger?: Logger;
  authRateLimit?: { max: number; timeWindow: number };
  /** Intent routes' limits per user and window (default INTENT_RATE_LIMITS). */
  intentLimits?: IntentLimits;
  /** Tests step rooms themselves (hub.tickNow) instead of the 200 ms timer. */
  autoTick?: boolean;
  /**
   * The season clock's timer (season-clock.ts; default on, every SEASON_CLOCK_MS). false: the seasons
   * change only when a test calls seasons.clock.checkNow() (one check runs before the app serves, either way).
   */
  seasonClock?: false | { intervalMs?: number };
  /**
   * One of several processes on one PostgreSQL (CLUSTER=1): live rooms by shard lease,
   * requests and sockets routed to their room's process, caches told of the others' writes.
   */
  cluster?: ClusterOptions;
  /**
   * Count the rate limits, sign-in attempts and sockets per sponsor in Redis, shared with the other
   * processes (a cluster; docs/decisions/0025-shared-limits.md). Unset: in this process's memory.
   * buildApp throws RedisUnavailableError when Redis does not answer.
   */
  sharedLimits?: Omit<SharedLimitsOptions, 'nodeId'>;
  /** The per-account sign-in lockout (default SIGN_IN_LOCKOUT). */
  signInLockout?: LockoutPolicy;
  /**
   * Prometheus metrics (docs/decisions/0026-metrics.md): GET /metrics on a listener of its own at
   * this port and host (METRICS_PORT, METRICS_HOST), never on the app's. Absent: no metrics at all.
   */
  metrics?: { port: number; host: string };
}

export interface App {
  app: FastifyInstance;
  auth: Auth;
  hub: RoomHub;
  /** Spectating: the delayed, read-only feeds of watched crawlers' rooms. */
  spectators: SpectateRelay;
  /** The season's end and the next one's start: the lifecycle, the clock that runs it, the season served. */
  seasons: { lifecycle: SeasonLifecycle; clock: SeasonClock; runtime: SeasonRuntime };
  /** This process's part in a cluster (null: it serves alone). */
  cluster: Cluster | null;
  /** Forgets every cached read (docs/decisions/0008-read-caches.md): for tests that write behind the app's back. */
  forgetCachedReads(): void;
  /** The metrics listener's port (null: no metrics); it closes with the app. */
  metricsPort: number | null;
  gifts: GiftService; // sponsor gifts (server/economy.ts): without autoTick, tests deliver with gifts.deliverDue()
}

/** One registered route: its method and full URL pattern, as Fastify's onRoute hook saw it. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

const registeredRoutes = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route an app built by buildApp registered (tests/reliability/authz-matrix checks it knows each one). */
export function registeredRoutesOf(app: FastifyInstance): readonly RegisteredRoute[] {
  return registeredRoutes.get(app) ?? [];
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { env, database } = deps;
  const clock = deps.clock ?? (() => new Date());
  // The live rooms ask the time several times per position report: no Date made for it on the wall clock.
  const nowMs = deps.clock ? () => clock().getTime() : Date.now;
  const limits = deps.intentLimits ?? { position: INTENT_RATE_LIMITS.position, action: INTENT_RATE_LIMITS.action };
  // requestTimeout: a client that sends its request slowly (slowloris) is cut off instead of holding
  // a connection forever (Fastify's default is no limit); upgraded WebSockets are not affected.
  // In a cluster every request comes through the proxy or a peer process on this machine (the
  // processes listen on 127.0.0.1): the client's address is in X-Forwarded-For, for the per-address
  // rate limits. Alone, the server faces clients itself and trusts no such header, unless the
  // operator put it behind a reverse proxy (TRUST_PROXY).
  const common = { bodyLimit: 64 * 1024, trustProxy: deps.cluster || env.TRUST_PROXY ? 'loopback' : false, requestTimeout: REQUEST_TIMEOUT_MS, frameworkErrors };
  const app: FastifyInstance = deps.logger
    ? Fastify({ ...common, loggerInstance: deps.logger as unknown as FastifyBaseLogger })
    : Fastify({ ...common, logger: false });
  // First: a cluster process that cannot count its limits with the others stops here, before any other work.
  const counters = await openLimits({
    shared: deps.sharedLimits ? { ...deps.sharedLimits, nodeId: deps.cluster?.nodeId ?? env.nodeId } : undefined,
    log: app.log,
    lockout: deps.signInLockout,
    nowMs,
  });
  app.addHook('onClose', () => counters.close());
  app.log.info({ limits: counters.where }, 'limits counted');
  installErrorHandler(app, {
    databaseAnswers: () => database.ping().then(
      () => true,
      () => false,
    ),
  });
  // Loaded only when the process exports metrics: without them no series exists and nothing records.
  const metrics = deps.metrics ? (await import('./metrics/metrics.ts')).createMetrics() : null;
  if (metrics) {
    const [{ countHttpRequests }, { timeStatements }] = await Promise.all([import('./metrics/http-metrics.ts'), import('./metrics/database-metrics.ts')]);
    countHttpRequests(app, metrics);
    timeStatements(database, metrics);
  }
  const routes: RegisteredRoute[] = [];
  registeredRoutes.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  const auth = createAuth({ db: database.db, env, secret: deps.authSecret, log: app.log as unknown as Logger });
  const db = trackTransactions(database.db, metrics ? (ms) => metrics.database(DbKind.transaction, ms) : undefined); // read caches see every transaction's end
  const users = createUserRepository(db);
  const seasonRepo = createSeasonRepository(db);
  const hallOfFame = createHallOfFameRepository(db);
  const seasons = createSeasonService(seasonRepo, clock, env.SEASON_SEED, hallOfFame);
  await seasons.seedDefault();
  const dungeonRepo = createDungeonRepository(db);
  const dungeon = createDungeonService({ dungeons: dungeonRepo, seasons: seasonRepo, floorCount: env.DUNGEON_FLOORS });
  // The season served: its dungeon generated (first start) or loaded before serving, and followed
  // when the season clock sees the active season change.
  const runtime = createSeasonRuntime({ seasons: seasonRepo, dungeon });
  await runtime.refresh();
  const crawlerRepo = createCrawlerRepository(db);
  const itemRepo = createItemRepository(db);
  const activityRepo = createActivityRepository(db);
  const eventLog = metrics ? (await import('./metrics/event-log-metrics.ts')).countingLogWrites(createEventLogRepository(db), metrics) : createEventLogRepository(db);
  const recorder = createEventRecorder({ db, log: eventLog, seasonStartMs: runtime.startMs });
  // The one path fame is awarded by (docs/decisions/0035-fame.md): total, log entry and the sponsor's pay together.
  const fameWrites = createFameWrites({ append: (tx, entries) => recorder.record(tx, entries), noteWrites: crawlerRepo.noteWrites });
  const sponsorService = createSponsorService({
    db,
    seasons: seasonRepo,
    sponsors: createSponsorRepository(db),
    crawlers: crawlerRepo,
    items: itemRepo,
    dungeons: dungeonRepo,
    dungeon,
    clock,
    recorder,
  });
  // Loaded only in a cluster: one process alone never loads its PostgreSQL listeners.
  const clusterModule = deps.cluster ? await import('./cluster/cluster.ts') : null;
  const leasePool = deps.cluster && clusterModule ? await clusterModule.openLeasePool(deps.cluster.databaseUrl, deps.cluster.nodeId) : null;
  const cluster =
    deps.cluster && clusterModule
      ? clusterModule.createCluster({
          ...deps.cluster,
          db,
          leaseDb: leasePool?.db,
          log: app.log,
          dungeon: runtime.dungeon,
          crawlerRoom: async (id) => (await crawlerRepo.findById(id))?.currentRoomId ?? null,
          onLeaseChange: metrics?.leaseChanged,
        })
      : null;
  const hub = createRoomHub({
    persistence: createRoomPersistence(createRoomFactsRepository(db), clock, { crawlers: crawlerRepo.noteWrites, mobs: dungeonRepo.noteMobWrites }, recorder, cluster?.fence, fameWrites),
    owns: cluster?.router.owns,
    onStep: cluster ? (roomId, at) => cluster.journal.stepped(roomId, at) : undefined,
    recorder,
    ...roomLoaders({ dungeon, dungeons: dungeonRepo, crawlers: crawlerRepo, items: itemRepo }),
    savePositions: (batch) => crawlerRepo.savePositions(batch),
    dungeon: runtime.dungeon,
    log: app.log,
    nowMs,
    metrics: metrics ?? undefined,
  });
  cluster?.attachHub(hub);
  const navigation = createNavigationService({ db, crawlers: crawlerRepo, dungeons: dungeonRepo, dungeon, clock, live: hub.stateOf, exitReach: hub.exitReach, recorder, fame: fameWrites });
  // One path per intent, for the socket and the HTTP routes alike (docs/decisions/0031-one-intent-gateway.md).
  const gateway = createIntentGateway({ hub, navigation, nowMs });
  const fameService = createFameService({ db, crawlers: crawlerRepo, fame: fameWrites, clock, announce: (roomId, event) => hub.announce(roomId, event) });
  const spectators = createSpectateRelay({
    hub,
    onWatched: async (crawlerId, minutes) => void (await fameService.spectatorMinutes(crawlerId, minutes)),
    crawler: async (id) => (await crawlerRepo.rowsById([id])).get(id) ?? null,
    // As its sponsor's own view has it (the sponsor's id opens it): the relay decides who may watch.
    view: async (c) => ({
      current: JSON.parse((await navigation.currentRoomJson(c.userId, c.id)).toString('utf8')) as CurrentRoom,
      entities: (await navigation.tactical(c.userId, c.id)).entities,
    }),
    nowMs,
    log: app.log,
  });
  const world = createWorldService({ dungeon, dungeons: dungeonRepo, seasons: seasonRepo });
  const crawlerService = createCrawlerService({ db, crawlers: crawlerRepo, activities: activityRepo, seasons: seasonRepo, clock, recorder, log: eventLog });
  const loadoutService = createLoadoutService({ db, crawlers: crawlerRepo, items: itemRepo, loadouts: createLoadoutRepository(db), clock });
  const consumables = createConsumableService({
    db,
    crawlers: crawlerRepo,
    items: itemRepo,
    recorder,
    clock,
    // A crawler live in a room: its health is the simulation's as much as the row's.
    live: { vitalsOf: (id) => hub.playerOf(id), restoreHealth: (id, by, itemName) => void hub.restoreHealth(id, by, itemName) },
  });

  const config: AuthConfig = {
    google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    devLogin: env.devLogin,
    emailPassword: true,
  };

  await app.register(securityPlugin, { https: env.publicUrl.startsWith('https:'), rateLimitStore: counters.rateLimitStore });
  await app.register(authPlugin, {
    auth,
    users,
    config,
    authRateLimit: deps.authRateLimit ?? { max: 120, timeWindow: 60_000 },
    signInLockout: counters.signIn,
    cacheGroup: cacheGroupOf(db),
  });
  if (cluster) installForwarding(app, { router: cluster.router, nodeId: cluster.nodeId });
  await app.register(realtimePlugin, { hub, gateway, spectators, sockets: counters.sockets, cluster: cluster ? { router: cluster.router, nodeId: cluster.nodeId } : undefined });
  await app.register(healthRoutes, { database, startedAt: Date.now() });
  await app.register(seasonRoutes, { seasons });
  const accountSettings = createAccountSettingsRepository(db);
  await app.register(accountRoutes, {
    keyBindings: createKeyBindingsService({ settings: accountSettings, clock }),
    display: createDisplaySettingsService({ settings: accountSettings, clock }),
    onboarding: createOnboardingService({ settings: accountSettings, clock }),
    ledger: createLedgerService({ db }),
  });
  await app.register(spectatingRoutes, { spectating: createSpectatingService({ db, crawlers: crawlerRepo, relay: spectators }) });
  await app.register(crawlerRoutes, { sponsors: sponsorService, crawlers: crawlerService, loadouts: loadoutService, consumables, debug: env.devLogin });
  await app.register(dungeonRoutes, { navigation, world, gateway, debug: env.devLogin, limits });
  await app.register(intentRoutes, { gateway, clock, limits });
  const loot = createLootService({
    db,
    loot: noticingLootWrites(createLootRepository(db), dungeonRepo),
    crawlers: crawlerRepo,
    navigation,
    livePosition: (crawlerId) => hub.playerOf(crawlerId),
    clock,
    recorder,
    onLootEvent: (roomId, event) => hub.announce(roomId, event),
  });
  await app.register(lootRoutes, { loot, limits });
  // Standing orders: the hub hands the crawlers on them to the runner, which acts through the services above.
  hub.useOrders(createOrdersRunner({ hub, navigation, loot, crawlers: crawlerRepo, dungeons: dungeonRepo, dungeon: runtime.dungeon, log: app.log, nowMs }));
  const standingOrders = createStandingOrdersService({ db, crawlers: crawlerRepo, log: eventLog, hub, navigation });
  await app.register(standingOrdersRoutes, { orders: standingOrders, limits });
  const { gifts } = await registerEconomy(app, { db, crawlers: crawlerRepo, dungeons: dungeonRepo, items: itemRepo, seasons: seasonRepo, log: eventLog, navigation, fame: fameWrites, hub, recorder, clock, limits, timer: deps.autoTick !== false });
  const record = createRecordService({ crawlers: crawlerRepo, log: eventLog, seasons: seasonRepo });
  const reports = createReportService({ publicUrl: env.publicUrl, record, log: eventLog, items: itemRepo, seasons: seasonRepo, dungeon, clock });
  await app.register(recordRoutes, { record, reports });
  await app.register(ladderRoutes, { ladder: createLadderService({ ladder: createLadderRepository(db), seasons: seasonRepo, crawlers: crawlerRepo, clock }) });
  const forgetCachedReads = () => (crawlerRepo.forgetAll(), dungeonRepo.forgetAll());
  const lifecycle = createSeasonLifecycle({ db, seasons: seasonRepo, ladder: createLadderRepository(db), hallOfFame, recorder, dungeon, crawlers: crawlerRepo });
  const seasonClock = createSeasonClock({
    intervalMs: deps.seasonClock ? deps.seasonClock.intervalMs : undefined,
    seasons: seasonRepo,
    lifecycle,
    lengthMs: env.SEASON_LENGTH_DAYS === undefined ? null : env.SEASON_LENGTH_DAYS * 86_400_000,
    clock,
    log: app.log,
    beforeEnd: async () => {
      // The season's crawlers leave the live rooms before they retire, and the rooms' last writes finish.
      hub.evictAll('retired');
      await hub.settle();
    },
    follow: async () => {
      const before = runtime.served();
      if (!(await runtime.refresh())) return;
      const after = runtime.served();
      // The season served ended or another one started (here, or by the operator's command in
      // another process): whoever is still in a live room belongs to the old season.
      if (before && (before.id !== after?.id || after.endedAtMs !== null)) hub.evictAll('retired');
      // Crawler rows and rooms another process may have written, and the leaderboard kept for the
      // season that was active (it reads the active season's crawlers).
      forgetCachedReads();
      app.log.info({ season: after?.seasonNumber ?? null, ended: after?.endedAtMs != null }, 'season served changed');
    },
  });
  // What fell due while the server was down is carried out before it serves.
  await seasonClock.checkNow().catch((err: unknown) => app.log.error({ err }, 'season clock check failed'));
  if (deps.seasonClock !== false) seasonClock.start();
  let metricsPort: number | null = null;
  if (metrics && deps.metrics) {
    metrics.sources.socketsOpen = () => app.websocketServer.clients.size;
    metrics.sources.roomsLive = () => hub.activeRooms();
    if (cluster) metrics.sources.shardsOwned = () => cluster.view().shards.length;
    const listener = await (await import('./metrics/metrics-listener.ts')).listenForMetrics(metrics, deps.metrics);
    metricsPort = listener.port;
    app.addHook('onClose', async () => {
      database.observeStatements(null);
      await listener.close();
    });
  }
  // A cluster's process takes its share of the shards before it serves.
  await cluster?.start();
  if (cluster) {
    // What this process holds and has stepped: for the operator, the cluster test and the bench.
    app.get('/api/cluster', async (): Promise<ClusterView> => ({ ...cluster.view(), rooms: hub.activeRooms(), roomsDropped: hub.stats().roomsDropped }));
    app.get('/api/cluster/steps', async () => ({ nodeId: cluster.nodeId, runs: cluster.journal.runs() }));
  }
  if (deps.autoTick !== false) {
    hub.start();
    spectators.start();
  }
  app.addHook('onClose', async () => {
    await seasonClock.stop();
    // The shards go to the other processes first: their rooms' last ticks and positions are written.
    await cluster?.stop();
    spectators.stop();
    await hub.stop();
    await leasePool?.close();
  });
  await app.register(webPlugin, {
    dist: env.SERVE_WEB ? env.WEB_DIST : null,
    // A shared report link unfurls with the crawler's card, for a crawler the reader may see.
    pageHead: async (path, req) => {
      const id = reportPageId(path);
      return id === null ? null : reports.pageHead((await app.userFromHeaders(req.headers))?.id ?? null, id);
    },
  });
  return { app, auth, hub, spectators, seasons: { lifecycle, clock: seasonClock, runtime }, cluster, forgetCachedReads, metricsPort, gifts };
}
