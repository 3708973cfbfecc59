import { createContext, useContext, useEffect, useRef } from 'react';
import type { AuthConfig, User } from '#contract/auth.ts';
import type { SessionEvent, SessionEventSource, SessionListener } from './session-events.ts';

export type SignInResult = 'signed-in' | 'two-factor';

export interface SignUpInput {
  email: string;
  password: string;
  name: string;
}

export interface AuthContextValue {
  user: User | null;
  /** True until the first answer about the session (bootstrap + user query) arrives. */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** True while a client sign-out runs, so guarded screens do not mistake it for an expired session. */
  isSigningOut: boolean;
  /** The user query failed for a reason other than "no session" (server down, 5xx). */
  userError: Error | null;
  config: AuthConfig | undefined;
  configError: Error | null;
  configLoading: boolean;
  refetchConfig: () => void;
  /** Throws the credentials message or the server's error; the caller shows it inline. */
  signIn: (email: string, password: string) => Promise<SignInResult>;
  signUp: (input: SignUpInput) => Promise<SignInResult>;
  /** Second step of a sign-in that answered with a two-factor challenge. */
  verifyTotp: (code: string) => Promise<void>;
  /** Toasts 'Dev login failed: ...' itself; resolves true on success. */
  devLogin: (email?: string) => Promise<boolean>;
  /** Toasts 'Google login failed: ...' itself; on success the page navigates away. */
  googleLogin: () => Promise<void>;
  /** Global sign-out (every session of the user), then clears local data and returns to '/'. */
  signOut: () => Promise<void>;
  /** Re-reads the user (after a change the server made: credits, 2FA...). */
  refreshUser: () => Promise<void>;
  events: SessionEventSource;
  /** For screens that complete a session flow themselves (password recovery, 2FA enrolment). */
  emitEvent: (event: SessionEvent) => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** Subscribes to session events for the component's lifetime; the latest listener is always called. */
export function useSessionEvents(listener: SessionListener): void {
  const { events } = useAuth();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => events.subscribe((event) => latest.current(event)), [events]);
}
