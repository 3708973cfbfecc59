import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { authConfigQuery } from '../../auth/user-query.ts';
import { toast } from '../../toast/toast-store.ts';

const RELOGIN_DELAY_MS = 500;

/**
 * A logged-out visit to the account page toasts 'Unauthorized' and starts Google
 * sign-in after 500 ms. Without Google configured there is nothing to start, so go to '/' instead.
 */
export function useLoggedOutRedirect(): void {
  const { isLoading, isAuthenticated, isSigningOut, googleLogin } = useAuth();
  const navigate = useNavigate();
  // Strict Mode runs effects twice; one visit must produce one toast.
  const announced = useRef(false);
  const loggedOut = !isLoading && !isAuthenticated && !isSigningOut;

  useEffect(() => {
    if (!loggedOut) {
      announced.current = false;
      return;
    }
    if (!announced.current) {
      announced.current = true;
      toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
    }
    let cancelled = false;
    const timer = setTimeout(async () => {
      const config = await authConfigQuery.ensure().catch(() => null);
      if (cancelled) return;
      if (config?.google) await googleLogin();
      else await navigate('/', { replace: true });
    }, RELOGIN_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [loggedOut, googleLogin, navigate]);
}
