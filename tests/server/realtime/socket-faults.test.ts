// A client's bad WebSocket frames (too large, malformed) against a real listening server: the client
// is told why and disconnected, the log gets one warn line without a stack (never an error line a
// client could repeat to fill the error log), and everyone else is still served.
import type { Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { SOCKET_LIMITS } from '#contract/realtime.ts';
import { createTestApp, devLogin, type TestApp } from '#tests/helpers/app.ts';
import { captureLog } from '#tests/helpers/log-capture.ts';
import { connect } from '#tests/helpers/ws-client.ts';

const WARN = 40;
const ERROR = 50;

describe('client faults on the WebSocket', () => {
  let t: TestApp;
  let log: ReturnType<typeof captureLog>;
  let base: string;
  let token: string;
  beforeEach(async () => {
    log = captureLog();
    t = await createTestApp({}, { logger: log.logger });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    base = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api/ws`;
    token = await devLogin(t.app, 'faults@crawl.test');
  });
  afterEach(() => t.close());

  /** Opens a socket, lets `misbehave` send something bad, and resolves with the close code it got. */
  async function closeCodeAfter(misbehave: (ws: WebSocket) => void): Promise<number> {
    const c = await connect(base, token);
    await c.waitFor((m) => m.type === 'hello');
    const closed = new Promise<number>((resolve) => c.ws.on('close', (code) => resolve(code)));
    c.ws.on('error', () => {}); // the server's close can race the client's own write
    misbehave(c.ws);
    return closed;
  }

  async function faultLines(): Promise<Record<string, unknown>[]> {
    // The close reaches the client as the server logs it; give the log a moment to be written.
    for (let i = 0; i < 50 && !log.lines().some((l) => l.msg === 'client socket fault: closed'); i++) await new Promise((r) => setTimeout(r, 20));
    return log.lines().filter((l) => l.msg === 'client socket fault: closed');
  }

  async function stillServing(other: Awaited<ReturnType<typeof connect>>): Promise<void> {
    other.send({ type: 'ping', at: 7 });
    expect(await other.waitFor((m) => m.type === 'pong')).toEqual({ type: 'pong', at: 7 });
    const fresh = await connect(base, token);
    expect((await fresh.waitFor((m) => m.type === 'hello')).type).toBe('hello');
    fresh.close();
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }

  it('a frame over the size limit closes that socket with 1009 and logs one warn line without a stack', async () => {
    const other = await connect(base, token);
    await other.waitFor((m) => m.type === 'hello');

    const code = await closeCodeAfter((ws) => ws.send('x'.repeat(SOCKET_LIMITS.maxPayloadBytes + 1)));
    expect(code).toBe(1009);

    const lines = await faultLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: WARN, code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' });
    expect(JSON.stringify(lines[0])).not.toMatch(/stack|\n\s+at /);
    expect(log.lines().filter((l) => Number(l.level) >= ERROR)).toEqual([]);

    await stillServing(other);
    other.close();
  });

  it('a malformed frame (a reserved opcode) closes that socket with 1002, at warn, without a stack', async () => {
    const other = await connect(base, token);
    await other.waitFor((m) => m.type === 'hello');

    const code = await closeCodeAfter((ws) => {
      // FIN with opcode 3 (reserved), masked, empty: no client library sends this, so write it raw.
      const raw = (ws as unknown as { _socket: Socket })._socket;
      raw.write(Buffer.from([0x83, 0x80, 0, 0, 0, 0]));
    });
    expect(code).toBe(1002);

    const lines = await faultLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: WARN, code: 'WS_ERR_INVALID_OPCODE' });
    expect(JSON.stringify(lines[0])).not.toMatch(/stack|\n\s+at /);
    expect(log.lines().filter((l) => Number(l.level) >= ERROR)).toEqual([]);

    await stillServing(other);
    other.close();
  });
});
