import { describe, expect, it, vi } from 'vitest';
import { SessionEvent, createSessionEmitter } from '#web/src/auth/session-events.ts';

describe('session events', () => {
  it('names the six spec events', () => {
    expect(Object.values(SessionEvent)).toEqual([
      'SIGNED_IN',
      'SIGNED_OUT',
      'TOKEN_REFRESHED',
      'USER_UPDATED',
      'PASSWORD_RECOVERY',
      'MFA_CHALLENGE_VERIFIED',
    ]);
  });

  it('delivers events to every subscriber until it unsubscribes', () => {
    const emitter = createSessionEmitter();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = emitter.subscribe(first);
    emitter.subscribe(second);
    emitter.emit(SessionEvent.signedIn);
    stopFirst();
    emitter.emit(SessionEvent.signedOut);
    expect(first.mock.calls).toEqual([['SIGNED_IN']]);
    expect(second.mock.calls).toEqual([['SIGNED_IN'], ['SIGNED_OUT']]);
  });

  it('keeps notifying when one listener throws', () => {
    const emitter = createSessionEmitter();
    const after = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    emitter.subscribe(() => {
      throw new Error('listener bug');
    });
    emitter.subscribe(after);
    emitter.emit(SessionEvent.tokenRefreshed);
    expect(after).toHaveBeenCalledWith('TOKEN_REFRESHED');
    error.mockRestore();
  });
});
