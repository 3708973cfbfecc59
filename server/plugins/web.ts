// Serves the built web app with an SPA fallback; unknown /api paths stay JSON 404s. A page may add
// tags to the served index.html's head (the report page's share preview: `pageHead`).
// Files go out as the build precompressed them (`.br`/`.gz` beside each, scripts/precompress.ts):
// no compression work per request, and the best encoding the browser accepts.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { relative, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '#contract/errors.ts';

export interface WebOptions {
  dist: string | null;
  /** Extra head tags for the page at `path` (null: none), e.g. Open Graph tags for link previews. */
  pageHead?: (path: string, req: FastifyRequest) => Promise<string | null>;
}

/**
 * Cache rules by what a file is. Vite puts a content hash in every name under assets/, so such a
 * file never changes: a year, and `immutable` spares even the reload's revalidation. index.html
 * names the current hashes, so it is revalidated on every load (`no-cache` still lets a browser use
 * its copy after a 304). Anything else unhashed (an icon, robots.txt) may change with a deploy:
 * an hour.
 */
export const CACHE_CONTROL = {
  hashed: 'public, max-age=31536000, immutable',
  page: 'no-cache',
  other: 'public, max-age=3600',
} as const;

const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/** The Cache-Control for a file of the build at `path` (absolute, maybe a `.br`/`.gz` sibling). */
export function cacheControlFor(root: string, path: string): string {
  const rel = relative(root, path.replace(PRECOMPRESSED_SUFFIX, '')).split(sep).join('/');
  if (rel.startsWith('assets/')) return CACHE_CONTROL.hashed;
  if (rel.endsWith('.html')) return CACHE_CONTROL.page;
  return CACHE_CONTROL.other;
}

export default fp<WebOptions>(async (app: FastifyInstance, opts) => {
  const root = opts.dist ? resolve(opts.dist) : null;
  const hasWeb = root !== null && existsSync(resolve(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The `.br`/`.gz` written at build, picked by Accept-Encoding (with `Vary: Accept-Encoding`);
      // a file without them, or a browser accepting neither, gets the original.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => void reply.header('cache-control', cacheControlFor(root, path)),
    });
    app.get('/', (_req, reply) => reply.sendFile('index.html'));
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
      const head = await headFor(path, request);
      if (!head) return reply.sendFile('index.html');
      // Read per request: a rebuild replaces index.html under a running server.
      const html = await readFile(resolve(root!, 'index.html'), 'utf8');
      const at = html.search(/<\/head>/i);
      return reply
        .header('cache-control', CACHE_CONTROL.page)
        .type('text/html; charset=utf-8')
        .send(at === -1 ? html : `${html.slice(0, at)}  ${head}\n  ${html.slice(at)}`);
    }
    return reply.status(404).send({ error: `Route ${request.method} ${path} not found`, code: ErrorCode.notFound });
  });
});
