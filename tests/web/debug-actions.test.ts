import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eyesOfDebugAction, regenerateRoomAction, testAuthTokenAction } from '#web/src/routes/dashboard/debug-actions.ts';
import { getToastSnapshot } from '#web/src/toast/toast-store.ts';
import { createFakeStorage } from './fake-storage.ts';

const reply = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
const latestToast = () => getToastSnapshot()[0];

beforeEach(() => {
  vi.stubGlobal('localStorage', createFakeStorage());
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('debug bar actions', () => {
  it('regenerates the room with an empty body and reports the counts', async () => {
    const fetchMock = reply(200, { entitiesCount: 4, clearedGroundItems: 1 });
    vi.stubGlobal('fetch', fetchMock);
    expect(await regenerateRoomAction(12)).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/debug/regenerate-room/12');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeUndefined();
    expect(latestToast()).toMatchObject({ title: 'Success', variant: 'success' });
  });

  it("says 'Regeneration Failed' / 'Could not regenerate room' when the server refuses", async () => {
    vi.stubGlobal('fetch', reply(404, { error: 'Room not found', code: 'not_found' }));
    expect(await regenerateRoomAction(12)).toBe(false);
    expect(latestToast()).toMatchObject({ title: 'Regeneration Failed', description: 'Could not regenerate room', variant: 'destructive' });
  });

  it("says 'Enhanced Scan Failed' / 'Unable to activate enhanced scan' when the call fails", async () => {
    vi.stubGlobal('fetch', reply(500, 'boom'));
    expect(await eyesOfDebugAction(7)).toBe(false);
    expect(latestToast()).toMatchObject({ title: 'Enhanced Scan Failed', description: 'Unable to activate enhanced scan', variant: 'destructive' });
  });

  it('passes on the server message when the effect is already active', async () => {
    const fetchMock = reply(200, { success: false, error: 'already_active', message: "Eyes of D'Bug is already active" });
    vi.stubGlobal('fetch', fetchMock);
    expect(await eyesOfDebugAction(7)).toBe(false);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/crawlers/7/apply-effect/eyes_of_debug');
    expect(latestToast()).toMatchObject({ description: "Eyes of D'Bug is already active", variant: 'default' });
  });

  it("tests the token: 'Authentication Test' with the spec descriptions on failure", async () => {
    vi.stubGlobal('fetch', reply(401, { error: 'Unauthorized', code: 'unauthorized' }));
    await testAuthTokenAction();
    expect(latestToast()).toMatchObject({ title: 'Authentication Test', description: 'Token may not be working properly' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await testAuthTokenAction();
    expect(latestToast()).toMatchObject({ title: 'Authentication Test', description: 'Could not test token' });
  });
});
