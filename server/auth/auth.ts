// The better-auth instance: email + password (with reset links), bearer tokens, TOTP two-factor,
// Google through generic OpenID Connect, and dev login in local mode. See docs/decisions/0002-auth.md.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, genericOAuth, twoFactor } from 'better-auth/plugins';
import type { Logger } from 'pino';
import { PASSWORD_MAX, PASSWORD_MIN } from '#contract/auth.ts';
import type { Db } from '../db/database.ts';
import { authSchema } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { releasingContext } from './auth-context.ts';
import { devLoginPlugin } from './dev-login.ts';

export const GOOGLE_PROVIDER_ID = 'google';
const DAY_SECONDS = 24 * 60 * 60;

interface OidcProfile {
  given_name?: string;
  family_name?: string;
  picture?: string;
  first_name?: string;
  last_name?: string;
  avatar_url?: string;
}

/**
 * One argument of a better-auth log call, without secrets: a failed query (drizzle's error names its
 * parameters, e.g. the session token it looked up) becomes its name, query and cause's code.
 */
export function describeLogArg(arg: unknown): unknown {
  if (typeof arg === 'string') return arg.slice(0, 500);
  if (!arg || typeof arg !== 'object') return arg;
  const e = arg as { name?: unknown; code?: unknown; status?: unknown; message?: unknown; cause?: unknown; query?: unknown };
  const cause = e.cause && typeof e.cause === 'object' ? (e.cause as { code?: unknown; message?: unknown }) : undefined;
  return {
    name: typeof e.name === 'string' ? e.name : undefined,
    code: e.code ?? e.status,
    ...(typeof e.query === 'string' ? { query: e.query } : typeof e.message === 'string' ? { message: e.message.slice(0, 500) } : {}),
    ...(cause ? { cause: cause.code ?? (typeof cause.message === 'string' ? cause.message.slice(0, 200) : undefined) } : {}),
  };
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'] as const;

/**
 * The origins whose requests better-auth accepts. Production trusts PUBLIC_URL alone. Outside
 * production a PUBLIC_URL on this machine (localhost or 127.0.0.1) is trusted under both names with
 * its port, since a developer opens either one and both reach the same server: without that, email
 * sign-up opened at http://127.0.0.1:PORT answered only "Invalid origin".
 */
export function trustedOriginsFor(env: Pick<Env, 'NODE_ENV' | 'publicUrl'>): string[] {
  const publicOrigin = new URL(env.publicUrl).origin;
  if (env.NODE_ENV === 'production') return [publicOrigin];
  const url = new URL(env.publicUrl);
  if (!(LOOPBACK_HOSTS as readonly string[]).includes(url.hostname)) return [publicOrigin];
  const port = url.port ? `:${url.port}` : '';
  return [publicOrigin, ...LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`).filter((o) => o !== publicOrigin)];
}

export function createAuth(opts: { db: Db; env: Env; secret: string; log: Logger }) {
  const { db, env, secret, log } = opts;
  const googleEnabled = Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
  const issuer = env.OIDC_ISSUER.replace(/\/$/, '');
  // Its context stores are released between calls (server/auth/auth-context.ts).
  return releasingContext(betterAuth({
    appName: 'Crawl to Fame',
    baseURL: env.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOriginsFor(env),
    telemetry: { enabled: false },
    // Requests are limited by @fastify/rate-limit in front of this handler (server/plugins/rate-limit.ts).
    rateLimit: { enabled: false },
    // An unexpected error (a failed query) is thrown to our Fastify error handler, which answers 503
    // or a bare 500 and logs it without the query's parameters. Left to better-auth, the router would
    // print it with console.error, parameters (emails, session tokens) included.
    onAPIError: { throw: true },
    // better-auth's own logger, routed into pino; wrong passwords are ordinary events, not errors.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const safe = { args: args.map(describeLogArg) };
        return level === 'error' ? log.warn(safe, message) : log[level](safe, message);
      },
    },
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema }),
    session: { expiresIn: 30 * DAY_SECONDS, updateAge: DAY_SECONDS },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: false },
        lastName: { type: 'string', required: false, input: false },
        credits: { type: 'number', required: false, input: false, defaultValue: 1000 },
        sponsorReputation: { type: 'number', required: false, input: false, defaultValue: 0 },
        activeCrawlerId: { type: 'number', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      // No mail server in local mode: the reset link goes to the server log.
      sendResetPassword: async ({ user, url }) => {
        log.info({ email: user.email, resetUrl: url }, 'password reset link');
      },
    },
    plugins: [
      bearer(),
      twoFactor({ issuer: 'Crawl to Fame' }),
      devLoginPlugin(env.devLogin),
      ...(googleEnabled
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  clientId: env.GOOGLE_CLIENT_ID!,
                  clientSecret: env.GOOGLE_CLIENT_SECRET!,
                  discoveryUrl: `${issuer}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  mapProfileToUser: (profile: OidcProfile) => ({
                    firstName: profile.given_name ?? profile.first_name ?? null,
                    lastName: profile.family_name ?? profile.last_name ?? null,
                    image: profile.picture ?? profile.avatar_url ?? null,
                  }),
                },
              ],
            }),
          ]
        : []),
    ],
  }));
}

export type Auth = ReturnType<typeof createAuth>;
