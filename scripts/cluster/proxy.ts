// The reverse proxy in front of the cluster's server processes (decision 0014). Every process
// forwards a crawler's HTTP requests to the process owning the crawler's room, so requests need no
// routing knowledge here: round-robin over the processes that answer their health check. A socket
// is not forwarded between processes: the one it reaches tells the client which process owns its
// room (`route`), and the client's next upgrade names it (`?node=<id>`), which this proxy sends
// straight there when that process is up (decision 0041). The proxying itself (headers, streaming
// both ways, WebSocket upgrades) is http-proxy-3's.
import http from 'node:http';
import type { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';
import { ErrorCode } from '#contract/errors.ts';
import { SOCKET_NODE_PARAM } from '#contract/realtime.ts';
import { FORWARDED_BY } from '#server/cluster/forward.ts';

export interface ProxyOptions {
  port: number;
  /** Address to listen on; 127.0.0.1 unless given. */
  host?: string;
  /** Base URLs of the server processes, e.g. http://127.0.0.1:4711. */
  upstreams: readonly string[];
  /**
   * The processes' node ids (NODE_ID), each to its upstream URL: an upgrade naming one
   * (`?node=<id>`, after a `route` message) goes to it while it is up.
   */
  nodes?: Readonly<Record<string, string>>;
  healthIntervalMs?: number;
  healthTimeoutMs?: number;
  /** Told when an upstream goes up or down (the runner prints it). */
  onUpstreamChange?: (upstream: string, up: boolean) => void;
}

export interface RunningProxy {
  /** http://host:port as listened on (the port is the real one when 0 was asked). */
  url: string;
  port: number;
  /** The upstreams that currently take requests, in configuration order. */
  upstreamsUp(): string[];
  /** Upgrades sent to the process they named (`?node=`), and those sent round-robin because it was unknown or down. */
  routed(): { direct: number; fallback: number };
  stop(): Promise<void>;
}

export const UNAVAILABLE_BODY = { error: 'No game server is available', code: ErrorCode.unavailable } as const;
const NOT_FOUND_BODY = { error: 'Not found', code: ErrorCode.notFound } as const;
/** The processes' operator routes (server/app.ts): not served through the proxy. */
const INTERNAL_PATH = /^\/api\/cluster(\/|\?|$)/;
const BAD_GATEWAY_BODY = { error: 'The game server did not answer', code: ErrorCode.unavailable } as const;

/** Errors that say the upstream process is gone or unreachable, not that the client went away. */
const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
const errorCode = (err: unknown): string | undefined => (err as NodeJS.ErrnoException | null)?.code;

/**
 * Holds a request's body back until the upstream socket is connected. A refused connection then
 * has consumed nothing of the body, so the request can go to another upstream without buffering
 * it: bodies stream through, whatever their size.
 */
class BodyGate extends PassThrough {
  released = false;
  /** Body bytes taken from the client so far: once any are, the request cannot be sent again. */
  bytes = 0;
  /** The attempt went out on a pooled keep-alive connection (which the upstream may have closed). */
  reusedSocket = false;
  constructor(private readonly req: http.IncomingMessage) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null, data?: Buffer) => void): void {
    this.bytes += chunk.length;
    callback(null, chunk);
  }
  release(): void {
    if (this.released) return;
    this.released = true;
    // A bodiless request retried after its first attempt read its (empty) body has nothing left to pipe.
    if (this.req.readableEnded) this.end();
    else this.req.pipe(this);
  }
  detach(): void {
    this.req.unpipe(this);
  }
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const { upstreams, healthIntervalMs = 500, healthTimeoutMs = 400 } = options;
  if (!upstreams.length) throw new Error('startProxy needs at least one upstream');
  const host = options.host ?? '127.0.0.1';

  // Down until a first good check: a process still booting gets no traffic.
  const up = new Map(upstreams.map((u) => [u, false]));
  // When an upstream last failed a request: a health check that started before that failure
  // says nothing about the upstream now, so it may not bring it back up.
  const lastFailure = new Map(upstreams.map((u) => [u, 0]));
  let stopped = false;
  const setUp = (upstream: string, value: boolean) => {
    if (stopped || up.get(upstream) === value) return;
    up.set(upstream, value);
    options.onUpstreamChange?.(upstream, value);
  };
  const markDown = (upstream: string) => {
    lastFailure.set(upstream, Date.now());
    setUp(upstream, false);
  };

  let cursor = 0;
  /** The next upstream that is up, round-robin, skipping those already tried for this request. */
  const pick = (tried: ReadonlySet<string>): string | null => {
    for (let i = 0; i < upstreams.length; i++) {
      const candidate = upstreams[(cursor + i) % upstreams.length]!;
      if (up.get(candidate) && !tried.has(candidate)) {
        cursor = (cursor + i + 1) % upstreams.length;
        return candidate;
      }
    }
    return null;
  };

  // agent: false for checks, so a check proves the process still accepts connections.
  const check = (upstream: string): Promise<void> =>
    new Promise((resolve) => {
      const startedAt = Date.now();
      const done = (ok: boolean) => {
        if (!ok) setUp(upstream, false);
        else if (startedAt >= lastFailure.get(upstream)!) setUp(upstream, true);
        resolve();
      };
      // A deadline for the whole check: a socket timeout would restart with every byte received.
      const req = http.get(`${upstream}/api/health`, { agent: false, signal: AbortSignal.timeout(healthTimeoutMs) }, (res) => {
        res.resume();
        done(res.statusCode === 200);
      });
      req.on('error', () => done(false));
    });
  let checking = false;
  const checkAll = async () => {
    if (checking) return;
    checking = true;
    try {
      await Promise.all(upstreams.map(check));
    } finally {
      checking = false;
    }
  };
  await checkAll();
  const timer = setInterval(() => void checkAll(), healthIntervalMs);
  timer.unref();

  // Keep-alive to the upstreams: a request does not pay a TCP handshake on 127.0.0.1.
  const agent = new http.Agent({ keepAlive: true });
  const proxy = createProxyServer({ xfwd: false });
  // Set by hand rather than with xfwd: the library appends on every attempt, and a retried
  // request would carry the client's address twice.
  const forwardedHeaders = (req: http.IncomingMessage) => {
    const client = req.socket.remoteAddress ?? '';
    // Only a process forwarding to another sets this (it means: serve it here, do not route it again).
    delete req.headers[FORWARDED_BY];
    const prior = req.headers['x-forwarded-for'];
    req.headers['x-forwarded-for'] = prior ? `${String(prior)}, ${client}` : client;
    // Kept when set: a TLS terminator in front of the proxy knows the scheme better than we do.
    req.headers['x-forwarded-proto'] ??= 'http';
    req.headers['x-forwarded-host'] ??= req.headers.host ?? '';
  };

  const sendJson = (res: http.ServerResponse, status: number, body: object) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
    res.end(text);
  };

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, tried: Set<string>) => {
    const target = pick(tried);
    if (!target) return sendJson(res, 503, UNAVAILABLE_BODY);
    tried.add(target);
    const gate = new BodyGate(req);
    // The library emits no proxyReq event for `Expect: 100-continue`: such a body flows at once
    // (and such a request is not retried).
    if (req.headers.expect) gate.release();
    let settled = false;
    // The library leaves its error listeners on `req`: a later attempt's failure reaches this
    // callback too, hence `settled`.
    proxy.web(req, res, { target, agent, buffer: gate }, (err) => {
      if (settled) return;
      settled = true;
      const code = errorCode(err);
      // ECONNREFUSED: the upstream never accepted, nothing was sent. A reset of a pooled
      // connection before any body byte was taken: the upstream closed it while idle, or died;
      // sending a GET again is safe, a POST might run twice.
      const refused = code === 'ECONNREFUSED' && !gate.released;
      const staleConnection = code === 'ECONNRESET' && gate.reusedSocket && gate.bytes === 0 && IDEMPOTENT.has(req.method ?? '') && !res.headersSent;
      if (code && CONNECTION_ERRORS.has(code) && !staleConnection) markDown(target);
      if (refused || staleConnection) {
        gate.detach();
        if (tried.size < 2) return forward(req, res, tried);
        return sendJson(res, 503, UNAVAILABLE_BODY);
      }
      sendJson(res, 502, BAD_GATEWAY_BODY);
    });
  };

  proxy.on('proxyReq', (proxyReq, _req, _res, reqOptions, socket) => {
    const gate = reqOptions.buffer;
    if (!(gate instanceof BodyGate)) return;
    gate.reusedSocket = proxyReq.reusedSocket;
    if (socket.connecting) socket.once('connect', () => gate.release());
    else gate.release();
  });
  // Errors without a callback (a client socket failing mid-upgrade): close that socket.
  proxy.on('error', (_err, _req, res) => {
    if (res instanceof http.ServerResponse) sendJson(res, 502, BAD_GATEWAY_BODY);
    else res.destroy();
  });

  const server = http.createServer((req, res) => {
    // The processes' own routes (what each holds and steps) are for operators on the internal ports.
    if (INTERNAL_PATH.test(req.url ?? '')) return sendJson(res, 404, NOT_FOUND_BODY);
    forwardedHeaders(req);
    forward(req, res, new Set());
  });
  /** The upstream an upgrade names (`?node=<id>`), when it is known and up. */
  const named = (url: string | undefined): string | null => {
    const at = url?.indexOf('?') ?? -1;
    if (at < 0 || !options.nodes) return null;
    const node = new URLSearchParams(url!.slice(at + 1)).get(SOCKET_NODE_PARAM);
    const upstream = node ? options.nodes[node] : undefined;
    return upstream && up.get(upstream) ? upstream : null;
  };
  const routed = { direct: 0, fallback: 0 };
  // A WebSocket upgrade is not retried: the library closes the client's socket on an upstream
  // error. The upstream is marked down, so the game client's own reconnect lands elsewhere.
  const upgraded = new Set<Socket>();
  server.on('upgrade', (req: http.IncomingMessage, socket: Socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    if (INTERNAL_PATH.test(req.url ?? '')) {
      socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
      return;
    }
    // Named and up: straight to the room's owner. Named but down (it died): any process, which
    // routes the client again once the room has a new owner.
    const direct = named(req.url);
    if (req.url?.includes(`${SOCKET_NODE_PARAM}=`)) routed[direct ? 'direct' : 'fallback']++;
    const target = direct ?? pick(new Set());
    if (!target) {
      const text = JSON.stringify(UNAVAILABLE_BODY);
      socket.end(`HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`);
      return;
    }
    forwardedHeaders(req);
    proxy.ws(req, socket, head, { target }, (err) => {
      const code = errorCode(err);
      if (code && CONNECTION_ERRORS.has(code)) markDown(target);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    upstreamsUp: () => upstreams.filter((u) => up.get(u)),
    routed: () => ({ ...routed }),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Open WebSockets and idle keep-alive connections would hold close() forever.
        server.closeAllConnections();
        for (const socket of upgraded) socket.destroy();
      });
      agent.destroy();
    },
  };
}
