// A first load's screen module and, at '/crawler/{id}' with a stored session, the room's batch: asked
// for while the session is still being checked (routes/lazy-screens.tsx, crawler-page.tsx).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dungeonKeys } from '#web/src/api/dungeon-api.ts';
import { queryClient } from '#web/src/api/shared-query-client.ts';
import { preloadScreen } from '#web/src/routes/lazy-screens.tsx';
import { createFakeStorage } from '../fake-storage.ts';

const requested = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map(([url]) => String(url));

function stubFetch() {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ error: 'Not found', code: 'not_found' }), { status: 404 }));
  vi.stubGlobal('localStorage', createFakeStorage());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

describe('preloadScreen', () => {
  it("asks for the crawler page's room batch at once when a session is stored", async () => {
    const fetchMock = stubFetch();
    preloadScreen('/crawler/42', true);
    await vi.waitFor(() => expect(requested(fetchMock)).toContain('/api/crawlers/42/room-data-batch'), { timeout: 10_000 });
    // The page's later read finds the answer (here an error) in the shared cache instead of asking again.
    await vi.waitFor(() => expect(queryClient.getQueryState(dungeonKeys.roomDataBatch('42'))?.status).toBe('error'));
  });

  it('asks for nothing of the room without a stored session, nor on another screen', async () => {
    const fetchMock = stubFetch();
    preloadScreen('/crawler/42', false);
    preloadScreen('/crawler/42/loadout', true);
    preloadScreen('/', true);
    // The two screens' modules load meanwhile: waited for, so the file does not end (and Vitest tear
    // its module loader down) while their imports are still in flight (a failed run, 2026-11-28).
    await Promise.all([import('#web/src/routes/crawler/loadout-page.tsx'), import('#web/src/routes/dashboard/dashboard-page.tsx')]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested(fetchMock).filter((url) => url.includes('room-data-batch'))).toEqual([]);
  });
});
