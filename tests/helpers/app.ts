// Builds the real app in-process on the worker's database, for app.inject tests.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type App, type AppDeps } from '#server/app.ts';
import type { RoomHub } from '#server/realtime/room-hub.ts';
import { loadEnv, type Env } from '#server/env.ts';
import type { Database } from '#server/db/database.ts';
import { resetDatabase, workerDatabase } from './database.ts';

const UNLIMITED_INTENTS = { position: 1_000_000, action: 1_000_000 };

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestApp {
  app: FastifyInstance;
  hub: RoomHub;
  /** Spectating's delayed feeds: tests hand out what fell due with spectators.pump(). */
  spectators: App['spectators'];
  database: Database;
  env: Env;
  /**
   * Say so after writing the database behind the app's back (raw SQL): the app's read caches forget
   * what they hold. The app itself makes every write through its repositories (docs/decisions/0008).
   */
  wroteBehindTheAppsBack(): void;
  /** The season's end and start: tests drive the clock with seasons.clock.checkNow(). */
  seasons: App['seasons'];
  /** The metrics listener's port when the test asked for one (extra.metrics), else null. */
  metricsPort: number | null;
  /** Sponsor gifts: with autoTick false no timer runs, and tests deliver what is due with gifts.deliverDue(). */
  gifts: App['gifts'];
  close(): Promise<void>;
}

export async function createTestApp(
  envOverrides: Record<string, string> = {},
  extra: Pick<AppDeps, 'authRateLimit' | 'intentLimits' | 'clock' | 'logger' | 'autoTick' | 'seasonClock' | 'signInLockout' | 'sharedLimits' | 'metrics'> & { keepData?: boolean } = {},
): Promise<TestApp> {
  const database = await workerDatabase();
  if (!extra.keepData) await resetDatabase(database);
  // Two floors keep each test's fresh dungeon small; tests that need more floors say so.
  const env = loadEnv({ NODE_ENV: 'test', SERVE_WEB: 'false', DATA_DIR: '.tmp/test-data', PORT: '4700', DUNGEON_FLOORS: '2', ...envOverrides });
  // Tests walk and fight with an injected clock, compressing minutes of play into moments of real
  // time; the intent routes' real-time rate limits would refuse that, so they are lifted unless a
  // test (tests/reliability/abuse.test.ts) asks for the product's limits.
  // The season clock's timer is off unless a test asks for it: a test's seasons change when it says so.
  const { app, hub, spectators, seasons, forgetCachedReads, metricsPort, gifts } = await buildApp({ env, database, authSecret: TEST_SECRET, intentLimits: UNLIMITED_INTENTS, seasonClock: false, ...extra });
  await app.ready();
  // The database is shared by the worker: closing the app leaves it open for the next test.
  return { app, hub, spectators, database, env, seasons, metricsPort, gifts, wroteBehindTheAppsBack: forgetCachedReads, close: () => app.close() };
}

export interface Json {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- assertions read arbitrary JSON
  headers: Record<string, unknown>;
}

/** app.inject with a JSON body and an optional bearer token. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Json> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await app.inject({
    method,
    url,
    headers,
    payload: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
  });
  let body: unknown = res.body;
  try {
    body = res.json();
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.statusCode, body, headers: res.headers };
}

/** Signs in through dev login and returns the bearer token. */
export async function devLogin(app: FastifyInstance, email = 'player@crawl.test'): Promise<string> {
  const res = await call(app, 'POST', '/api/auth/dev-login', { body: { email } });
  if (res.status !== 200) throw new Error(`dev login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.access_token as string;
}
