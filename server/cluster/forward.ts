// Forwards a crawler's HTTP requests to the process that owns its room. The proxy in
// front spreads requests over the processes without knowing the dungeon; the process that receives
// one about a crawler asks the router where the crawler's room lives and, when elsewhere, passes the
// request on as it came (headers, body) and the answer back as it went. A forwarded request carries
// FORWARDED_BY and is never forwarded again: its receiver serves it, and refuses with 503
// 'room_moving' when the room is not its own after all (the leases moved meanwhile), which sends the
// forwarder back to the router.
//
// Not @fastify/reply-from: a retry here goes to a different address (the room's new owner), chosen
// after the refusal, which a proxy's retry of the same upstream cannot do.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '#contract/errors.ts';
import { ROUTE_WAIT_MS, type ClusterRouter } from './router.ts';

export const FORWARDED_BY = 'x-ctf-forwarded-by';
/** A room owner that has not answered by then has stalled (or died without closing): the client is told to try again. */
const FORWARD_TIMEOUT_MS = 5_000;
const RETRY_PAUSE_MS = 100;
/** Headers that belong to one connection (RFC 9110 7.6.1) or that fetch sets itself. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host', 'content-length', 'content-encoding']);
/** A crawler's pages that read only the database (the season's record): served wherever they arrive. */
const SERVED_ANYWHERE = /^\/api\/crawlers\/\d+\/(events|report)(\/|\?|$)/;
const CRAWLER_PATH = /^\/api\/crawlers\/(\d{1,9})\/[a-z-]/;
/** Loot taken or opened by a crawler named in the body: its room's owner knows where it stands and who else grabs. */
const LOOT_PATH = /^\/api\/(ground-items|loot-entity|loot-container)\/[^/]+\/(pickup|interact)(\?|$)/;

/** The crawler a request is about, when it is one of the requests its room's owner must serve. */
export function routedCrawler(url: string, body?: unknown): number | null {
  if (SERVED_ANYWHERE.test(url)) return null;
  const m = CRAWLER_PATH.exec(url);
  if (m) return Number(m[1]);
  if (!LOOT_PATH.test(url)) return null;
  // A body the route will refuse is refused wherever it lands.
  const crawlerId = (body as { crawlerId?: unknown } | null | undefined)?.crawlerId;
  return typeof crawlerId === 'number' && Number.isSafeInteger(crawlerId) && crawlerId > 0 ? crawlerId : null;
}

const isRefused = (err: unknown): boolean => {
  const cause = (err as { cause?: { code?: string } }).cause;
  return cause?.code === 'ECONNREFUSED';
};

export function installForwarding(app: FastifyInstance, deps: { router: ClusterRouter; nodeId: string }): void {
  const unavailable = (reply: FastifyReply) =>
    reply.status(503).header('retry-after', '1').send({ error: "This crawler's room is moving to another server: try again in a moment", code: ErrorCode.roomMoving });

  async function forward(request: FastifyRequest, reply: FastifyReply, crawlerId: number): Promise<FastifyReply | undefined> {
    const deadline = Date.now() + ROUTE_WAIT_MS;
    let retry = false;
    for (;;) {
      const placed = await deps.router.place(crawlerId, retry);
      if (placed.kind === 'here') return undefined;
      if (placed.kind === 'nowhere') return unavailable(reply);
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(request.headers)) if (v !== undefined && !HOP_BY_HOP.has(k)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
      headers[FORWARDED_BY] = deps.nodeId;
      const client = request.ip ?? request.socket.remoteAddress;
      if (client) headers['x-forwarded-for'] = client;
      const hasBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
      const body = !hasBody ? undefined : typeof request.body === 'string' ? request.body : Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : JSON.stringify(request.body);
      let res: Response;
      try {
        res = await fetch(`${placed.address}${request.url}`, { method: request.method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS) });
      } catch (err) {
        // Refused: nothing reached the owner, so going again is safe. Anything else may have been
        // served (a POST half-way when the owner died): the client decides whether to try again.
        request.log.warn({ err, to: placed.nodeId }, 'forward failed');
        if (isRefused(err) && Date.now() < deadline) {
          retry = true;
          await new Promise((r) => setTimeout(r, RETRY_PAUSE_MS));
          continue;
        }
        return unavailable(reply);
      }
      const bytes = Buffer.from(await res.arrayBuffer());
      if (res.status === 503 && Date.now() < deadline && res.headers.get('content-type')?.includes('json') && bytes.includes(ErrorCode.roomMoving)) {
        retry = true;
        await new Promise((r) => setTimeout(r, RETRY_PAUSE_MS));
        continue;
      }
      reply.status(res.status);
      res.headers.forEach((value, key) => {
        if (!HOP_BY_HOP.has(key) && key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = res.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(bytes);
    }
  }

  // After the body is parsed (it is sent on as JSON) and before the routes' own guards: the owner
  // runs those. Rate limits run on both (onRequest), each per process.
  app.addHook('preValidation', async (request, reply) => {
    if (request.headers[FORWARDED_BY] !== undefined) return;
    const crawlerId = routedCrawler(request.url, request.body);
    if (crawlerId === null) return;
    const sent = await forward(request, reply, crawlerId);
    if (sent) return sent;
  });
}
