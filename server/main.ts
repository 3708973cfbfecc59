// The server process: validate env, lock DATA_DIR, open and migrate the database, serve, and shut
// down cleanly on SIGINT/SIGTERM so PGlite closes its files.
import { buildApp } from './app.ts';
import { openDataDir, openPostgres, type Database } from './db/database.ts';
import { EnvError, loadEnv } from './env.ts';
import { DataDirLockedError, lockDataDir } from './db/lock.ts';
import { resolveAuthSecret } from './secret.ts';
import { createLogger } from './logging.ts';
import { STATS_LINE_PREFIX } from './realtime/hub-stats.ts';
import { bootLock } from './cluster/boot-lock.ts';

async function main(): Promise<void> {
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
  const log = createLogger(env.LOG_LEVEL);

  let unlock: (() => void) | null = null;
  let database: Database;
  // In a cluster the processes start one at a time (an advisory lock held until this one serves):
  // migrations run and the first season's dungeon is seeded once, not by every process at once.
  const booted = env.CLUSTER && env.DATABASE_URL ? await bootLock(env.DATABASE_URL) : null;
  try {
    if (env.DATABASE_URL) {
      database = await openPostgres(env.DATABASE_URL);
    } else {
      unlock = lockDataDir(env.DATA_DIR);
      database = await openDataDir(`${env.DATA_DIR}`);
    }
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
    built = await buildApp({
      env,
      database,
      authSecret,
      logger: log,
      cluster: env.CLUSTER && env.DATABASE_URL ? { nodeId: env.nodeId, address: env.internalUrl, databaseUrl: env.DATABASE_URL } : undefined,
      metrics: env.METRICS_PORT === undefined ? undefined : { port: env.METRICS_PORT, host: env.METRICS_HOST },
    });
  } finally {
    await booted?.();
  }
  const { app, hub } = built;
  if (built.metricsPort !== null) log.info(`Metrics at http://${env.METRICS_HOST}:${built.metricsPort}/metrics`);
  // Outside production, SIGUSR2 prints the live rooms' measurements as one line and starts a new
  // window (bench/live-rooms.bench.ts reads it). In production there is no such handler.
  if (env.NODE_ENV !== 'production') {
    process.on('SIGUSR2', () => void process.stdout.write(`${STATS_LINE_PREFIX}${JSON.stringify(hub.stats(true))}\n`));
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      unlock?.();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  log.info(`Crawl to Fame is listening on ${env.publicUrl}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
