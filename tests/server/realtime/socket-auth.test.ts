import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ServerMessage } from '#contract/realtime.ts';
import { createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';

function open(url: string, headers: Record<string, string> = {}): Promise<{ ws: WebSocket; next: () => Promise<ServerMessage> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const queue: ServerMessage[] = [];
    const waiters: ((m: ServerMessage) => void)[] = [];
    ws.on('message', (raw) => {
      const msg = ServerMessage.parse(JSON.parse(raw.toString()));
      const w = waiters.shift();
      if (w) w(msg);
      else queue.push(msg);
    });
    ws.on('open', () => resolve({ ws, next: () => new Promise((r) => (queue.length ? r(queue.shift()!) : waiters.push(r))) }));
    ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on('error', reject);
  });
}

describe('the WebSocket endpoint', () => {
  let t: TestApp;
  let base: string;
  beforeEach(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    base = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api/ws`;
  });
  afterEach(() => t.close());

  it('refuses an unauthenticated upgrade with 401', async () => {
    await expect(open(base)).rejects.toThrow('HTTP 401');
    await expect(open(`${base}?token=forged`)).rejects.toThrow('HTTP 401');
  });

  it('greets a signed-in user (header or ?token=) and answers ping; bad messages get an error, not a disconnect', async () => {
    const token = await devLogin(t.app, 'ws@crawl.test');
    const viaHeader = await open(base, { authorization: `Bearer ${token}` });
    const hello = await viaHeader.next();
    expect(hello.type).toBe('hello');
    viaHeader.ws.close();

    const { ws, next } = await open(`${base}?token=${encodeURIComponent(token)}`);
    expect((await next()).type).toBe('hello');
    ws.send('{not json');
    expect(await next()).toMatchObject({ type: 'error', code: 'bad_request' });
    ws.send(JSON.stringify({ type: 'teleport', x: 1 }));
    expect(await next()).toMatchObject({ type: 'error', code: 'validation_failed' });
    ws.send(JSON.stringify({ type: 'ping', at: 42 }));
    expect(await next()).toEqual({ type: 'pong', at: 42 });
    ws.close();
  });
});
