import { useLocation } from 'react-router';
import { AuthProvider } from '../auth/auth-provider.tsx';
import { AppErrorBoundary } from '../components/error-boundary.tsx';
import { AppShell } from './app-shell.tsx';

/**
 * The root route element. The boundary sits inside the router so render crashes in any screen show
 * the spec's error screen (not the router's default), and moving to another path clears it.
 */
export function RootRoute() {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary resetKey={pathname}>
      <AuthProvider>
        <AppShell />
      </AuthProvider>
    </AppErrorBoundary>
  );
}
