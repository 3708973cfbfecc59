import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { connect } from '#tests/helpers/ws-client.ts';

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
    await expect(connect(base, '')).rejects.toThrow('401');
    await expect(connect(base, 'forged')).rejects.toThrow('401');
  });

  it('greets a signed-in user and answers ping; bad messages get an error, not a disconnect', async () => {
    const token = await devLogin(t.app, 'ws@crawl.test');
    const c = await connect(base, token);
    expect((await c.waitFor((m) => m.type === 'hello')).type).toBe('hello');
    c.send('{not json');
    await c.waitFor((m) => m.type === 'error' && m.code === 'bad_request');
    c.send({ type: 'teleport', x: 1 });
    await c.waitFor((m) => m.type === 'error' && m.code === 'validation_failed');
    c.send({ type: 'position', x: 1, y: 1, seq: 1 });
    await c.waitFor((m) => m.type === 'error' && m.code === 'not_joined');
    c.send({ type: 'ping', at: 42 });
    expect(await c.waitFor((m) => m.type === 'pong')).toEqual({ type: 'pong', at: 42 });
    c.close();
  });
});
