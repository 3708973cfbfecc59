// Behind a reverse proxy (TRUST_PROXY) the client's address is the one the proxy forwards, so the
// per-address rate limits count each player apart; without it the header is the client's own claim
// and is ignored.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/app.ts';
import { captureLog } from '#tests/helpers/log-capture.ts';

describe('TRUST_PROXY', () => {
  let t: TestApp | null = null;
  afterEach(() => t?.close());

  async function loggedAddress(env: Record<string, string>): Promise<unknown> {
    const log = captureLog();
    t = await createTestApp(env, { logger: log.logger });
    // app.inject comes from 127.0.0.1, as nginx on the same machine does.
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.statusCode).toBe(200);
    const line = log.lines().find((l) => l.msg === 'incoming request') as { req?: { remoteAddress?: string } } | undefined;
    return line?.req?.remoteAddress;
  }

  it('takes the forwarded client address from a loopback proxy when set', async () => {
    expect(await loggedAddress({ TRUST_PROXY: '1' })).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For by default', async () => {
    expect(await loggedAddress({})).toBe('127.0.0.1');
  });
});
