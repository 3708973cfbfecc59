// The metrics listener: a plain HTTP server of its own on METRICS_PORT (bound to METRICS_HOST,
// loopback unless told), serving GET /metrics in Prometheus' text format. It is not a route of the
// public app: the series say how busy the server is and which routes exist, which is for the
// operator's scraper, not for players.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode } from '#contract/errors.ts';
import type { Metrics } from './metrics.ts';

export interface MetricsListener {
  /** The port it listens on (the one asked for, or the one the system gave for 0). */
  port: number;
  close(): Promise<void>;
}

function json(res: ServerResponse, status: number, error: string, code: string): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ error, code }));
}

export async function listenForMetrics(metrics: Pick<Metrics, 'registry'>, opts: { port: number; host: string }): Promise<MetricsListener> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?', 1)[0];
    if (path !== '/metrics') return json(res, 404, 'Not Found', ErrorCode.notFound);
    if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, 'Method Not Allowed', ErrorCode.badRequest);
    metrics.registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(req.method === 'HEAD' ? undefined : body),
      () => json(res, 500, 'Internal Server Error', ErrorCode.internal),
    );
  });
  // A scraper keeps its connection between scrapes; closing the app must not wait for it.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
