import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REFRESH_TICK_MS,
  nextRefreshDelay,
  refreshOutcome,
  startRefreshLoop,
} from '#web/src/auth/token-refresh.ts';

describe('nextRefreshDelay', () => {
  it('ticks every 30 s while refreshes succeed', () => {
    expect(REFRESH_TICK_MS).toBe(30_000);
    expect(nextRefreshDelay(0)).toBe(30_000);
  });

  it('backs off from 200 ms, doubling, capped at the tick', () => {
    expect([1, 2, 3, 4, 5].map(nextRefreshDelay)).toEqual([200, 400, 800, 1_600, 3_200]);
    expect(nextRefreshDelay(20)).toBe(30_000);
  });
});

describe('refreshOutcome', () => {
  it('reads a missing server session as ended', () => {
    expect(refreshOutcome('a', null)).toEqual({ kind: 'ended' });
  });
  it('keeps an identical token', () => {
    expect(refreshOutcome('a', 'a')).toEqual({ kind: 'unchanged' });
  });
  it('adopts a different token', () => {
    expect(refreshOutcome('a', 'b')).toEqual({ kind: 'rotated', token: 'b' });
    expect(refreshOutcome(null, 'b')).toEqual({ kind: 'rotated', token: 'b' });
  });
});

describe('startRefreshLoop', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes on the tick, backs off after failures and reports rotation', async () => {
    let stored = 'old';
    const answers: Array<() => Promise<string | null>> = [
      () => Promise.reject(new Error('offline')),
      () => Promise.reject(new Error('offline')),
      () => Promise.resolve('new'),
    ];
    const readSessionToken = vi.fn(() => answers.shift()?.() ?? Promise.resolve(stored));
    const onRotated = vi.fn((token: string) => {
      stored = token;
    });
    const stop = startRefreshLoop({ readSessionToken, storedToken: () => stored, onRotated, onEnded: vi.fn() });

    await vi.advanceTimersByTimeAsync(REFRESH_TICK_MS - 1);
    expect(readSessionToken).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(readSessionToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(readSessionToken).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(400);
    expect(readSessionToken).toHaveBeenCalledTimes(3);
    expect(onRotated).toHaveBeenCalledWith('new');
    await vi.advanceTimersByTimeAsync(REFRESH_TICK_MS);
    expect(readSessionToken).toHaveBeenCalledTimes(4);
    expect(onRotated).toHaveBeenCalledTimes(1);

    stop();
    await vi.advanceTimersByTimeAsync(REFRESH_TICK_MS * 3);
    expect(readSessionToken).toHaveBeenCalledTimes(4);
  });

  it('stops and reports when the server session has ended', async () => {
    const onEnded = vi.fn();
    const readSessionToken = vi.fn(() => Promise.resolve(null));
    startRefreshLoop({ readSessionToken, storedToken: () => 't', onRotated: vi.fn(), onEnded });
    await vi.advanceTimersByTimeAsync(REFRESH_TICK_MS * 3);
    expect(onEnded).toHaveBeenCalledTimes(1);
    expect(readSessionToken).toHaveBeenCalledTimes(1);
  });
});
