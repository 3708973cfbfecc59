import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DEV_TOKEN_KEY, SESSION_TOKEN_KEY } from '#contract/auth.ts';
import type { Season } from '#contract/season.ts';
import { ApiError, ResponseShapeError, apiFetch, apiRequest, errorMessage } from '#web/src/api/http.ts';
import { clearStoredTokens, getStoredToken, replaceActiveToken } from '#web/src/api/token-store.ts';
import { fetchCurrentSeason } from '#web/src/api/season-api.ts';
import { fetchCurrentUser } from '#web/src/api/auth-api.ts';
import { createFakeStorage } from './fake-storage.ts';

function reply(status: number, body: string, headers: Record<string, string> = {}) {
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status, headers }));
}

let storage: Storage;
beforeEach(() => {
  storage = createFakeStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends JSON with credentials and the stored bearer token', async () => {
    storage.setItem(SESSION_TOKEN_KEY, 'tok-1');
    const fetchMock = reply(200, '{"ok":true}');
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('POST', '/api/thing', { body: { a: 1 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/thing');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'Content-Type': 'application/json' });
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = reply(200, '{}');
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('GET', '/api/thing');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it('throws "status: responseText" on a non-OK reply and keeps the parsed body', async () => {
    const text = '{"error":"Dev login only available in development mode","code":"dev_login_disabled"}';
    vi.stubGlobal('fetch', reply(403, text));
    const error = await apiRequest('POST', '/api/auth/dev-login', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(`403: ${text}`);
    expect(apiError.status).toBe(403);
    expect(apiError.code).toBe('dev_login_disabled');
    expect(errorMessage(apiError)).toBe('Dev login only available in development mode');
  });

  it('keeps a non-JSON error text as is', async () => {
    vi.stubGlobal('fetch', reply(502, 'Bad Gateway'));
    const error = (await apiRequest('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.body).toBeNull();
    expect(errorMessage(error)).toBe('Bad Gateway');
  });

  it('parses replies with the contract schema', async () => {
    vi.stubGlobal('fetch', reply(200, '{"n":1,"extra":true}'));
    await expect(apiRequest('GET', '/api/x', { schema: z.object({ n: z.number() }) })).resolves.toEqual({ n: 1 });
    vi.stubGlobal('fetch', reply(200, '{"n":"one"}'));
    await expect(apiRequest('GET', '/api/x', { schema: z.object({ n: z.number() }) })).rejects.toBeInstanceOf(
      ResponseShapeError,
    );
  });

  it('exposes response headers (better-auth sends set-auth-token)', async () => {
    vi.stubGlobal('fetch', reply(200, '{}', { 'set-auth-token': 'abc' }));
    const { headers } = await apiFetch('POST', '/api/auth/sign-in/email', { body: {} });
    expect(headers.get('set-auth-token')).toBe('abc');
  });
});

describe('domain calls', () => {
  it('reads a 401 from /api/auth/user as "signed out"', async () => {
    vi.stubGlobal('fetch', reply(401, '{"error":"Unauthorized","code":"unauthorized"}'));
    await expect(fetchCurrentUser()).resolves.toBeNull();
  });

  it('reads a 404 no_active_season as "no season", other failures as errors', async () => {
    vi.stubGlobal('fetch', reply(404, '{"error":"No active season","code":"no_active_season"}'));
    await expect(fetchCurrentSeason()).resolves.toBeNull();
    vi.stubGlobal('fetch', reply(500, '{"error":"boom","code":"internal_error"}'));
    await expect(fetchCurrentSeason()).rejects.toBeInstanceOf(ApiError);
  });

  it('parses a season', async () => {
    const season: Season = {
      id: 1,
      seasonNumber: 1,
      name: 'Season 1',
      description: 'The first descent',
      startDate: '2025-01-01T00:00:00.000Z',
      endDate: null,
      isActive: true,
      status: 'live',
    };
    vi.stubGlobal('fetch', reply(200, JSON.stringify(season)));
    await expect(fetchCurrentSeason()).resolves.toEqual(season);
  });
});

describe('token store', () => {
  it('prefers the session token over the dev token', () => {
    storage.setItem(DEV_TOKEN_KEY, 'dev');
    expect(getStoredToken()).toBe('dev');
    storage.setItem(SESSION_TOKEN_KEY, 'session');
    expect(getStoredToken()).toBe('session');
  });

  it('rotates whichever key holds the active token', () => {
    storage.setItem(DEV_TOKEN_KEY, 'dev');
    replaceActiveToken('dev-2');
    expect(storage.getItem(DEV_TOKEN_KEY)).toBe('dev-2');
    expect(storage.getItem(SESSION_TOKEN_KEY)).toBeNull();
    storage.setItem(SESSION_TOKEN_KEY, 'session');
    replaceActiveToken('session-2');
    expect(storage.getItem(SESSION_TOKEN_KEY)).toBe('session-2');
  });

  it('clears both keys', () => {
    storage.setItem(DEV_TOKEN_KEY, 'dev');
    storage.setItem(SESSION_TOKEN_KEY, 'session');
    clearStoredTokens();
    expect(getStoredToken()).toBeNull();
  });
});
