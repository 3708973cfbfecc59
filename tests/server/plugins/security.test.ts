import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { recordHeaders } from '#server/plugins/security.ts';

/** The headers a middleware leaves on a real Node response. */
async function realHeaders(middleware: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void): Promise<Record<string, string>> {
  const server = createServer((req, res) => middleware(req, res, () => res.end()));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
    return Object.fromEntries([...res.headers].filter(([k]) => !skip.has(k)));
  } finally {
    server.close();
  }
}

describe('security headers recorded once', () => {
  it('are the headers helmet sets on a real response, for plain and https options', async () => {
    for (const options of [{}, { strictTransportSecurity: true, contentSecurityPolicy: { directives: { 'connect-src': ["'self'", 'wss:'] } } }]) {
      const middleware = helmet(options);
      const recorded = recordHeaders(middleware);
      expect(recorded['x-content-type-options']).toBe('nosniff');
      expect(recorded).toEqual(await realHeaders(middleware));
    }
  });

  it('refuses a middleware that answers later (its headers could depend on the request)', () => {
    expect(() => recordHeaders((_req, _res, next) => void setTimeout(next, 0))).toThrow(/synchronously/);
    expect(() => recordHeaders((_req, _res, next) => next(new Error('bad options')))).toThrow(/bad options/);
  });
});
