// Security headers, closed CORS and rate limiting. The CSP is the one the built app runs under:
// everything from this origin, avatars as data: URIs, WebSocket back to this origin.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { ErrorCode } from '#contract/errors.ts';

export default fp<{ https: boolean }>(async (app: FastifyInstance, opts) => {
  await app.register(helmet, {
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
    hsts: opts.https,
    crossOriginEmbedderPolicy: false,
  });
  // Same-origin only: the web app is served by this server, so no cross-origin caller is expected.
  await app.register(cors, { origin: false });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: `Too many requests: try again in ${Math.ceil(context.ttl / 1000)} s`,
      code: ErrorCode.rateLimited,
    }),
  });
});
