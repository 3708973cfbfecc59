import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '#contract/auth.ts';
import type { CredentialsResult } from '../api/auth-actions-api.ts';
import { fetchSession } from '../api/auth-api.ts';
import { errorMessage, isApiError } from '../api/http.ts';
import {
  clearStoredTokens,
  getStoredToken,
  replaceActiveToken,
  storeDevToken,
  storeSessionToken,
} from '../api/token-store.ts';
import { toastError } from '../toast/toast-store.ts';
import { AuthContext, type AuthContextValue, type SignInResult, type SignUpInput } from './auth-context.ts';
import { credentialsError } from './credentials.ts';
import { SessionEvent, createSessionEmitter } from './session-events.ts';
import { useLiteQuery } from '../lib/lite-query.ts';
import { authConfigQuery, authUserQuery } from './user-query.ts';

// What the user's actions call loads on the first one (the sign-in dialog prefetches it).
const actions = () => import('../api/auth-actions-api.ts');

/** Sign-out ignores these answers (the session is already gone or was never ours). */
const IGNORED_SIGN_OUT_STATUSES = new Set([401, 403, 404]);

async function ignoringGoneSession(call: Promise<void>): Promise<void> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error) && IGNORED_SIGN_OUT_STATUSES.has(error.status)) return;
    throw error;
  }
}

function sameUser(a: User, b: User): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [emitter] = useState(createSessionEmitter);
  // With a stored token the user query can ask straight away; without one we first look for a
  // cookie session, which is how a Google sign-in comes back to '/'.
  const [bootstrapped, setBootstrapped] = useState(() => getStoredToken() !== null);
  const [isSigningOut, setSigningOut] = useState(false);

  useEffect(() => {
    if (bootstrapped) return;
    let cancelled = false;
    fetchSession()
      .then((session) => {
        if (cancelled) return;
        if (!session) {
          // No token and no cookie session: a visitor. Asking /api/auth/user would only answer 401.
          authUserQuery.setData(null);
          return;
        }
        storeSessionToken(session.session.token);
        emitter.emit(SessionEvent.signedIn);
      })
      .catch(() => {
        // No readable session: the user query below decides between signed out and unreachable.
      })
      .finally(() => {
        if (!cancelled) setBootstrapped(true);
      });
    return () => {
      cancelled = true;
    };
  }, [bootstrapped, emitter]);

  const userQuery = useLiteQuery(authUserQuery, bootstrapped);
  const configQuery = useLiteQuery(authConfigQuery);
  const user = userQuery.data ?? null;
  const isAuthenticated = user !== null;

  // Session ends the user did not ask for (revoked elsewhere, expired) and server-side profile
  // changes are detected from the user query itself, so every path emits the same events.
  const lastUser = useRef<User | null>(null);
  useEffect(() => {
    if (userQuery.status !== 'success') return;
    const previous = lastUser.current;
    const current = userQuery.data ?? null;
    if (previous && !current) emitter.emit(SessionEvent.signedOut);
    else if (previous && current && previous.id === current.id && !sameUser(previous, current)) {
      emitter.emit(SessionEvent.userUpdated);
    }
    lastUser.current = current;
  }, [userQuery.status, userQuery.data, emitter]);

  useEffect(() => {
    if (!isAuthenticated) return;
    // Loaded with the first signed-in render: a visitor's page never runs it.
    let stop: (() => void) | null = null;
    let ended = false;
    void import('./token-refresh.ts').then(({ startRefreshLoop }) => {
      if (ended) return;
      stop = startRefreshLoop({
        readSessionToken: async () => (await fetchSession())?.session.token ?? null,
        storedToken: getStoredToken,
        onRotated: (token) => {
          replaceActiveToken(token);
          emitter.emit(SessionEvent.tokenRefreshed);
        },
        onEnded: () => void authUserQuery.invalidate(),
      });
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [isAuthenticated, emitter]);

  const loadSignedInUser = useCallback(async () => {
    const signedIn = await authUserQuery.fetch();
    // "invalid credentials": the server accepted the request but gave no session.
    if (!signedIn) throw new Error('Sign-in succeeded but no session was returned');
    emitter.emit(SessionEvent.signedIn);
  }, [emitter]);

  const finishCredentials = useCallback(
    async (result: CredentialsResult): Promise<SignInResult> => {
      if (result.kind === 'two-factor') return 'two-factor';
      // Fresh sign-in: a stale token from an earlier session must not shadow the new one.
      clearStoredTokens();
      if (result.token) storeSessionToken(result.token);
      await loadSignedInUser();
      return 'signed-in';
    },
    [loadSignedInUser],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      const problem = credentialsError({ email, password });
      if (problem) throw new Error(problem);
      return finishCredentials(await (await actions()).emailSignIn(email.trim(), password));
    },
    [finishCredentials],
  );

  const signUp = useCallback(
    async ({ email, password, name }: SignUpInput) => {
      const problem = credentialsError({ email, password });
      if (problem) throw new Error(problem);
      const trimmed = email.trim();
      // better-auth requires a display name; the mailbox name is a fair default for a sponsor.
      const displayName = name.trim() || trimmed.split('@')[0] || trimmed;
      return finishCredentials(await (await actions()).emailSignUp(trimmed, password, displayName));
    },
    [finishCredentials],
  );

  const verifyTotp = useCallback(
    async (code: string) => {
      const token = await (await actions()).verifyTotpRequest(code.trim());
      clearStoredTokens();
      if (token) storeSessionToken(token);
      emitter.emit(SessionEvent.mfaChallengeVerified);
      await loadSignedInUser();
    },
    [emitter, loadSignedInUser],
  );

  const devLogin = useCallback(
    async (email?: string) => {
      try {
        const reply = await (await actions()).devLoginRequest(email?.trim() || undefined);
        clearStoredTokens();
        storeDevToken(reply.access_token);
        // The reply names the user only; the full profile (credits...) comes from the user query.
        await loadSignedInUser();
        return true;
      } catch (error) {
        toastError(`Dev login failed: ${errorMessage(error)}`);
        return false;
      }
    },
    [loadSignedInUser],
  );

  const googleLogin = useCallback(async () => {
    try {
      window.location.href = await (await actions()).googleSignInUrl();
    } catch (error) {
      toastError(`Google login failed: ${errorMessage(error)}`);
    }
  }, []);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      // The default sign-out scope is global, so every session of the user ends.
      await ignoringGoneSession((await actions()).revokeAllSessions());
      await ignoringGoneSession((await actions()).signOutRequest());
    } catch (error) {
      toastError(`Sign out failed: ${errorMessage(error)}`);
      setSigningOut(false);
      return;
    }
    clearStoredTokens();
    // Leave the private screen before the user disappears, so its own "logged out" guard never fires.
    await navigate('/');
    // The signed-in screens' cache (TanStack Query, loaded with them) goes with the session; the
    // server's auth configuration stays.
    const { queryClient } = await import('../api/shared-query-client.ts');
    authUserQuery.cancel();
    await queryClient.cancelQueries();
    authUserQuery.setData(null);
    queryClient.removeQueries();
    setSigningOut(false);
  }, [navigate]);

  const refreshUser = useCallback(async () => {
    await authUserQuery.invalidate();
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading: !bootstrapped || userQuery.status === 'pending',
      isAuthenticated,
      isSigningOut,
      userError: userQuery.error,
      config: configQuery.data,
      configError: configQuery.error,
      configLoading: configQuery.status === 'pending',
      refetchConfig: () => void authConfigQuery.fetch({ restart: true }).catch(() => undefined),
      signIn,
      signUp,
      verifyTotp,
      devLogin,
      googleLogin,
      signOut,
      refreshUser,
      events: emitter,
      emitEvent: emitter.emit,
    }),
    [
      user,
      bootstrapped,
      userQuery.status,
      userQuery.error,
      isAuthenticated,
      isSigningOut,
      configQuery.data,
      configQuery.error,
      configQuery.status,
      signIn,
      signUp,
      verifyTotp,
      devLogin,
      googleLogin,
      signOut,
      refreshUser,
      emitter,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
