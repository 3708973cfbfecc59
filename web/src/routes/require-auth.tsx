import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../auth/auth-context.ts';

/** Private screens: a visitor is sent to the landing page at '/'. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <Navigate to="/" replace />;
  return children;
}
