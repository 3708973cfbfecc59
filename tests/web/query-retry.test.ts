import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/src/api/http.ts';
import { MAX_QUERY_RETRIES, createQueryClient, queryRetryDelay, shouldRetryQuery } from '#web/src/api/query-client.ts';

const apiError = (status: number) => new ApiError(status, JSON.stringify({ error: 'x', code: 'x' }));

describe('shouldRetryQuery', () => {
  it.each([400, 401, 403, 404, 409, 422, 429, 499])('never retries a %i', (status) => {
    expect(shouldRetryQuery(0, apiError(status))).toBe(false);
  });

  it('retries a 408 like a server error', () => {
    expect(shouldRetryQuery(0, apiError(408))).toBe(true);
    expect(shouldRetryQuery(MAX_QUERY_RETRIES, apiError(408))).toBe(false);
  });

  it.each([500, 502, 503, 504])('retries a %i up to three times', (status) => {
    const decisions = [0, 1, 2, 3, 4].map((failures) => shouldRetryQuery(failures, apiError(status)));
    expect(decisions).toEqual([true, true, true, false, false]);
  });

  it('retries network failures and unknown errors', () => {
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(2, new Error('boom'))).toBe(true);
    expect(shouldRetryQuery(3, new Error('boom'))).toBe(false);
  });
});

describe('queryRetryDelay', () => {
  it('doubles from 1 s', () => {
    expect([0, 1, 2, 3, 4].map(queryRetryDelay)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
  });

  it('is capped at 30 s', () => {
    expect(queryRetryDelay(5)).toBe(30_000);
    expect(queryRetryDelay(50)).toBe(30_000);
  });

  it('treats a negative attempt as the first one', () => {
    expect(queryRetryDelay(-1)).toBe(1_000);
  });
});

describe('createQueryClient', () => {
  it('wires the retry rules into queries and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.queries?.retryDelay).toBe(queryRetryDelay);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
