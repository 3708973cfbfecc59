// Serves the built web app with an SPA fallback; unknown /api paths stay JSON 404s. A page may add
// tags to the served index.html's head (the report page's share preview: `pageHead`).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '#contract/errors.ts';

export interface WebOptions {
  dist: string | null;
  /** Extra head tags for the page at `path` (null: none), e.g. Open Graph tags for link previews. */
  pageHead?: (path: string, req: FastifyRequest) => Promise<string | null>;
}

export default fp<WebOptions>(async (app: FastifyInstance, opts) => {
  const root = opts.dist ? resolve(opts.dist) : null;
  const hasWeb = root !== null && existsSync(resolve(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root, wildcard: false, index: false, maxAge: '1h', immutable: false });
    // Hashed assets never change; index.html must always be fresh.
    app.get('/', (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }

  /** The page's extra head tags; a failure only costs the preview, never the page. */
  async function headFor(path: string, req: FastifyRequest): Promise<string | null> {
    try {
      return (await opts.pageHead?.(path, req)) ?? null;
    } catch (error) {
      req.log.warn({ err: error, path }, 'page head tags failed; serving the page without them');
      return null;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !path.startsWith('/api') && !/\.[a-z0-9]+$/i.test(path);
    if (hasWeb && wantsPage) {
      reply.header('cache-control', 'no-cache');
      const head = await headFor(path, request);
      if (!head) return reply.sendFile('index.html');
      // Read per request: a rebuild replaces index.html under a running server.
      const html = await readFile(resolve(root!, 'index.html'), 'utf8');
      const at = html.search(/<\/head>/i);
      return reply.type('text/html; charset=utf-8').send(at === -1 ? html : `${html.slice(0, at)}  ${head}\n  ${html.slice(at)}`);
    }
    return reply.status(404).send({ error: `Route ${request.method} ${path} not found`, code: ErrorCode.notFound });
  });
});
