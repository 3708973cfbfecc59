// A WebSocket test client that parses every server message with the contract and lets a test wait
// for the first message matching a predicate.
import WebSocket from 'ws';
import { ServerMessage } from '#contract/realtime.ts';

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
      const msg = ServerMessage.parse(JSON.parse(raw.toString()));
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
