// One error shape for every route: JSON { error, code } with a 4xx for anything the client did
// wrong, 503 while the database is unreachable, and a bare 500 (no stack, no message) otherwise.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { ErrorCode } from '#contract/errors.ts';

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

/** Errors that mean "the database cannot be reached right now" rather than a bug. */
function isUnavailable(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  if (code && ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '08006', '08001', '08003'].includes(code)) return true;
  const message = String((err as Error)?.message ?? '');
  return /Connection terminated|connect ECONNREFUSED|PGlite is closed/i.test(message);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | Error, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ error: err.message, code: err.code });
    }
    if (err instanceof ZodError) {
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
    if (err instanceof SyntaxError) {
      return reply.status(400).send({ error: 'Malformed JSON body', code: ErrorCode.badRequest });
    }
    if (isUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply.status(503).send({ error: 'Service temporarily unavailable', code: ErrorCode.unavailable });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal server error', code: ErrorCode.internal });
  });
}
