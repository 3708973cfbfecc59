// The server process: validate env, lock DATA_DIR, open and migrate the database, serve, and drain
// on SIGINT/SIGTERM (drain.ts) so nothing acknowledged is lost and PGlite closes its files. Started by
// a supervisor with an IPC channel (the cluster runner), it drains too when that channel closes: its
// supervisor died, and nothing would stop it any more (no such thing as Linux's parent-death signal
// in Node).
import { openDataDir, openPostgres, type Database } from './db/database.ts';
import { EnvError, loadEnv } from './env.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { resolveAuthSecret } from './secret.ts';
import { createProcessLogger, logFormat } from './logging.ts';
import { STATS_LINE_PREFIX } from './realtime/hub-stats.ts';
import { bootLock } from './cluster/boot-lock.ts';
import { RedisUnavailableError } from './limits/redis.ts';
import { DRAIN_STEP, DRAIN_TIMEOUT_MS, drain, type DrainStep } from './drain.ts';
import type * as AppModuleNs from './app.ts';

type AppModule = typeof AppModuleNs;

/** Started with an IPC channel: by a supervisor that wants this process to end with it. */
const supervised = typeof process.send === 'function';

async function main(): Promise<void> {
  /** Set once the app serves: what stopping means from then on. */
  let stop: ((why: string) => Promise<void>) | null = null;
  let orphaned = false;
  if (supervised) {
    // Once the supervisor is gone, its ends of our stdout and stderr are too: a log line must not
    // crash the drain with EPIPE.
    for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
    process.once('disconnect', () => {
      orphaned = true;
      if (stop) void stop('supervisor gone');
      else process.exit(1); // still starting: nothing to drain, and no one to serve
    });
  }

  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = await createProcessLogger(env.LOG_LEVEL, logFormat(env.NODE_ENV, env.LOG_FORMAT, Boolean(process.stdout.isTTY)));

  let unlock: (() => void) | null = null;
  let database: Database;
  // In a cluster the processes start one at a time (an advisory lock held until this one serves):
  // migrations run and the first season's dungeon is seeded once, not by every process at once.
  const booted = env.CLUSTER && env.DATABASE_URL ? await bootLock(env.DATABASE_URL) : null;
  // The app's modules (most of the start-up's CPU) load while the database opens: PGlite's worker
  // thread opens the cluster on the other core meanwhile (decision 0042, 2026-11-28). Started after
  // the open, so the thread is running before this thread is busy loading.
  let loadingApp: Promise<AppModule> | null = null;
  const loadApp = () => (loadingApp ??= import('./app.ts'));
  try {
    let opening: Promise<Database>;
    if (env.DATABASE_URL) {
      opening = openPostgres(env.DATABASE_URL);
    } else {
      unlock = lockDataDir(env.DATA_DIR);
      opening = openDataDir(`${env.DATA_DIR}`, { worker: env.PGLITE_WORKER });
    }
    // A failed open is reported below; the load's own failure, if any, when it is awaited.
    loadApp().catch(() => undefined);
    database = await opening;
  } catch (err) {
    unlock?.();
    if (err instanceof DataDirLockedError) {
      log.fatal(err.message);
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  log.info({ database: database.kind }, 'database ready');

  const authSecret = resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
  let built;
  try {
    const { buildApp } = await loadApp();
    built = await buildApp({
      env,
      database,
      authSecret,
      logger: log,
      cluster: env.CLUSTER && env.DATABASE_URL ? { nodeId: env.nodeId, address: env.internalUrl, databaseUrl: env.DATABASE_URL } : undefined,
      // A cluster's processes count their limits together, in Redis; a server alone in its memory.
      sharedLimits: env.CLUSTER ? { redisUrl: env.redisUrl, keyPrefix: env.REDIS_KEY_PREFIX } : undefined,
      metrics: env.METRICS_PORT === undefined ? undefined : { port: env.METRICS_PORT, host: env.METRICS_HOST },
    });
  } catch (err) {
    if (err instanceof RedisUnavailableError) {
      log.fatal(err.message);
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  } finally {
    await booted?.();
  }
  const { app, hub, cluster } = built;
  if (built.metricsPort !== null) log.info(`Metrics at http://${env.METRICS_HOST}:${built.metricsPort}/metrics`);
  // Outside production, SIGUSR2 prints the live rooms' measurements as one line and starts a new
  // window (bench/live-rooms.bench.ts reads it). In production there is no such handler.
  if (env.NODE_ENV !== 'production') {
    process.on('SIGUSR2', () => void process.stdout.write(`${STATS_LINE_PREFIX}${JSON.stringify(hub.stats(true))}\n`));
  }

  let closing = false;
  const shutdown = async (why: string) => {
    if (closing) return;
    closing = true;
    log.info({ why }, 'draining');
    // The step under way, for the line below: a drain that runs out says where it waited.
    let step: DrainStep | null = null;
    const force = setTimeout(() => {
      log.error({ why, ms: DRAIN_TIMEOUT_MS, step }, 'drain did not finish in time: exiting');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS);
    force.unref();
    let code = 0;
    try {
      await drain({ app, cluster }, log, (next) => (step = next));
      step = DRAIN_STEP.databaseClose;
      await database.close();
    } catch (err) {
      log.error({ err }, 'drain failed');
      code = 1;
    } finally {
      unlock?.();
      process.exit(code);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  log.info(`Crawl to Fame is listening on ${env.publicUrl}`);
  stop = shutdown;
  // The supervisor died while this process started.
  if (orphaned) void shutdown('supervisor gone');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
