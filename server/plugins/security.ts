// Security headers, closed CORS and rate limiting. The CSP is the one the built app runs under:
// everything from this origin, avatars as data: URIs, WebSocket back to this origin.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import cors from '@fastify/cors';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { ErrorCode } from '#contract/errors.ts';
import { INTENT_RATE_LIMITS } from '#contract/realtime.ts';
import { HttpError } from '../http/errors.ts';

export interface SecurityOptions {
  https: boolean;
  /** Where the rate limits count (a cluster's shared store, server/limits/); unset: in this process's memory. */
  rateLimitStore?: FastifyRateLimitStoreCtor;
}

export default fp<SecurityOptions>(async (app: FastifyInstance, opts) => {
  // helmet's middleware is built once here: @fastify/helmet rebuilt it (and re-parsed the CSP) on
  // every request, ~4 % of a position report's CPU (bench/profiles/http-position.md).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'font-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': opts.https ? [] : null,
      },
    },
    strictTransportSecurity: opts.https,
    crossOriginEmbedderPolicy: false,
  });
  // Our options make them the same on every answer, so they are recorded once and handed to Fastify
  // in one call: Node's setHeader validates each of helmet's ~13 headers on every request.
  const headers = recordHeaders(securityHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Same-origin only: the web app is served by this server, so no cross-origin caller is expected.
  await app.register(cors, { origin: false });
  await app.register(rateLimit, {
    global: false,
    ...(opts.rateLimitStore ? { store: opts.rateLimitStore } : {}),
    // Thrown, so it reaches the one error handler as what it is: 429 JSON { error, code }.
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, ErrorCode.rateLimited, `Too many requests: try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} s`),
  });
});

/**
 * The headers a helmet middleware sets, from a dry run on a stand-in response. Throws if helmet ever
 * needs more of the response than setHeader/removeHeader, or answers asynchronously: then the
 * headers could depend on the request, and recording them once would be wrong.
 */
export function recordHeaders(middleware: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (err) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously: its headers cannot be recorded once');
  return headers;
}

/** Requests per INTENT_RATE_LIMITS.windowMs per user: position reports, and every other intent. */
export interface IntentLimits {
  position: number;
  action: number;
}

/**
 * Route config for an intent route's rate limit: `max` requests per window per signed-in user (the
 * key is the user id, so one player's crawlers share it and players behind one NAT do not), else per
 * IP. Runs as a preHandler, after the route's requireUser guard has named the user.
 */
export function intentRateLimit(max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: INTENT_RATE_LIMITS.windowMs,
      hook: 'preHandler' as const,
      // No x-ratelimit-* countdown on every accepted intent (a walking client sends five a second and
      // never reads it): three headers fewer per answer. A refusal (429) still carries them and Retry-After.
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      keyGenerator: (request: FastifyRequest) => (request.sessionUser ? `user:${request.sessionUser.id}` : `ip:${request.ip}`),
    },
  };
}
