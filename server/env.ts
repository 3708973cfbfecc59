// Configuration from the environment, validated once at boot (ARCHITECTURE.md "Configuration").
import { hostname } from 'node:os';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const Env = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4700),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    // PGLITE_WORKER runs the embedded PGlite on a worker thread of its own (decision 0042): on since
    // a tick's transaction crosses the thread once (2026-11-28: far more ticks delivered at 2,000 live
    // crawlers for the same tail); 0 keeps it in the server's thread. Ignored with DATABASE_URL.
    PGLITE_WORKER: bool.default(true),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    PUBLIC_URL: z.string().url('PUBLIC_URL must be an absolute URL such as http://localhost:4700').optional(),
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_ISSUER: z.string().url('OIDC_ISSUER must be an absolute URL').default('https://accounts.google.com'),
    DEV_LOGIN: bool.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Log lines as JSON (one object a line, for machines) or readable (pino-pretty, for a person).
    // Unset: readable in development at a terminal, JSON otherwise (server/logging.ts).
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    SERVE_WEB: bool.default(true),
    // Behind a reverse proxy on this machine (nginx, deploy/): the client's address is taken from
    // the X-Forwarded-For that a loopback peer sets, for the per-address rate limits and the logs.
    TRUST_PROXY: bool.default(false),
    // The season's dungeon: how many floors to generate, and (for tests and replays) the seed of a
    // season seeded at first start. Ignored once the season exists.
    DUNGEON_FLOORS: z.coerce.number().int().min(1).max(50).default(10),
    SEASON_SEED: z.coerce.number().int().min(0).max(4294967295).optional(),
    WEB_DIST: z.string().default('./dist/web'),
    // Several processes on one PostgreSQL (README "Several processes"): this one's name in
    // the cluster and the address the others reach it at.
    CLUSTER: bool.default(false),
    NODE_ID: z.string().regex(/^[\w.-]{1,64}$/, 'NODE_ID: letters, digits, dot, dash or underscore, at most 64').optional(),
    INTERNAL_URL: z.string().url('INTERNAL_URL must be an absolute URL such as http://127.0.0.1:4711').optional(),
    // Where a cluster's processes count their shared limits (rate limits, sign-in attempts, sockets
    // per sponsor; docs/decisions/0025-shared-limits.md). Unused by a process serving alone.
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/[^\s]+$/, 'REDIS_URL must start with redis:// or rediss://, e.g. redis://127.0.0.1:6379')
      .optional(),
    // Prefix of every key this deployment writes to Redis: several deployments (or test runs) can share one.
    REDIS_KEY_PREFIX: z.string().regex(/^[\w:.-]{1,64}$/, 'REDIS_KEY_PREFIX: letters, digits, colon, dot, dash or underscore, at most 64').default('ctf:'),
    // Prometheus metrics (docs/decisions/0026-metrics.md): GET /metrics on a listener of its own,
    // never on PORT. Unset: no metrics listener, and nothing is measured for it.
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    // A season's length (docs/decisions/0027-seasons-run-themselves.md): a live season without an end
    // date ends this many days after its start, and the next one starts. Unset: open-ended.
    SEASON_LENGTH_DAYS: z.coerce.number().positive('SEASON_LENGTH_DAYS must be more than 0').max(3650, 'SEASON_LENGTH_DAYS must be at most 3650').optional(),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_CLIENT_SECRET'], message: 'set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together' });
    }
    if (env.CLUSTER && !env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['CLUSTER'], message: 'CLUSTER needs DATABASE_URL: the embedded PGlite database serves one process only' });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'METRICS_PORT must differ from PORT: the metrics are not served on the public port' });
    }
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'AUTH_SECRET is required in production' });
    }
  });

/**
 * PGLITE_WORKER alone, for code that opens DATA_DIR without the whole configuration (benches, tests'
 * helpers): the same parsing as at boot, so `0`, `false`, `no` and `off` mean the same everywhere.
 */
export function pgliteWorkerFromEnv(source: Record<string, string | undefined> = process.env): boolean {
  const value = source.PGLITE_WORKER;
  return value === undefined || value === '' ? true : bool.parse(value);
}

export type Env = z.infer<typeof Env> & { devLogin: boolean; publicUrl: string; nodeId: string; internalUrl: string; redisUrl: string };

/** The Redis a cluster uses when REDIS_URL is unset: the one on this machine. */
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export class EnvError extends Error {}

/** Parses the environment; throws EnvError listing every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "unset" (a common shell habit: FOO= npm start).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = Env.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    devLogin: env.DEV_LOGIN ?? env.NODE_ENV !== 'production',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    nodeId: env.NODE_ID ?? `${hostname().replace(/[^\w.-]/g, '-').slice(0, 40)}-${process.pid}`,
    internalUrl: (env.INTERNAL_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/$/, ''),
    redisUrl: env.REDIS_URL ?? DEFAULT_REDIS_URL,
  };
}
