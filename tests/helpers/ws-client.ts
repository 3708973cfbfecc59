// A WebSocket test client that parses every server message with the contract and lets a test wait
// for the first message matching a predicate.
import { isDeepStrictEqual } from 'node:util';
import WebSocket from 'ws';
import { ServerMessage } from '#contract/realtime.ts';

/**
 * A server message as a client reads it off the wire (JSON, then the contract), held to the room
 * event union exactly: an event the union does not accept, or with a field it does not name (which
 * a client would silently drop), throws. Takes a socket frame's text or a message the hub taps.
 */
export function parseWireMessage(raw: string | ServerMessage): ServerMessage {
  const json: unknown = JSON.parse(typeof raw === 'string' ? raw : JSON.stringify(raw));
  const msg = ServerMessage.parse(json);
  if (msg.type === 'events' && !isDeepStrictEqual(msg.events, (json as { events: unknown }).events)) {
    throw new Error(`room events with fields the contract does not name: ${JSON.stringify((json as { events: unknown }).events)}`);
  }
  return msg;
}

export interface WsClient {
  ws: WebSocket;
  messages: ServerMessage[];
  send(msg: unknown): void;
  waitFor<T extends ServerMessage>(match: (m: ServerMessage) => m is T, timeoutMs?: number): Promise<T>;
  waitFor(match: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  close(): void;
}

export function connect(url: string, token: string): Promise<WsClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(token ? `${url}?token=${encodeURIComponent(token)}` : url);
    const messages: ServerMessage[] = [];
    const waiters: { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
    ws.on('message', (raw) => {
      const msg = parseWireMessage(raw.toString());
      messages.push(msg);
      for (const w of [...waiters]) {
        if (w.match(msg)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(msg);
        }
      }
    });
    ws.on('error', reject);
    ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on('open', () =>
      resolve({
        ws,
        messages,
        send: (msg) => ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg)),
        waitFor: (match: (m: ServerMessage) => boolean, timeoutMs = 5000) =>
          new Promise<ServerMessage>((res, rej) => {
            const seen = messages.find(match);
            if (seen) return res(seen);
            const timer = setTimeout(() => rej(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages.slice(-5))}`)), timeoutMs);
            waiters.push({ match, resolve: (m) => (clearTimeout(timer), res(m)) });
          }),
        close: () => ws.close(),
      } as WsClient),
    );
  });
}
