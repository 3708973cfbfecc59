import { matchPath, useLocation } from 'react-router';

/**
 * Screens that show their own text while the session loads (the account page's spec text); the
 * shell shows its full-page spinner for every other one.
 */
export const OWNS_AUTH_LOADING = ['/account'] as const;

export function routeOwnsAuthLoading(pathname: string): boolean {
  return OWNS_AUTH_LOADING.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

export function useRouteOwnsAuthLoading(): boolean {
  return routeOwnsAuthLoading(useLocation().pathname);
}
