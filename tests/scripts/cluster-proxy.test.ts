// The cluster's proxy (scripts/cluster/proxy.ts) over two tiny upstream processes' worth of
// servers (node:http + ws on 127.0.0.1): what a player sees through it when the processes behind
// it come and go.
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { startProxy, UNAVAILABLE_BODY, type RunningProxy } from '../../scripts/cluster/proxy.ts';
import { freePort } from '../helpers/free-port.ts';

interface Upstream {
  name: string;
  url: string;
  port: number;
  /** What /api/health answers. */
  healthStatus: number;
  stop(): Promise<void>;
}

/** One upstream: /api/health, an echo of what it received, and a WebSocket echo. */
async function startUpstream(name: string, port?: number): Promise<Upstream> {
  const listenPort = port ?? (await freePort());
  const upstream: Upstream = { name, url: `http://127.0.0.1:${listenPort}`, port: listenPort, healthStatus: 200, stop: async () => {} };
  const server = http.createServer((req, res) => {
    if (req.url === '/api/health') {
      res.writeHead(upstream.healthStatus, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: upstream.healthStatus === 200 ? 'healthy' : 'sick' }));
      return;
    }
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ upstream: name, method: req.method, url: req.url, bytes, forwardedFor: req.headers['x-forwarded-for'] ?? null, forwardedProto: req.headers['x-forwarded-proto'] ?? null, forwardedBy: req.headers['x-ctf-forwarded-by'] ?? null }));
    });
  });
  const wss = new WebSocketServer({ server });
  wss.on('connection', (socket) => socket.on('message', (data) => socket.send(`${name}:${String(data)}`)));
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  upstream.stop = async () => {
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  };
  return upstream;
}

interface Reply {
  status: number;
  body: Record<string, unknown>;
}

async function get(base: string, path = '/anything'): Promise<Reply> {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it holds, for at most `ms`. */
async function until(probe: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await probe()) return;
    await wait(25);
  }
  throw new Error(`condition not met within ${ms} ms`);
}

let cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanups.reverse()) await c();
  cleanups = [];
});

async function setUp(): Promise<{ a: Upstream; b: Upstream; proxy: RunningProxy }> {
  const a = await startUpstream('a');
  const b = await startUpstream('b');
  const proxy = await startProxy({ port: 0, upstreams: [a.url, b.url] });
  cleanups.push(() => proxy.stop(), () => b.stop(), () => a.stop());
  return { a, b, proxy };
}

describe('the cluster proxy', () => {
  it('alternates requests between the healthy upstreams and says who the client is', async () => {
    const { proxy } = await setUp();
    expect(proxy.upstreamsUp()).toHaveLength(2);
    const served: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await get(proxy.url);
      expect(r.status).toBe(200);
      served.push(r.body.upstream);
    }
    expect(served).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
    const r = await get(proxy.url);
    expect(r.body.forwardedFor).toBe('127.0.0.1');
    expect(r.body.forwardedProto).toBe('http');
  });

  it("keeps the processes' operator routes to their internal ports and a client's claim to be a process out", async () => {
    const { proxy } = await setUp();
    for (const path of ['/api/cluster', '/api/cluster/steps', '/api/cluster?x=1']) {
      const r = await get(proxy.url, path);
      expect(r.status, path).toBe(404);
      expect(r.body.code).toBe('not_found');
    }
    // Not the routes that merely start alike.
    expect((await get(proxy.url, '/api/clusters')).status).toBe(200);
    const res = await fetch(`${proxy.url}/api/crawlers/1/position`, { headers: { 'x-ctf-forwarded-by': 'node-9' } });
    expect(((await res.json()) as Record<string, unknown>).forwardedBy).toBeNull();
  });

  it('streams a large request body through unchanged', async () => {
    const { proxy } = await setUp();
    const body = Buffer.alloc(5 * 1024 * 1024, 7);
    const res = await fetch(`${proxy.url}/upload`, { method: 'POST', body });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ method: 'POST', bytes: body.length });
  });

  it('carries a WebSocket both ways', async () => {
    const { proxy } = await setUp();
    const socket = new WebSocket(`${proxy.url.replace('http', 'ws')}/api/ws`);
    cleanups.push(async () => socket.terminate());
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const reply = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));
    socket.send('hello');
    expect(await reply).toMatch(/^[ab]:hello$/);
  });

  it('sends a WebSocket that names a process (?node=, after a route) straight to it while it is up, else round-robin', async () => {
    const a = await startUpstream('a');
    const b = await startUpstream('b');
    const proxy = await startProxy({ port: 0, upstreams: [a.url, b.url], nodes: { 'node-a': a.url, 'node-b': b.url } });
    cleanups.push(() => proxy.stop(), () => b.stop(), () => a.stop());
    const echo = async (query: string): Promise<string> => {
      const socket = new WebSocket(`${proxy.url.replace('http', 'ws')}/api/ws?token=t${query}`);
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('open', () => resolve());
          socket.once('error', reject);
        });
        const reply = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));
        socket.send('hi');
        return (await reply).split(':')[0]!;
      } finally {
        socket.terminate();
      }
    };
    // Named: always that process, whatever the round-robin's turn.
    const named: string[] = [];
    for (let i = 0; i < 4; i++) named.push(await echo('&node=node-b'));
    expect(named).toEqual(['b', 'b', 'b', 'b']);
    // An unknown name: round-robin, as without one.
    expect(new Set([await echo('&node=node-9'), await echo('&node=node-9')])).toEqual(new Set(['a', 'b']));
    // The named process is down (it died): any process that is up.
    await b.stop();
    await until(() => proxy.upstreamsUp().length === 1);
    expect(await echo('&node=node-b')).toBe('a');
    expect(proxy.routed()).toEqual({ direct: 4, fallback: 3 });
  });

  it('sends everything to the other upstream, with no 5xx, once one stops', async () => {
    const { a, b, proxy } = await setUp();
    await get(proxy.url); // a keep-alive connection to each upstream is open and pooled
    await get(proxy.url);
    await a.stop();
    // Straight after the stop, before any health check: a refused connection is retried.
    const served: unknown[] = [];
    for (let i = 0; i < 10; i++) {
      const r = await get(proxy.url);
      expect(r.status).toBe(200);
      served.push(r.body.upstream);
    }
    expect(served).toEqual(Array(10).fill('b'));
    expect(proxy.upstreamsUp()).toEqual([b.url]);
  });

  it('sends a refused request, body and all, to the other upstream', async () => {
    const a = await startUpstream('a');
    const b = await startUpstream('b');
    // No health check after the first: only the refused connection can tell the proxy a is gone.
    const proxy = await startProxy({ port: 0, upstreams: [a.url, b.url], healthIntervalMs: 60_000 });
    cleanups.push(() => proxy.stop(), () => b.stop());
    await a.stop();
    expect(proxy.upstreamsUp()).toEqual([a.url, b.url]);
    const body = Buffer.alloc(256 * 1024, 1);
    const res = await fetch(`${proxy.url}/intent`, { method: 'POST', body }); // a's turn first
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ upstream: 'b', method: 'POST', bytes: body.length });
    expect(proxy.upstreamsUp()).toEqual([b.url]);
  });

  it('takes an upstream back once its health check answers again, and skips one that fails it', async () => {
    const { a, b, proxy } = await setUp();
    await a.stop();
    await get(proxy.url);
    expect(proxy.upstreamsUp()).toEqual([b.url]);
    const again = await startUpstream('a', a.port);
    cleanups.push(() => again.stop());
    await until(() => proxy.upstreamsUp().length === 2, 2000);
    const served = [(await get(proxy.url)).body.upstream, (await get(proxy.url)).body.upstream];
    expect(served.sort()).toEqual(['a', 'b']);

    b.healthStatus = 500; // b still accepts connections but says it does not serve
    await until(() => proxy.upstreamsUp().length === 1, 2000);
    for (let i = 0; i < 4; i++) expect((await get(proxy.url)).body.upstream).toBe('a');
  });

  it('answers 503 with a JSON error when no upstream is up', async () => {
    const { a, b, proxy } = await setUp();
    await a.stop();
    await b.stop();
    const r = await get(proxy.url, '/api/health');
    expect(r).toEqual({ status: 503, body: UNAVAILABLE_BODY });
    expect(UNAVAILABLE_BODY).toEqual({ error: 'No game server is available', code: 'service_unavailable' });
    // A WebSocket upgrade is refused the same way.
    const socket = new WebSocket(`${proxy.url.replace('http', 'ws')}/api/ws`);
    const status = await new Promise<number | undefined>((resolve) => {
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode));
      socket.once('error', () => resolve(undefined));
    });
    socket.terminate();
    expect(status).toBe(503);
  });
});
