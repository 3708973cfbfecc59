import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { asciiJson, textFrame } from '#server/realtime/ws-frame.ts';

// As the server does: the frame is written to the upgraded connection itself, between ws's own sends.
let server: WebSocketServer;
let url = '';

beforeAll(async () => {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false, maxPayload: 1 << 20 });
  server.on('connection', (ws, req) => {
    ws.on('message', (data) => {
      const { n, text } = JSON.parse(String(data)) as { n: number; text?: string };
      ws.send('before');
      (req.socket as Socket).write(textFrame(text ?? 'x'.repeat(n)), 'latin1');
      ws.send('after');
    });
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What a real WebSocket client receives: three messages, the raw frame between ws's two. */
async function roundTrip(ask: { n: number; text?: string }): Promise<{ texts: string[]; binary: boolean[] }> {
  const client = new WebSocket(url);
  const texts: string[] = [];
  const binary: boolean[] = [];
  await new Promise<void>((resolve, reject) => {
    client.on('open', () => client.send(JSON.stringify(ask)));
    client.on('message', (data, isBinary) => {
      texts.push(String(data));
      binary.push(isBinary);
      if (texts.length === 3) resolve();
    });
    client.on('error', reject);
  });
  client.close();
  return { texts, binary };
}

describe('textFrame', () => {
  // Each length form of the header: 7-bit, 16-bit and 64-bit payload lengths, and their edges.
  it.each([0, 1, 125, 126, 127, 65_535, 65_536, 200_000])('arrives as the same text message, in order (%i bytes)', async (n) => {
    expect(await roundTrip({ n })).toEqual({ texts: ['before', 'x'.repeat(n), 'after'], binary: [false, false, false] });
  });

  it('carries JSON with non-ASCII text as the same value (escaped, so the frame is valid UTF-8)', async () => {
    const value = { type: 'events', events: [{ type: 'npc_speech', text: 'Bienvenue, aventurière — ☠ 🐉' }] };
    const received = (await roundTrip({ n: 0, text: JSON.stringify(value) })).texts[1]!;
    expect(JSON.parse(received)).toEqual(value);
    expect([...received].filter((c) => c.charCodeAt(0) > 0x7f)).toEqual([]); // pure ASCII
  });
});

describe('asciiJson', () => {
  it('leaves ASCII JSON as it is and escapes every other character, surrogate pairs included', () => {
    expect(asciiJson('{"a":"plain"}')).toBe('{"a":"plain"}');
    expect(asciiJson(JSON.stringify({ a: 'é', b: '🐉é' }))).toBe('{"a":"\\u00e9","b":"\\ud83d\\udc09\\u00e9"}');
  });
});
