/** The auth session events. Closed vocabulary: listeners switch on these. */
export const SessionEvent = {
  signedIn: 'SIGNED_IN',
  signedOut: 'SIGNED_OUT',
  tokenRefreshed: 'TOKEN_REFRESHED',
  userUpdated: 'USER_UPDATED',
  passwordRecovery: 'PASSWORD_RECOVERY',
  mfaChallengeVerified: 'MFA_CHALLENGE_VERIFIED',
} as const;
export type SessionEvent = (typeof SessionEvent)[keyof typeof SessionEvent];

export type SessionListener = (event: SessionEvent) => void;

export interface SessionEventSource {
  /** Returns the unsubscribe function, so effects can hand it straight back to React. */
  subscribe(listener: SessionListener): () => void;
}

export interface SessionEmitter extends SessionEventSource {
  emit(event: SessionEvent): void;
}

export function createSessionEmitter(): SessionEmitter {
  const listeners = new Set<SessionListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event) {
      // Copy first: a listener may unsubscribe itself (or others) while being notified.
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          // One broken listener must not stop the others from hearing about a sign-out.
          console.error('session listener failed', event, error);
        }
      }
    },
  };
}
