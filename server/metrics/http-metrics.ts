// Counts and times every HTTP answer by method, route pattern and status. The route is Fastify's
// pattern (`/api/crawlers/:id`), never the raw URL: ids and junk paths would grow the label set
// without bound. A request that matched no route (404s, the web app's fallback) is `unmatched`.
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.ts';
import { UNMATCHED_ROUTE } from './series-labels.ts';

export function countHttpRequests(app: FastifyInstance, metrics: Pick<Metrics, 'http'>): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.http(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime);
    done();
  });
}
