// Mounts better-auth under /api/auth, adds our own auth routes (user, config, logout) and the
// `requireUser` guard every private route uses.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { CREDENTIALS_REQUIRED_MESSAGE, ErrorCode } from '#contract/errors.ts';
import type { AuthConfig } from '#contract/auth.ts';
import type { Auth } from '../auth/auth.ts';
import { createSessionCache } from '../auth/session-cache.ts';
import { ALL, type CacheGroup } from '../db/coherent-cache.ts';
import { HttpError, notFound, unauthorized } from '../http/errors.ts';
import type { UserRepository } from '../repositories/user-repository.ts';
import type { SignInLockout } from '../limits/sign-in-lockout.ts';

export interface SessionUser {
  id: string;
  email: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser: SessionUser | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    userFromHeaders: (headers: FastifyRequest['headers']) => Promise<SessionUser | null>;
  }
}

/**
 * How long a signed-in request's session may be served from memory (see server/auth/session-cache.ts).
 * Revocations through this server clear it at once; the TTL bounds only changes made elsewhere, like
 * better-auth's own cookie cache (whose default is the same 5 minutes). Every refresh is a full
 * better-auth session lookup: at 30 s, refreshing 1,600 players' sessions cost the benchmark's
 * current-room about a third of its throughput (docs/decisions/0002-auth.md).
 */
export const SESSION_CACHE_TTL_MS = 5 * 60_000;
const SESSION_CACHE_MAX = 10_000;

/** Auth routes that only read: every other one may end or change sessions. */
const READ_ONLY_AUTH_ROUTES = new Set(['/api/auth/user', '/api/auth/config', '/api/auth/get-session']);

/**
 * Sign-ins and sign-ups only open a session of their own: no other token changes owner or ends, so
 * the cached sessions stay. Forgetting them all at each sign-in made every signed-in player's next
 * request look its session up again (two statements and an HMAC), once per sign-in on the server.
 */
const SESSION_OPENING_AUTH_ROUTES = new Set(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/dev-login']);

function changesSessions(request: FastifyRequest): boolean {
  const { url } = request;
  if (!url.startsWith('/api/auth/') && !url.startsWith('/api/logout')) return false; // every game route
  const path = url.split('?', 1)[0]!;
  if (path === '/api/logout') return true;
  if (request.method === 'POST' && SESSION_OPENING_AUTH_ROUTES.has(path)) return false;
  return path.startsWith('/api/auth/') && (request.method !== 'GET' || !READ_ONLY_AUTH_ROUTES.has(path));
}

export interface AuthPluginOptions {
  auth: Auth;
  users: UserRepository;
  config: AuthConfig;
  /** Per address, on every auth route. */
  authRateLimit: { max: number; timeWindow: number };
  /** Per account, on password sign-in: wrong passwords counted, a locked account refused. */
  signInLockout: SignInLockout;
  /** The app's cache group: in a cluster, session changes are told to the other processes through it. */
  cacheGroup?: CacheGroup;
}

/** better-auth answers { message, code }; our clients expect { error, code }. */
async function toOurErrorBody(response: Response): Promise<string> {
  const text = await response.text();
  if (response.status < 400) return text;
  let message = response.statusText || 'Request failed';
  const byStatus: Record<number, string> = {
    401: ErrorCode.unauthorized,
    403: ErrorCode.forbidden,
    404: ErrorCode.notFound,
    429: ErrorCode.rateLimited,
  };
  let code: string = byStatus[response.status] ?? (response.status >= 500 ? ErrorCode.internal : ErrorCode.badRequest);
  try {
    const body = JSON.parse(text) as { message?: string; code?: string; error?: string };
    message = body.message ?? body.error ?? message;
    if (body.code) code = body.code.toLowerCase();
  } catch {
    if (text) message = text;
  }
  return JSON.stringify({ error: message, code });
}

/** better-auth answered 5xx: it swallowed the cause (often the database); our error handler decides 503 or 500. */
export class AuthHandlerError extends Error {}

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<void> {
  if (response.status >= 500) {
    await response.body?.cancel();
    throw new AuthHandlerError(`auth handler answered ${response.status}`);
  }
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const body = await toOurErrorBody(response);
  if (response.status >= 400) reply.header('content-type', 'application/json; charset=utf-8');
  return reply.send(body || null);
}

function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const url = new URL(request.url, origin);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const headers = fromNodeHeaders(request.headers);
  // What reaches here is a parsed JSON object or no body at all (Fastify refused anything else), and
  // it is always passed on as JSON: so it is labelled JSON too. A POST sent without a body (and so
  // without a content type) would otherwise be refused by better-auth as 415 although nothing in it
  // was wrong, e.g. dev login, whose email is optional.
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body ?? {}) : undefined,
  });
}

/**
 * A NUL character anywhere in a body: PostgreSQL cannot store it in text, so better-auth would fail
 * with a 500 (e.g. update-user with a name holding one). Refused up front as a 400.
 */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 32) return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

const NUL_MESSAGE = 'Text must not contain NUL characters';

function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

/** A locked account's answer: 429 with Retry-After, the same for an account that exists or not. */
function accountLocked(reply: FastifyReply, lockedMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(lockedMs / 1000));
  reply.header('retry-after', String(seconds));
  const minutes = Math.ceil(seconds / 60);
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return new HttpError(429, ErrorCode.accountLocked, `Too many wrong passwords for this account: try again in ${wait}`);
}

export default fp<AuthPluginOptions>(async (app: FastifyInstance, opts) => {
  const { auth, users, config } = opts;
  const origin = new URL(auth.options.baseURL ?? 'http://localhost').origin;

  const sessions = createSessionCache<SessionUser>({ ttlMs: SESSION_CACHE_TTL_MS, maxEntries: SESSION_CACHE_MAX });
  // In a cluster, a sign-out here is also forgotten by the other processes' caches (and theirs here).
  opts.cacheGroup?.add('sessions', { forgetRemote: () => sessions.invalidateAll() });

  async function lookupSession(headers: FastifyRequest['headers']) {
    const result = await auth.api.getSession({ headers: fromNodeHeaders(headers) });
    if (!result) return null;
    const value: SessionUser = { id: result.user.id, email: result.user.email, sessionId: result.session.id };
    return { value, expiresAt: new Date(result.session.expiresAt).getTime() };
  }

  async function userFromHeaders(headers: FastifyRequest['headers']): Promise<SessionUser | null> {
    const { authorization, cookie } = headers;
    if (!authorization && !cookie) return (await lookupSession(headers))?.value ?? null;
    return sessions.get(`${authorization ?? ''}\n${cookie ?? ''}`, () => lookupSession(headers));
  }

  // Sign-out, revocations, password and account changes: forget every cached session when such a
  // request starts and again before it answers, so no revoked session outlives its revocation here.
  // (Callback hooks, not async ones: they run on every request, and most do nothing.)
  app.addHook('onRequest', (request, _reply, done) => {
    if (changesSessions(request)) sessions.invalidateAll();
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (changesSessions(request)) {
      sessions.invalidateAll();
      opts.cacheGroup?.send?.({ name: 'sessions', keys: ALL });
    }
    done(null, payload);
  });

  app.decorateRequest('sessionUser', null);
  app.decorate('userFromHeaders', userFromHeaders);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const found = await userFromHeaders(request.headers);
    if (!found) throw unauthorized();
    request.sessionUser = found;
  });

  const limited = { rateLimit: opts.authRateLimit };

  app.get('/api/auth/config', async () => config);

  app.get('/api/auth/user', { preHandler: app.requireUser }, async (request) => {
    const found = await users.findById(request.sessionUser!.id);
    if (!found) throw notFound('User');
    return found;
  });

  // Browser navigation: ends every session of the user (global scope) and goes home.
  app.get('/api/logout', async (request, reply) => {
    const headers = fromNodeHeaders(request.headers);
    const current = await auth.api.getSession({ headers });
    if (current) await auth.api.revokeSessions({ headers });
    const out = await auth.api.signOut({ headers, asResponse: true });
    const cookies = out.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.redirect('/', 302);
  });

  // The spec's credentials rule, checked before better-auth sees the request.
  app.post('/api/auth/sign-in/email', { config: limited }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body) || !(hasText(body.email) || hasText(body.phoneNumber)) || !hasText(body.password)) {
      throw new HttpError(400, ErrorCode.validation, CREDENTIALS_REQUIRED_MESSAGE);
    }
    if (holdsNul(body)) throw new HttpError(400, ErrorCode.validation, NUL_MESSAGE);
    // Only an email names an account here: better-auth's email sign-in refuses a body without one.
    const email = typeof body.email === 'string' ? body.email : null;
    if (email) {
      const lockedMs = await opts.signInLockout.lockedFor(email);
      if (lockedMs > 0) throw accountLocked(reply, lockedMs);
    }
    const response = await auth.handler(toFetchRequest(request, origin));
    if (email && response.status === 401) {
      const lockMs = await opts.signInLockout.failed(email);
      if (lockMs > 0) request.log.warn({ lockMs }, 'too many wrong passwords: account sign-in locked');
    } else if (email && response.status === 200) {
      await opts.signInLockout.succeeded(email);
    }
    return sendFetchResponse(reply, response);
  });

  // Dev login's only field is optional, so a POST with no body or an empty JSON body is a complete
  // request. Fastify's JSON parser refuses an empty body outright; this route alone (an encapsulated
  // scope) reads an empty body as none and parses every other body with Fastify's own JSON parser.
  await app.register(async (scope) => {
    const json = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      return json(request, text, done);
    });
    scope.post('/api/auth/dev-login', { config: limited }, async (request, reply) => {
      if (request.body !== undefined && (typeof request.body !== 'object' || request.body === null || Array.isArray(request.body))) {
        throw new HttpError(400, ErrorCode.badRequest, 'Body must be a JSON object');
      }
      return sendFetchResponse(reply, await auth.handler(toFetchRequest(request, origin)));
    });
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: limited,
    handler: async (request, reply) => {
      if (request.method === 'POST' && (typeof request.body !== 'object' || Array.isArray(request.body)) && request.body !== undefined) {
        throw new HttpError(400, ErrorCode.badRequest, 'Body must be a JSON object');
      }
      if (holdsNul(request.body)) throw new HttpError(400, ErrorCode.validation, NUL_MESSAGE);
      return sendFetchResponse(reply, await auth.handler(toFetchRequest(request, origin)));
    },
  });
});
