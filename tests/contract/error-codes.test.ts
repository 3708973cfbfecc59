// The error codes are one closed vocabulary: each code written once, the area lists drawn from it,
// and the codes that stay inside the server or the season command never mistaken for an answer.
// (That server and web use the constants, not strings, is the lint's job: eslint.config.js.)
import { describe, expect, it } from 'vitest';
import * as Errors from '#contract/errors.ts';
import { ErrorCode, InternalErrorCode, IntentErrorCode, isErrorCode, LifecycleErrorCode, SocketErrorCode } from '#contract/error-codes.ts';
import { SocketErrorCode as SocketErrorCodeFromRealtime } from '#contract/realtime.ts';

const values = (table: Record<string, string>) => Object.values(table);

describe('error codes', () => {
  it('names each code once', () => {
    const codes = values(ErrorCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('draws the socket and intent lists from the one table', () => {
    for (const code of [...values(SocketErrorCode), ...values(IntentErrorCode)]) expect(isErrorCode(code)).toBe(true);
    expect(SocketErrorCodeFromRealtime).toBe(SocketErrorCode);
    expect(Errors.ErrorCode).toBe(ErrorCode);
  });

  it('keeps the codes that are never answered apart from the ones that are', () => {
    for (const code of [...values(InternalErrorCode), ...values(LifecycleErrorCode)]) expect(isErrorCode(code)).toBe(false);
    expect(isErrorCode('crawler_dead')).toBe(true);
    expect(isErrorCode('CRAWLER_DEAD')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});
