import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../auth/auth-context.ts';
import { ErrorPanel } from '../components/ui/alert.tsx';
import { FullPageLoading } from '../components/full-page-loading.tsx';
import { SiteFooter } from '../components/layout/site-footer.tsx';
import { errorMessage } from '../api/http.ts';
import { lazyNamed } from '../lib/lazy-named.ts';
import { useRouteOwnsAuthLoading } from './route-handle.ts';

// Signed-in only, so it stays out of the landing bundle (issue 7 budget).
const SignedInHeader = lazyNamed(() => import('../components/layout/signed-in-header.tsx'), 'SignedInHeader');
// The account's palette and reduced motion on <html> (issue 19); signed-in only for the same reason.
const DisplaySettingsApplier = lazyNamed(() => import('../state/display-settings.ts'), 'DisplaySettingsApplier');

/** Holds the header's place (its height and border) while its module loads, so the page does not jump. */
function HeaderPlaceholder() {
  return (
    <div aria-hidden className="border-b border-rubble bg-abyss/90">
      <div className="h-16" />
    </div>
  );
}

/** Layout for every route: loading gate, signed-in header, page, footer. */
export function AppShell() {
  const { user, isLoading, userError, refreshUser, signOut } = useAuth();
  const ownsLoading = useRouteOwnsAuthLoading();
  if (isLoading && !ownsLoading) return <FullPageLoading />;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-gold-400 px-4 py-2 font-semibold text-abyss focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {user ? (
        <Suspense fallback={<HeaderPlaceholder />}>
          <SignedInHeader user={user} onLogout={() => void signOut()} />
        </Suspense>
      ) : null}
      {user ? (
        <Suspense fallback={null}>
          <DisplaySettingsApplier />
        </Suspense>
      ) : null}
      {!user && userError ? (
        <div className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6">
          <ErrorPanel
            title="Could not check your session"
            message={`The dungeon servers did not answer (${errorMessage(userError)}). You are shown as signed out until they do.`}
            onRetry={() => void refreshUser()}
          />
        </div>
      ) : null}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
