// One error shape for every route: JSON { error, code } with a 4xx for anything the client did
// wrong, 503 while the database is unreachable, and a bare 500 (no stack, no message) otherwise.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { ErrorCode, InternalErrorCode } from '#contract/errors.ts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: string = ErrorCode.badRequest) => new HttpError(400, code, message);
export const unauthorized = () => new HttpError(401, ErrorCode.unauthorized, 'Unauthorized');
export const notFound = (what = 'Resource') => new HttpError(404, ErrorCode.notFound, `${what} not found`);
export const forbidden = (message: string, code: string = ErrorCode.forbidden) => new HttpError(403, code, message);
export const conflict = (message: string, code: string = ErrorCode.conflict) => new HttpError(409, code, message);

export function zodMessage(err: ZodError): string {
  return err.issues.map((i) => `${i.path.length ? i.path.join('.') : 'body'}: ${i.message}`).join('; ');
}

// Fastify's own 4xx errors, named in our vocabulary.
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorCode.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorCode.unsupportedMediaType,
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorCode.badRequest,
  FST_ERR_CTP_INVALID_JSON_BODY: ErrorCode.badRequest,
  FST_ERR_VALIDATION: ErrorCode.validation,
};

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN',
  // PostgreSQL: admin/crash shutdown, starting up, connection exceptions, too many connections.
  '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', '53300',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connect ECONNREFUSED|PGlite is closed|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed|the database system is (starting up|shutting down|in recovery)|database did not answer/i;

/**
 * Errors that mean "the database cannot be reached right now" rather than a bug. Libraries wrap the
 * driver's error (drizzle's DrizzleQueryError, pg's AggregateError on a refused dual-stack connect),
 * so the whole cause chain is read.
 */
export function isUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 8) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message.split('\n')[0]!)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isUnavailable(inner, depth + 1))) return true;
  return isUnavailable(e.cause, depth + 1);
}

export interface ErrorHandlerOptions {
  /**
   * Whether the database answers now. Asked before answering 500: libraries that swallow the
   * driver's error (better-auth's "Failed to get session") must still give a 503 during an outage.
   */
  databaseAnswers?: () => Promise<boolean>;
}

export const RETRY_AFTER_SECONDS = 5;

/**
 * Fastify's router refuses some URLs before any route or error handler runs (malformed percent-encoding,
 * an over-long path parameter) and by default answers in its own shape; pass this as the
 * `frameworkErrors` option so those refusals are ours too.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send({ error: 'A path parameter is too long', code: ErrorCode.uriTooLong });
    return;
  }
  if (err.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({ error: 'Malformed URL', code: ErrorCode.badRequest });
    return;
  }
  void reply.status(500).send({ error: 'Internal server error', code: ErrorCode.internal });
}

export function installErrorHandler(app: FastifyInstance, opts: ErrorHandlerOptions = {}): void {
  app.setErrorHandler(async (err: FastifyError | Error, request, reply) => {
    if (err instanceof HttpError) {
      // Refusals are ordinary events, but an operator (and the anti-cheat suite) can see each one and why.
      request.log.info({ statusCode: err.statusCode, code: err.code, reason: err.message }, 'request refused');
      return reply.status(err.statusCode).send({ error: err.message, code: err.code });
    }
    if (err instanceof ZodError) {
      request.log.info({ statusCode: 400, code: ErrorCode.validation }, 'request refused');
      return reply.status(400).send({ error: zodMessage(err), code: ErrorCode.validation });
    }
    const fe = err as FastifyError;
    if (fe.statusCode === 429) {
      return reply.status(429).send({ error: fe.message || 'Too many requests', code: ErrorCode.rateLimited });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      const code = (fe.code && FASTIFY_CODES[fe.code]) ?? ErrorCode.badRequest;
      return reply.status(fe.statusCode).send({ error: fe.message, code });
    }
    if ((err as { code?: unknown }).code === InternalErrorCode.notOwner) {
      // A cluster's room that moved to another process while this request was on its way.
      request.log.info({ reason: err.message }, 'room not owned here');
      return reply.status(503).header('retry-after', '1').send({ error: "This crawler's room is moving to another server: try again in a moment", code: ErrorCode.roomMoving });
    }
    if (err instanceof SyntaxError) {
      return reply.status(400).send({ error: 'Malformed JSON body', code: ErrorCode.badRequest });
    }
    if (isUnavailable(err) || (opts.databaseAnswers && !(await opts.databaseAnswers()))) {
      request.log.warn({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ error: 'Service temporarily unavailable', code: ErrorCode.unavailable });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal server error', code: ErrorCode.internal });
  });
}
