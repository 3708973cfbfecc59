import { useAuth } from '../auth/auth-context.ts';
import { LazyDashboardPage } from './lazy-screens.tsx';
import { LandingPage } from './landing/landing-page.tsx';

/** '/' is the landing screen for visitors and the sponsor dashboard when signed in. */
export function HomeRoute() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <LazyDashboardPage /> : <LandingPage />;
}
