// A WebSocket client for the reliability tests: reports a refused upgrade as `HTTP <status>`, keeps
// every server message (parsed with the contract), and waits for one matching a predicate.
import WebSocket from 'ws';
import { ServerMessage } from '#contract/realtime.ts';
import type { TestApp } from '#tests/helpers/app.ts';

export interface Socket {
  ws: WebSocket;
  messages: ServerMessage[];
  /** Messages that did not parse with the contract (must stay empty). */
  malformed: string[];
  closed: { code: number } | null;
  send(msg: unknown): void;
  sendRaw(data: string | Buffer): void;
  waitFor(match: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  close(): Promise<void>;
}

export async function socketUrl(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  return `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/api/ws`;
}

export function openSocket(url: string, opts: { token?: string; headers?: Record<string, string> } = {}): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(opts.token ? `${url}?token=${encodeURIComponent(opts.token)}` : url, { headers: opts.headers });
    const messages: ServerMessage[] = [];
    const malformed: string[] = [];
    const waiters: { match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
    const socket: Socket = {
      ws,
      messages,
      malformed,
      closed: null,
      send: (msg) => ws.send(JSON.stringify(msg)),
      sendRaw: (data) => ws.send(data),
      waitFor: (match, timeoutMs = 3000) =>
        new Promise<ServerMessage>((res, rej) => {
          const seen = messages.find(match);
          if (seen) return res(seen);
          const timer = setTimeout(() => rej(new Error(`no matching message within ${timeoutMs} ms; last: ${JSON.stringify(messages.slice(-3))}`)), timeoutMs);
          waiters.push({ match, resolve: (m) => (clearTimeout(timer), res(m)) });
        }),
      close: () =>
        new Promise<void>((res) => {
          if (ws.readyState === WebSocket.CLOSED) return res();
          ws.once('close', () => res());
          ws.close();
        }),
    };
    ws.on('message', (raw) => {
      const parsed = ServerMessage.safeParse(JSON.parse(raw.toString()));
      if (!parsed.success) return void malformed.push(raw.toString());
      messages.push(parsed.data);
      for (const w of [...waiters]) {
        if (w.match(parsed.data)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(parsed.data);
        }
      }
    });
    ws.on('close', (code) => (socket.closed = { code }));
    ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on('error', reject);
    ws.on('open', () => resolve(socket));
  });
}
