import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/src/api/http.ts';
import { createLiteQuery } from '#web/src/lib/lite-query.ts';

/** A query whose answers are scripted, with the retry waits recorded instead of slept. */
function scripted<T>(answers: (() => Promise<T>)[], staleTime = 60_000) {
  const waits: number[] = [];
  let calls = 0;
  const query = createLiteQuery<T>({
    queryFn: () => {
      const answer = answers[Math.min(calls, answers.length - 1)]!;
      calls++;
      return answer();
    },
    staleTime,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { query, waits, calls: () => calls };
}

const fail = (status: number) => () => Promise.reject(new ApiError(status, `{"error":"x","code":"x"}`));
const ok = <T>(value: T) => () => Promise.resolve(value);

describe('createLiteQuery', () => {
  it('starts pending, then holds the answer as success', async () => {
    const { query } = scripted([ok({ n: 1 })]);
    expect(query.getState()).toMatchObject({ status: 'pending', data: undefined, isFetching: false });
    await query.fetch();
    expect(query.getState()).toMatchObject({ status: 'success', data: { n: 1 }, error: null, isFetching: false });
    expect(query.isStale()).toBe(false);
  });

  it('retries a 5xx or network failure three times with 1, 2 and 4 s back-off, then reports the error', async () => {
    const { query, waits, calls } = scripted<number>([fail(503)]);
    await expect(query.fetch()).rejects.toThrow('503');
    expect(calls()).toBe(4);
    expect(waits).toEqual([1_000, 2_000, 4_000]);
    expect(query.getState()).toMatchObject({ status: 'error', data: undefined, isFetching: false });
    expect(query.getState().error?.message).toMatch(/^503: /);
  });

  it('does not retry a 4xx other than 408, and succeeds after a failed try', async () => {
    const refused = scripted<number>([fail(403)]);
    await expect(refused.query.fetch()).rejects.toThrow('403');
    expect(refused.calls()).toBe(1);
    const timedOut = scripted<number>([fail(408), ok(7)]);
    await expect(timedOut.query.fetch()).resolves.toBe(7);
    expect(timedOut.waits).toEqual([1_000]);
  });

  it('keeps the last data while a refetch runs and after it fails', async () => {
    const { query } = scripted<number>([ok(1), fail(404)]);
    await query.fetch();
    const running = query.fetch({ restart: true });
    expect(query.getState()).toMatchObject({ data: 1, isFetching: true });
    await expect(running).rejects.toThrow('404');
    expect(query.getState()).toMatchObject({ status: 'error', data: 1, isFetching: false });
  });

  it('joins a running request instead of sending a second one; restart aborts the first', async () => {
    const signals: AbortSignal[] = [];
    let release: (value: string) => void = () => {};
    const query = createLiteQuery<string>({
      queryFn: (signal) => {
        signals.push(signal);
        return new Promise((resolve) => (release = resolve));
      },
      staleTime: 0,
    });
    const first = query.fetch();
    expect(query.fetch()).toBe(first);
    expect(signals).toHaveLength(1);
    const second = query.fetch({ restart: true });
    expect(signals[0]!.aborted).toBe(true);
    release('fresh');
    await expect(second).resolves.toBe('fresh');
    expect(query.getState().data).toBe('fresh');
  });

  it('cancel drops a running request and keeps the state it had; setData answers without asking', async () => {
    let release: (value: string) => void = () => {};
    const query = createLiteQuery<string | null>({ queryFn: () => new Promise((resolve) => (release = resolve)), staleTime: 60_000 });
    const running = query.fetch();
    query.cancel();
    release('late');
    await running;
    expect(query.getState()).toMatchObject({ status: 'pending', data: undefined, isFetching: false });
    query.setData(null);
    expect(query.getState()).toMatchObject({ status: 'success', data: null });
    expect(query.isStale()).toBe(false);
    await expect(query.ensure()).resolves.toBeNull();
  });

  it('keeps the same object for an equal answer and notifies subscribers of each change', async () => {
    const { query } = scripted([ok({ id: 1, name: 'a' }), ok({ id: 1, name: 'a' }), ok({ id: 1, name: 'b' })]);
    let notified = 0;
    const unsubscribe = query.subscribe(() => notified++);
    await query.fetch();
    const first = query.getState().data;
    await query.invalidate();
    expect(query.getState().data).toBe(first);
    await query.invalidate();
    expect(query.getState().data).toEqual({ id: 1, name: 'b' });
    expect(notified).toBeGreaterThanOrEqual(6);
    unsubscribe();
  });
});
