import { useMatches } from 'react-router';

/** Per-route flags the shell reads. */
export interface RouteHandle {
  /** The screen shows its own loading text while auth loads (the account page's spec text). */
  ownsAuthLoading?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}

export function useRouteOwnsAuthLoading(): boolean {
  return useMatches().some((match) => isRouteHandle(match.handle) && match.handle.ownsAuthLoading === true);
}
