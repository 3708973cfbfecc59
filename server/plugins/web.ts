// Serves the built web app with an SPA fallback; unknown /api paths stay JSON 404s.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '#contract/errors.ts';

export default fp<{ dist: string | null }>(async (app: FastifyInstance, opts) => {
  const root = opts.dist ? resolve(opts.dist) : null;
  const hasWeb = root !== null && existsSync(resolve(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h', immutable: false });
    // Hashed assets never change; index.html must always be fresh.
    app.get('/', (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !path.startsWith('/api') && !/\.[a-z0-9]+$/i.test(path);
    if (hasWeb && wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ error: `Route ${request.method} ${path} not found`, code: ErrorCode.notFound });
  });
});
