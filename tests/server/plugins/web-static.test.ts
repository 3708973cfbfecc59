// The built web app as the server sends it: precompressed bodies picked by Accept-Encoding, and the
// cache rules by kind of file. A fixture build in a temp dir (an index.html, a hashed script with its
// .br/.gz, an unhashed icon), served by the real plugin through Fastify.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '#contract/errors.ts';
import webPlugin, { CACHE_CONTROL } from '#server/plugins/web.ts';

const SCRIPT = `export const rooms = [${Array.from({ length: 400 }, (_, i) => `"room-${i}"`).join(',')}];\n`;
const HTML = `<!doctype html><html><head><title>Crawl to Fame</title></head><body><div id="root"></div><script type="module" src="/assets/index-AbC123xy.js"></script>${' '.repeat(2000)}</body></html>`;
const ICON = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';
const ASSET = '/assets/index-AbC123xy.js';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'ctf-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), HTML);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(HTML));
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(HTML));
  writeFileSync(join(dist, ASSET), SCRIPT);
  writeFileSync(join(dist, `${ASSET}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, `${ASSET}.gz`), gzipSync(SCRIPT));
  writeFileSync(join(dist, 'icon.svg'), ICON);
  app = Fastify();
  await app.register(webPlugin, {
    dist,
    pageHead: async (path) => (path === '/shared' ? '<meta property="og:title" content="A report">' : null),
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return res.rawPayload.toString('utf8');
}

describe('a hashed asset', () => {
  it('goes out as brotli to a browser that accepts it, cached for a year as immutable', async () => {
    const res = await get(ASSET, 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('goes out as gzip when only gzip is accepted', async () => {
    const res = await get(ASSET, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(CACHE_CONTROL.hashed);
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('follows the browser\'s preference weights', async () => {
    const res = await get(ASSET, 'br;q=0, gzip;q=1');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('goes out as is when no compression is accepted, still varying by Accept-Encoding', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get(ASSET, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe(CACHE_CONTROL.hashed);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.payload).toBe(SCRIPT);
    }
  });

  it('a missing one is a JSON 404, not the page', async () => {
    const res = await get('/assets/index-Gone0000.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: ErrorCode.notFound });
  });
});

describe('the page', () => {
  it('index.html at / is revalidated on every load, and compressed', async () => {
    const res = await get('/', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toBe(HTML);
  });

  it('the SPA fallback for a client route is no-cache too, with or without added head tags', async () => {
    for (const path of ['/crawler/12', '/shared']) {
      const res = await get(path, 'gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = decoded(res);
      expect(html).toContain('<div id="root">');
      expect(html.includes('og:title')).toBe(path === '/shared');
    }
  });

  it('an unhashed file (an icon) is cached briefly', async () => {
    const res = await get('/icon.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.payload).toBe(ICON);
  });

  it('unknown API paths stay JSON 404s', async () => {
    const res = await get('/api/nowhere', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: ErrorCode.notFound });
  });
});
